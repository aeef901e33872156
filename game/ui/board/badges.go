package board

import (
	"cmp"
	"math"
	"slices"
)

// A token's marks (its wound pips, a hull's groups of pips, its state
// badges and a hull's number) stand round its base on its free side:
// PlaceMarks chooses, for each token, the bearings round its base where
// its marks cover no neighbour, trying the usual places first (pips
// below, badges to the upper right), then every 22.5° round, then the
// same with the marks shrunk. The choice is a pure function of the
// tokens and the camera, so it is tested without a display.

// Disc is a round mark as drawn, in layout units: its centre and radius
// (its dark outline included).
type Disc struct{ X, Y, R float64 }

// overlaps is how deep the box round mark d reaches into disc e (less
// half a pixel), as the difference of their squares: 0 if it keeps off.
func (d Disc) overlaps(e Disc) float64 {
	r := e.R - 0.5
	nx := max(d.X-d.R, min(e.X, d.X+d.R)) - e.X
	ny := max(d.Y-d.R, min(e.Y, d.Y+d.R)) - e.Y
	if in := r*r - nx*nx - ny*ny; in > 0 {
		return in
	}
	return 0
}

// MarkPlace is where a token's marks stand: the bearings (radians, 0 =
// +x, clockwise on the screen) of the middle of its pips and of its
// first badge, and the scales they are drawn at.
type MarkPlace struct {
	Pips, Badges         float64
	PipScale, BadgeScale float64
	Placed               bool // PlaceMarks set it; else the token's marks stand at the usual place
}

// The usual bearings: pips under the base, badges from its upper right.
const (
	pipBearing   = math.Pi / 2
	badgeBearing = -math.Pi / 4
)

// marksUsual is the usual place, at full size.
var marksUsual = MarkPlace{Pips: pipBearing, Badges: badgeBearing, PipScale: 1, BadgeScale: 1}

// shrinks are the scales marks are tried at, in turn.
var shrinks = [...]float64{1, 0.78, 0.62, 0.5}

// turns are the turns from the usual bearing tried, in turn: every
// 22.5°, nearest first, clockwise before anticlockwise.
var turns = func() []float64 {
	out := []float64{0}
	for k := 1; k <= 8; k++ {
		out = append(out, float64(k)*math.Pi/8)
		if k < 8 {
			out = append(out, -float64(k)*math.Pi/8)
		}
	}
	return out
}()

// PlaceMarks sets every token's Marks. For each token in turn, its
// badges or its pips, whichever take more of its rim, go to the first
// place, in order of preference, where they cover no other token's base
// and no marks placed before them; failing that, to the place covering
// no base and the fewest marks; failing that, to the one covering bases
// least. The others are placed the same way.
func PlaceMarks(ts []Token, cam *Camera) {
	var placed, bases, near, scratch []Disc
	for i := range ts {
		t := &ts[i]
		t.Marks = marksUsual
		t.Marks.Placed = true
		if pipCount(*t) == 0 && badgeCount(*t) == 0 {
			continue
		}
		x, y, r := screenBase(*t, cam)
		_, br := markSizes(*t, r, 1)
		reach := r + 3*br + 4 // as far as its marks stand
		bases = bases[:0]
		for j := range ts {
			if j == i {
				continue
			}
			if f := footprint(ts[j], cam); math.Hypot(f.X-x, f.Y-y) < reach+f.R {
				bases = append(bases, f)
			}
		}
		bases = nearest(bases, x, y, maxBases)
		near = near[:0] // the marks placed before that it could reach
		for _, o := range placed {
			if math.Hypot(o.X-x, o.Y-y) < reach+o.R {
				near = append(near, o)
			}
		}
		near = nearest(near, x, y, 3*maxBases)
		if len(bases) > 0 || len(near) > 0 {
			choose := func(usual float64, gen func(bearing, scale float64) []Disc) (float64, float64) {
				best, bestScale, bestCost := usual, 1.0, [2]float64{math.Inf(1), math.Inf(1)}
				for _, s := range shrinks {
					for _, turn := range turns {
						var cost [2]float64
						for _, d := range gen(usual+turn, s) {
							for _, b := range bases {
								cost[0] += d.overlaps(b)
							}
							if cost[0] > bestCost[0] {
								break // no better than the best so far
							}
						}
						if cost[0] <= bestCost[0] { // the others' marks only between places as good
							for _, d := range scratch {
								for _, o := range near {
									cost[1] += d.overlaps(o)
								}
							}
						}
						if cost == [2]float64{} {
							return usual + turn, s
						}
						if cost[0] < bestCost[0] || cost[0] == bestCost[0] && cost[1] < bestCost[1] {
							best, bestScale, bestCost = usual+turn, s, cost
						}
					}
				}
				return best, bestScale
			}
			// place lays out n marks with lay, from the usual bearing.
			place := func(n int, usual float64, lay func([]Disc, Token, float64, float64, float64, float64, float64) []Disc) (float64, float64) {
				if n == 0 {
					return usual, 1
				}
				bearing, scale := choose(usual, func(a, s float64) []Disc {
					scratch = lay(scratch[:0], *t, x, y, r, a, s)
					return scratch
				})
				k := len(placed)
				placed = lay(placed, *t, x, y, r, bearing, scale)
				near = append(near, placed[k:]...)
				return bearing, scale
			}
			badges := func() { t.Marks.Badges, t.Marks.BadgeScale = place(badgeCount(*t), badgeBearing, appendBadges) }
			pips := func() { t.Marks.Pips, t.Marks.PipScale = place(pipCount(*t), pipBearing, appendPips) }
			// The larger first (by the length of rim they take), the
			// other into what room is left.
			pr, _ := markSizes(*t, r, 1)
			if float64(badgeCount(*t))*br*1.75 >= float64(pipCount(*t))*pr*2.6 {
				badges()
				pips()
			} else {
				pips()
				badges()
			}
			continue
		}
		placed = append(placed, MarkDiscs(*t, cam)...)
	}
}

