package board

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/art"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/scenarios"
)

// The ship view: the deck painted as the cruiser it is (game/ui/art),
// with the plan's colours by AP cost laid thinly over it so costs stay
// legible. The plan view (Deck.Plan) draws the colours alone, as the
// scenario viewer does for designers.

// shipTintAlpha is how strongly the plan's colours tint the painted deck.
const shipTintAlpha = 0.22

// maxShipImage bounds the painted deck's image, in pixels a side.
const maxShipImage = 2048

// shipCell is how many pixels a cell is painted at for a w×h deck: 24, or
// fewer on a deck so big the image would pass maxShipImage.
func shipCell(w, h int) int { return max(4, min(24, maxShipImage/max(w, h, 1))) }

// paintShip paints the cells of the deck that changed since it was last
// painted (all of them the first time) and hands the picture to the GPU.
func (b *Deck) paintShip() {
	d := b.Deck
	s := shipCell(d.W, d.H)
	if b.shipPix == nil || b.shipCell != s || len(b.painted) != d.W*d.H {
		b.shipPix, b.shipCell, b.painted = image.NewRGBA(image.Rect(0, 0, d.W*s, d.H*s)), s, make([]deck.Cell, d.W*d.H)
		b.ship = ebiten.NewImage(d.W*s, d.H*s)
		b.names = legendNames(b.Scenario)
		b.dressing = dress(b.Scenario, d.W)
		b.fresh = false
	}
	changed := !b.fresh
	// A cell is painted again when it changed, or a neighbour did: the
	// edge where floor meets bulkhead is drawn on both sides (art.Edges).
	again := make([]bool, d.W*d.H)
	for y := range d.H {
		for x := range d.W {
			if c, _ := d.Cell(x, y); b.fresh && b.painted[y*d.W+x] == c {
				continue
			}
			for _, n := range [][2]int{{0, 0}, {0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
				if nx, ny := x+n[0], y+n[1]; nx >= 0 && ny >= 0 && nx < d.W && ny < d.H {
					again[ny*d.W+nx] = true
				}
			}
		}
	}
	for y := range d.H {
		for x := range d.W {
			if !again[y*d.W+x] {
				continue
			}
			c, _ := d.Cell(x, y)
			kind := b.kindAt(x, y)
			art.Paint(b.shipPix, x*s, y*s, s, kind, x, y)
			art.Edges(b.shipPix, x*s, y*s, s, kind, b.edgesAt(x, y, kind))
			b.dressing.paint(b, x, y, s, c, kind) // the cell's decoration, over it whole
			b.painted[y*d.W+x], changed = c, true
		}
	}
	if changed {
		b.ship.WritePixels(b.shipPix.Pix)
	}
	b.fresh = true
}

// kindAt is what cell (x, y) of the deck is drawn as now.
func (b *Deck) kindAt(x, y int) art.Kind {
	c, _ := b.Deck.Cell(x, y)
	name := ""
	if n, ok := b.names[[2]int{x, y}]; ok && n.cell == c {
		name = n.name // the cell is as the map drew it
	}
	return art.KindOf(c, name)
}

// edgesAt are the sides of cell (x, y), of kind k, where the floor meets
// a bulkhead (art.Edges); beyond the deck's edge stands a bulkhead.
func (b *Deck) edgesAt(x, y int, k art.Kind) art.Sides {
	var out art.Sides
	for _, n := range []struct {
		dx, dy int
		side   art.Sides
	}{{0, -1, art.North}, {1, 0, art.East}, {0, 1, art.South}, {-1, 0, art.West}} {
		nx, ny := x+n.dx, y+n.dy
		solid := true
		if nx >= 0 && ny >= 0 && nx < b.Deck.W && ny < b.Deck.H {
			solid = art.Solid(b.kindAt(nx, ny))
		}
		if solid != art.Solid(k) {
			out |= n.side
		}
	}
	return out
}

// drawShip draws the painted deck through the camera, the doors sliding
// and the scorch marks on it, under the plan's tint.
func (b *Deck) drawShip(dst *ebiten.Image, cam *Camera) {
	if !b.shipDone {
		b.paintShip() // first: it sets the pixels a cell takes
		b.shipDone = true
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(1/float64(b.shipCell), 1/float64(b.shipCell))
	op.GeoM.Concat(cam.GeoM())
	dst.DrawImage(b.ship, op)
	b.drawDoors(dst, cam)
	b.drawScorches(dst, cam)
	b.terrain.Draw(dst, cam, shipTintAlpha)
}

// legendCell is what the map drew at a cell: its legend name and cell.
type legendCell struct {
	name string
	cell deck.Cell
}

// legendNames maps each cell of s's map to its legend entry.
func legendNames(s *scenarios.Scenario) map[[2]int]legendCell {
	byChar := map[rune]scenarios.Legend{}
	for _, l := range s.Legend {
		byChar[l.Char] = l
	}
	out := map[[2]int]legendCell{}
	for y, row := range s.Rows {
		for x, ch := range []rune(row) {
			if l, ok := byChar[ch]; ok {
				out[[2]int{x, y}] = legendCell{l.Name, l.Cell}
			}
		}
	}
	return out
}

// DrawKey draws a colour key's swatch, size pixels square at (x, y): the
// entry's cell painted as the ship draws it, with the plan's colour laid
// over it as on the deck, or in the plan view (or for an entry with no
// cell) the colour alone.
func (b *Deck) DrawKey(dst *ebiten.Image, x, y, size float64, k ui.KeyEntry) {
	if b.Plan || k.Cell == nil {
		ui.Vector.FillRect(dst, float32(x), float32(y), float32(size), float32(size), k.Colour, false)
		return
	}
	kind := art.KindOf(*k.Cell, "")
	if b.swatches == nil {
		b.swatches = map[art.Kind]*ebiten.Image{}
	}
	img, ok := b.swatches[kind]
	if !ok {
		const s = 16
		pix := image.NewRGBA(image.Rect(0, 0, s, s))
		art.Paint(pix, 0, 0, s, kind, 3, 5)
		img = ebiten.NewImage(s, s)
		img.WritePixels(pix.Pix)
		b.swatches[kind] = img
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(size/float64(img.Bounds().Dx()), size/float64(img.Bounds().Dy()))
	op.GeoM.Translate(x, y)
	ui.ToScreen(&op.GeoM) // x, y and size are layout units, as the tint's are
	dst.DrawImage(img, op)
	tint := k.Colour
	tint.A = uint8(math.Round(255 * shipTintAlpha))
	ui.Vector.FillRect(dst, float32(x), float32(y), float32(size), float32(size), tint, false)
}
