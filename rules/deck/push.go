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
	resolvMu.Lock()
	defer resolvMu.Unlock()
	b.Centre = d.onto(b)
	for _, o := range others {
		if o.Centre.Dist(b.Centre) < 1e-9 { // the same spot: no direction to push, so pick one
			b.Centre.X += 1e-3
		}
	}
	c := resolv.NewCircle(b.Centre.X, b.Centre.Y, b.Radius)
	shapes := []resolv.IShape{c}
	for _, o := range others {
		oc := resolv.NewCircle(o.Centre.X, o.Centre.Y, o.Radius)
		oc.Tags().Set(tagBase)
		shapes = append(shapes, oc)
	}
	space := d.solidSpace()
	space.Add(shapes...)
	defer space.Remove(shapes...)
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
	b.Centre = d.onto(geom.Base{Centre: geom.Vec{X: c.Position().X, Y: c.Position().Y}, Radius: b.Radius})
	ok := d.Fits(b)
	for _, o := range others {
		ok = ok && !geom.Overlap(b, o)
	}
	return b, ok
}

// onto moves a base's centre back onto the deck, its whole base inside.
func (d *Deck) onto(b geom.Base) geom.Vec {
	c := b.Centre
	c.X = math.Min(math.Max(c.X, b.Radius), float64(d.W)-b.Radius)
	c.Y = math.Min(math.Max(c.Y, b.Radius), float64(d.H)-b.Radius)
	return c
}

// Fits reports whether a base can stand where it is: on the deck and clear
// of impassable cells (other models aside).
func (d *Deck) Fits(b geom.Base) bool {
	if b.Centre.X-b.Radius < 0 || b.Centre.Y-b.Radius < 0 || b.Centre.X+b.Radius > float64(d.W) || b.Centre.Y+b.Radius > float64(d.H) {
		return false
	}
	for y := floor(b.Centre.Y - b.Radius); y <= floor(b.Centre.Y+b.Radius); y++ {
		for x := floor(b.Centre.X - b.Radius); x <= floor(b.Centre.X+b.Radius); x++ {
			if c, ok := d.Cell(x, y); ok && !c.Walkable() && baseTouchesCell(b, x, y) {
				return false
			}
		}
	}
	return true
}
