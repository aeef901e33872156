package viewer

import (
	"fmt"
	"strings"
	"testing"
)

// GAP-37: the panel's cell facts name a gantry cell's feature, and only
// a gantry's.
func TestCellFactsNameTheGantry(t *testing.T) {
	v := open(t, env(t), "testdata/gantry.yaml")
	facts := func(x, y int) string { return fmt.Sprint(v.cellFacts(cell{x, y})) }
	if got := facts(2, 5); !strings.Contains(got, "gantry (+1 up)") {
		t.Errorf("on the gantry: %s", got)
	}
	if got := facts(10, 5); strings.Contains(got, "gantry") {
		t.Errorf("on the floor: %s", got)
	}
}

// GAP-37: the cover overlay from a point on the gantry shows the floor
// behind the crate open; from the floor just below, in cover.
func TestCoverOverlayFromAGantry(t *testing.T) {
	v := open(t, env(t), "testdata/gantry.yaml")
	v.SetOverlay(ShowCover, true)
	d := v.scen.Deck
	behind := 17 + 5*d.W // blue's cell, behind the crate at (15, 5)
	for _, c := range []struct {
		x    int
		want uint8
	}{{2, coverOpenState}, {5, coverHiddenState}} {
		v.Pin(c.x, 5)
		frame(t, v)
		if got := v.ov.covered[behind]; got != c.want {
			t.Errorf("seen from (%d, 5): cover state %d, want %d", c.x, got, c.want)
		}
	}
}
