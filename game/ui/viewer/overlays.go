package viewer

import (
	"image/color"
	"math"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
)

// Overlay is one of the designer's overlays, each toggled by its own key.
type Overlay int

// The overlays, in the order of their keys (1 to 6).
const (
	ShowCost     Overlay = iota // terrain cost heat map: the AP surcharge of each cell
	ShowSight                   // line of sight from the point (deck.Visible)
	ShowCover                   // where a 1" model would be in cover from the point (deck.Sight)
	ShowZones                   // the deployment zones
	ShowReach                   // movement reach from the point for the chosen profile
	ShowTemplate                // the cells a template at the cursor covers
	numOverlays
)

// overlayNames are the overlays' names in the panel.
var overlayNames = [numOverlays]string{"Terrain cost", "Line of sight", "Cover", "Deployment zones", "Movement reach", "Template"}

// String names the overlay.
func (o Overlay) String() string { return overlayNames[o] }

// Overlay colours. The cost ramp is viridis steps, told apart by lightness
// as well as hue, as the reach ramp (ui.ReachColour, shared with the
// battle screen) is.
var (
	costColours = [4]color.RGBA{
		{0x24, 0x5c, 0x6c, 0xe8}, // easy
		{0xd8, 0xbc, 0x3a, 0xe8}, // +1 AP
		{0xe0, 0x64, 0x2c, 0xe8}, // +2 AP
		{0x0c, 0x08, 0x0a, 0xf0}, // impassable
	}
	sightSeen   = color.RGBA{0xff, 0xf0, 0xc0, 0x30}
	sightHidden = color.RGBA{0x06, 0x04, 0x08, 0xb8}
	coverOpen   = color.RGBA{0x7c, 0xc0, 0x6a, 0x70}
	coverHidden = color.RGBA{0xf0, 0xa0, 0x30, 0xd0}
	coverUnseen = color.RGBA{0x06, 0x04, 0x08, 0x98}
	reachAlpha  = uint8(0xc8) // the reach overlay's opacity (its colours: ui.ReachColour)
	templateHit = color.RGBA{0xe0, 0x40, 0x38, 0xa0}
)

// Cover states of a cell, as the cover overlay sees it from the point.
const (
	coverNone        uint8 = iota // no model stands here: a wall, impassable, the point itself
	coverUnseenState              // out of sight
	coverOpenState                // in sight, in the open
	coverHiddenState              // in sight, in cover (3 of 5 rays hidden)
)

// overlays holds each overlay's cell layer and the input it was made from,
// so a layer is worked out again only when its point, profile, template or
// deck changes.
type overlays struct {
	w, h                          int
	cost, sight, cover, reach, tp *board.CellLayer

	costGen          int // the deck the cost layer shows
	sightAt, coverAt key
	reachAt          key
	tpAt             tpKey

	visible []bool         // sight: the cells seen from the point
	covered []uint8        // cover: each cell's cover state
	reached *move.ReachMap // reach: AP to each cell
	tpHits  int            // template: the cells it touches

	made [numOverlays]int // how many times each layer was worked out, for tests
}

// key is the input of a layer worked out from the point.
type key struct {
	gen     int  // the deck
	at      cell // the point
	ok      bool // there is a point
	profile int  // reach: the profile
}

// tpKey is the template layer's input.
type tpKey struct {
	gen      int
	centre   geom.Vec
	ok       bool
	template int
}

// refresh brings every overlay that is on up to date.
func (o *overlays) refresh(v *Viewer) {
	if v.scen == nil {
		return
	}
	d := v.scen.Deck
	if o.w != d.W || o.h != d.H {
		*o = overlays{w: d.W, h: d.H, made: o.made,
			cost: board.NewCellLayer(d.W, d.H), sight: board.NewCellLayer(d.W, d.H), cover: board.NewCellLayer(d.W, d.H),
			reach: board.NewCellLayer(d.W, d.H), tp: board.NewCellLayer(d.W, d.H)}
	}
	k := key{gen: v.gen}
	if p := v.point(); p != nil {
		k.at, k.ok = *p, true
	}
	if v.on[ShowCost] && o.costGen != v.gen {
		o.costGen = v.gen
		o.makeCost(d)
	}
	if v.on[ShowSight] && o.sightAt != k {
		o.sightAt = k
		o.makeSight(d, k)
	}
	if v.on[ShowCover] && o.coverAt != k {
		o.coverAt = k
		o.makeCover(d, k)
	}
	if rk := (key{k.gen, k.at, k.ok, v.profile}); v.on[ShowReach] && o.reachAt != rk {
		o.reachAt = rk
		o.makeReach(d, k, v.profiles[v.profile].Mover)
	}
	tk := tpKey{gen: v.gen, template: v.template}
	if v.hover != nil {
		tk.centre, tk.ok = v.at, true
	}
	if v.on[ShowTemplate] && o.tpAt != tk {
		o.tpAt = tk
		o.makeTemplate(d, tk, v.templates[v.template].Diameter/2)
	}
}

