package battle

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// fxScale sizes the feedback's marks and dice to the screen: 1 at the
// 720-pixel-high layout, larger on a larger screen, never below 0.9 so
// the dice stay readable on a small one.
func (b *Battle) fxScale() float64 { return min(max(b.layout.h/720, 0.9), 2) }

// fxAlpha is an effect's opacity at age (0…1): full, then fading out over
// its last third.
func fxAlpha(age float64) uint8 {
	if age < 2.0/3 {
		return 0xff
	}
	return uint8(255 * max(0, min(1, (1-age)*3)))
}

// drawDeaths draws where models died, under the tokens: each one's body
// lying toppled, with a cross in a ring over it, or a vehicle's wreck (a
// model standing there now covers it).
func (b *Battle) drawDeaths(dst *ebiten.Image) {
	s := b.fxScale()
	for _, d := range b.fx.deaths {
		x, y := b.cam.ToScreen(d.at)
		c := b.env.Palette.Dim
		if d.side >= 0 && d.side < 2 {
			c = b.env.Palette.SidesLight[d.side]
		}
		r, a := max(9*s, b.tokenRadius(0.5)*0.9), uint8(255*d.alpha(b.now))
		if w, ok := b.scene.wreckOf(d.unit); ok { // a vehicle: its wreck, no mark over it (wrecks.go)
			b.drawWreck(dst, w, c, max(a, 0xe0))
			continue
		}
		board.Body(dst, x, y, r, d.fall, c, a)
		board.DeathMark(dst, x, y, r, c, a)
	}
}

// drawEffects draws the living effects over the tokens, oldest first, and
// forgets the ended ones.
func (b *Battle) drawEffects(dst *ebiten.Image) {
	b.fx.expire(b.now)
	pal, s := b.env.Palette, b.fxScale()
	for _, e := range b.fx.effects {
		age := e.age(b.now)
		if age < 0 {
			continue
		}
		x, y := b.cam.ToScreen(e.at)
		r := max(b.tokenRadius(0.5), 10*s)
		switch e.kind {
		case fxTracer:
			fx, fy := b.cam.ToScreen(e.from)
			c := pal.Warning // the shooter's side's colour tells who shot
			if e.side >= 0 && e.side < 2 {
				c = pal.SidesLight[e.side]
			}
			c.A = fxAlpha(age)
			board.Tracer(dst, fx, fy, x, y, age*4, 2.5*s, c)
		case fxHit:
			c := pal.Warning
			c.A = fxAlpha(age)
			board.HitMark(dst, b.env.Fonts, x, y, r*1.1, c)
		case fxMiss:
			c := pal.Dim
			c.A = fxAlpha(age)
			board.MissMark(dst, b.env.Fonts, x, y, r*1.1, c)
		case fxMuzzle:
			fx, fy := b.cam.ToScreen(e.from)
			a := e.from.Bearing(e.at)
			rim := b.tokenRadius(0.5)
			c := pal.Warning
			if e.side >= 0 && e.side < 2 {
				c = pal.SidesLight[e.side]
			}
			board.MuzzleFlash(dst, fx+math.Cos(a)*rim, fy+math.Sin(a)*rim, a, 16*s, 1-age, c)
		case fxGrenade:
			fx, fy := b.cam.ToScreen(e.from)
			c := pal.Warning
			if e.side >= 0 && e.side < 2 {
				c = pal.SidesLight[e.side]
			}
			board.Grenade(dst, fx, fy, x, y, age, 6*s, c)
		case fxBlast:
			board.Blast(dst, x, y, max(e.radius*b.cam.Zoom, 12*s), age, pal.Warning)
		case fxWound:
			board.WoundFlash(dst, x, y, r, 1-age, pal.Accent)
			c := pal.Accent
			c.A = fxAlpha(age)
			board.Label(dst, b.env.Fonts, fmt.Sprintf("−%d", e.wounds), x+r+10*s, y-r*0.4-age*10*s, 14*s, c)
		}
	}
	for i, box := range b.diceBoxes() {
		if e := b.fx.effects[i]; e.kind == fxDice && box != (fxBox{}) {
			b.drawDice(dst, e, box, e.age(b.now))
		}
	}
}

