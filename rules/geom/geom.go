// Package geom is the plane geometry of the table: points in inches, facing
// angles and 90° arcs, round bases, distances between bases, base contact
// and circular templates (GAP-10, GAP-12, RULINGS §7-8).
//
// Coordinates are inches with x to the right and y down the deck, as the
// map is drawn. Angles are radians; 0 faces +x and angles grow clockwise on
// screen (towards +y).
package geom

import (
	"cmp"
	"math"
	"slices"
)

// Vec is a point or a direction in inches.
type Vec struct{ X, Y float64 }

// Add returns v + w.
func (v Vec) Add(w Vec) Vec { return Vec{v.X + w.X, v.Y + w.Y} }

// Sub returns v − w.
func (v Vec) Sub(w Vec) Vec { return Vec{v.X - w.X, v.Y - w.Y} }

// Scale returns v × k.
func (v Vec) Scale(k float64) Vec { return Vec{v.X * k, v.Y * k} }

// Len is the length of v.
func (v Vec) Len() float64 { return math.Hypot(v.X, v.Y) }

// Dist is the distance between two points.
func (v Vec) Dist(w Vec) float64 { return v.Sub(w).Len() }

// Polar returns the point at distance r from v in direction angle.
func (v Vec) Polar(angle, r float64) Vec {
	return Vec{v.X + r*math.Cos(angle), v.Y + r*math.Sin(angle)}
}

// Bearing is the direction from v to w.
func (v Vec) Bearing(w Vec) float64 { return math.Atan2(w.Y-v.Y, w.X-v.X) }

// Turn is the signed angle from a to b, in (−π, π].
func Turn(a, b float64) float64 {
	d := math.Mod(b-a, 2*math.Pi)
	switch {
	case d > math.Pi:
		d -= 2 * math.Pi
	case d <= -math.Pi:
		d += 2 * math.Pi
	}
	return d
}

// Degrees converts degrees to radians.
func Degrees(d float64) float64 { return d * math.Pi / 180 }

// FrontArc is the half-width of the standard 90° front arc (GAP-12); the
// option wideArc doubles it.
var FrontArc = Degrees(45)

// Overlap reports whether two bases overlap by more than rounding: bases
// that merely touch do not.
func Overlap(a, b Base) bool {
	r := a.Radius + b.Radius - overlapSlack
	dx, dy := a.Centre.X-b.Centre.X, a.Centre.Y-b.Centre.Y
	if math.Abs(dx) >= r || math.Abs(dy) >= r {
		// At least that far apart along one axis: the distance, which
		// math.Hypot never rounds below either, is too.
		return false
	}
	return math.Hypot(dx, dy) < r
}

// overlapSlack lets bases placed exactly side by side count as touching.
const overlapSlack = 1e-6

// HalfArc is the front arc's half-width under the rules in play: FrontArc,
// or twice it with the option wideArc.
func HalfArc(wide bool) float64 {
	if wide {
		return 2 * FrontArc
	}
	return FrontArc
}

// arcEpsilon lets a point exactly on an arc's edge count as inside it,
// whatever rounding the angles went through.
const arcEpsilon = 1e-9

// Base is a model's round base on the table.
type Base struct {
	Centre Vec
	Radius float64 // 0.5 for the standard 1" base, 1 for a large 2" base
	Facing float64 // the direction the model faces
}

// ContactDistance is how close two bases must be to count as touching
// (RULINGS §8).
const ContactDistance = 0.05

// Distance is measured between the closest points of two bases, never
// below 0 (RULINGS §8, SW-STAT-08).
func Distance(a, b Base) float64 {
	return max(a.Centre.Dist(b.Centre)-a.Radius-b.Radius, 0)
}

// Nearest are the n of items nearest to from (Distance to each one's
// base), nearest first, ties in their order; all of them, so ordered,
// when there are n or fewer. items is left as it was.
func Nearest[T any](from Base, items []T, base func(T) Base, n int) []T {
	out := slices.Clone(items)
	slices.SortStableFunc(out, func(x, y T) int { return cmp.Compare(Distance(from, base(x)), Distance(from, base(y))) })
	return out[:min(max(n, 0), len(out))]
}

// InContact reports base contact: at most 0.05" apart (RULINGS §8).
func InContact(a, b Base) bool { return Distance(a, b) <= ContactDistance }

// Sees reports whether point p lies inside the base's front arc of the
// given half-width; a point on the arc's edge is inside (GAP-12).
func (b Base) Sees(p Vec, halfWidth float64) bool {
	if p == b.Centre {
		return true
	}
	return math.Abs(Turn(b.Facing, b.Centre.Bearing(p))) <= halfWidth+arcEpsilon
}

// BlindSide reports whether attacker stands outside target's front arc,
// judged from the bases' centres (KG-RC-06, GAP-12).
func BlindSide(attacker, target Base, halfWidth float64) bool {
	return !target.Sees(attacker.Centre, halfWidth)
}

// Touches reports whether a circular template of the given radius centred
// at c touches base b: any overlap or edge contact counts (a blast's
// template, SW-BLAST-02; KG-EXPL-02).
func Touches(c Vec, radius float64, b Base) bool {
	return c.Dist(b.Centre) <= radius+b.Radius+1e-9
}

// AwayFrom is the bearing pointing directly away from the average of the
// given sources, seen from p (GAP-19). ok is false when the sources cancel
// out, so there is no "away".
func AwayFrom(p Vec, sources []Vec) (float64, bool) {
	var sum Vec
	for _, s := range sources {
		d := p.Sub(s)
		if l := d.Len(); l > 0 {
			sum = sum.Add(d.Scale(1 / l))
		}
	}
	if sum.Len() < 1e-6 {
		return 0, false
	}
	return math.Atan2(sum.Y, sum.X), true
}

// SegmentDist is the distance from point p to the segment a-b.
func SegmentDist(a, b, p Vec) float64 {
	return math.Sqrt(SegmentDist2(a, b, p))
}

// SegmentDist2 is the square of SegmentDist, for comparisons in hot loops.
func SegmentDist2(a, b, p Vec) float64 {
	ab := b.Sub(a)
	ap := p.Sub(a)
	t := 0.0
	if l2 := ab.X*ab.X + ab.Y*ab.Y; l2 > 0 {
		t = (ap.X*ab.X + ap.Y*ab.Y) / l2
		if t < 0 {
			t = 0
		} else if t > 1 {
			t = 1
		}
	}
	dx, dy := ap.X-t*ab.X, ap.Y-t*ab.Y
	return dx*dx + dy*dy
}
