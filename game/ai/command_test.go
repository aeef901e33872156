package ai

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/modules/command"
)

// outpost is a long open deck with a few crates, both sides led by a
// Squad Leader, playing the command module (XS-25): shots at range from
// the first round, and ground to cross.
const outpost = `name: Outpost
rounds: 4
modules: [command]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "c", name: crates, terrain: difficult, cover: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ######################
  #aa.......c........dd#
  #aa...c.......c....dd#
  #aa.......c........dd#
  #aa................dd#
  ######################
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: rifle}
        - {unit: ec-trooper, count: 3, ranged: rifle}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: rifle}
        - {unit: renegade-cultist, count: 3, ranged: rifle}
`

// The AI with the command module (XS-25, GW-CMD-05..07): its Squad
// Leader gives its friends the helps that pay (Called shots to friends
// about to shoot above all), the friends use them, no order of either AI
// is ever refused, and every game ends.
func TestTheAIGivesItsSquadLeadersHelp(t *testing.T) {
	c, s := textScenario(t, outpost)
	given := map[combat.State]int{}
	shotsAfter := 0
	games := playGames(t, c, s, 16, func(seed uint64) [2]match.Player {
		return [2]match.Player{NewTactician("red", Normal, seed), NewTactician("blue", Hard, seed+50)}
	})
	for _, m := range games {
		aimed := map[string]bool{}
		for _, e := range m.View().Log(0) {
			switch ev := e.Event.(type) {
			case combat.StateChanged:
				if ev.RuleID == command.Rule {
					given[ev.State]++
					if ev.State == command.AimState {
						aimed[ev.Unit] = true
					}
				}
			case combat.Roll:
				if ev.Kind == combat.HitRoll && aimed[ev.By] {
					shotsAfter++
					delete(aimed, ev.By)
				}
			}
		}
	}
	if given[command.AimState] == 0 || shotsAfter == 0 {
		t.Fatalf("in 16 games the AI's helps: %v; Called shots fired %d; want Called shots given and used", given, shotsAfter)
	}
	t.Logf("helps given: %v; Called shots fired: %d", given, shotsAfter)
}
