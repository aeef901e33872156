package art

import (
	"image/color"
	"math"
)

// The shapes decoration is drawn with, as signed distances in cells: less
// than 0 inside the shape, more outside, so their edges are smoothed over
// a pixel whatever the size a deck is painted at (cover).

// box is the signed distance from (u, v) to the box centred at (cu, cv),
// hw and hh its half width and height.
func box(u, v, cu, cv, hw, hh float64) float64 {
	dx, dy := math.Abs(u-cu)-hw, math.Abs(v-cv)-hh
	return math.Hypot(max(dx, 0), max(dy, 0)) + min(max(dx, dy), 0)
}

// roundBox is box with corners rounded by r.
func roundBox(u, v, cu, cv, hw, hh, r float64) float64 {
	return box(u, v, cu, cv, hw-r, hh-r) - r
}

// circle is the signed distance from (u, v) to the circle of radius r at
// (cu, cv).
func circle(u, v, cu, cv, r float64) float64 { return math.Hypot(u-cu, v-cv) - r }

// segment is the signed distance from (u, v) to the line from (ax, ay)
// to (bx, by) thickened to half width r.
func segment(u, v, ax, ay, bx, by, r float64) float64 {
	px, py, dx, dy := u-ax, v-ay, bx-ax, by-ay
	t := max(0, min(1, (px*dx+py*dy)/max(dx*dx+dy*dy, 1e-9)))
	return math.Hypot(px-dx*t, py-dy*t) - r
}

// cover is how much of a pixel lies inside a shape whose signed distance
// at its centre is d, px the pixel's size in cells: 1 inside, 0 outside,
// in between along the edge.
func cover(d, px float64) float64 { return max(0, min(1, 0.5-d/px)) }

// smooth is smoothstep: 0 below a, 1 above b, eased between.
func smooth(a, b, x float64) float64 {
	t := max(0, min(1, (x-a)/(b-a)))
	return t * t * (3 - 2*t)
}

// unit is a number from 0 to 1 drawn from a hash and an index.
func unit(h, i uint64) float64 { return float64(hash(h, i)%10007) / 10007 }

// noise is smooth value noise at (u, v), 0 to 1: a lattice of numbers
// drawn from h, one a cell, blended between.
func noise(h uint64, u, v float64) float64 {
	x0, y0 := math.Floor(u), math.Floor(v)
	fx, fy := u-x0, v-y0
	fx, fy = fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	at := func(x, y float64) float64 {
		return float64(hash(h^uint64(int64(x))*0x9e3779b97f4a7c15, uint64(int64(y)))%10007) / 10007
	}
	a, b := at(x0, y0), at(x0+1, y0)
	c, d := at(x0, y0+1), at(x0+1, y0+1)
	return a + (b-a)*fx + (c-a)*fy + (a-b-c+d)*fx*fy
}

// fbm is two octaves of noise, 0 to 1.
func fbm(h uint64, u, v float64) float64 {
	return (2*noise(h, u, v) + noise(h+1, 2*u+0.37, 2*v+0.71)) / 3
}

// mix blends colour c over o by a, 0 (o) to 1 (c).
func mix(o, c color.RGBA, a float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x)*(1-a) + float64(y)*a + 0.5) }
	return color.RGBA{m(o.R, c.R), m(o.G, c.G), m(o.B, c.B), 0xff}
}
