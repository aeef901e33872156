package battle

import (
	"image/color"
	"testing"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// The selected model's reach is drawn with the shared reach palette
// (ui.ReachColour), the scenario viewer's, and is the reach of the order
// chosen (KG-MOVE-01/02/09): a Move's shades no 1-AP cell (only a run
// costs 1 AP), a Run's no 2-AP cell on this open ground, a Charge's starts
// at 3 AP.
func TestReachUsesTheSharedPalette(t *testing.T) {
	env := internalEnv(t)
	c := env.Content
	s, err := scenarios.Default(c)
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(env, ui.MatchSetup{Scenario: s, ScenarioName: s.Name, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	units := b.view().Units()
	if len(units) == 0 {
		t.Fatal("no models")
	}
	b.order.selected = units[0].ID
	for _, tc := range []struct {
		verb     orders.Verb
		cheapest int
	}{{orders.Move, 2}, {orders.Run, 1}, {orders.Charge, 3}} {
		b.order.verb = tc.verb
		b.refreshOverlays()
		r := b.view().Reach(units[0].ID, reachKinds(tc.verb)...)
		if r == nil {
			t.Fatalf("%s reaches nowhere", units[0].ID)
		}
		seen := map[int]bool{}
		for y := range r.H {
			for x := range r.W {
				ap := r.At(x, y)
				if ap <= 0 {
					continue
				}
				seen[ap] = true
				if got, want := b.over.reach.At(x, y), ui.ReachColour(ap, reachAlpha); !near(got, want) {
					t.Fatalf("%s: cell %d, %d reached for %d AP: %v, want %v", tc.verb, x, y, ap, got, want)
				}
			}
		}
		if !seen[tc.cheapest] {
			t.Errorf("%s: no cell reached for %d AP", tc.verb, tc.cheapest)
		}
		for ap := range seen {
			if ap < tc.cheapest {
				t.Errorf("%s: a cell shaded for %d AP; the order costs %d at least", tc.verb, ap, tc.cheapest)
			}
		}
	}
}

// near reports whether two colours differ by at most 3 in each channel
// (a cell layer keeps its colours premultiplied at alpha 0x70, so a
// channel comes back up to 255/112 ≈ 2.3 off, rounded to 3).
func near(a, b color.RGBA) bool {
	d := func(x, y uint8) bool { return x-y <= 3 || y-x <= 3 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}
