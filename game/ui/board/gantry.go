package board

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/rules/geom"
)

// railInk is a gantry's railing (GAP-37): a light line along every edge
// of the walkway where it meets the floor below, so a gantry reads by its
// outline as well as by its plate's colour, in either palette.
var railInk = color.RGBA{0xd8, 0xd0, 0xc4, 0xff}

// rail is one edge of a gantry cell with no gantry beyond it: cell (X, Y)
// and the side, as a step to the neighbour.
type rail struct{ X, Y, DX, DY int }

// findRails lists the gantry's edges, for drawRails.
func (b *Deck) findRails() {
	b.rails = b.rails[:0]
	d := b.Deck
	gantry := func(x, y int) bool {
		c, ok := d.Cell(x, y)
		return ok && c.Gantry
	}
	for y := range d.H {
		for x := range d.W {
			if !gantry(x, y) {
				continue
			}
			for _, n := range [][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
				if !gantry(x+n[0], y+n[1]) {
					b.rails = append(b.rails, rail{x, y, n[0], n[1]})
				}
			}
		}
	}
}

// drawRails draws the railings just inside the gantry's edges.
func (b *Deck) drawRails(dst *ebiten.Image, cam *Camera) {
	width := min(max(cam.Zoom/8, 1), 2.5)
	if !b.Plan {
		width = max(width, 2) // whole pixels of rail over the painted grating
	}
	in := min(max(cam.Zoom/6, 1.5), 4) // screen pixels in from the edge, clear of the grid
	for _, r := range b.rails {
		x0, y0 := cam.ToScreen(geom.Vec{X: float64(r.X), Y: float64(r.Y)})
		x1, y1 := x0+cam.Zoom, y0+cam.Zoom
		switch {
		case r.DY < 0:
			Line(dst, x0, y0+in, x1, y0+in, width, railInk)
		case r.DY > 0:
			Line(dst, x0, y1-in, x1, y1-in, width, railInk)
		case r.DX < 0:
			Line(dst, x0+in, y0, x0+in, y1, width, railInk)
		default:
			Line(dst, x1-in, y0, x1-in, y1, width, railInk)
		}
	}
}