// diceBoxes lays out the dice pop-ups shown now: by effect, the box each
// takes, the zero box for an effect that is no pop-up. The newest settles
// first, nearest its model.
func (b *Battle) diceBoxes() []fxBox {
	boxes := make([]fxBox, len(b.fx.effects))
	var placed []fxBox
	for i := len(b.fx.effects) - 1; i >= 0; i-- {
		e := b.fx.effects[i]
		if age := e.age(b.now); e.kind == fxDice && age >= 0 {
			boxes[i] = b.placeDice(e, age, placed)
			placed = append(placed, boxes[i])
		}
	}
	return boxes
}

// placeDice is where e's pop-up goes, clear of the pop-ups placed: over
// its model, stacked up past them; else, the first way that covers no
// other model's token and stays in the map, beside the model (level with
// it, then above) or under it; else over it all the same.
func (b *Battle) placeDice(e effect, age float64, placed []fxBox) fxBox {
	box := b.diceBox(e, age)
	_, y := b.cam.ToScreen(e.at)
	r := max(b.tokenRadius(0.5), 10*b.fxScale())
	side := (box.x1-box.x0)/2 + r + 4
	level := y - (box.y0+box.y1)/2
	under := y + r + r/3 + 6 - box.y0
	tokens := b.tokenBoxes(e.anchor)
	mx, my, mw, mh := b.layout.mapRect()
	inMap := func(c fxBox) bool { return c.x0 >= mx && c.x1 <= mx+mw && c.y0 >= my+4 && c.y1 <= my+mh }
	var first fxBox
	for i, d := range [][2]float64{{0, 0}, {side, level}, {-side, level}, {side, 0}, {-side, 0}, {0, under}} {
		c := settle(fxBox{box.x0 + d[0], box.y0 + d[1], box.x1 + d[0], box.y1 + d[1]}, placed)
		if i == 0 {
			first = c
		}
		if inMap(c) && !c.overlapsAny(tokens) {
			return c
		}
	}
	if first.y0 < my+4 { // pushed off the top: kept in the map
		first.y0, first.y1 = my+4, my+4+first.y1-first.y0
	}
	return first
}

// fxBox is a rectangle on the screen a pop-up takes.
type fxBox struct{ x0, y0, x1, y1 float64 }

func (r fxBox) overlaps(o fxBox) bool {
	return r.x0 < o.x1 && o.x0 < r.x1 && r.y0 < o.y1 && o.y0 < r.y1
}

// overlapsAny tells whether r overlaps any of boxes.
func (r fxBox) overlapsAny(boxes []fxBox) bool {
	for _, o := range boxes {
		if r.overlaps(o) {
			return true
		}
	}
	return false
}

// settle moves box up, past every box of placed it overlaps, until it
// overlaps none: pop-ups over models side by side, or over one model,
// stack instead of covering each other.
func settle(box fxBox, placed []fxBox) fxBox {
	for moved := true; moved; {
		moved = false
		for _, o := range placed {
			if box.overlaps(o) {
				up := box.y1 - o.y0 + 3
				box.y0, box.y1 = box.y0-up, box.y1-up
				moved = true
			}
		}
	}
	return box
}

// diceBox is where a roll's pop-up goes before it settles: centred over
// its model (kept inside the map), rising as it appears; the box holds
// the lines of text above the dice.
func (b *Battle) diceBox(e effect, age float64) fxBox {
	s := b.fxScale()
	x, y := b.cam.ToScreen(e.at)
	size := 20 * s
	_, w := diceRow(e.roll, size)
	head, notes := e.roll.lines()
	w = max(w, ui.TextWidth(head, b.env.Fonts.Bold, 13*s)+8)
	for _, n := range notes {
		w = max(w, ui.TextWidth(n, b.env.Fonts.Bold, 11*s)+8)
	}
	w += 4
	h := size + 6 + 20*s + float64(len(notes))*16*s
	bottom := y - max(b.tokenRadius(0.5), 10*s) - 8*s - min(age*5, 1)*8*s
	mx, _, mw, _ := b.layout.mapRect()
	x = min(max(x, mx+w/2+8), mx+mw-w/2-8)
	return fxBox{x - w/2, bottom - h, x + w/2, bottom}
}

