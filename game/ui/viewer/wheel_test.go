package viewer

import (
	"testing"

	"github.com/krygothic/krygothic/game/ui/uitest"
)

// The wheel turned up zooms in about the cursor, and down zooms out.
func TestWheelZoomsAboutTheCursor(t *testing.T) {
	uitest.NeedLoop(t)
	v := open(t, env(t), testDeck)
	c := v.env.Controls
	x, y := v.cam.ToScreen(cell{12, 8}.centre())
	c.SimulateCursor(x, y)
	defer c.ReleaseCursor()
	for _, turn := range []float64{1, -1} {
		before, zoom := v.cam.ToWorld(x, y), v.cam.Zoom
		c.SimulateWheel(turn)
		c.Update()
		frame(t, v)
		if (v.cam.Zoom > zoom) != (turn > 0) || v.cam.Zoom == zoom {
			t.Errorf("wheel %+v: zoom %v, was %v", turn, v.cam.Zoom, zoom)
		}
		if after := v.cam.ToWorld(x, y); after.Dist(before) > 1e-9 {
			t.Errorf("wheel %+v: the point under the cursor moved from %v to %v", turn, before, after)
		}
	}
}
