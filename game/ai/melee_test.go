package ai

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/modules/melee"
	"github.com/krygothic/krygothic/rules/orders"
)

// brawl is a small hold where two teams armed for close combat only, with
// the melee module's trait weapons, start a few inches apart.
const brawl = `name: Brawl
rounds: 4
modules: [melee]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ############
  #..........#
  #..a...d...#
  #..a...d...#
  #..a...d...#
  #..a...d...#
  #..........#
  ############
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, melee: maul}
        - {unit: ec-trooper, melee: spear}
        - {unit: ec-trooper, melee: shock-baton}
        - {unit: ec-trooper, melee: torch}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, melee: great-axe}
        - {unit: renegade-cultist, melee: maul}
        - {unit: renegade-cultist, melee: axe}
        - {unit: renegade-cultist, melee: spear}
`

// The AI plays the close-combat extras (XS-16): in brawls it gangs up
// (attacks whose to-hit rolls carry the gang-up), goes berserk and
// follows up, every game ends and no order of either side is refused
// (playGames); without the module it gives neither order.
func TestTheAIBrawlsWithTheExtras(t *testing.T) {
	c, s := textScenario(t, brawl)
	counts := map[string]int{}
	for _, m := range playGames(t, c, s, 6, tacticians(Hard, Normal)) {
		for _, e := range m.View().Log(0) {
			switch ev := e.Event.(type) {
			case orders.Declared:
				for _, st := range ev.Steps {
					for _, verb := range []orders.Verb{melee.Berserk, melee.Follow} {
						if strings.Contains(st, " "+string(verb)+" ") {
							counts[string(verb)]++
						}
					}
				}
			case combat.Roll:
				for _, mod := range ev.Modifiers {
					if mod.RuleID == melee.Rule && strings.HasPrefix(mod.What, "gang-up") {
						counts["gang-up"]++
					}
				}
			}
		}
	}
	t.Logf("in 6 brawls: %v", counts)
	for _, what := range []string{"berserk", "follow", "gang-up"} {
		if counts[what] == 0 {
			t.Errorf("no %s in 6 brawls: %v", what, counts)
		}
	}
	none := textScenarioOf(t, c, brawl)
	none.Modules = []string{}
	for _, st := range declaredSteps(t, c, none, 2) {
		if strings.Contains(st, " berserk ") || strings.Contains(st, " follow ") {
			t.Errorf("without the module the AI declared %q", st)
		}
	}
}
