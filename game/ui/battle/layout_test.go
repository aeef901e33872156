package battle_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
)

// A window of any size shows the whole deck until the player pans or
// zooms, where it fits at 28 pixels to the inch (else it opens at 28, the
// deck's middle in view); after that a resize keeps the player's view.
func TestResizeFitsTheDeckUntilThePlayerMovesTheCamera(t *testing.T) {
	d := openHotseat(t, "testdata/close.yaml", 1)
	cam := d.b.Camera()
	deck := d.b.Match().View().Scenario().Deck
	corners := []geom.Vec{{X: 0, Y: 0}, {X: float64(deck.W), Y: 0}, {X: 0, Y: float64(deck.H)}, {X: float64(deck.W), Y: float64(deck.H)}}
	for _, size := range [][2]int{{1024, 640}, {2560, 1440}, {1280, 720}} {
		d.b.Draw(ebiten.NewImage(size[0], size[1]))
		if cam.Zoom <= 28 {
			x, y := cam.ToScreen(geom.Vec{X: float64(deck.W) / 2, Y: float64(deck.H) / 2})
			if cam.Zoom != 28 || !cam.InView(x, y) {
				t.Errorf("%dx%d: opened at %.1f pixels to the inch, the deck's middle at (%.0f, %.0f)", size[0], size[1], cam.Zoom, x, y)
			}
			continue
		}
		for _, p := range corners {
			if x, y := cam.ToScreen(p); !cam.InView(x-0.5, y-0.5) || !cam.InView(x+0.5-1, y+0.5-1) {
				t.Errorf("%dx%d: deck corner %v drawn at (%.0f, %.0f), outside the view", size[0], size[1], p, x, y)
			}
		}
	}
	x, y := cam.ToScreen(geom.Vec{X: float64(deck.W) / 2, Y: float64(deck.H) / 2})
	d.env.Controls.SimulateCursor(x, y)
	d.env.Controls.Simulate(controls.ZoomIn, x, y)
	d.frame()
	zoom := cam.Zoom
	d.b.Draw(ebiten.NewImage(1024, 640))
	if cam.Zoom != zoom {
		t.Errorf("a resize after the player zoomed changed the zoom from %.1f to %.1f", zoom, cam.Zoom)
	}
}
