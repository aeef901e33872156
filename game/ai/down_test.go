package ai

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/down"
	"github.com/krygothic/krygothic/rules/orders"
)

// closeQuarters is a narrow hall where both sides meet at once, with the
// down-but-not-out module (XS-29): models go Down in the thick of it,
// beside friends who may bring them back and enemies who may finish them.
const closeQuarters = `name: Close quarters
rounds: 4
modules: [down]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ##########
  #aaa..ddd#
  #aaa..ddd#
  #aaa..ddd#
  ##########
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: rifle}
        - {unit: ec-trooper, count: 4, ranged: rifle}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: rifle}
        - {unit: renegade-cultist, count: 4, ranged: rifle}
`

// The AI with the down module (XS-29, GW-WND-01): the Tactician brings
// its Down models back, its Squad Leaders among them, and finishes off
// Down enemies, in place of leaving them to the round's end; no order of
// either AI is refused, and no Down model is ordered about.
func TestTheAIRevivesAndFinishes(t *testing.T) {
	c, s := textScenario(t, closeQuarters)
	revived, leaders, finished := 0, 0, 0
	for seed := uint64(1); seed <= 30; seed++ {
		red := NewTactician("red", Normal, seed)
		blue := NewTactician("blue", Hard, seed+100)
		m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{red, blue})
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(200000); err != nil {
			t.Fatal(err)
		}
		lying := map[string]bool{} // Down as of this point in the log
		for _, e := range m.View().Log(0) {
			switch ev := e.Event.(type) {
			case combat.StateChanged:
				switch ev.State {
				case combat.Downed:
					lying[ev.Unit] = true
				case down.BackUp:
					revived++
					if strings.Contains(ev.Unit, "commander") || strings.Contains(ev.Unit, "prophet") {
						leaders++
					}
					delete(lying, ev.Unit)
				}
			case combat.Wounded:
				if ev.Removed {
					delete(lying, ev.Unit)
				}
			case orders.Declared:
				for _, st := range ev.Steps {
					f := strings.Fields(st)
					if len(f) < 2 {
						continue
					}
					if lying[ev.Side+"."+f[0]] {
						t.Errorf("seed %d: %s ordered a Down model: %q", seed, ev.Side, st)
					}
					if len(f) > 2 && (f[1] == string(orders.Shoot) || f[1] == string(orders.Attack)) && lying[f[2]] {
						finished++
					}
				}
			case match.Refused:
				t.Errorf("seed %d: %s's order %q refused: %s (%s)", seed, ev.Side, ev.Order, ev.Reason, ev.RuleID)
			}
		}
	}
	if revived == 0 || leaders == 0 || finished == 0 {
		t.Fatalf("in 30 games: %d brought back (%d Squad Leaders), %d shots or attacks at Down enemies; want each", revived, leaders, finished)
	}
	t.Logf("in 30 games: %d brought back (%d Squad Leaders), %d shots or attacks at Down enemies", revived, leaders, finished)
}
