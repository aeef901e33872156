package deck

import (
	"math"

	"github.com/solarlune/resolv"

	"github.com/krygothic/krygothic/rules/geom"
)

// pushRounds bounds how often PushOut moves a base in one call.
const pushRounds = 8

// PushOut moves base b the shortest way out of impassable cells and the
// other bases, as a model is settled when placed or knocked back. It uses
// resolv's minimum translation vectors, repeated until nothing overlaps (or
// pushRounds passes). It reports false if b still overlaps something.
func (d *Deck) PushOut(b geom.Base, others []geom.Base) (geom.Base, bool) {
	c := resolv.NewCircle(b.Centre.X, b.Centre.Y, b.Radius)
	shapes := []resolv.IShape{c}
	for _, o := range others {
		oc := resolv.NewCircle(o.Centre.X, o.Centre.Y, o.Radius)
		oc.Tags().Set(tagBase)
		shapes = append(shapes, oc)
	}
	d.space.Add(shapes...)
	defer d.space.Remove(shapes...)
	for range pushRounds {
		moved := false
		c.IntersectionTest(resolv.IntersectionTestSettings{
			TestAgainst: c.SelectTouchingCells(2).FilterShapes().ByTags(tagSolid | tagBase),
			OnIntersect: func(set resolv.IntersectionSet) bool {
				if set.MTV.Magnitude() > 1e-9 {
					c.MoveVec(set.MTV)
					moved = true
				}
				return true
			},
		})
		if !moved {
			break
		}
	}
	b.Centre = geom.Vec{X: c.Position().X, Y: c.Position().Y}
	ok := d.fits(b)
	for _, o := range others {
		ok = ok && b.Centre.Dist(o.Centre) >= b.Radius+o.Radius-1e-6
	}
	return b, ok
}

// fits reports whether a base overlaps no impassable cell and stays on the deck.
func (d *Deck) fits(b geom.Base) bool {
	if b.Centre.X-b.Radius < 0 || b.Centre.Y-b.Radius < 0 || b.Centre.X+b.Radius > float64(d.W) || b.Centre.Y+b.Radius > float64(d.H) {
		return false
	}
	for y := floor(b.Centre.Y - b.Radius); y <= floor(b.Centre.Y+b.Radius); y++ {
		for x := floor(b.Centre.X - b.Radius); x <= floor(b.Centre.X+b.Radius); x++ {
			if c, ok := d.Cell(x, y); ok && c.Terrain == Impossible && baseTouchesCell(b, x, y) {
				return false
			}
		}
	}
	return true
}

// Fits reports whether a base can stand where it is: on the deck and clear
// of impassable cells (other models aside).
func (d *Deck) Fits(b geom.Base) bool { return d.fits(b) }

// ResolvClear is line of sight done the plain resolv way: a LineTest
// against the sight-blocking cell shapes in the space cells the segment's
// bounding box covers (resolv's broad phase). It is the baseline the grid
// walk is measured against (docs/performance.md) and a cross-check in
// tests; the game uses Clear.
func (d *Deck) ResolvClear(a, b geom.Vec, walls *resolv.Space) bool {
	var near resolv.ShapeCollection
	seen := map[resolv.IShape]bool{}
	cw, ch := float64(walls.CellWidth()), float64(walls.CellHeight())
	for cy := floor(math.Min(a.Y, b.Y) / ch); cy <= floor(math.Max(a.Y, b.Y)/ch); cy++ {
		for cx := floor(math.Min(a.X, b.X) / cw); cx <= floor(math.Max(a.X, b.X)/cw); cx++ {
			if cell := walls.Cell(cx, cy); cell != nil {
				for _, sh := range cell.Shapes {
					if !seen[sh] {
						seen[sh] = true
						near = append(near, sh)
					}
				}
			}
		}
	}
	return !resolv.LineTest(resolv.LineTestSettings{
		Start:       resolv.Vector{X: a.X, Y: a.Y},
		End:         resolv.Vector{X: b.X, Y: b.Y},
		TestAgainst: near,
	})
}

// SightSpace builds a resolv space holding one rectangle per cell that
// blocks sight, for ResolvClear.
func (d *Deck) SightSpace() *resolv.Space {
	s := resolv.NewSpace(d.W, d.H, 4, 4)
	for i, blocked := range d.sight {
		if blocked {
			s.Add(resolv.NewRectangleFromTopLeft(float64(i%d.W), float64(i/d.W), 1, 1))
		}
	}
	return s
}
