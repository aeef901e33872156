package battle

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// term is a piece of a preview row and what it means, shown when the
// cursor rests on it.
type term struct{ text, tip string }

// tipArea is where a term was drawn this frame, and its tip.
type tipArea struct {
	x0, y0, x1, y1 float64
	text, tip      string
}

// PreviewTerm is a term of the order's preview as last drawn: its text,
// its tip, and the screen point at its middle, in screen pixels (for
// tests).
type PreviewTerm struct {
	Text, Tip string
	X, Y      float64
}

// PreviewTerms are the terms of the order's preview as last drawn.
func (b *Battle) PreviewTerms() []PreviewTerm {
	out := make([]PreviewTerm, len(b.order.tips))
	for i, a := range b.order.tips {
		out[i] = PreviewTerm{a.text, a.tip, ui.Px((a.x0 + a.x1) / 2), ui.Px((a.y0 + a.y1) / 2)}
	}
	return out
}

// terms writes terms on a row joined by " · ", wrapping onto further rows
// at the panel's edge, and notes where each is for its tip. It returns
// the y under the last row.
func (b *Battle) terms(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, x, y float64, terms []term) float64 {
	const sep = " · "
	step := size + 5
	left, right := x, b.layout.w-26
	sepW := ui.TextWidth(sep, src, size)
	for i, t := range terms {
		w := ui.TextWidth(t.text, src, size)
		if i > 0 {
			if x+sepW+w > right {
				x, y = left+8, y+step
			} else {
				ui.Write(dst, src, size, c, x, y, sep)
				x += sepW
			}
		}
		ui.Write(dst, src, size, c, x, y, t.text)
		if t.tip != "" {
			b.order.tips = append(b.order.tips, tipArea{x, y, x + w, y + step, t.text, t.tip})
		}
		x += w
	}
	return y + step
}

// drawTip draws the tip of the preview term under the cursor, to the left
// of the panel so that it hides none of it.
func (b *Battle) drawTip(dst *ebiten.Image) {
	if a, ok := b.hoveredTip(); ok {
		pal, f := b.env.Palette, b.env.Fonts
		const w, size, step = 360.0, 14.0, 19.0
		lines := widget.Wrap(a.tip, f.Regular, size, w-24)
		h := 14 + step*float64(len(lines))
		x := b.layout.w - panelW - w - 8
		y := min(a.y0, b.layout.h-bottomBar-h-4)
		ui.Vector.FillRect(dst, float32(x), float32(y), w, float32(h), withAlpha(pal.Panel, 0xf4), false)
		ui.Vector.StrokeRect(dst, float32(x), float32(y), w, float32(h), 1, pal.Warning, false)
		for i, l := range lines {
			ui.Write(dst, f.Regular, size, pal.Ink, x+12, y+7+step*float64(i), l)
		}
	}
}

// hoveredTip is the preview term under the cursor, as last drawn.
func (b *Battle) hoveredTip() (tipArea, bool) {
	cx, cy := ui.Cursor(b.env.Controls)
	for _, a := range b.order.tips {
		if cx >= a.x0 && cx < a.x1 && cy >= a.y0 && cy < a.y1 {
			return a, true
		}
	}
	return tipArea{}, false
}

// HoveredTip is the tip the screen shows for the preview term under the
// cursor, or "" (for tests).
func (b *Battle) HoveredTip() string {
	a, _ := b.hoveredTip()
	return a.tip
}

// Tips for the preview's rows that other code draws.
const (
	refusalTip = "The rules would refuse this order now, for the reason given, under the rule named first. Declaring it costs nothing: it is refused and logged."
)

// tipRows gives the rows drawn between y0 and y1 a tip, and returns y1.
func (b *Battle) tipRows(x, y0, y1 float64, tip string) float64 {
	if y1 > y0 {
		b.order.tips = append(b.order.tips, tipArea{x, y0, b.layout.w - 26, y1, "", tip})
	}
	return y1
}

