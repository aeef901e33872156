package board

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
)

// weakInk is the hatch over weak floor (W, KG-SCN-03): dark diagonal
// strokes, so a (W) cell reads by its pattern as well as by its colour,
// in either palette and under the darkness overlay.
var weakInk = color.RGBA{0x14, 0x0c, 0x04, 0xe0}

// weakColour is how weak floor is drawn (ui.CellColour).
var weakColour = ui.CellColour(deck.Cell{Weak: true})

// findWeak lists the deck's cells drawn as weak floor, for the hatch.
func (b *Deck) findWeak() {
	b.weak = b.weak[:0]
	d := b.Deck
	for y := range d.H {
		for x := range d.W {
			if c, _ := d.Cell(x, y); ui.CellColour(c) == weakColour {
				b.weak = append(b.weak, [2]int{x, y})
			}
		}
	}
}

// drawWeak hatches the weak-floor cells: one stroke a cell when the deck
// is small on screen, three when a cell is 8 pixels or more.
func (b *Deck) drawWeak(dst *ebiten.Image, cam *Camera) {
	strokes := 1
	if cam.Zoom >= 8 {
		strokes = 3
	}
	width := min(max(cam.Zoom/8, 1), 2.5)
	for _, c := range b.weak {
		x0, y0 := cam.ToScreen(geom.Vec{X: float64(c[0]), Y: float64(c[1])})
		hatch(dst, x0, y0, cam.Zoom, strokes, width)
	}
}

// hatch strokes the size×size square at screen (x, y) along its
// anti-diagonal: the diagonal alone, or with the two half-way strokes
// beside it (strokes 3), so hatches of squares side by side run on. The
// strokes are clipped to the square: their soft ends stay off the cells
// around.
func hatch(dst *ebiten.Image, x, y, size float64, strokes int, width float64) {
	px := func(v float64) int { return int(math.Round(ui.Px(v))) }
	r := image.Rect(px(x), px(y), px(x+size), px(y+size)).Intersect(dst.Bounds())
	if r.Empty() {
		return
	}
	clip := dst.SubImage(r).(*ebiten.Image)
	Line(clip, x, y+size, x+size, y, width, weakInk)
	if strokes < 3 {
		return
	}
	h := size / 2
	Line(clip, x, y+h, x+h, y, width, weakInk)
	Line(clip, x+h, y+size, x+size, y+h, width, weakInk)
}
