package ai

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// sweepHuddle is huddle with the red commander's assault rifle and the
// sweep module (XS-27), for three rounds.
var sweepHuddle = strings.NewReplacer("- {unit: ec-commander, melee: knife}", "- {unit: ec-commander, ranged: assault-rifle}",
	"rounds: 2\n", "rounds: 3\nmodules: [sweep]\n").Replace(huddle)

// The AI sweeps clusters (XS-27): against four renegades packed into a
// corner the assault rifle sweeps (a sweep at a cultist is worth more
// than any shot at one; the prophet, a Squad Leader worth three times as
// much, draws aimed and snap shots of its own first), and never has an
// order refused; without the module it never tries.
func TestTheAISweepsAHuddle(t *testing.T) {
	if !strings.Contains(sweepHuddle, "assault-rifle") || !strings.Contains(sweepHuddle, "modules: [sweep]") {
		t.Fatal("the huddle did not take the assault rifle and the module")
	}
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	sweeps := map[bool]int{}
	for _, with := range []bool{true, false} {
		s, err := scenarios.Load(fstest.MapFS{"s.yaml": {Data: []byte(sweepHuddle)}}, "s.yaml", "s.yaml", c)
		if err != nil {
			t.Fatal(err)
		}
		if !with {
			s.Modules = []string{}
		}
		for seed := uint64(1); seed <= 4; seed++ {
			m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{NewTactician("red", Hard, seed), NewTactician("blue", Normal, seed)})
			if err != nil {
				t.Fatal(err)
			}
			if err := m.Run(100000); err != nil {
				t.Fatal(err)
			}
			for _, e := range m.View().Log(0) {
				switch ev := e.Event.(type) {
				case orders.Declared:
					for _, st := range ev.Steps {
						if strings.Contains(st, " sweep ") {
							sweeps[with]++
						}
					}
				case match.Refused:
					t.Errorf("seed %d: %s's %q refused: %s", seed, ev.Side, ev.Order, ev.Reason)
				}
			}
		}
	}
	if sweeps[true] == 0 || sweeps[false] != 0 {
		t.Errorf("sweeps with the module %d, without %d; want some, and none", sweeps[true], sweeps[false])
	}
	t.Logf("%d sweeps in 4 games", sweeps[true])
}