// apTerm is the cost of the previewed order, explained.
func (b *Battle) apTerm(ap int) term {
	tip := "What the order costs from the side's action points now (GAP-09); the side rolls new AP each round (KG-AP-02)."
	switch b.order.previewed.Verb {
	case orders.Charge:
		tip = "A charge costs 3 AP plus the terrain it crosses, and ends in the attack (KG-MOVE-09); " + tip
	case orders.Move, orders.Run:
		tip = "A move costs 2 AP, a run 1, plus the terrain crossed (GAP-09, KG-TERR-02/03); " + tip
	}
	return term{fmt.Sprintf("%d AP", ap), tip}
}

// drawRanged writes a shot's plan, each term explained on hover: the
// band, the dice, the target numbers, the modifiers; out of range, only
// that and how far the weapon reaches.
func (b *Battle) drawRanged(dst *ebiten.Image, p orders.Preview, x, y float64) float64 {
	pal, f := b.env.Palette, b.env.Fonts
	r := p.Ranged
	if r.OutOfRange {
		text, tip := "out of range", "Beyond its long range a weapon loses a kept die and adds +1 to hit for every inch; "+
			"with no die left to keep the shot cannot hit: the AP would be spent for nothing (KG-RC-11)."
		if u, ok := b.view().Unit(b.order.previewed.Unit); ok && r.Weapon != nil {
			// The long range the ring shows, then how far the penalty
			// past it still lets a shot go: "long 12"" and "15" max"
			// side by side read as if they disagreed (issue 36).
			text = fmt.Sprintf("out of range (long %s\", at most %s\" with the penalty)", inchText(longRange(&u)), inchText(u.F.MaxRange(r.Weapon)))
		}
		return b.terms(dst, f.Regular, 13, pal.Accent, x, y, []term{{text, tip}})
	}
	terms := b.moduleShot(p, [4]term{b.bandTerm(r), {fmt.Sprintf("%d×%dd6 keep %d", r.Attacks, r.Dice, r.Keep),
		fmt.Sprintf("%s, each rolling %d dice (the shooter's RC with its modifiers); at most %d hits of each count: "+
			"the weapon's keep value, less a die for every inch of long range (KG-RC-09, KG-RC-11).", ui.Count(r.Attacks, "attack", "attacks"), r.Dice, r.Keep)},
		hitTerm(r.TN), woundTerm(r)})
	y = b.terms(dst, f.Regular, 13, pal.Ink, x, y, terms)
	y = b.drawRows(dst, facet.WithShot, x, y)
	for _, m := range r.HitMods {
		y = b.modifierRow(dst, "to hit", m, x, y)
	}
	for _, m := range r.WoundMods {
		y = b.modifierRow(dst, "to wound", m, x, y)
	}
	return y
}

// bandTerm is a shot's range band, explained with the weapon's ranges.
func (b *Battle) bandTerm(r *combat.RangedPlan) term {
	tip := "The band of the distance between the bases (KG-RC-11)."
	if w := r.Weapon; w != nil {
		long := inchText(w.Long) + "\""
		if w.LongPerStrength > 0 {
			long = fmt.Sprintf("%d\" per Strength", w.LongPerStrength)
		}
		switch r.Band {
		case combat.ShortRange:
			tip = fmt.Sprintf("Within the %s's short range of %s\": +2 dice to hit (KG-RC-11).", w.Name, inchText(w.Short))
		case combat.MediumRange:
			tip = fmt.Sprintf("Between the %s's short range (%s\") and long range (%s): no modifier (KG-RC-11).", w.Name, inchText(w.Short), long)
		case combat.LongRange:
			tip = fmt.Sprintf("At or beyond the %s's long range (%s): every inch from there costs a kept die and adds +1 to the target number (KG-RC-11).", w.Name, long)
		}
	}
	return term{r.Band.String(), tip}
}

// hitTerm is the to-hit target number, explained; one a die cannot miss
// but for a natural 1 shows as the 2+ it is (GAP-13).
func hitTerm(tn int) term {
	tip := fmt.Sprintf("A die hits on %d or more, starting from 5 with the modifiers below (KG-RC-10). A 6 is rolled again and added (KG-DICE-04).", tn)
	if tn < 2 {
		tip += " A natural 1 always fails (GAP-13)."
	}
	if tn > 6 {
		tip += " Over 6, a die must show a 6 first and its re-roll make up the rest (KG-DICE-05): the odds below count it exactly."
	}
	return term{fmt.Sprintf("to hit %d+", max(tn, 2)), tip}
}

