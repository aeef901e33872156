package viewer

import (
	"image/color"

	"testing"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/uitest"
)

// The reach overlay colours each cell with the shared reach palette
// (ui.ReachColour), as the battle screen does.
func TestReachUsesTheSharedPalette(t *testing.T) {
	uitest.NeedLoop(t)
	v := open(t, env(t), testDeck)
	v.SetOverlay(ShowReach, true)
	v.overCell(12, 8)
	frame(t, v)
	r := v.ov.reached
	if r == nil {
		t.Fatal("no reach worked out")
	}
	seen := map[int]bool{}
	for y := range v.ov.h {
		for x := range v.ov.w {
			ap := r.At(x, y)
			if ap <= 0 {
				continue
			}
			seen[ap] = true
			if got, want := v.ov.reach.At(x, y), ui.ReachColour(ap, reachAlpha); !near(got, want) {
				t.Fatalf("cell %d, %d reached for %d AP: %v, want %v", x, y, ap, got, want)
			}
		}
	}
	if len(seen) < 2 {
		t.Errorf("only %d AP costs reached: the test shows little", len(seen))
	}
}

// near reports whether two colours differ by at most 2 in each channel
// (a cell layer keeps its colours premultiplied).
func near(a, b color.RGBA) bool {
	d := func(x, y uint8) bool { return x-y <= 2 || y-x <= 2 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}
