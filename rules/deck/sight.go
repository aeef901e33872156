package deck

import (
	"github.com/krygothic/krygothic/rules/internal/buf"
	"math"
	"sync"

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
	switch d.clearSweep(a, b) {
	case sweepClear:
		return true
	case sweepBlocked:
		return false
	}
	return d.clearByWalk(a, b)
}

// clearByWalk is Clear by the cell walk alone: the reference the sweep
// is checked against, and its answer when unsure.
func (d *Deck) clearByWalk(a, b geom.Vec) bool {
	if blocked, _ := d.ray(a, b, nil, rayWalls); !blocked {
		return true
	}
	return d.grazes(a, b)
}

// grazes reports whether a blocked line was only touching a wall: the same
// line shifted a hair to one side or the other is clear.
func (d *Deck) grazes(a, b geom.Vec) bool {
	n := geom.Vec{X: a.Y - b.Y, Y: b.X - a.X}
	l := n.Len()
	if l == 0 {
		return false
	}
	n = n.Scale(nudge / l)
	for _, shift := range []geom.Vec{n, n.Scale(-1)} {
		if blocked, _ := d.ray(a.Add(shift), b.Add(shift), nil, rayWalls); !blocked {
			return true
		}
	}
	return false
}

// rayMode says what a ray walk looks for.
type rayMode uint8

const (
	rayWalls      rayMode = iota // walls only
	rayWallsCover                // walls, and cover and models on the way
	rayCoverOnly                 // cover and models, walls ignored
)

// rayView is what a cover-seeking walk needs to know about the viewer.
type rayView struct {
	viewer               geom.Base
	others               *Occupancy
	viewerIdx, targetIdx int
	overCover            bool // the viewer fires down over waist-high cover (GAP-37)
}

// ray walks the cells segment a-b crosses, in order (Amanatides & Woo),
// once. blocked: it crosses a sight-blocking cell, or steps diagonally
// between two blocking cells meeting at a corner (there is no gap between
// them). covered: it crosses a cover cell the viewer's base does not touch,
// or another model's base. The loop keeps its state in locals: it is the
// hottest code in the rules (docs/performance.md).
func (d *Deck) ray(a, b geom.Vec, v *rayView, mode rayMode) (blocked, covered bool) {
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
		tMaxX = (float64(x+max(stepX, 0)) - a.X) / dx
	}
	if dy != 0 {
		tDeltaY = math.Abs(1 / dy)
		tMaxY = (float64(y+max(stepY, 0)) - a.Y) / dy
	}
	// A segment with both ends on the deck stays on it: no bounds checks.
	inside := d.onDeck(a) && d.onDeck(b)
	walls, cover := mode != rayCoverOnly, mode != rayWalls
	coverCells := cover && !v.overCover // waist-high cover hides, unless fired down over (GAP-37)
	for {
		if !inside && (x < 0 || y < 0 || x >= d.W || y >= d.H) {
			if walls {
				return true, covered // nothing is seen through the hull
			}
		} else {
			i := y*d.W + x
			if walls && d.sight[i] {
				return true, covered
			}
			if cover && !covered {
				covered = coverCells && d.cover[i] && !baseTouchesCell(v.viewer, x, y) ||
					v.others != nil && v.others.start[i] != v.others.start[i+1] && // most cells hold no model
						v.others.hits(i, a, b, v.viewerIdx, v.targetIdx)
			}
		}
		if x == ex && y == ey {
			return false, covered
		}
		switch {
		case tMaxX < tMaxY:
			if tMaxX >= 1 { // the segment ends on or before this boundary
				return false, covered
			}
			x += stepX
			tMaxX += tDeltaX
		case tMaxY < tMaxX:
			if tMaxY >= 1 {
				return false, covered
			}
			y += stepY
			tMaxY += tDeltaY
		default: // exactly through a corner: a diagonal step
			if tMaxX >= 1 {
				return false, covered
			}
			if walls && d.blocks(x+stepX, y) && d.blocks(x, y+stepY) {
				return true, covered
			}
			x += stepX
			y += stepY
			tMaxX += tDeltaX
			tMaxY += tDeltaY
		}
	}
}

// onDeck reports whether point p lies on the deck.
func (d *Deck) onDeck(p geom.Vec) bool {
	return p.X >= 0 && p.Y >= 0 && p.X < float64(d.W) && p.Y < float64(d.H)
}

// blocks reports whether cell (x, y) blocks sight; off the deck it does.
func (d *Deck) blocks(x, y int) bool {
	return x < 0 || y < 0 || x >= d.W || y >= d.H || d.sight[y*d.W+x]
}

