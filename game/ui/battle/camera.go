package battle

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The battle's camera beyond the board's pans and zooms (input.go): the
// zoom it opens at, the whole deck on a key, edge scrolling and following
// the action.

// openingZoom is the least zoom the battle opens at, in layout units to
// the inch: a 1" base is 28 pixels across at the UI scale.
const openingZoom = 28.0

// edgeBand is how near the window's edge (layout units) the pointer
// pushes the deck along.
const edgeBand = 6.0

// followRate is the share of the way to the action the camera goes a
// frame while it follows.
const followRate = 0.12

// windowFocused reports whether the game's window has the focus; the
// tests replace it.
var windowFocused = ebiten.IsFocused

// camFollow is the camera following the action (the follow key).
type camFollow struct {
	on    bool
	seen  int      // the log entries read
	units []string // the models of the latest declaration seen
}

// openView places the camera as the battle opens, and again while the
// person has not moved it as the window or the banners change: the whole
// deck when it fits at openingZoom or closer (fitDeck), else openingZoom
// on the person's models (actionCentre), in the middle of the map
// between the banners and the colour key.
func (b *Battle) openView() {
	b.fitDeck()
	if b.cam.Zoom >= openingZoom {
		return
	}
	b.cam.Zoom = min(openingZoom, board.MaxZoom)
	b.centreOn(b.actionCentre())
}

// centreOn moves the camera so deck point p stands in the middle of the
// map's clear part (below the banners, above the colour key), keeping as
// much of the deck in view as it can.
func (b *Battle) centreOn(p geom.Vec) {
	_, my, mw, mh := b.layout.mapRect()
	top, bottom := my+b.layout.band, b.legendTop()-4
	keep := func(v, half, size float64) float64 {
		if 2*half >= size {
			return size / 2
		}
		return min(max(v, half), size-half)
	}
	d := b.deck.Deck
	p.X = keep(p.X, mw/2/b.cam.Zoom, float64(d.W))
	p.Y = keep(p.Y, (bottom-top)/2/b.cam.Zoom, float64(d.H))
	b.cam.Centre = geom.Vec{X: p.X, Y: p.Y + (my+mh/2-(top+bottom)/2)/b.cam.Zoom}
}

// actionCentre is where the battle opens: the middle of the person's
// own models against the AI, of every model in sight otherwise.
func (b *Battle) actionCentre() geom.Vec {
	solo := b.setup.Mode == ui.VersusAI // b.solo is set after start
	units := b.shownUnits(&b.bufs.pick)
	if solo {
		units = b.view().AppendUnits(b.bufs.pick[:0]) // the person's own models are always shown
	}
	var sum geom.Vec
	n := 0
	for _, u := range units {
		if !u.Present() || u.Objective || u.Side < 0 || solo && u.Side != b.setup.Human {
			continue
		}
		sum, n = sum.Add(u.Base.Centre), n+1
	}
	if n == 0 {
		return geom.Vec{X: float64(b.deck.Deck.W) / 2, Y: float64(b.deck.Deck.H) / 2}
	}
	return sum.Scale(1 / float64(n))
}

// cameraKeys handles the whole-deck and follow keys, the edge scrolling
// and the following; x, y is the cursor (layout units).
func (b *Battle) cameraKeys(c *controls.Controls, x, y float64) {
	if c.Pressed(controls.WholeDeck) {
		b.fitDeck()
		b.touched, b.follow.on = true, false
	}
	if c.Pressed(controls.Follow) {
		b.follow.on = !b.follow.on
		if b.follow.on {
			b.flash.set(b.now, "The camera follows the action ("+keyNames(c, controls.Follow)+" to stop).", false)
		} else {
			b.flash.set(b.now, "The camera stays where it is.", false)
		}
	}
	b.edgeScroll(c, x, y)
	b.followAction()
}

// edgeScroll pans the deck while the pointer pushes against the window's
// edge: only with the window focused and the pointer inside it, and not
// while anything is dragged (the camera, the log's scrollbar, the
// minimap's view) or a gamepad drives the cursor.
func (b *Battle) edgeScroll(c *controls.Controls, x, y float64) {
	if !windowFocused() || c.Held(controls.Drag) || c.Held(controls.Select) || b.layout.dragging || c.PadInUse() {
		return
	}
	if x < 0 || y < 0 || x >= b.layout.w || y >= b.layout.h {
		return
	}
	const speed = 600.0 / 60 // as the arrow keys
	dx, dy := 0.0, 0.0
	switch {
	case x < edgeBand:
		dx = speed
	case x >= b.layout.w-edgeBand:
		dx = -speed
	}
	switch {
	case y < edgeBand:
		dy = speed
	case y >= b.layout.h-edgeBand:
		dy = -speed
	}
	if dx != 0 || dy != 0 {
		b.cam.Pan(dx, dy)
		b.touched, b.follow.on = true, false
	}
}

// followAction moves the camera a step towards the models of the latest
// declaration the screen may show, while it follows.
func (b *Battle) followAction() {
	if !b.follow.on {
		return
	}
	v := b.view()
	for _, e := range v.Log(b.follow.seen) {
		if d, ok := e.Event.(orders.Declared); ok && !b.lens.hides(e) {
			if units := b.declaredUnits(d); len(units) > 0 {
				b.follow.units = units
			}
		}
	}
	b.follow.seen = v.LogLen()
	var sum geom.Vec
	n := 0
	for _, id := range b.follow.units {
		if u, ok := v.Unit(id); ok && u.Present() && b.lens.shows(&u) {
			sum, n = sum.Add(u.Base.Centre), n+1
		}
	}
	if n == 0 {
		return
	}
	d := v.Deck()
	to := b.cam.Framed(sum.Scale(1/float64(n)), d.W, d.H)
	b.cam.Centre = b.cam.Centre.Add(to.Sub(b.cam.Centre).Scale(followRate))
	b.touched = true
}

// declaredUnits are the models a declaration names: each step's model
// and the models its steps aim at.
func (b *Battle) declaredUnits(d orders.Declared) []string {
	v := b.view()
	var out []string
	for _, step := range d.Steps {
		unit, _ := readStep(d.Side, step)
		if unit == "" {
			continue
		}
		out = append(out, unit)
		for _, f := range strings.Fields(step)[2:] {
			if _, ok := v.Unit(f); ok && strings.Contains(f, ".") {
				out = append(out, f)
			}
		}
	}
	return out
}
