package art_test

import (
	"fmt"
	"image"
	"testing"

	"github.com/krygothic/krygothic/game/ui/art"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
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

// Painting a shipped deck with its decor at 24 pixels a cell: each cell,
// then every piece over it (the board leaves out pieces off their ground,
// so this is the most it costs). The Lake of Blood's surface covers most
// of its deck.
func BenchmarkPaintDressedDeck(b *testing.B) {
	c, err := content.Default()
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range []string{"hangar-deathmatch", "lake-of-blood"} {
		s, err := scenarios.LoadShipped(name, c)
		if err != nil {
			b.Fatal(err)
		}
		d := s.Deck
		img := image.NewRGBA(image.Rect(0, 0, d.W*24, d.H*24))
		for _, dressed := range []bool{false, true} {
			b.Run(fmt.Sprintf("%s/decor=%v", name, dressed), func(b *testing.B) {
				for b.Loop() {
					paintDeck(img, s, dressed)
				}
			})
		}
	}
}

// paintDeck paints s's deck into img at 24 pixels a cell, with its decor
// over every cell it covers when dressed.
func paintDeck(img *image.RGBA, s *scenarios.Scenario, dressed bool) {
	d := s.Deck
	for y := range d.H {
		for x := range d.W {
			cell, _ := d.Cell(x, y)
			k := art.KindOf(cell, "")
			art.Paint(img, x*24, y*24, 24, k, x, y)
			for _, p := range s.Decor {
				if dressed && p.Covers(x, y) {
					art.PaintDecor(img, x*24, y*24, 24, art.Piece{Kind: p.Kind, X: p.X, Y: p.Y, W: p.W, H: p.H, Quarters: p.Quarters()}, x, y, k)
				}
			}
		}
	}
}
