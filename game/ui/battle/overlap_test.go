package battle_test

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/uitest"
)

// overlaps lists each pair of text boxes that cover one another by more
// than a pixel or two each way.
func overlaps(boxes []ui.TextBox) []string {
	var out []string
	for i, a := range boxes {
		for _, b := range boxes[i+1:] {
			in := a.Rect.Intersect(b.Rect)
			if in.Dx() > 2 && in.Dy() > 2 {
				out = append(out, fmt.Sprintf("%q at %v and %q at %v", a.Text, a.Rect, b.Text, b.Rect))
			}
		}
	}
	return out
}

// The battle screen, from a small window to a large one and at every UI
// scale the window is large enough for, in hotseat with a player holding
// the pointer and a model selected, writes no text over other text.
func TestNoTextOverlapsAtAnySize(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	b := newBattle(t, env, 1)
	t.Cleanup(env.Controls.ReleaseCursor)
	d := &driver{t: t, env: env, b: b}
	d.frame()
	d.claim(0)
	for _, u := range b.Match().View().Units() {
		if u.Side == 0 {
			d.press(0, u.Base.Centre) // Select
			break
		}
	}
	uitest.AtScales(func(w, h int, s float64) {
		img := ebiten.NewImage(w, h)
		// The event log is text drawn into a picture of its own, in its
		// own coordinates, and kept until a line arrives: a first frame
		// makes it, so the recorded frame writes only on the screen.
		b.Draw(img)
		boxes := ui.RecordText(func() { b.Draw(img) })
		saveShot(t, img, fmt.Sprintf("hotseat-%dx%d-x%g", w, h, s))
		if len(boxes) < 10 {
			t.Fatalf("%dx%d ×%g: only %d texts drawn", w, h, s, len(boxes))
		}
		for _, o := range overlaps(boxes) {
			t.Errorf("%dx%d ×%g: %s", w, h, s, o)
		}
		for _, box := range boxes {
			if box.Cut {
				t.Errorf("%dx%d ×%g: %q at %v is cut off", w, h, s, box.Text, box.Rect)
			}
		}
	})
}
