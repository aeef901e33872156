package ai

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/ammo"
	"github.com/krygothic/krygothic/rules/orders"
)

// magazines is the gunline with the ammunition module (XS-03): the
// autocannons hold 3 rounds, the rifles 5 (shipped data).
var magazines = strings.Replace(gunline, "modules: [jams]", "modules: [ammo]", 1)

// The AI with the ammunition module (XS-03, RPG-RLD-01): it reloads, the
// Tactician and the Baseline alike; the Tactician reloads before its
// magazine runs dry (a quarter of its reloads or more), not only after; no AI shoots a weapon that is out of
// ammunition, and none has an order refused.
func TestTheAIReloads(t *testing.T) {
	c, s := textScenario(t, magazines)
	reloads := map[string]int{}
	early := 0 // the Tactician's reloads with rounds left
	for seed := uint64(1); seed <= 30; seed++ {
		kind := "tactician"
		red := match.Player(NewTactician("red", Normal, seed))
		if seed%2 == 0 {
			kind, red = "baseline", &Baseline{Side: "red"}
		}
		m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{red, NewTactician("blue", Hard, seed)})
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(200000); err != nil {
			t.Fatal(err)
		}
		dry := map[string]bool{} // out of ammunition, not yet reloaded
		for _, e := range m.View().Log(0) {
			switch ev := e.Event.(type) {
			case combat.StateChanged:
				switch ev.State {
				case ammo.Dry:
					dry[ev.Unit] = true
				case ammo.Reloaded:
					if strings.HasPrefix(ev.Unit, "red.") {
						reloads[kind]++
						if kind == "tactician" && !dry[ev.Unit] {
							early++
						}
					}
					delete(dry, ev.Unit)
				}
			case orders.Declared:
				for _, st := range ev.Steps {
					if f := strings.Fields(st); len(f) > 1 && f[1] == string(orders.Shoot) && dry[ev.Side+"."+f[0]] {
						t.Errorf("seed %d: %s declared %q out of ammunition", seed, ev.Side, st)
					}
				}
			case match.Refused:
				t.Errorf("seed %d: %s's order %q refused: %s (%s)", seed, ev.Side, ev.Order, ev.Reason, ev.RuleID)
			}
		}
	}
	if reloads["tactician"] == 0 || reloads["baseline"] == 0 || early*4 < reloads["tactician"] {
		t.Fatalf("red's reloads by each AI: %v, the Tactician's with rounds left %d; want each to reload, the Tactician early a quarter of the time or more", reloads, early)
	}
	t.Logf("red's reloads by each AI: %v, the Tactician's with rounds left %d", reloads, early)
}
