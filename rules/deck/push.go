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
	if !d.holds(b.Centre, b.Radius) {
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

// SlideFits reports whether a base of radius r can slide straight from a
// to b: every base along the way fits (Fits). It is judged exactly, cell
// by cell, not by samples along the leg, which can step over a wall's
// corner that the base grazes between two of them.
func (d *Deck) SlideFits(a, b geom.Vec, r float64) bool {
	// The deck is a rectangle: a leg whose two ends are on it is on it.
	if !d.holds(a, r) || !d.holds(b, r) {
		return false
	}
	reach := r - touchSlack // as Fits: a base merely meeting a cell's edge is clear of it
	for y := floor(math.Min(a.Y, b.Y) - r); y <= floor(math.Max(a.Y, b.Y)+r); y++ {
		for x := floor(math.Min(a.X, b.X) - r); x <= floor(math.Max(a.X, b.X)+r); x++ {
			if c, ok := d.Cell(x, y); ok && !c.Walkable() && segmentCellDist2(a, b, x, y) < reach*reach {
				return false
			}
		}
	}
	return true
}

// segmentCellDist2 is the square of the distance between segment a-b and
// cell (x, y)'s square, 0 where they meet. Apart, the nearest two points
// of a segment and a square include an end of the segment or a corner of
// the square.
func segmentCellDist2(a, b geom.Vec, x, y int) float64 {
	lo := geom.Vec{X: float64(x), Y: float64(y)}
	hi := geom.Vec{X: lo.X + 1, Y: lo.Y + 1}
	if segmentMeetsBox(a, b, lo, hi) {
		return 0
	}
	d2 := math.Min(cellDist2(a, x, y), cellDist2(b, x, y))
	for _, c := range [4]geom.Vec{lo, {X: hi.X, Y: lo.Y}, hi, {X: lo.X, Y: hi.Y}} {
		d2 = math.Min(d2, geom.SegmentDist2(a, b, c))
	}
	return d2
}

// cellDist2 is the square of the distance from p to cell (x, y)'s
// square, 0 inside it: baseTouchesCell's measure, which keeps its own copy
// of these two lines because sight calls it in its inner loop (calling
// this from there made BenchmarkSight 15% slower).
func cellDist2(p geom.Vec, x, y int) float64 {
	nx := math.Max(float64(x), math.Min(p.X, float64(x+1))) - p.X
	ny := math.Max(float64(y), math.Min(p.Y, float64(y+1))) - p.Y
	return nx*nx + ny*ny
}

// holds reports whether a base of radius r centred on c lies wholly on
// the deck.
func (d *Deck) holds(c geom.Vec, r float64) bool {
	return c.X-r >= 0 && c.Y-r >= 0 && c.X+r <= float64(d.W) && c.Y+r <= float64(d.H)
}

// segmentMeetsBox reports whether segment a-b has a point in the closed
// box lo-hi (the slab test: clip the segment's parameter to each axis's
// slab in turn).
func segmentMeetsBox(a, b, lo, hi geom.Vec) bool {
	t0, t1 := 0.0, 1.0
	for _, ax := range [2][4]float64{{a.X, b.X - a.X, lo.X, hi.X}, {a.Y, b.Y - a.Y, lo.Y, hi.Y}} {
		p, dp, l, h := ax[0], ax[1], ax[2], ax[3]
		if dp == 0 {
			if p < l || p > h {
				return false
			}
			continue
		}
		u0, u1 := (l-p)/dp, (h-p)/dp
		if u0 > u1 {
			u0, u1 = u1, u0
		}
		t0, t1 = math.Max(t0, u0), math.Min(t1, u1)
		if t0 > t1 {
			return false
		}
	}
	return true
}
