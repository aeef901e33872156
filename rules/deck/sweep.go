package deck

import (
	"math"

	"github.com/krygothic/krygothic/rules/geom"
)

// The fast path of line of sight (issue 17): instead of stepping cell by
// cell, a segment is swept a band at a time (a row for a shallow
// segment, a column for a steep one), and each band's run of cells is
// tested against packed flags (bitGrid) a word at a time, so open floor
// costs a few word operations a band. It gives exactly the answers of the
// cell walk (ray and grazes), or none: every cell the walk might visit is
// either one the segment surely crosses, or one in doubt, within
// sweepMargin of the segment. A wall, cover or model that matters in a
// cell in doubt leaves the answer to the walk. TestSweepMatchesTheWalk
// checks the two agree on random pairs of every shipped deck.

// sweepMargin is how near a cell's edge the segment must pass for the
// cell to be in doubt. It is far above the rounding of the walk (about
// 1e-13 on a 200-cell deck) and ten times nudge, so a wall the segment
// surely crosses is crossed by grazes' nudged segments too.
const sweepMargin = 1e-5

// sweepAnswer is what a sweep found.
type sweepAnswer uint8

const (
	sweepUnsure  sweepAnswer = iota // a cell in doubt matters: ask the walk
	sweepClear                      // no wall is crossed; covered is the walk's
	sweepBlocked                    // a wall is crossed, and not only grazed
)

// sweep answers what ray(a, b, v, mode) and, when it is blocked, grazes
// would, for mode rayWalls or rayWallsCover. It is unsure when an end lies
// within sweepMargin of the deck's edge, or in a wall.
func (d *Deck) sweep(a, b geom.Vec, v *rayView, mode rayMode) (ans sweepAnswer, covered bool) {
	const m = sweepMargin
	w, h := float64(d.W)-m, float64(d.H)-m
	if !(a.X >= m && a.Y >= m && b.X >= m && b.Y >= m && a.X <= w && a.Y <= h && b.X <= w && b.Y <= h) {
		return sweepUnsure, false // NaN too
	}
	sx, sy := floor(a.X), floor(a.Y)
	i := sy*d.W + sx
	if d.sight[i] {
		return sweepUnsure, false
	}
	withCover := mode == rayWallsCover
	var others *Occupancy
	if withCover {
		others = v.others
		// The walk always looks at the cell it starts in.
		covered = d.cover[i] && !baseTouchesCell(v.viewer, sx, sy) ||
			others != nil && others.start[i] != others.start[i+1] && others.hits(i, a, b, v.viewerIdx, v.targetIdx)
	}
	if !withCover {
		return d.sweepWalls(a, b), false
	}
	return d.sweepBands(a, b, v, mode, covered)
}

// sweepPiece is the longest piece of a walls-only segment swept band by
// band: a longer one whose box holds a wall is halved.
const sweepPiece = 8

// sweepWalls is sweep for walls only, without the checks of the ends:
// a segment whose box of cells (widened by sweepMargin) holds no wall is
// clear at once; a long one is halved, and the halves looked at in turn.
func (d *Deck) sweepWalls(a, b geom.Vec) sweepAnswer {
	const m = sweepMargin
	x0, x1 := min(a.X, b.X), max(a.X, b.X)
	y0, y1 := min(a.Y, b.Y), max(a.Y, b.Y)
	if !d.wallBoxes.any(floor(x0-m), floor(y0-m), floor(x1+m), floor(y1+m)) {
		return sweepClear
	}
	if x1-x0 <= sweepPiece && y1-y0 <= sweepPiece {
		ans, _ := d.sweepBands(a, b, nil, rayWalls, false)
		return ans
	}
	mid := geom.Vec{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2}
	first := d.sweepWalls(a, mid)
	if first == sweepBlocked {
		return first
	}
	if second := d.sweepWalls(mid, b); second != sweepClear {
		return second
	}
	return first
}

// sweepBands is sweep without the checks of the ends, covered being what
// the cell the segment starts in gives: band by band, every cell the walk
// may visit is looked at.
func (d *Deck) sweepBands(a, b geom.Vec, v *rayView, mode rayMode, covered bool) (sweepAnswer, bool) {
	const m = sweepMargin
	withCover := mode == rayWallsCover
	var others *Occupancy
	if withCover {
		others = v.others
	}
	dx, dy := b.X-a.X, b.Y-a.Y
	steep := math.Abs(dy) > math.Abs(dx)
	au, av, du, dv := a.X, a.Y, dx, dy // u along the band, v across
	if steep {
		au, av, du, dv = a.Y, a.X, dy, dx
	}
	// Band k's cells are those of its u-extent, clamped to the segment's:
	// u runs linearly with v at slope du/dv, so it costs no division a band.
	umin, umax := min(au, au+du), max(au, au+du)
	vmin, vmax := min(av, av+dv), max(av, av+dv)
	slope := du / dv // ±Inf or NaN when dv is 0: then every band spans umin to umax
	flat := dv == 0
	span := func(v0, v1 float64) (lo, hi float64) {
		if flat {
			return umin, umax
		}
		u0, u1 := au+(v0-av)*slope, au+(v1-av)*slope
		return max(min(u0, u1), umin), min(max(u0, u1), umax)
	}
	doubtWall, doubtCover := false, false
	for k := floor(vmin - m); k <= floor(vmax+m); k++ {
		ulo, uhi := span(float64(k)-m, float64(k+1)+m)
		lo, hi := floor(ulo-m), floor(uhi+m) // every cell the walk may visit in band k
		walls := d.wallBits.line(steep, k)
		var covers, occupied []uint64
		if withCover {
			covers = d.coverBits.line(steep, k)
			if others != nil {
				occupied = others.bits.line(steep, k)
			}
		}
		c := nextSet(lo, hi, walls, covers, occupied)
		if c < 0 {
			continue // open floor: the common case
		}
		sureLo, sureHi := 1, 0 // the cells the segment surely crosses; none yet
		if v0, v1 := float64(k)+m, float64(k+1)-m; v0 <= vmax && v1 >= vmin {
			tlo, thi := span(v0, v1)
			sureLo, sureHi = int(math.Ceil(tlo+m-1)), floor(thi-m)
		}
		for ; c >= 0; c = nextSet(c+1, hi, walls, covers, occupied) {
			x, y := c, k
			if steep {
				x, y = k, c
			}
			i := y*d.W + x
			sure := sureLo <= c && c <= sureHi
			switch {
			case d.sight[i] && sure:
				return sweepBlocked, false
			case d.sight[i]:
				doubtWall = true
			case covered || !withCover:
			case d.cover[i] && !baseTouchesCell(v.viewer, x, y) ||
				others != nil && others.start[i] != others.start[i+1] && others.hits(i, a, b, v.viewerIdx, v.targetIdx):
				if sure {
					covered = true
				} else {
					doubtCover = true
				}
			}
		}
	}
	if doubtWall || doubtCover && !covered {
		return sweepUnsure, false
	}
	return sweepClear, covered
}
