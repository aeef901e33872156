package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// TextBox is one piece of text as Write drew it: the string and the
// screen rectangle it covers (cut to the image it was drawn into).
type TextBox struct {
	Text string
	Rect image.Rectangle
	Cut  bool // the image's edge cut some of the text off
}

// textBoxes, while RecordText runs, collects every text Write draws.
var textBoxes *[]TextBox

// RecordText runs draw and returns the boxes of every text Write drew
// meanwhile, in order: layout tests check them for overlaps. Not for use
// from two goroutines at once (drawing is on one).
func RecordText(draw func()) []TextBox {
	var boxes []TextBox
	textBoxes = &boxes
	defer func() { textBoxes = nil }()
	draw()
	return boxes
}

// recordText notes the box of s drawn at x, y into dst, when recording.
func recordText(dst *ebiten.Image, face text.Face, lineSpacing, x, y float64, s string) {
	if textBoxes == nil || s == "" {
		return
	}
	w, h := text.Measure(s, face, lineSpacing)
	whole := image.Rect(int(x), int(y), int(x+w+0.5), int(y+h+0.5))
	if r := whole.Intersect(dst.Bounds()); !r.Empty() {
		*textBoxes = append(*textBoxes, TextBox{Text: s, Rect: r, Cut: r != whole})
	}
}
