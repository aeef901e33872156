package battle_test

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/geom"
)

// drawnWith returns the box of the first text drawn into img that starts
// with prefix, and whether there was one.
func drawnWith(b interface{ Draw(*ebiten.Image) }, img *ebiten.Image, prefix string) (image.Rectangle, bool) {
	img.Clear()
	for _, box := range ui.RecordText(func() { b.Draw(img) }) {
		if strings.HasPrefix(box.Text, prefix) {
			return box.Rect, true
		}
	}
	return image.Rectangle{}, false
}

// At every UI scale a click lands where things are drawn: a click on a
// model's token (the camera's point at ui.Scale) selects it, and the
// cursor resting on a preview term where its text was drawn shows the
// term's tip.
func TestClicksAtEveryScale(t *testing.T) {
	uitest.NeedLoop(t)
	uitest.AtScales(func(w, h int, s float64) {
		env, _ := testEnv(t)
		b := newBattle(t, env, 1)
		t.Cleanup(env.Controls.ReleaseCursor)
		d := &driver{t: t, env: env, b: b}
		img := ebiten.NewImage(w, h)
		b.Draw(img)
		d.frame()
		d.wholeDeck() // the model clicked may stand anywhere on the deck
		d.claim(0)
		if _, ok := drawnWith(b, img, "wounds "); ok {
			t.Fatalf("%dx%d ×%g: a model is selected before the click", w, h, s)
		}
		var at geom.Vec
		for _, u := range b.Match().View().Units() {
			if u.Side == 0 {
				at = u.Base.Centre
				break
			}
		}
		d.press(controls.Select, at) // at the token's point in screen pixels
		if _, ok := drawnWith(b, img, "wounds "); !ok {
			x, y := b.Camera().ToScreen(at)
			t.Errorf("%dx%d ×%g: a click on a token at (%.0f, %.0f) px selected nothing", w, h, s, ui.Px(x), ui.Px(y))
		}
	})
	uitest.AtScales(func(w, h int, s float64) {
		d := openHotseat(t, "testdata/duel.yaml", 2)
		img := ebiten.NewImage(w, h)
		d.b.Draw(img) // laid out for the size and scale
		red, blue := d.b.Match().View().Units()[0], d.b.Match().View().Units()[1]
		d.aim(d.b.Camera().Centre, 20, red.Base.Centre, controls.VerbShoot, blue.Base.Centre)
		box, ok := drawnWith(d.b, img, "to wound ")
		if !ok {
			t.Fatalf("%dx%d ×%g: no to-wound term drawn", w, h, s)
		}
		c := box.Min.Add(box.Max).Div(2)
		d.env.Controls.SimulateCursor(float64(c.X), float64(c.Y))
		d.env.Controls.Update()
		d.b.Draw(img)
		if got := d.b.HoveredTip(); !strings.Contains(got, "Body + armour") {
			t.Errorf("%dx%d ×%g: the cursor on the to-wound term at %v shows the tip %q", w, h, s, c, got)
		}
	})
}
