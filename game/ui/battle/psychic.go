package battle

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/psychic"
	"github.com/krygothic/krygothic/rules/orders"
)

// Psychic powers on the battle screen (GAP-22): I chooses the selected
// psychic's first power and, pressed again, its next; the hint bar shows
// I while a psychic is selected. The preview rings how far the power
// reaches (and, for a warp, where the psychic would stand), and the panel
// gives the exact odds of the casting test, of the backlash and of the
// power doing what it aims at. A veiled model wears a "V" badge.

// friendVerbs are the powers aimed at a model of the psychic's own side.
var friendVerbs = []orders.Verb{psychic.Veil, psychic.Mend, psychic.Calm}

// selectedPowers are the powers the selected model knows, in the order
// the discipline lists them; none when the match does not play it.
func (b *Battle) selectedPowers() []orders.Verb {
	u, ok := b.view().Unit(b.order.selected)
	if !ok || !b.plays(psychic.Name) {
		return nil
	}
	var out []orders.Verb
	for _, v := range psychic.Verbs {
		if psychic.Knows(&u, string(v)) {
			out = append(out, v)
		}
	}
	return out
}

// nextPower chooses the selected psychic's next power: its first, or the
// one after the power chosen now.
func (b *Battle) nextPower() {
	powers := b.selectedPowers()
	if len(powers) == 0 {
		b.flash.set(b.now, "Select a psychic first: only a model whose profile lists powers uses them (GAP-22).", true)
		return
	}
	i := slices.Index(powers, b.order.verb)
	b.order.verb = powers[(i+1)%len(powers)]
	b.order.confirm = false
}

// powerName is a power's name as players read it ("Mind bolt").
func (b *Battle) powerName(v orders.Verb) string {
	if b.env.Content != nil {
		if p, ok := b.env.Content.Modules.Psychic.Power(string(v)); ok {
			return p.Name
		}
	}
	return string(v)
}

// isPower reports whether v is a psychic power's order.
func isPower(v orders.Verb) bool { return slices.Contains(psychic.Verbs, v) }

// powerOrderAt fills o, a power's order, for deck point p: the point for
// a warp, the enemy under the cursor for bolt and terror, the friend (or
// the psychic itself) for the others.
func (b *Battle) powerOrderAt(o *orders.Order, u orders.Unit, p geom.Vec) error {
	if o.Verb == psychic.Warp {
		o.X, o.Y, o.Point = round2(p.X), round2(p.Y), true
		return nil
	}
	t, ok := b.unitAt(p)
	friend := slices.Contains(friendVerbs, o.Verb)
	switch {
	case !ok || t.Objective:
		if friend {
			return fmt.Errorf("point at one of your models (or the psychic itself) for %s", b.powerName(o.Verb))
		}
		return fmt.Errorf("point at an enemy model for %s", b.powerName(o.Verb))
	case friend && t.Side != u.Side:
		return fmt.Errorf("%s is for your own models (or the psychic itself)", b.powerName(o.Verb))
	case !friend && t.Side == u.Side:
		return fmt.Errorf("%s strikes enemy models", b.powerName(o.Verb))
	}
	o.Target = t.ID
	return nil
}

// drawPowerPreview draws a power's reach round the psychic and, for a
// warp, the line to where it would stand and its base there.
func (b *Battle) drawPowerPreview(dst *ebiten.Image, sel *orders.Unit, p orders.Preview, c color.RGBA) {
	o := b.order.previewed
	if !isPower(o.Verb) || b.env.Content == nil {
		return
	}
	pw, ok := b.env.Content.Modules.Psychic.Power(string(o.Verb))
	if !ok {
		return
	}
	reach := pw.Range
	if o.Verb != psychic.Warp {
		reach += sel.Base.Radius // base to base: the ring is where a target's edge may be
	}
	board.DrawRing(dst, &b.cam, sel.Base.Centre, reach, 2, c)
	// The ring's name where the cursor points across it: a warp's ring
	// runs off the screen.
	dir := geom.Vec{X: 0, Y: -1}
	if d := b.order.hover.Sub(sel.Base.Centre); d.Len() > 0 {
		dir = d.Scale(1 / d.Len())
	}
	x, y := b.cam.ToScreen(sel.Base.Centre.Add(dir.Scale(reach)))
	ui.Write(dst, b.env.Fonts.Regular, 13, c, x+4, y+2, fmt.Sprintf("%s %g\"", pw.Name, pw.Range))
	if o.Point {
		to := geom.Vec{X: o.X, Y: o.Y}
		board.DrawPath(dst, &b.cam, []geom.Vec{sel.Base.Centre, to}, 2, c)
		board.DrawTemplate(dst, &b.cam, to, sel.Base.Radius, c)
	}
}

// drawPowerOdds writes a power's exact odds, each explained on hover.
func (b *Battle) drawPowerOdds(dst *ebiten.Image, p orders.Preview, x, y float64) float64 {
	po := p.Power
	if po == nil {
		return y
	}
	pal, f := b.env.Palette, b.env.Fonts
	terms := []term{
		{fmt.Sprintf("cast %.0f%%", po.Cast*100), "The exact chance of the casting test: as many dice as the psychic's Mind, the best reaching the power's TN (GAP-22, KG-DICE-07)."},
	}
	if po.Works < po.Cast {
		terms = append(terms, term{fmt.Sprintf("takes hold %.0f%%", po.Works*100),
			"The exact chance the power is cast and the target then fails its Willpower test (GAP-22)."})
	}
	terms = append(terms, term{fmt.Sprintf("backlash wound %.0f%%", po.Backlash*100),
		"A failed casting test calls a Willpower test; failing that too costs the psychic a wound, whatever its armour (GAP-22). The exact chance of both."})
	return b.terms(dst, f.Regular, 13, pal.Good, x, y, terms)
}

// veiled reports whether the model of an id is veiled (the veil power).
func (b *Battle) veiled(id string) bool { return b.view().Mark(id, psychic.VeilMark) > 0 }