// woundTerm is the to-wound target number as a die can reach it: a
// natural 1 always fails, so a TN of 1 or less is shown as the 2+ it is
// (GAP-13), and the rule's number is given in the tip.
func woundTerm(r *combat.RangedPlan) term {
	if !r.WoundRolls {
		return term{"no wound roll", "Suppressive fire wounds only on a critical hit; it pins (KG-RC-12)."}
	}
	shown := max(r.WoundTN, 2)
	tip := fmt.Sprintf("One die per hit: the target's Body + armour − the weapon's strength = TN %d (KG-RC-13).", r.WoundTN)
	if r.WoundTN < 2 {
		tip += " A natural 1 always fails, so any other roll wounds (GAP-13)."
	}
	return term{fmt.Sprintf("to wound %d+", shown), tip}
}

// modifierRow writes one modifier with its rule, and what it does to the
// roll on hover.
func (b *Battle) modifierRow(dst *ebiten.Image, roll string, m combat.Modifier, x, y float64) float64 {
	pal, f := b.env.Palette, b.env.Fonts
	line := fmt.Sprintf("%s: %+d %s, %s (%s)", roll, m.Value, m.On, logText(b, m.What), m.RuleID)
	var does string
	switch {
	case m.Value == 0: // a line that says why another is missing (GAP-37)
		does = "no number changes; it says why another modifier does not apply"
	case m.On == combat.OnTN:
		does = fmt.Sprintf("the number each die must reach %s by %d", moreOrLess(m.Value, "rises", "falls"), abs(m.Value))
	case m.On == combat.OnDice:
		does = fmt.Sprintf("%d %s dice rolled", abs(m.Value), moreOrLess(m.Value, "more", "fewer"))
	case m.On == combat.OnKeep:
		does = fmt.Sprintf("at most %d %s hits count", abs(m.Value), moreOrLess(m.Value, "more", "fewer"))
	default:
		does = fmt.Sprintf("%+d to the roll's %s", m.Value, m.On)
	}
	tip := fmt.Sprintf("%s %s: %s (%s).", strings.ToUpper(roll[:1])+roll[1:], m.What, does, m.RuleID)
	return b.terms(dst, f.Regular, 12, pal.Dim, x+8, y, []term{{widget.Fit(line, f.Regular, 12, panelW-48), tip}}) - 1
}

// drawOddsRow writes an order's exact odds, each explained on hover;
// close combat says what defence they assume.
func (b *Battle) drawOddsRow(dst *ebiten.Image, o *combat.Odds, x, y float64) float64 {
	pal, f := b.env.Palette, b.env.Fonts
	v := b.order.previewed.Verb
	if v == orders.Charge || v == orders.Attack {
		y = b.terms(dst, f.Regular, 12, pal.Dim, x, y, []term{{"close combat, against its standing defence",
			"The odds assume the target defends as its standing order says; when asked, its side may choose an active defence for 1 AP (KG-CC-05), which changes them. " +
				"To hit: your CC dice against its CC, keeping at most your Strength; it rolls to avoid; then one wound die per hit left (KG-CC-06..08)."}})
	}
	return b.terms(dst, f.Regular, 13, pal.Good, x, y, []term{
		{fmt.Sprintf("hit %.0f%%", o.Hit*100), "The exact chance that at least one hit gets through, every die and re-roll counted."},
		{fmt.Sprintf("kill %.0f%%", o.Kill()*100), "The exact chance the target loses its last wound and is removed."},
		{"wounds " + oddsText(o), "The exact chance of each number of wounds the order deals: 0, 1, 2, …"},
	})
}

// logText is free text from the rules in the player's words.
func logText(b *Battle, s string) string { return b.refusalText(b.order.previewBy, plainError(s)) }

// plainError is text as an error, for refusalText.
type plainError string

func (e plainError) Error() string { return string(e) }

func moreOrLess(v int, more, less string) string {
	if v >= 0 {
		return more
	}
	return less
}

func abs(v int) int { return max(v, -v) }

// inchText writes inches to a tenth: 15, 2.5.
func inchText(in float64) string { return strconv.FormatFloat(math.Round(in*10)/10, 'f', -1, 64) }
