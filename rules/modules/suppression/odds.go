package suppression

import (
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// PassChance is the exact chance that a Willpower check of value dice at
// tn passes (KG-DICE-07: any die, exploding, reaching the TN): the
// suppression test's and the active-cover roll's.
func PassChance(value, tn int, m dice.Mode) float64 {
	if value <= 0 {
		return 0
	}
	return 1 - math.Pow(1-dice.PassChance(tn, m), float64(value))
}

// BracedPlan is aimed shot plan p as a braced shooter fires it: the
// long-range penalty cut by PenaltyCut, never below 0 (XS-06), so its TN
// falls and its keep rises by the cut. ok is false when bracing would
// change nothing (no penalty) or the plan is not one aimed attack.
func (d Data) BracedPlan(p combat.RangedPlan) (q combat.RangedPlan, ok bool) {
	cut := min(d.PenaltyCut, p.Penalty)
	if cut <= 0 || p.Attacks != 1 {
		return p, false
	}
	q = p
	q.Penalty -= cut
	q.TN -= cut
	q.Keep += cut
	q.OutOfRange = q.Keep <= 0
	return q, true
}

// ShotOdds are the exact odds of shot plan p, one attack, by u at target
// among units: the attack's own (combat.AttackOdds), and a shot into a
// melee lands on the target one time in as many models as the melee has
// (GAP-14), as the core's odds have it.
func ShotOdds(p combat.RangedPlan, units []orders.Unit, u, target orders.Unit, m dice.Mode) combat.Odds {
	out := combat.AttackOdds(p, target.F.WoundsLeft(), m)
	n := 1
	for i := range units {
		e := &units[i]
		if e.ID != u.ID && e.ID != target.ID && e.Alive() && !e.Objective && geom.InContact(e.Base, target.Base) {
			n++
		}
	}
	if n > 1 {
		for i := range out.Wounds {
			out.Wounds[i] /= float64(n)
		}
		out.Wounds[0] += float64(n-1) / float64(n)
	}
	return out
}
