package ai

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/jams"
	"github.com/krygothic/krygothic/rules/orders"
)

// gunline is an open deck where two red autocannons (Jam 2 in the
// shipped data) face renegades in carapace, playing with the jams module.
const gunline = `name: Gunline
rounds: 4
modules: [jams]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ##############
  #aa........dd#
  #aa........dd#
  #aa........dd#
  ##############
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: rifle}
        - {unit: ec-trooper, count: 2, ranged: autocannon}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: rifle, armour: carapace}
        - {unit: renegade-cultist, count: 3, ranged: rifle, armour: carapace}
`

// The AI with the jams module (XS-02): a model whose weapon jams clears
// it (its shots would be refused), and no side's AI ever has an order
// refused for a jam, the Tactician's or the Baseline's.
func TestTheAIClearsJams(t *testing.T) {
	c, s := textScenario(t, gunline)
	jammed, cleared := 0, map[string]int{}
	for seed := uint64(1); seed <= 40; seed++ {
		kind := "tactician"
		if seed%2 == 0 {
			kind = "baseline"
		}
		red := match.Player(NewTactician("red", Normal, seed))
		if seed%2 == 0 {
			red = &Baseline{Side: "red"}
		}
		m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{red, NewTactician("blue", Hard, seed)})
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(200000); err != nil {
			t.Fatal(err)
		}
		stuck := map[string]bool{} // jammed and not yet cleared
		for _, e := range m.View().Log(0) {
			switch ev := e.Event.(type) {
			case combat.StateChanged:
				if ev.State == jams.JammedState {
					jammed++
					stuck[ev.Unit] = true
				}
				if ev.State == jams.ClearedState {
					cleared[kind]++
					delete(stuck, ev.Unit)
				}
			case orders.Declared:
				for _, st := range ev.Steps {
					if f := strings.Fields(st); len(f) > 1 && f[1] == string(orders.Shoot) && stuck[ev.Side+"."+f[0]] {
						t.Errorf("seed %d: %s declared %q with its weapon jammed", seed, ev.Side, st)
					}
				}
			case match.Refused:
				t.Errorf("seed %d: %s's order %q refused: %s (%s)", seed, ev.Side, ev.Order, ev.Reason, ev.RuleID)
			}
		}
	}
	if cleared["tactician"] == 0 || cleared["baseline"] == 0 {
		t.Fatalf("in 40 games %d jams; cleared by each AI: %v; want each to clear", jammed, cleared)
	}
	t.Logf("%d jams; cleared by each AI: %v", jammed, cleared)
}
