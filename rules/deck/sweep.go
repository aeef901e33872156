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
	dx, dy := b.X-a.X, b.Y-a.Y
	steep := math.Abs(dy) > math.Abs(dx)
	au, av, du, dv := a.X, a.Y, dx, dy // u along the band, v across
	if steep {
		au, av, du, dv = a.Y, a.X, dy, dx
	}
	doubtWall, doubtCover := false, false
	for k := floor(min(av, av+dv) - m); k <= floor(max(av, av+dv)+m); k++ {
		ulo, uhi, ok := bandSpan(au, av, du, dv, float64(k)-m, float64(k+1)+m)
		if !ok {
			continue
		}
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
		if tlo, thi, ok := bandSpan(au, av, du, dv, float64(k)+m, float64(k+1)-m); ok {
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

// bandSpan is the extent along u of the part of the segment from (au, av)
// by (du, dv) whose v lies in [v0, v1]; ok is false when there is none.
func bandSpan(au, av, du, dv, v0, v1 float64) (lo, hi float64, ok bool) {
	if dv == 0 {
		if av < v0 || av > v1 {
			return 0, 0, false
		}
		return min(au, au+du), max(au, au+du), true
	}
	t0, t1 := (v0-av)/dv, (v1-av)/dv
	if t0 > t1 {
		t0, t1 = t1, t0
	}
	t0, t1 = max(t0, 0), min(t1, 1)
	if t0 > t1 {
		return 0, 0, false
	}
	u0, u1 := au+t0*du, au+t1*du
	return min(u0, u1), max(u0, u1), true
}