// maxBases is how many of its nearest neighbours a token's marks are
// kept off: more stand only in a crowd so packed (the whole deck in view,
// bases drawn larger than they are) that no place is free, where looking
// further would cost the frame its time for nothing.
const maxBases = 8

// nearest keeps the n discs of ds nearest (x, y), in order of distance.
func nearest(ds []Disc, x, y float64, n int) []Disc {
	if len(ds) <= n {
		return ds
	}
	slices.SortStableFunc(ds, func(a, b Disc) int {
		return cmp.Compare((a.X-x)*(a.X-x)+(a.Y-y)*(a.Y-y), (b.X-x)*(b.X-x)+(b.Y-y)*(b.Y-y))
	})
	return ds[:n]
}

// screenBase is where token t's base is drawn, in layout units: its
// centre and radius (no smaller than MinTokenRadius).
func screenBase(t Token, cam *Camera) (x, y, r float64) {
	x, y = cam.ToScreen(t.Centre)
	return x, y, max(t.Radius*cam.Zoom, MinTokenRadius)
}

// footprint is the disc token t takes on the screen, for others' marks
// to keep off: its base, an objective's square's corners inside it.
func footprint(t Token, cam *Camera) Disc {
	x, y, r := screenBase(t, cam)
	if t.Side < 0 {
		r *= math.Sqrt2
	}
	return Disc{x, y, r + 1}
}

// pipCount is how many pips t shows.
func pipCount(t Token) int {
	if t.Hull != nil {
		n := 0
		for _, p := range t.Hull.Pips {
			n += max(p.Capacity, 0)
		}
		return n
	}
	if t.Capacity <= 1 && t.Wounds == 0 {
		return 0
	}
	return t.Capacity
}

// badgeCount is how many badges t wears: its states' (stateMarks), and a
// hull's number badge.
func badgeCount(t Token) int {
	n := len(t.Badges)
	for _, on := range []bool{t.Pinned, t.Prone, t.Stuck, t.Waiting, t.Charged, t.Fatigue > 0} {
		if on {
			n++
		}
	}
	if t.Hull != nil {
		n++ // its number
	}
	return n
}

// markSizes are the radii, in layout units, of t's pips and badges drawn
// r out at scale s.
func markSizes(t Token, r, s float64) (pip, badge float64) {
	pip = max(2.5, r/6)
	if t.Hull != nil {
		pip = max(2.2, r/7)
	}
	return pip * s, max(6, r*0.42) * s
}

// maxArc is the most of a circle, in radians, one row of pips spans
// before the next row starts further out.
const maxArc = 1.9

// badgeArc is the most of a circle, in radians, a row of badges spans
// from its first badge's centre to its last's.
const badgeArc = 1.5

