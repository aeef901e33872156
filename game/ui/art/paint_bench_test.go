package art_test

import (
	"image"
	"testing"

	"github.com/krygothic/krygothic/game/ui/art"
)

// Painting a 72×48 deck (the Hangar's size) at 24 pixels a cell, as the
// board does once when a battle opens.
func BenchmarkPaintDeck(b *testing.B) {
	img := image.NewRGBA(image.Rect(0, 0, 72*24, 48*24))
	for b.Loop() {
		for y := range 48 {
			for x := range 72 {
				art.Paint(img, x*24, y*24, 24, kinds[(x*7+y*3)%len(kinds)], x, y)
			}
		}
	}
}
