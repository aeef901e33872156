package viewer

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/uitest"
)

// The viewer, every overlay on and a point pinned, from a small window to
// a large one and at every UI scale the window is large enough for,
// writes no text over other text and cuts none off.
func TestViewerWritesNoTextOverText(t *testing.T) {
	uitest.NeedLoop(t)
	v := open(t, env(t), testDeck)
	for o := range numOverlays {
		v.SetOverlay(o, true)
	}
	v.Pin(12, 8)
	v.overCell(20, 10)
	uitest.AtScales(func(w, h int, s float64) {
		img := ebiten.NewImage(w, h)
		// The header, panel and hints are drawn into a picture of the
		// screen's size, again when the layout changes: this frame.
		boxes := ui.RecordText(func() { v.Draw(img) })
		if len(boxes) < 10 {
			t.Fatalf("%dx%d ×%g: only %d texts drawn", w, h, s, len(boxes))
		}
		for i, a := range boxes {
			if a.Cut {
				t.Errorf("%dx%d ×%g: %q at %v is cut off", w, h, s, a.Text, a.Rect)
			}
			for _, b := range boxes[i+1:] {
				if in := a.Rect.Intersect(b.Rect); in.Dx() > 2 && in.Dy() > 2 {
					t.Errorf("%dx%d ×%g: %q at %v and %q at %v", w, h, s, a.Text, a.Rect, b.Text, b.Rect)
				}
			}
		}
	})
}
