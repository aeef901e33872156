package art

import "image"

// Sides are the four sides of a cell, as bits.
type Sides uint8

// The sides of a cell.
const (
	North Sides = 1 << iota
	East
	South
	West
)

// Solid reports whether a cell of kind k stands up from the deck: a
// bulkhead, which the deck's floor meets at an edge (Edges).
func Solid(k Kind) bool { return k == Bulkhead }

// Edges draws where the deck's floor meets its bulkheads, over the cell
// of kind k already painted into dst's s×s square at (px, py): edges are
// the sides whose neighbour is of the other sort (a bulkhead beside
// floor, floor beside a bulkhead). A bulkhead catches the light along
// such a side (a bright rim); the floor lies in its shadow (darker
// towards the wall). Corridors then read at a glance, at any zoom, and
// under the plan's tint, which lightens bulkheads towards the floor.
func Edges(dst *image.RGBA, px, py, s int, k Kind, edges Sides) {
	if edges == 0 || s < 4 {
		return
	}
	p := painter{dst: dst, x0: px, y0: py, s: s}
	// depth is how far in from side side pixel (i, j) lies.
	depth := func(side Sides, i, j int) int {
		switch side {
		case North:
			return j
		case South:
			return s - 1 - j
		case West:
			return i
		}
		return s - 1 - i
	}
	if Solid(k) {
		rim := max(1, s/12)
		for _, side := range []Sides{North, East, South, West} {
			if edges&side == 0 {
				continue
			}
			for j := range s {
				for i := range s {
					if d := depth(side, i, j); d < rim {
						p.set(i, j, shade(p.get(i, j), 0.3))
					} else if d < 2*rim {
						p.set(i, j, shade(p.get(i, j), 0.1))
					}
				}
			}
		}
		return
	}
	band := max(2, s/4)
	for j := range s {
		for i := range s {
			dark := 0.0
			for _, side := range []Sides{North, East, South, West} {
				if edges&side != 0 {
					if d := depth(side, i, j); d < band {
						dark = max(dark, 0.5*float64(band-d)/float64(band))
					}
				}
			}
			if dark > 0 {
				p.set(i, j, shade(p.get(i, j), -dark))
			}
		}
	}
}
