package board

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui/art"
)

// Doors that slide, on the ship view: while a door opens or shuts, its
// cell is drawn open with its two leaves over it, each as wide as half
// the cell times how shut the door is, sliding into the jambs or out of
// them. The rules have already opened or shut it; this is only the
// picture, timed by the screen.

// DoorSlide is a door cell in the middle of sliding: Open is how far open
// it is drawn, from 0 (shut) to 1 (open).
type DoorSlide struct {
	X, Y int
	Open float64
}

// drawDoors draws the doors sliding this frame over the painted deck.
func (b *Deck) drawDoors(dst *ebiten.Image, cam *Camera) {
	s := b.shipCell
	for _, d := range b.Doors {
		tile := b.doorTile(d.X, d.Y)
		if tile == nil {
			continue
		}
		g := cam.GeoM()
		place := func(src image.Rectangle, at float64) {
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
			op.GeoM.Scale(1/float64(s), 1/float64(s))
			op.GeoM.Translate(float64(d.X)+at, float64(d.Y))
			op.GeoM.Concat(g)
			dst.DrawImage(tile.SubImage(src).(*ebiten.Image), op)
		}
		place(image.Rect(s, 0, 2*s, s), 0) // the cell open under the leaves
		w := int(float64(s) / 2 * (1 - max(0, min(1, d.Open))))
		if w <= 0 {
			continue
		}
		half := s / 2
		place(image.Rect(half-w, 0, half, s), 0)                       // the left leaf, its edge at the middle when shut
		place(image.Rect(half, 0, half+w, s), 1-float64(w)/float64(s)) // the right leaf
	}
}

// doorTile is door cell (x, y) painted shut (left) and open (right), s
// pixels a cell, as the ship paints it; nil off the deck.
func (b *Deck) doorTile(x, y int) *ebiten.Image {
	if img, ok := b.doorTiles[[2]int{x, y}]; ok && img.Bounds().Dy() == b.shipCell {
		return img
	}
	c, ok := b.Deck.Cell(x, y)
	if !ok || !c.Door || b.shipCell == 0 {
		return nil
	}
	s := b.shipCell
	pix := image.NewRGBA(image.Rect(0, 0, 2*s, s))
	shut, open := c, c
	shut.Open, open.Open = false, true
	art.Paint(pix, 0, 0, s, art.KindOf(shut, ""), x, y)
	art.Paint(pix, s, 0, s, art.KindOf(open, ""), x, y)
	img := ebiten.NewImage(2*s, s)
	img.WritePixels(pix.Pix)
	if b.doorTiles == nil {
		b.doorTiles = map[[2]int]*ebiten.Image{}
	}
	b.doorTiles[[2]int{x, y}] = img
	return img
}
