package battle

import (
	"image/color"
	"testing"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/scenarios"
)

// The selected model's reach is drawn with the shared reach palette
// (ui.ReachColour), the scenario viewer's.
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
	b.refreshOverlays()
	r := b.view().Reach(units[0].ID)
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
				t.Fatalf("cell %d, %d reached for %d AP: %v, want %v", x, y, ap, got, want)
			}
		}
	}
	if len(seen) == 0 {
		t.Error("no cell reached: the test shows nothing")
	}
}

// near reports whether two colours differ by at most 2 in each channel
// (a cell layer keeps its colours premultiplied).
func near(a, b color.RGBA) bool {
	d := func(x, y uint8) bool { return x-y <= 2 || y-x <= 2 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}
