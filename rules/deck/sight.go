package deck

import (
	"math"

	"github.com/krygothic/krygothic/rules/geom"
)

// Line of sight and cover (KG-RC-05, KG-TERR-07, GAP-11).

// nudge is how far a ray that only grazes a wall is shifted sideways to
// show that it passes: a ray along a wall's face or through the corner
// between a wall and open floor is not blocked.
const nudge = 1e-6

// Clear reports whether the straight line from a to b passes no cell that
// blocks sight. A line that only touches a wall's edge or corner is clear;
// one through the seam of two walls meeting at a corner is not.
func (d *Deck) Clear(a, b geom.Vec) bool {
	if d.walk(a, b, nil) {
		return true
	}
	n := geom.Vec{X: a.Y - b.Y, Y: b.X - a.X}
	l := n.Len()
	if l == 0 {
		return false
	}
	n = n.Scale(nudge / l)
	return d.walk(a.Add(n), b.Add(n), nil) || d.walk(a.Sub(n), b.Sub(n), nil)
}

// walk steps through every cell the segment a-b crosses (Amanatides & Woo)
// and reports whether none blocks sight. visit, if given, sees every cell
// crossed before a blocking one.
func (d *Deck) walk(a, b geom.Vec, visit func(i int)) bool {
	x, y := floor(a.X), floor(a.Y)
	ex, ey := floor(b.X), floor(b.Y)
	dx, dy := b.X-a.X, b.Y-a.Y
	stepX, stepY := 1, 1
	if dx < 0 {
		stepX = -1
	}
	if dy < 0 {
		stepY = -1
	}
	tDeltaX, tDeltaY := math.Inf(1), math.Inf(1)
	tMaxX, tMaxY := math.Inf(1), math.Inf(1)
	if dx != 0 {
		tDeltaX = math.Abs(1 / dx)
		next := float64(x)
		if stepX > 0 {
			next++
		}
		tMaxX = (next - a.X) / dx
	}
	if dy != 0 {
		tDeltaY = math.Abs(1 / dy)
		next := float64(y)
		if stepY > 0 {
			next++
		}
		tMaxY = (next - a.Y) / dy
	}
	for {
		if x < 0 || y < 0 || x >= d.W || y >= d.H {
			return false // off the deck: nothing is seen through the hull
		}
		i := y*d.W + x
		if d.sight[i] {
			return false
		}
		if visit != nil {
			visit(i)
		}
		if x == ex && y == ey {
			return true
		}
		switch {
		case tMaxX < tMaxY:
			if tMaxX > 1 {
				return true
			}
			x += stepX
			tMaxX += tDeltaX
		case tMaxY < tMaxX:
			if tMaxY > 1 {
				return true
			}
			y += stepY
			tMaxY += tDeltaY
		default: // exactly through a corner: step diagonally
			if tMaxX > 1 {
				return true
			}
			// Between two walls that meet at this corner there is no gap.
			sx, sy := x+stepX, y+stepY
			if d.blocks(sx, y) && d.blocks(x, sy) {
				return false
			}
			x += stepX
			y += stepY
			tMaxX += tDeltaX
			tMaxY += tDeltaY
		}
	}
}

// blocks reports whether cell (x, y) blocks sight; off the deck it does.
func (d *Deck) blocks(x, y int) bool {
	return x < 0 || y < 0 || x >= d.W || y >= d.H || d.sight[y*d.W+x]
}

// Occupancy indexes model bases by the cells they overlap, so rays can
// test only the bases in the cells they cross.
type Occupancy struct {
	bases []geom.Base
	cells map[int][]int // cell index → indices into bases
}

// Occupy indexes bases on the deck.
func (d *Deck) Occupy(bases []geom.Base) *Occupancy {
	o := &Occupancy{bases: bases, cells: map[int][]int{}}
	for i, b := range bases {
		for y := floor(b.Centre.Y - b.Radius); y <= floor(b.Centre.Y+b.Radius); y++ {
			for x := floor(b.Centre.X - b.Radius); x <= floor(b.Centre.X+b.Radius); x++ {
				if x >= 0 && y >= 0 && x < d.W && y < d.H {
					o.cells[y*d.W+x] = append(o.cells[y*d.W+x], i)
				}
			}
		}
	}
	return o
}

