package orders

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
)

// Preview is what an order would do if declared now, worked out without
// changing the table: the client shows it before the player commits
// (RULINGS §6, pre-measuring), the AI weighs orders with it.
type Preview struct {
	AP     int                // what it costs
	Path   []geom.Vec         // a move's or charge's path
	Ranged *combat.RangedPlan // a shot's band, target number and modifiers
	Odds   *combat.Odds       // a shot's, attack's or charge's exact odds of wounding
	Err    error              // the refusal the order would meet, with its rule
	// Detail is what a rule module's kind of order adds to its preview
	// (the odds of every model a blast may come down on), for the module's
	// own facets to read; nil for none.
	Detail any
}

// Preview works out order o for side as if declared now. It checks the
// order as a one-step declaration against the table and the side's AP (an
// order it cannot afford keeps its odds, with the refusal); it does not
// ask whether the side may declare at this moment (frozen, done, its
// channel busy), so a player can weigh an order while waiting. Check asks
// that too.
func (r *Rules) Preview(t *Table, side int, o Order) Preview {
	st, err := r.step(t, side, o, map[*Unit]geom.Base{}, nil)
	if err == nil {
		err = smallStepOrder(nil, st)
	}
	if err != nil {
		return Preview{Err: err}
	}
	p := r.describe(t, st)
	if p.Err == nil && st.Cost > t.Sides[side].AP {
		p.Err = refuse("KG-AP-03", "it costs %d AP and the side has %d", st.Cost, t.Sides[side].AP)
	}
	return p
}

// PreviewLast works out the last of steps as if declared now, as one
// combo after the steps before it (a turn and then a shot): the
// refusal any step would meet, else the last step's plan and odds from
// where the earlier steps leave its unit, and AP the whole combo's cost.
// Like Preview, it does not ask whether the side may declare now.
func (r *Rules) PreviewLast(t *Table, side int, steps []Order) Preview {
	if len(steps) == 0 {
		return Preview{Err: refuse("KG-CMB-01", "an empty declaration")}
	}
	sts, total, err := r.checkSteps(t, side, steps)
	if err != nil {
		return Preview{Err: err}
	}
	p := r.describe(t, sts[len(sts)-1])
	p.AP = total
	if p.Err == nil && total > t.Sides[side].AP {
		p.Err = refuse("KG-AP-03", "it costs %d AP and the side has %d", total, t.Sides[side].AP)
	}
	return p
}

// describe is the preview of st, a step checked and accepted: its cost,
// path, a shot's plan and odds, what its kind adds.
func (r *Rules) describe(t *Table, st *Step) Preview {
	o := st.Order
	p := Preview{AP: st.Cost, Path: st.Plan.Path}
	defer t.stepping(t.stepping(st))
	switch o.Verb {
	case Shoot: // as planShot checked it, from where the unit stands
		plan := st.shot.plan
		p.Ranged = &plan
		if odds, err := combat.RangedOdds(st.shot.attack, t.Options.Combat); err == nil {
			p.Odds = &odds
		}
	case Attack:
		a := t.CloseCombatAttack(st.Unit, st.Target, o.Attack, false)
		if odds, err := combat.CCOdds(a, combat.Fixed{DefenceType: st.Target.DefenceType}, t.Options.Combat); err == nil {
			p.Odds = &odds
		}
	case Charge: // the attack it ends in, from where it makes contact, facing the target
		p.Odds = chargeOdds(t, st)
	default:
		if st.Kind.Preview != nil {
			st.Kind.Preview(t, st, &p)
		}
	}
	return p
}

// Reach is the reach map of u from where it stands: the AP a single move
// or run costs to each cell; with kinds, by those movement actions only
// (move.ReachBy).
func (t *Table) Reach(u *Unit, kinds ...move.Kind) *move.ReachMap {
	if len(kinds) == 0 {
		return move.Reach(t.Deck, t.Mover(u, u.Base), t.Others(u))
	}
	return move.ReachBy(t.Deck, t.Mover(u, u.Base), t.Others(u), kinds...)
}

// CloseCombatOdds is the exact distribution of wounds an attack by
// attacker on defender would deal as things stand, as if the two were in
// base contact (charged: at the end of a charge), against the defence
// class and type given.
func (t *Table) CloseCombatOdds(attacker, defender *Unit, attack combat.AttackType, charged bool, class combat.DefenceClass, ty combat.DefenceType) (combat.Odds, error) {
	a := t.CloseCombatAttack(attacker, defender, attack, charged)
	if err := a.Legal(); err != nil {
		return combat.Odds{}, err
	}
	a.Defence = class
	return combat.CCOdds(a, combat.Fixed{DefenceType: ty}, t.Options.Combat)
}

// LegalDefences lists the active defence types defender could use against
// that attack by attacker (KG-CCD-01..06).
func (t *Table) LegalDefences(attacker, defender *Unit, attack combat.AttackType) []combat.DefenceType {
	a := t.CloseCombatAttack(attacker, defender, attack, false)
	if a.Legal() != nil {
		return nil
	}
	return a.LegalDefences()
}

// chargeOdds are the exact odds of the attack a charge ends in, made from
// the end of its path facing the target, against the target's standing
// defence type; nil when there is no path or no odds.
func chargeOdds(t *Table, st *Step) *combat.Odds {
	if len(st.Plan.Path) == 0 {
		return nil
	}
	at := *st.Unit
	at.Base.Centre = st.Plan.Path[len(st.Plan.Path)-1]
	at.Base.Facing = at.Base.Centre.Bearing(st.Target.Base.Centre)
	a := t.CloseCombatAttack(&at, st.Target, st.Order.Attack, true)
	odds, err := combat.CCOdds(a, combat.Fixed{DefenceType: st.Target.DefenceType}, t.Options.Combat)
	if err != nil {
		return nil
	}
	return &odds
}
