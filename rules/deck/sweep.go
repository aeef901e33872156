package deck

import (
	"math"
	"math/bits"

	"github.com/krygothic/krygothic/rules/geom"
)

// The fast path of walls-only line of sight (issue 17). A segment whose
// box of cells holds no wall is answered at once, by a summed-area table
// (boxCount); a long one whose box does is halved, and a short one is
// swept a band at a time (a row for a shallow segment, a column for a
// steep one), each band's run of cells tested against the walls packed 64
// to a word (bitGrid). It gives exactly the answers of the cell walk (ray
// and grazes), or none: every cell the walk might visit is either one the
// segment surely crosses, or one in doubt, within sweepMargin of the
// segment, and a wall in doubt leaves the answer to the walk.
// TestSweepMatchesTheWalk checks the two agree on random lines of every
// shipped deck, TestSweepAtTheMargin at the margin.

// sweepMargin is how near a cell's edge the segment must pass for the
// cell to be in doubt. It is far above the rounding of the walk (about
// 1e-13 on a 200-cell deck) and ten times nudge, so a wall the segment
// surely crosses is crossed by grazes' nudged segments too.
const sweepMargin = 1e-5

// sweepAnswer is what a sweep found.
type sweepAnswer uint8

const (
	sweepUnsure  sweepAnswer = iota // a cell in doubt matters: ask the walk
	sweepClear                      // no wall is crossed
	sweepBlocked                    // a wall is crossed, and not only grazed
)

// clearSweep is the walk's answer for Clear(a, b), or unsure when an end
// lies within sweepMargin of the deck's edge or in a wall (the walk looks
// at the cell it starts in, whichever way it goes).
func (d *Deck) clearSweep(a, b geom.Vec) sweepAnswer {
	const m = sweepMargin
	w, h := float64(d.W)-m, float64(d.H)-m
	if !(a.X >= m && a.Y >= m && b.X >= m && b.Y >= m && a.X <= w && a.Y <= h && b.X <= w && b.Y <= h) {
		return sweepUnsure // NaN too
	}
	if d.sight[floor(a.Y)*d.W+floor(a.X)] {
		return sweepUnsure
	}
	return d.sweepPieces(a, b)
}

// sweepPiece is the longest piece of a segment swept band by band: a
// longer one whose box holds a wall is halved.
const sweepPiece = 8

// sweepPieces sweeps segment a-b: one whose box of cells (widened by
// sweepMargin) holds no wall is clear at once; a long one is halved, and
// the halves looked at in turn.
func (d *Deck) sweepPieces(a, b geom.Vec) sweepAnswer {
	const m = sweepMargin
	x0, x1 := min(a.X, b.X), max(a.X, b.X)
	y0, y1 := min(a.Y, b.Y), max(a.Y, b.Y)
	if !d.wallBoxes.any(floor(x0-m), floor(y0-m), floor(x1+m), floor(y1+m)) {
		return sweepClear
	}
	if x1-x0 <= sweepPiece && y1-y0 <= sweepPiece {
		return d.sweepBands(a, b)
	}
	mid := geom.Vec{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2}
	first := d.sweepPieces(a, mid)
	if first == sweepBlocked {
		return first
	}
	if second := d.sweepPieces(mid, b); second != sweepClear {
		return second
	}
	return first
}

// sweepBands sweeps segment a-b band by band, looking at every cell the
// walk may visit for a wall.
func (d *Deck) sweepBands(a, b geom.Vec) sweepAnswer {
	const m = sweepMargin
	dx, dy := b.X-a.X, b.Y-a.Y
	steep := math.Abs(dy) > math.Abs(dx)
	au, av, du, dv := a.X, a.Y, dx, dy // u along the band, v across
	if steep {
		au, av, du, dv = a.Y, a.X, dy, dx
	}
	// Band k's cells are those of its u-extent, clamped to the segment's:
	// u runs linearly with v at slope du/dv, so it costs no division a band.
	// Every coordinate here is at least -sweepMargin (clearSweep), so int
	// rounds down as floor would, but for the least sure cell.
	umin, umax := min(au, au+du), max(au, au+du)
	vmin, vmax := min(av, av+dv), max(av, av+dv)
	slope := 0.0 // when dv is 0, every band spans umin to umax
	if dv != 0 {
		slope = du / dv
	}
	doubt := false
	for k := int(vmin - m); k <= int(vmax+m); k++ {
		ulo, uhi := umin, umax
		if dv != 0 {
			u0, u1 := au+(float64(k)-m-av)*slope, au+(float64(k+1)+m-av)*slope
			ulo, uhi = max(min(u0, u1), umin), min(max(u0, u1), umax)
		}
		first, last := int(ulo-m), int(uhi+m) // all the cells the walk may visit in band k
		walls := d.wallBits.line(steep, k)
		c := -1
		if w := first / 64; w == last/64 { // one word: the common case, inline
			if word := walls[w] & spanMask(w, first, last); word != 0 {
				c = w*64 + bits.TrailingZeros64(word)
			}
		} else {
			c = nextSet(first, last, walls)
		}
		if c < 0 {
			continue // open floor: the common case
		}
		sureLo, sureHi := 1, 0 // the cells the segment surely crosses; none yet
		if v0, v1 := float64(k)+m, float64(k+1)-m; v0 <= vmax && v1 >= vmin {
			tlo, thi := umin, umax
			if dv != 0 {
				u0, u1 := au+(v0-av)*slope, au+(v1-av)*slope
				tlo, thi = max(min(u0, u1), umin), min(max(u0, u1), umax)
			}
			sureLo, sureHi = int(math.Ceil(tlo+m-1)), int(thi-m)
		}
		for ; c >= 0; c = nextSet(c+1, last, walls) {
			if sureLo <= c && c <= sureHi {
				return sweepBlocked
			}
			doubt = true
		}
	}
	if doubt {
		return sweepUnsure
	}
	return sweepClear
}