// Occupancy indexes model bases by the cells they overlap, so rays can
// test only the bases in the cells they cross.
type Occupancy struct {
	bases []geom.Base
	start []int32 // bases in cell i: idx[start[i]:start[i+1]]
	idx   []int32
	fill  []int32 // scratch for building
}

// Occupy indexes bases on the deck.
func (d *Deck) Occupy(bases []geom.Base) *Occupancy { return d.Reoccupy(nil, bases) }

// Reoccupy is Occupy reusing o's memory, for an index rebuilt whenever a
// model moves: o (if not nil) must no longer be in use. It returns the
// new index.
func (d *Deck) Reoccupy(o *Occupancy, bases []geom.Base) *Occupancy {
	if o == nil {
		o = &Occupancy{}
	}
	o.bases, o.start = bases, buf.Zeroed(o.start, d.W*d.H+1)
	cells := func(b geom.Base, visit func(i int)) {
		for y := max(floor(b.Centre.Y-b.Radius), 0); y <= min(floor(b.Centre.Y+b.Radius), d.H-1); y++ {
			for x := max(floor(b.Centre.X-b.Radius), 0); x <= min(floor(b.Centre.X+b.Radius), d.W-1); x++ {
				visit(y*d.W + x)
			}
		}
	}
	for _, b := range bases {
		cells(b, func(i int) { o.start[i+1]++ })
	}
	for i := 1; i < len(o.start); i++ {
		o.start[i] += o.start[i-1]
	}
	o.idx = buf.Zeroed(o.idx, int(o.start[len(o.start)-1]))
	o.fill = append(o.fill[:0], o.start[:len(o.start)-1]...)
	fill := o.fill
	for j, b := range bases {
		cells(b, func(i int) { o.idx[fill[i]] = int32(j); fill[i]++ })
	}
	return o
}

// hits reports whether segment a-b passes through a base in cell i other
// than the two skipped.
func (o *Occupancy) hits(i int, a, b geom.Vec, skip1, skip2 int) bool {
	for _, j := range o.idx[o.start[i]:o.start[i+1]] {
		if int(j) != skip1 && int(j) != skip2 && segmentHitsCircle(a, b, o.bases[j]) {
			return true
		}
	}
	return false
}

// Sight is what a model sees of another (GAP-11): up to five rays from the
// viewer's centre to the target's centre and four points on its base edge
// at ±45° and ±135° of the line of fire. Casting stops as soon as InView
// and Cover are settled, so Clear and Hidden count the rays cast.
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
	return d.sightOf(viewer, target, others, viewerIdx, targetIdx, false, true)
}

// SightFromAbove is Sight for a viewer up on a gantry looking down at a
// target that is not (GAP-37): waist-high cover cells hide nothing, while
// walls, closed doors and other models count as in Sight.
func (d *Deck) SightFromAbove(viewer, target geom.Base, others *Occupancy, viewerIdx, targetIdx int) Sight {
	return d.sightOf(viewer, target, others, viewerIdx, targetIdx, true, true)
}

// sightOf is Sight (or, overCover, SightFromAbove), each ray swept first
// (fast) or only walked.
func (d *Deck) sightOf(viewer, target geom.Base, others *Occupancy, viewerIdx, targetIdx int, overCover, fast bool) Sight {
	var s Sight
	points := samplePoints(viewer.Centre, target)
	v := &rayView{viewer: viewer, others: others, viewerIdx: viewerIdx, targetIdx: targetIdx, overCover: overCover}
	for k, p := range points {
		ans, covered := d.walkSightRay(viewer.Centre, p, v, fast)
		if ans == sweepBlocked {
			s.Hidden++
			continue
		}
		s.Clear++
		if covered {
			s.Hidden++
		}
		left := RaysPerTarget - k - 1
		if s.Hidden >= coverRays || s.Hidden+left < coverRays {
			break // in view, and cover is settled either way
		}
	}
	s.InView = s.Clear > 0
	s.Cover = s.InView && s.Hidden >= coverRays
	return s
}

// Screen is how a target is hidden near it, for a rule that cares where
// cover lies and what it is made of (XS-19: cover counts only within an
// inch of the target, and hard cover stops a shot as armour does). Each of
// Sight's five rays is judged as Sight judges it, by what hides it, but
// only what lies within a reach of the target's base counts: a wall or
// closed door that stops it, a cover cell it passes (not one the viewer's
// own base touches, none when fired down over from a gantry), another
// model's base.
type Screen struct {
	Hidden int // rays hidden within the reach
	Hard   int // of those, rays hidden there by hard cover: a wall, a closed door or a hard cover cell (Cell.HardCover)
}