// MarkDiscs are the discs t's marks take as drawn through cam, at
// t.Marks (the usual place if PlaceMarks has not set it): its pips (in
// order, a hull's groups apart), then its badges.
func MarkDiscs(t Token, cam *Camera) []Disc {
	x, y, r := screenBase(t, cam)
	p := t.Marks
	if !p.Placed {
		p = marksUsual
	}
	return appendBadges(appendPips(nil, t, x, y, r, p.Pips, p.PipScale), t, x, y, r, p.Badges, p.BadgeScale)
}

// appendPips appends the discs of t's pips, its base r out at (x, y), at
// scale s along arcs round the base centred on bearing.
func appendPips(out []Disc, t Token, x, y, r, bearing, s float64) []Disc {
	n := pipCount(t)
	if n == 0 {
		return out
	}
	pr, _ := markSizes(t, r, s)
	step, gap := pr*2.6, 0.0
	if t.Hull != nil {
		step, gap = pr*2.5, pr*2
	}
	radius := r + pr + 2.5
	// Lay the pips out along rows, each row no longer than maxArc.
	row, length, first := 0, 0.0, len(out)
	var rowStart [8]int
	put := func(extra float64) {
		if length > 0 && length+extra > maxArc*(radius+float64(row)*step) && row < len(rowStart)-1 {
			row++
			rowStart[row] = len(out) - first
			length, extra = 0, 0
		}
		length += extra
		// X holds its arc length for now, Y its row.
		out = append(out, Disc{length, float64(row), pr + 1})
		length += step
	}
	if t.Hull != nil {
		for gi, g := range t.Hull.Pips {
			for k := range max(g.Capacity, 0) {
				extra := 0.0
				if k == 0 && gi > 0 && len(out) > first {
					extra = gap
				}
				put(extra)
			}
		}
	} else {
		for range n {
			put(0)
		}
	}
	// Each row centred on the bearing.
	pips := out[first:]
	for i := 0; i < len(pips); {
		j := i
		for j < len(pips) && pips[j].Y == pips[i].Y {
			j++
		}
		rr := radius + pips[i].Y*step
		span := pips[j-1].X - pips[i].X
		start := pips[i].X
		for k := i; k < j; k++ {
			a := bearing + (pips[k].X-start-span/2)/rr
			pips[k].X, pips[k].Y = x+rr*math.Cos(a), y+rr*math.Sin(a)
		}
		i = j
	}
	return out
}

// appendBadges appends the discs of t's badges, its base r out at (x, y),
// at scale s: a chain round the rim from bearing, anticlockwise (up
// and over the top from the upper right, away from the pips below), a
// row no longer than badgeArc, the next further out.
func appendBadges(out []Disc, t Token, x, y, r, bearing, s float64) []Disc {
	n := badgeCount(t)
	if n == 0 {
		return out
	}
	_, br := markSizes(t, r, s)
	rb := r + br*0.4
	perRow := max(1, int(badgeArc/(br*1.75/rb))+1)
	for i := range n {
		row, k := i/perRow, i%perRow
		rr := rb + float64(row)*br*1.8
		a := bearing - float64(k)*br*1.75/rr
		out = append(out, Disc{x + rr*math.Cos(a), y + rr*math.Sin(a), br + 1})
	}
	return out
}

// MarkPlacer places tokens' marks as PlaceMarks does, and keeps them: a
// frame whose tokens stand where they stood, with as many marks, through
// the same camera, takes the last frame's places (a crowd packed at the
// whole-deck zoom costs the search a few milliseconds).
type MarkPlacer struct {
	key, buf []float64 // the last frame's key; this one's, built
	marks    []MarkPlace
}

// Place sets every token's Marks.
func (p *MarkPlacer) Place(ts []Token, cam *Camera) {
	key := p.buf[:0]
	key = append(key, cam.Zoom, cam.Centre.X, cam.Centre.Y, cam.ViewX, cam.ViewY, cam.ViewW, cam.ViewH)
	for _, t := range ts {
		key = append(key, t.Centre.X, t.Centre.Y, t.Radius, float64(pipCount(t)), float64(badgeCount(t)), float64(t.Side))
	}
	same := slices.Equal(key, p.key) && len(p.marks) == len(ts)
	p.key, p.buf = key, p.key
	if same {
		for i := range ts {
			ts[i].Marks = p.marks[i]
		}
		return
	}
	PlaceMarks(ts, cam)
	p.marks = p.marks[:0]
	for _, t := range ts {
		p.marks = append(p.marks, t.Marks)
	}
}
