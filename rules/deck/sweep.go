package deck

import (
	"math"

	"github.com/krygothic/krygothic/rules/geom"
)

// The fast path of line of sight (issue 17). A segment whose box of cells
// holds no wall (nor cover, for a sight ray) is answered at once, by a
// summed-area table (boxCount); a long one whose box does is halved, and a
// short one is swept a band at a time (a row for a shallow segment, a
// column for a steep one), each band's run of cells tested against packed
// flags (bitGrid) a word at a time. Models in the way of a sight ray are
// found by their distance to it, among the few near the line of fire.
// The sweep gives exactly the answers of the cell walk (ray and grazes),
// or none: every cell the walk might visit is either one the segment
// surely crosses, or one in doubt, within sweepMargin of the segment, and
// a wall or cover in doubt, or a base the segment passes within
// sweepMargin of its edge, leaves the answer to the walk.
// TestSweepMatchesTheWalk checks the two agree on random lines and
// layouts of every shipped deck, TestSweepAtTheMargin at the margin.

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

// clearSweep is Clear's sweep: the walk's answer, or unsure when an end
// lies within sweepMargin of the deck's edge or in a wall.
func (d *Deck) clearSweep(a, b geom.Vec) sweepAnswer {
	if !d.sweepable(a, b) {
		return sweepUnsure
	}
	ans, _ := d.sweepPieces(a, b, nil)
	return ans
}

// sightSweep is what a sight ray from the viewer's centre a to p meets by
// the sweep: as walkSightRay, or unsure. near are the bases that may be in
// the way (Occupancy.inTheWay).
func (d *Deck) sightSweep(a, p geom.Vec, v *rayView, near []int32) (sweepAnswer, bool) {
	const m = sweepMargin
	if !d.sweepable(a, p) {
		return sweepUnsure, false
	}
	// The walk looks at every base indexed in the cells it visits; it
	// visits a cell of every base the segment passes through, so the
	// bases it finds are those the segment passes through.
	models, doubt := false, false
	for _, j := range near {
		b := v.others.bases[j]
		if d2 := geom.SegmentDist2(a, p, b.Centre); d2 < b.Radius*b.Radius {
			if r := b.Radius - m; r > 0 && d2 < r*r {
				models = true
				break
			}
			doubt = true
		}
	}
	ans, covered := d.sweepPieces(a, p, &v.viewer)
	switch {
	case ans != sweepClear:
		return ans, false
	case doubt && !models && !covered:
		return sweepUnsure, false
	}
	return sweepClear, covered || models
}

// sweepable reports whether the sweep can answer for segment a-b: both
// ends at least sweepMargin inside the deck, the first not in a wall (the
// walk looks at the cell it starts in, whichever way it goes). A cover
// cell there never counts: a sight ray starts at the viewer's centre.
func (d *Deck) sweepable(a, b geom.Vec) bool {
	const m = sweepMargin
	w, h := float64(d.W)-m, float64(d.H)-m
	if !(a.X >= m && a.Y >= m && b.X >= m && b.Y >= m && a.X <= w && a.Y <= h && b.X <= w && b.Y <= h) {
		return false // NaN too
	}
	return !d.sight[floor(a.Y)*d.W+floor(a.X)]
}

// sweepPiece is the longest piece of a segment swept band by band: a
// longer one whose box holds a wall (or cover) is halved.
const sweepPiece = 8

// sweepPieces sweeps segment a-b for walls, and for cover the viewer's
// base does not touch when viewer is not nil: a segment whose box of
// cells (widened by sweepMargin) holds none is clear at once; a long one
// is halved, and the halves looked at in turn.
func (d *Deck) sweepPieces(a, b geom.Vec, viewer *geom.Base) (sweepAnswer, bool) {
	const m = sweepMargin
	x0, x1 := min(a.X, b.X), max(a.X, b.X)
	y0, y1 := min(a.Y, b.Y), max(a.Y, b.Y)
	boxes := &d.wallBoxes
	if viewer != nil {
		boxes = &d.solidBoxes
	}
	if !boxes.any(floor(x0-m), floor(y0-m), floor(x1+m), floor(y1+m)) {
		return sweepClear, false
	}
	if x1-x0 <= sweepPiece && y1-y0 <= sweepPiece {
		return d.sweepBands(a, b, viewer)
	}
	mid := geom.Vec{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2}
	first, covered := d.sweepPieces(a, mid, viewer)
	if first == sweepBlocked {
		return first, false
	}
	second, more := d.sweepPieces(mid, b, viewer)
	switch {
	case second == sweepBlocked:
		return second, false
	case first == sweepUnsure || second == sweepUnsure:
		return sweepUnsure, false
	}
	return sweepClear, covered || more
}

// sweepBands sweeps segment a-b band by band, looking at every cell the
// walk may visit: for walls, and for cover the viewer's base does not
// touch when viewer is not nil.
func (d *Deck) sweepBands(a, b geom.Vec, viewer *geom.Base) (sweepAnswer, bool) {
	const m = sweepMargin
	dx, dy := b.X-a.X, b.Y-a.Y
	steep := math.Abs(dy) > math.Abs(dx)
	au, av, du, dv := a.X, a.Y, dx, dy // u along the band, v across
	if steep {
		au, av, du, dv = a.Y, a.X, dy, dx
	}
	// Band k's cells are those of its u-extent, clamped to the segment's:
	// u runs linearly with v at slope du/dv, so it costs no division a band.
	// Every coordinate here is at least -sweepMargin (sweepable), so int
	// rounds down as floor would, but for the least sure cell.
	umin, umax := min(au, au+du), max(au, au+du)
	vmin, vmax := min(av, av+dv), max(av, av+dv)
	slope := du / dv // ±Inf or NaN when dv is 0: then every band spans umin to umax
	if dv == 0 {
		slope = 0
	}
	covered, doubtWall, doubtCover := false, false, false
	for k := int(vmin - m); k <= int(vmax+m); k++ {
		ulo, uhi := umin, umax
		if dv != 0 {
			u0, u1 := au+(float64(k)-m-av)*slope, au+(float64(k+1)+m-av)*slope
			ulo, uhi = max(min(u0, u1), umin), min(max(u0, u1), umax)
		}
		last := int(uhi + m) // cells int(ulo-m) to last: all the walk may visit in band k
		walls := d.wallBits.line(steep, k)
		var covers []uint64
		if viewer != nil {
			covers = d.coverBits.line(steep, k)
		}
		c := nextSet(int(ulo-m), last, walls, covers)
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
		for ; c >= 0; c = nextSet(c+1, last, walls, covers) {
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
			case covered || viewer == nil || baseTouchesCell(*viewer, x, y):
			case sure:
				covered = true // a cover cell: the only flag left
			default:
				doubtCover = true
			}
		}
	}
	if doubtWall || doubtCover && !covered {
		return sweepUnsure, false
	}
	return sweepClear, covered
}