// Cover reports whether what lies within the reach hides at least half
// the target (3 of 5 rays, KG-TERR-07).
func (s Screen) Cover() bool { return s.Hidden >= coverRays }

// HardCover reports whether hard cover within the reach alone hides at
// least half the target.
func (s Screen) HardCover() bool { return s.Hard >= coverRays }

// Screen works out what hides target from viewer within reach inches of
// the target's base (Screen); others, viewerIdx and targetIdx are as for
// Sight, and overCover says the viewer fires down from a gantry over
// waist-high cover (GAP-37). All five rays are cast: it is asked only of
// a target Sight has found in cover. Each ray's last stretch is walked as
// Sight walks it, on a small deck around the target on which only what
// lies within the reach is left (near): Sight's own walk is untouched.
func (d *Deck) Screen(viewer, target geom.Base, others *Occupancy, viewerIdx, targetIdx int, overCover bool, reach float64) Screen {
	var s Screen
	reach = max(reach, 0) + reachSlack
	// Whatever lies within the reach of the base lies within this of its
	// centre: a cell a diagonal across, a model's base two radii. The
	// walk need go no further back.
	r := target.Radius + reach + maxNear
	n := nearDecks.Get().(*nearDeck)
	defer nearDecks.Put(n)
	d.near(n, target, reach, r, others, viewerIdx, targetIdx)
	off := n.off
	v := &rayView{viewer: viewer, others: n.others, viewerIdx: -1, targetIdx: -1, overCover: overCover}
	v.viewer.Centre = viewer.Centre.Sub(off)
	hard := *v
	hard.others = nil
	for _, p := range samplePoints(viewer.Centre, target) {
		q := nearStretch(viewer.Centre, p, target.Centre, r).Sub(off)
		p = p.Sub(off)
		ans, covered := n.all.walkSightRay(q, p, v, false)
		switch {
		case ans == sweepBlocked:
			s.Hidden++
			s.Hard++ // walls and doors are bulkheads: hard
		case covered:
			s.Hidden++
			if _, h := n.hard.ray(q, p, &hard, rayCoverOnly); h {
				s.Hard++
			}
		}
	}
	return s
}

// nearDeck is the deck around a target as a Screen walks it: a small deck
// whose top left cell is off on the whole deck, on which only the walls,
// closed doors and cover cells within the reach of the target's base are
// left (all; hard: its hard cover alone its cover), and the other models
// within the reach (others), all moved by −off.
type nearDeck struct {
	all, hard Deck
	others    *Occupancy // nil: no model near
	occ       *Occupancy // others' memory, kept for the next screen
	bases     []geom.Base
	off       geom.Vec
}

// nearDecks keep the small decks screens are walked on, so a screen (the
// AI asks many) allocates nothing once warm; decks are used from several
// goroutines.
var nearDecks = sync.Pool{New: func() any { return &nearDeck{} }}

// near makes n the deck within r of target's centre as a Screen walks it,
// keeping what lies within reach of its base (nearDeck), in n's memory.
func (d *Deck) near(n *nearDeck, target geom.Base, reach, r float64, others *Occupancy, viewerIdx, targetIdx int) {
	c := target.Centre
	x0, y0 := floor(c.X-r), floor(c.Y-r)
	w, h := floor(c.X+r)-x0+1, floor(c.Y+r)-y0+1
	all, hard := &n.all, &n.hard
	all.W, all.H, hard.W, hard.H = w, h, w, h
	all.sight, all.cover, hard.cover = buf.Zeroed(all.sight, w*h), buf.Zeroed(all.cover, w*h), buf.Zeroed(hard.cover, w*h)
	hard.sight = all.sight
	// Only the cells within the reach are copied: the rest of the small
	// deck stays open floor.
	within := target.Radius + reach
	for gy := max(floor(c.Y-within), 0); gy <= min(floor(c.Y+within), d.H-1); gy++ {
		ny := max(float64(gy)-c.Y, 0, c.Y-float64(gy+1))
		for gx := max(floor(c.X-within), 0); gx <= min(floor(c.X+within), d.W-1); gx++ {
			nx := max(float64(gx)-c.X, 0, c.X-float64(gx+1))
			if nx*nx+ny*ny > within*within {
				continue
			}
			i, j := (gy-y0)*w+gx-x0, gy*d.W+gx
			all.sight[i], all.cover[i], hard.cover[i] = d.sight[j], d.cover[j], d.hard[j]
		}
	}
	n.off = geom.Vec{X: float64(x0), Y: float64(y0)}
	n.others, n.bases = nil, n.bases[:0]
	if others == nil {
		return
	}
	for j, b := range others.bases {
		if j != viewerIdx && j != targetIdx && geom.Distance(b, target) <= reach {
			b.Centre = b.Centre.Sub(n.off)
			n.bases = append(n.bases, b)
		}
	}
	if len(n.bases) > 0 {
		n.occ = all.Reoccupy(n.occ, n.bases)
		n.others = n.occ
	}
}

