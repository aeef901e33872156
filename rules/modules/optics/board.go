package optics

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The module in the order panel and on the board: what a scope and a
// spread do to a shot, with their exact odds; the scope's reach round
// the selected model; the selected model's scope and spread in words.

// Rows: a shot by a model with a scope says how far its long range reads
// (an aimed shot's, with its exact odds of a hit against the same shot
// without the scope), or that only an aimed shot looks through it; a
// spreading shot past short range says what its spread and its spent
// pellets do, with the exact odds of each against the shot without
// them.
func (m *module) Rows(r facet.Reader, u orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	if o.Verb != orders.Shoot || p.Ranged == nil || p.Ranged.Weapon == nil {
		return nil
	}
	var out []facet.Row
	w, mode := p.Ranged.Weapon, r.Options().Combat.Mode
	if m.scoped(&u, w) {
		out = append(out, m.scopeRow(r, u, o, p.Ranged, mode))
	}
	if m.data.Spread.Spreads(w.ID) && !p.Ranged.OutOfRange && p.Ranged.Band != combat.ShortRange {
		out = append(out, m.spreadRow(p.Ranged, mode))
	}
	return out
}

// scopeRow is the scope's row of shot o by u, planned as pl: an aimed
// shot in range through the scope compares its odds with the same shot's
// without it.
func (m *module) scopeRow(r facet.Reader, u orders.Unit, o orders.Order, pl *combat.RangedPlan, mode dice.Mode) facet.Row {
	w := pl.Weapon
	long, reach := inches(m.scopedLong(w)), inches(m.Reach(r, u))
	tip := fmt.Sprintf("A scope fitted to a long gun: an aimed shot reads the weapon's long range as %g × LR, so its "+
		"long-range penalty starts further out and its shot reaches further (%s, XC-RNG-03). Other shots do not look through it.", m.data.Scope.LongScale, Rule)
	if o.Shot != combat.Aimed {
		return facet.Row{Place: facet.UnderCost, Tone: facet.Dim, Tip: tip,
			Note: fmt.Sprintf("Scope: only an aimed shot looks through it, reading long range as %s\" (%s\" × %g) and reaching %s\" (%s).", long, inches(w.Long), m.data.Scope.LongScale, reach, Rule)}
	}
	terms := []facet.Term{{Text: fmt.Sprintf("scope: long range %s\" (%s\" × %g), reach %s\"", long, inches(w.Long), m.data.Scope.LongScale, reach), Tip: tip}}
	if plain, ok := m.unscoped(r, u, o, pl); ok && plain != pl.Penalty && !pl.OutOfRange {
		with := hitChance(pl.Dice, pl.TN, pl.Keep, mode)
		lost := plain - pl.Penalty
		text := "out of range without it"
		if pl.Keep-lost > 0 {
			text = fmt.Sprintf("hit %.0f%% (%.0f%% without it)", 100*with, 100*hitChance(pl.Dice, pl.TN+lost, pl.Keep-lost, mode))
		}
		terms = append(terms, facet.Term{Text: text, Tip: fmt.Sprintf("The exact chance that an attack of this shot keeps a hit, "+
			"through the scope and without it: without it the long-range penalty would be %d more (+%d to hit, %d fewer dice kept; KG-RC-11).", lost, lost, lost)})
	}
	return facet.Row{Place: facet.UnderCost, Tone: facet.Good, Terms: terms}
}

// unscoped is the long-range penalty shot o by u would have without the
// scope, as u stands now; ok is false when pl is not the plan of the
// shot as u stands now (a step of a combo moves u first, another rule
// changes the penalty), so the comparison cannot be made.
func (m *module) unscoped(r facet.Reader, u orders.Unit, o orders.Order, pl *combat.RangedPlan) (int, bool) {
	t, ok := r.Unit(o.Target)
	if !ok {
		return 0, false
	}
	a := combat.RangedAttack{Shooter: &u.F, Situation: combat.Situation{Distance: geom.Distance(u.Base, t.Base)}, LongScale: m.data.Scope.LongScale}
	if b, p := a.Band(); b != pl.Band || p != pl.Penalty {
		return 0, false
	}
	a.LongScale = 0
	_, plain := a.Band()
	return plain, true
}

