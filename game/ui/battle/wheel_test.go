package battle_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/rules/geom"
)

// On the battle screen the wheel turned up zooms in about the cursor, and
// down zooms out.
func TestWheelUpZoomsIn(t *testing.T) {
	d := openHotseat(t, "testdata/close.yaml", 1)
	d.b.Draw(ebiten.NewImage(1280, 720))
	cam := d.b.Camera()
	deck := d.b.Match().View().Scenario().Deck
	x, y := cam.ToScreen(geom.Vec{X: float64(deck.W) / 3, Y: float64(deck.H) / 2})
	d.env.Controls.SimulateCursor(x, y)
	for _, turn := range []float64{1, -1} {
		zoom, under := cam.Zoom, cam.ToWorld(x, y)
		d.env.Controls.SimulateWheel(turn)
		d.frame()
		if (cam.Zoom > zoom) != (turn > 0) || cam.Zoom == zoom {
			t.Errorf("wheel %+v: zoom %.2f, was %.2f", turn, cam.Zoom, zoom)
		}
		if after := cam.ToWorld(x, y); after.Dist(under) > 0.05 {
			t.Errorf("wheel %+v: the point under the cursor moved from %v to %v", turn, under, after)
		}
	}
}