// costOf is the cost class of a cell: 0, 1 or 2 AP surcharge, or 3 for
// impassable.
func costOf(c deck.Cell) int {
	if !c.Walkable() {
		return 3
	}
	return c.Terrain.Surcharge()
}

// makeCost colours every cell by its AP surcharge.
func (o *overlays) makeCost(d *deck.Deck) {
	o.made[ShowCost]++
	for y := range d.H {
		for x := range d.W {
			c, _ := d.Cell(x, y)
			o.cost.Set(x, y, costColours[costOf(c)])
		}
	}
}

// begin starts working out layer l of overlay which: it counts the work
// and clears the layer, and reports ok, whether there is a point to work
// from.
func (o *overlays) begin(which Overlay, l *board.CellLayer, ok bool) bool {
	o.made[which]++
	l.Clear()
	return ok
}

// makeSight marks the cells whose centre the point sees.
func (o *overlays) makeSight(d *deck.Deck, k key) {
	o.visible = nil
	if !o.begin(ShowSight, o.sight, k.ok) {
		return
	}
	o.visible = d.Visible(k.at.centre())
	for i, seen := range o.visible {
		col := sightHidden
		if seen {
			col = sightSeen
		}
		o.sight.Set(i%d.W, i/d.W, col)
	}
}

// makeCover works out, for a 1" model standing on each cell, whether a
// model at the point sees it and whether it is in cover (GAP-11): from a
// gantry, not behind waist-high cover on the floor (GAP-37).
func (o *overlays) makeCover(d *deck.Deck, k key) {
	o.covered = nil
	if !o.begin(ShowCover, o.cover, k.ok) {
		return
	}
	o.covered = make([]uint8, d.W*d.H)
	viewer := geom.Base{Centre: k.at.centre(), Radius: 0.5}
	for y := range d.H {
		for x := range d.W {
			c, _ := d.Cell(x, y)
			if costOf(c) == 3 || (cell{x, y}) == k.at {
				continue
			}
			target := geom.Base{Centre: board.CellCentre(x, y), Radius: 0.5}
			s := d.Sight(viewer, target, nil, -1, -1)
			if s.Cover && d.FiresDown(viewer.Centre, target.Centre) {
				s = d.SightFromAbove(viewer, target, nil, -1, -1) // GAP-37
			}
			state, col := coverUnseenState, coverUnseen
			switch {
			case s.Cover:
				state, col = coverHiddenState, coverHidden
			case s.InView:
				state, col = coverOpenState, coverOpen
			}
			o.covered[y*d.W+x] = state
			o.cover.Set(x, y, col)
		}
	}
}

// makeReach colours the cells a model of the profile standing at the point
// reaches with one movement action, by its AP.
func (o *overlays) makeReach(d *deck.Deck, k key, m move.Mover) {
	o.reached = nil
	if !o.begin(ShowReach, o.reach, k.ok) {
		return
	}
	m.Base.Centre = k.at.centre()
	o.reached = move.Reach(d, m, nil)
	for y := range d.H {
		for x := range d.W {
			if ap := o.reached.At(x, y); ap > 0 {
				o.reach.Set(x, y, ui.ReachColour(ap, reachAlpha))
			}
		}
	}
}

// makeTemplate marks the cells where a 1" model would be touched by a
// template of radius r centred at the cursor (RULINGS §8: any contact).
func (o *overlays) makeTemplate(d *deck.Deck, k tpKey, r float64) {
	o.tpHits = 0
	if !o.begin(ShowTemplate, o.tp, k.ok) {
		return
	}
	reach := r + 0.5
	for y := max(floor(k.centre.Y-reach), 0); y <= min(floor(k.centre.Y+reach), d.H-1); y++ {
		for x := max(floor(k.centre.X-reach), 0); x <= min(floor(k.centre.X+reach), d.W-1); x++ {
			c, _ := d.Cell(x, y)
			if costOf(c) < 3 && geom.Touches(k.centre, r, geom.Base{Centre: board.CellCentre(x, y), Radius: 0.5}) {
				o.tp.Set(x, y, templateHit)
				o.tpHits++
			}
		}
	}
}

// dist is the distance between two cells' centres, in inches.
func dist(a, b cell) float64 { return math.Hypot(float64(a.X-b.X), float64(a.Y-b.Y)) }