// lines is what a pop-up writes over its dice: head, the roll and what
// it came to ("to hit 8+ → miss"); notes, smaller, what its TN asks of a
// die and the steps from the roll to the model's fate.
func (r *diceShow) lines() (head string, notes []string) {
	head = r.label
	if r.outcome != "" {
		head += " → " + r.outcome
	}
	if r.how != "" {
		notes = append(notes, r.how)
	}
	if len(r.steps) > 0 {
		notes = append(notes, strings.Join(r.steps, " → "))
	}
	return head, notes
}

// diceRow is how wide each die of a pop-up is drawn (a re-rolled six
// with its re-rolls beside it) and the whole row, "+N" included, when a
// face is size pixels square.
func diceRow(r *diceShow, size float64) (widths []float64, w float64) {
	gap := size / 2
	for i, c := range r.chains {
		if i == maxDiceShown {
			return widths, w + 2*28*size/20 // room for "+N" on either side, centred
		}
		cw := board.ChainWidth(size, len(c))
		widths = append(widths, cw)
		if i > 0 {
			w += gap
		}
		w += cw
	}
	return widths, w
}

// drawDice draws a roll's pop-up in its box: the lines on top, the dice
// in a row under them, each with its re-rolls; the dice that count lit
// (in the pass colour, or a failed roll's nearest in the fail colour),
// a die that passed but was not kept ringed.
func (b *Battle) drawDice(dst *ebiten.Image, e effect, box fxBox, age float64) {
	pal, s := b.env.Palette, b.fxScale()
	size := 20 * s
	x, y := (box.x0+box.x1)/2, box.y1-size/2-3
	widths, w := diceRow(e.roll, size)
	a := fxAlpha(age)
	verdict := pal.Accent
	if e.roll.success {
		verdict = pal.Good
	}
	left := x - w/2
	if len(e.roll.chains) > maxDiceShown {
		left += 28 * s
	}
	for i, cw := range widths {
		c := pal.Dim
		switch {
		case e.roll.lit[i] && !e.roll.success:
			c = verdict
		case e.roll.lit[i] || e.roll.passed[i]:
			c = pal.Warning
		}
		board.DieChain(dst, b.env.Fonts, left+cw/2, y, size, e.roll.chains[i], e.roll.lit[i], c, a)
		left += cw + size/2
	}
	if more := len(e.roll.chains) - len(widths); more > 0 {
		c := pal.Ink
		c.A = a
		board.Label(dst, b.env.Fonts, fmt.Sprintf("+%d", more), left+12*s, y, 12*s, c)
	}
	head, notes := e.roll.lines()
	verdict.A = a
	board.Label(dst, b.env.Fonts, head, x, box.y0+10*s, 13*s, verdict)
	ink := pal.Ink
	ink.A = a
	for i, n := range notes {
		board.Label(dst, b.env.Fonts, n, x, box.y0+(27+16*float64(i))*s, 11*s, ink)
	}
}

// tokenRadius is the radius in pixels a base of radius inches is drawn
// with: no smaller than board.MinTokenRadius.
func (b *Battle) tokenRadius(inches float64) float64 {
	return max(inches*b.cam.Zoom, board.MinTokenRadius)
}

// fxWhere is where model id stands on the match's table, and its side.
func (b *Battle) fxWhere(id string) (geom.Vec, int, bool) {
	u, ok := b.view().Unit(id)
	if !ok || !b.lens.shows(&u) { // out of sight under the fog of war: no mark gives it away
		return geom.Vec{}, -1, false
	}
	if u.Objective {
		return u.Base.Centre, -1, true
	}
	return u.Base.Centre, u.Side, true
}

// classGlyph is the silhouette a model's token shows: the squad leader's
// for a squad leader (a class, or a squad's leader), else its class's;
// "" for an objective or a model with no class (and a hull, asHull).
func classGlyph(u *orders.Unit) string {
	switch {
	case u.Model == nil || u.Objective:
		return ""
	case u.F.SquadLeader:
		return board.GlyphLeader
	case u.Model.Class != nil:
		return string(u.Model.Class.ID)
	}
	return ""
}