// spreadRow is the spread's row of a spreading shot planned as pl, past
// short range.
func (m *module) spreadRow(pl *combat.RangedPlan, mode dice.Mode) facet.Row {
	sp := m.data.Spread
	var terms []facet.Term
	if sp.Dice > 0 {
		terms = append(terms, facet.Term{
			Text: fmt.Sprintf("spread +%d: hit %.0f%% (%.0f%% without)", sp.Dice, 100*hitChance(pl.Dice, pl.TN, pl.Keep, mode), 100*hitChance(pl.Dice-sp.Dice, pl.TN, pl.Keep, mode)),
			Tip: fmt.Sprintf("Past short range a shotgun's pellets spread: %d more to-hit dice at medium and long range (%s, XC-SHOT-01). "+
				"The exact chance that an attack keeps a hit, with the spread and without it.", sp.Dice, Rule)})
	}
	if pl.Band == combat.LongRange && sp.LongStrength != 0 {
		terms = append(terms, facet.Term{
			Text: fmt.Sprintf("spent pellets: wound %.0f%% a die (%.0f%% closer in)", 100*dice.PassChance(pl.WoundTN, mode), 100*dice.PassChance(pl.WoundTN+sp.LongStrength, mode)),
			Tip: fmt.Sprintf("At long range a shotgun's pellets have lost their bite: its b is %d lower, its wound TN %d higher (%s, XC-SHOT-02). "+
				"The exact chance of each wound die, at long range and closer in.", -sp.LongStrength, -sp.LongStrength, Rule)})
	}
	return facet.Row{Place: facet.WithShot, Tone: facet.Warning, Terms: terms}
}

// hitChance is the exact chance that an attack of n dice against tn,
// keeping at most keep, keeps a hit (KG-RC-09).
func hitChance(n, tn, keep int, mode dice.Mode) float64 {
	if n <= 0 || keep <= 0 {
		return 0
	}
	h := combat.HitDistribution(n, tn, keep, mode)
	return 1 - h.ByHits[0][0] - h.ByHits[1][0] - h.CritFail
}

// Selected: a model with a scope shows how far an aimed shot through it
// reads the long range, a ring past the core's long-range ring, measured
// as the core measures its rings (to a standard base's edge).
func (m *module) Selected(_ facet.Reader, u orders.Unit, _ orders.Order, _ bool) []facet.Shape {
	w := u.F.Ranged
	if w == nil || u.F.RangedBroken || !m.scoped(&u, w) {
		return nil
	}
	long := m.scopedLong(w)
	return []facet.Shape{{Kind: facet.Ring, At: u.Base.Centre, Radius: long + u.Base.Radius + 0.5, Width: 1.5,
		Tone: facet.Warning, Alpha: 0x80, Label: fmt.Sprintf("scoped long %s\" (aimed)", inches(long))}}
}

// States: none; the selected model's scope and spread are lines.
func (m *module) States(facet.Reader, orders.Unit) []string { return nil }

// Lines: the selected model's scope ("Scope: aimed shots read long range
// as 18" …") and its weapon's spread.
func (m *module) Lines(r facet.Reader, u orders.Unit) []string {
	w := u.F.Ranged
	if w == nil || u.F.RangedBroken {
		return nil
	}
	var out []string
	if m.scoped(&u, w) {
		out = append(out, fmt.Sprintf("Scope: aimed shots read long range as %s\", reach %s\" (%s)", inches(m.scopedLong(w)), inches(m.Reach(r, u)), Rule))
	}
	if sp := m.data.Spread; sp.Spreads(w.ID) {
		out = append(out, spreadLine(w, sp))
	}
	return out
}

// spreadLine is a spreading weapon's spread in words.
func spreadLine(w *content.RangedWeapon, sp Spread) string {
	s := fmt.Sprintf("%s spread: +%d die past short %s\"", w.Name, sp.Dice, inches(w.Short))
	if sp.LongStrength != 0 {
		s += fmt.Sprintf(", −%d b from long %s\"", -sp.LongStrength, inches(w.Long))
	}
	return s + " (" + Rule + ")"
}
