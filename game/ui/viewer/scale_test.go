package viewer

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
)

// At every UI scale a click lands where things are drawn: on an overlay's
// name in the panel (where its text was drawn, in screen pixels) it
// switches the overlay, on a cell of the deck (the camera's point at
// ui.Scale) it pins the cell.
func TestClicksAtEveryScale(t *testing.T) {
	uitest.NeedLoop(t)
	uitest.AtScales(func(w, h int, s float64) {
		v := open(t, env(t), testDeck)
		c := v.env.Controls
		img := ebiten.NewImage(w, h)
		step := func() {
			c.Update()
			if err := v.Update(); err != nil {
				t.Fatal(err)
			}
			img.Clear()
			v.Draw(img)
		}
		var at image.Rectangle
		for _, b := range ui.RecordText(func() { v.Draw(img) }) {
			if b.Text == ShowCost.String() {
				at = b.Rect
			}
		}
		if at.Empty() {
			t.Fatalf("%dx%d ×%g: no %q drawn", w, h, s, ShowCost)
		}
		p := at.Min.Add(at.Max).Div(2)
		c.Simulate(controls.Select, float64(p.X), float64(p.Y))
		step()
		if !v.Overlay(ShowCost) {
			t.Errorf("%dx%d ×%g: a click on %q at %v did not switch it on", w, h, s, ShowCost, p)
		}
		step()
		x, y := v.cam.ToScreen(cell{12, 8}.centre())
		c.Simulate(controls.Select, ui.Px(x), ui.Px(y))
		step()
		if v.pin == nil || *v.pin != (cell{12, 8}) {
			t.Errorf("%dx%d ×%g: pin %v after a click on 12, 8", w, h, s, v.pin)
		}
	})
}
