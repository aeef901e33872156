package viewer

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/uitest"
)

// The viewer, every overlay on and a point pinned, from a small window to
// a large one, writes no text over other text and cuts none off.
func TestViewerWritesNoTextOverText(t *testing.T) {
	uitest.NeedLoop(t)
	v := open(t, env(t), testDeck)
	for o := range numOverlays {
		v.SetOverlay(o, true)
	}
	v.Pin(12, 8)
	v.overCell(20, 10)
	for _, size := range [][2]int{{1024, 640}, {1280, 720}, {1600, 1000}, {2560, 1440}} {
		img := ebiten.NewImage(size[0], size[1])
		// The header, panel and hints are drawn into a picture of the
		// screen's size, again when the size changes: this frame.
		boxes := ui.RecordText(func() { v.Draw(img) })
		if len(boxes) < 10 {
			t.Fatalf("%dx%d: only %d texts drawn", size[0], size[1], len(boxes))
		}
		for i, a := range boxes {
			if a.Cut {
				t.Errorf("%dx%d: %q at %v is cut off", size[0], size[1], a.Text, a.Rect)
			}
			for _, b := range boxes[i+1:] {
				if in := a.Rect.Intersect(b.Rect); in.Dx() > 2 && in.Dy() > 2 {
					t.Errorf("%dx%d: %q at %v and %q at %v", size[0], size[1], a.Text, a.Rect, b.Text, b.Rect)
				}
			}
		}
	}
}