// Sight is what a model sees of another (GAP-11): five rays from the
// viewer's centre to the target's centre and four points on its base edge
// at ±45° and ±135° of the line of fire.
type Sight struct {
	Clear  int  // rays no wall stops
	Hidden int  // rays stopped by a wall or passing cover or another model
	InView bool // at least one ray is clear (KG-RC-05)
	Cover  bool // at least 3 of 5 rays hidden: at least half hidden (KG-TERR-07)
}

// RaysPerTarget is the number of sight rays GAP-11 casts.
const RaysPerTarget = 5

// coverRays is how many hidden rays make "at least half hidden".
const coverRays = 3

// Sight works out what viewer sees of target. others, if not nil, holds
// every model base on the deck; the viewer's and the target's own bases
// (at those indices) are skipped. Cover cells touching the viewer's base
// do not hide the target: it fires over its own barricade.
func (d *Deck) Sight(viewer, target geom.Base, others *Occupancy, viewerIdx, targetIdx int) Sight {
	var s Sight
	fire := viewer.Centre.Bearing(target.Centre)
	points := [RaysPerTarget]geom.Vec{
		target.Centre,
		target.Centre.Polar(fire+math.Pi/4, target.Radius),
		target.Centre.Polar(fire-math.Pi/4, target.Radius),
		target.Centre.Polar(fire+3*math.Pi/4, target.Radius),
		target.Centre.Polar(fire-3*math.Pi/4, target.Radius),
	}
	for _, p := range points {
		if !d.Clear(viewer.Centre, p) {
			s.Hidden++
			continue
		}
		s.Clear++
		if d.rayCovered(viewer, p, others, viewerIdx, targetIdx) {
			s.Hidden++
		}
	}
	s.InView = s.Clear > 0
	s.Cover = s.InView && s.Hidden >= coverRays
	return s
}

// rayCovered reports whether the ray from viewer to p crosses a cover cell
// (not one the viewer's own base touches) or another model's base.
func (d *Deck) rayCovered(viewer geom.Base, p geom.Vec, others *Occupancy, viewerIdx, targetIdx int) bool {
	covered := false
	d.walk(viewer.Centre, p, func(i int) {
		if covered {
			return
		}
		if d.cover[i] && !baseTouchesCell(viewer, i%d.W, i/d.W) {
			covered = true
			return
		}
		if others == nil {
			return
		}
		for _, j := range others.cells[i] {
			if j != viewerIdx && j != targetIdx && segmentHitsCircle(viewer.Centre, p, others.bases[j]) {
				covered = true
				return
			}
		}
	})
	return covered
}

// baseTouchesCell reports whether a base overlaps cell (x, y).
func baseTouchesCell(b geom.Base, x, y int) bool {
	nx := math.Max(float64(x), math.Min(b.Centre.X, float64(x+1)))
	ny := math.Max(float64(y), math.Min(b.Centre.Y, float64(y+1)))
	return geom.Vec{X: nx, Y: ny}.Dist(b.Centre) < b.Radius-touchSlack
}

// touchSlack keeps a base that merely meets a cell's edge (within rounding)
// from counting as overlapping it.
const touchSlack = 1e-9

// segmentHitsCircle reports whether segment a-b passes through base b.
func segmentHitsCircle(a, p geom.Vec, b geom.Base) bool {
	ab := p.Sub(a)
	l2 := ab.X*ab.X + ab.Y*ab.Y
	t := 0.0
	if l2 > 0 {
		t = ((b.Centre.X-a.X)*ab.X + (b.Centre.Y-a.Y)*ab.Y) / l2
		t = math.Max(0, math.Min(1, t))
	}
	closest := a.Add(ab.Scale(t))
	return closest.Dist(b.Centre) < b.Radius
}

// Visible marks every cell whose centre can be seen from p, for the
// scenario viewer's line-of-sight overlay.
func (d *Deck) Visible(p geom.Vec) []bool {
	out := make([]bool, d.W*d.H)
	for y := range d.H {
		for x := range d.W {
			out[y*d.W+x] = d.Clear(p, geom.Vec{X: float64(x) + 0.5, Y: float64(y) + 0.5})
		}
	}
	return out
}