// reachSlack lets cover exactly at a Screen's reach count, whatever the
// rounding: within N includes N (RULINGS).
const reachSlack = 1e-6

// maxNear bounds how far beyond a Screen's reach of a target's base what
// lies within it may reach along a ray: a cell's diagonal, or the
// diameter of the largest base (2").
const maxNear = 2

// nearStretch is where segment a-p enters the disc of radius r about c:
// the start of its stretch within r of c, a itself when a lies inside.
// p lies in the disc.
func nearStretch(a, p, c geom.Vec, r float64) geom.Vec {
	u := p.Sub(a)
	f := a.Sub(c)
	uu := u.X*u.X + u.Y*u.Y
	if uu == 0 || f.X*f.X+f.Y*f.Y <= r*r {
		return a
	}
	// |f + t·u|² = r²: the smaller root.
	b := f.X*u.X + f.Y*u.Y
	disc := b*b - uu*(f.X*f.X+f.Y*f.Y-r*r)
	t := (-b - math.Sqrt(max(disc, 0))) / uu
	t = min(max(t, 0), 1)
	return a.Add(u.Scale(t))
}

// walkSightRay is one sight ray by the cell walk: blocked by a wall it
// does not only graze, or clear and maybe covered. A blocked walk asks the
// sweep, when fast, whether the wall is more than grazed, before walking
// the ray twice more, nudged, to see (grazes).
func (d *Deck) walkSightRay(a, p geom.Vec, v *rayView, fast bool) (ans sweepAnswer, covered bool) {
	blocked, covered := d.ray(a, p, v, rayWallsCover)
	switch {
	case !blocked:
	case fast && d.clearSweep(a, p) == sweepBlocked:
		return sweepBlocked, false
	case d.grazes(a, p):
		// It only grazed a wall: judge its cover without the wall.
		_, covered = d.ray(a, p, v, rayCoverOnly)
	default:
		return sweepBlocked, false
	}
	return sweepClear, covered
}

// samplePoints are the target's centre and the four points of its base's
// edge at ±45° and ±135° of the line of fire (GAP-11), found by rotating
// the line of fire's direction rather than by trigonometry.
func samplePoints(from geom.Vec, target geom.Base) [RaysPerTarget]geom.Vec {
	c := target.Centre
	u := c.Sub(from)
	l := u.Len()
	if l == 0 {
		u, l = geom.Vec{X: 1}, 1
	}
	k := target.Radius * math.Sqrt2 / 2 / l // radius × cos 45°, over |u|
	// Rotating u by ±45° is k·(u ± u⊥), by ±135° is k·(−u ± u⊥).
	ax, ay := k*(u.X-u.Y), k*(u.Y+u.X) // +45°
	bx, by := k*(u.X+u.Y), k*(u.Y-u.X) // −45°
	return [RaysPerTarget]geom.Vec{
		c,
		{X: c.X + ax, Y: c.Y + ay},
		{X: c.X + bx, Y: c.Y + by},
		{X: c.X - bx, Y: c.Y - by}, // +135° = −(−45°)
		{X: c.X - ax, Y: c.Y - ay}, // −135° = −(+45°)
	}
}

// baseTouchesCell reports whether a base overlaps cell (x, y).
func baseTouchesCell(b geom.Base, x, y int) bool {
	nx := math.Max(float64(x), math.Min(b.Centre.X, float64(x+1))) - b.Centre.X
	ny := math.Max(float64(y), math.Min(b.Centre.Y, float64(y+1))) - b.Centre.Y
	r := b.Radius - touchSlack
	return nx*nx+ny*ny < r*r
}

// touchSlack keeps a base that merely meets a cell's edge (within rounding)
// from counting as overlapping it.
const touchSlack = 1e-9

// segmentHitsCircle reports whether segment a-p passes through base b.
func segmentHitsCircle(a, p geom.Vec, b geom.Base) bool {
	return geom.SegmentDist2(a, p, b.Centre) < b.Radius*b.Radius
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
