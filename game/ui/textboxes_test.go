package ui_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/uitest"
)

// RecordText notes where each text went, cut to its image, and only
// while it runs.
func TestRecordText(t *testing.T) {
	uitest.NeedLoop(t)
	f, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	img := ebiten.NewImage(200, 100)
	boxes := ui.RecordText(func() {
		ui.Write(img, f.Regular, 20, ui.StandardPalette.Ink, 10, 10, "Round 1")
		ui.Write(img, f.Regular, 20, ui.StandardPalette.Ink, 150, 60, "cut off at the edge")
		ui.Write(img, f.Regular, 20, ui.StandardPalette.Ink, 300, 10, "off the image")
	})
	if len(boxes) != 2 {
		t.Fatalf("%d boxes: %+v", len(boxes), boxes)
	}
	w := int(ui.TextWidth("Round 1", f.Regular, 20) + 0.5)
	if r := boxes[0].Rect; r.Min.X != 10 || r.Min.Y != 10 || r.Dx() != w || r.Dy() < 20 || boxes[0].Cut {
		t.Errorf("first box %+v, want at 10, 10, %d wide, whole", boxes[0], w)
	}
	if r := boxes[1].Rect; r.Max.X != 200 || !boxes[1].Cut {
		t.Errorf("second box %+v, want cut at the right edge", boxes[1])
	}
	if after := ui.RecordText(func() {}); len(after) != 0 {
		t.Errorf("recorded %v with nothing drawn", after)
	}
}
