// Package priority is the target-priority rule module (XS-22;
// SW-SHOOT-04, SW-SHOOT-05): a shooter must take the closest enemy model
// of a size class it can shoot, unless the one it picks is easier to
// hit. Kry-Gothic lets a player choose any target in arc and sight
// (KG-RC-05), so the module is off by default.
package priority

import (
	"cmp"
	"errors"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Name is the module's short name, as scenarios and --modules write it.
const Name = "priority"

// RuleID is the module's design in RULES-INVENTORY §7, cited by its
// refusals.
const RuleID = "XS-22"

// Rules are the module's order rules with data d (modules.yaml,
// priority).
func Rules(d Data) orders.Module {
	return orders.Module{Name: Name, Checks: []orders.CheckRule{func(t *orders.Table, st *orders.Step) error {
		if st.Order.Verb != orders.Shoot || st.Target == nil {
			return nil
		}
		chosen, planned := st.ShotPlan() // checked already: the check rules come after the step's own
		if !planned {
			var err error
			if chosen, err = plan(t, st.Unit, st.From, st.Target, st.Order.Shot); err != nil {
				return nil // refused for its own reason
			}
		}
		if e, plan, ok := binding(t, d, st.Unit, st.From, st.Target, st.Order.Shot, chosen); ok {
			return &bound{err: refusal.New(RuleID, "%s must take the closest %s target it can shoot, %s (to hit %d+, keep %d), unless a farther one is easier to hit (SW-SHOOT-04/05)",
				st.Unit.ID, d.Size(e.Base.Radius), e.ID, plan.TN, plan.Keep), by: e.ID}
		}
		return nil
	}}}
}

// bound is the refusal of a shot at a target while a closer model binds
// the shooter to take it first: the refusal, and that model.
type bound struct {
	err *refusal.Error
	by  string
}

// Error is the refusal's: "XS-22: red.a must take …".
func (b *bound) Error() string { return b.err.Error() }

// Unwrap is the refusal itself, for its rule and reason.
func (b *bound) Unwrap() error { return b.err }

// BoundBy is the model a target-priority refusal binds the shooter to
// take first (for the client to mark it); ok is false for any other
// error. It finds the refusal of a declaration's step too (refusal.Again).
func BoundBy(err error) (id string, ok bool) {
	var b *bound
	if !errors.As(err, &b) {
		return "", false
	}
	return b.by, true
}

// binding finds the enemy model that binds u, standing at from, to shoot
// it rather than target with a shot of type shot, whose plan is chosen:
// the closest enemy model of target's size class (SW-SHOOT-04) nearer
// than target that u could shoot from there, is not in a melee with u's
// side, and that target is not easier to hit than (SW-SHOOT-05, Easier).
// It returns that model and u's plan against it; ok is false when none
// binds u, or target is an objective (a scenario's console is no model,
// and never binds). A nearer enemy outside u's fire arc from there binds
// nothing, and needs no plan (a plan asks for sight, the costly part).
func binding(t *orders.Table, d Data, u *orders.Unit, from geom.Base, target *orders.Unit, shot combat.Shot, chosen combat.RangedPlan) (*orders.Unit, combat.RangedPlan, bool) {
	if target.Objective {
		return nil, combat.RangedPlan{}, false
	}
	size, far := d.Size(target.Base.Radius), geom.Distance(from, target.Base)
	// The enemies nearer than the target, nearest first (ties in table
	// order): the first that binds is the closest, and the farther ones
	// need no plan (a plan asks for sight, the costly part).
	var nearer []closer
	for i, e := range t.Units {
		if e == target || !e.Alive() || e.Objective || e.Side < 0 || e.Side == u.Side || d.Size(e.Base.Radius) != size {
			continue
		}
		if near := geom.Distance(from, e.Base); near < far && t.InFireArc(u, from, e) {
			nearer = append(nearer, closer{e, near, i})
		}
	}
	slices.SortFunc(nearer, func(a, b closer) int { return cmp.Or(cmp.Compare(a.dist, b.dist), cmp.Compare(a.index, b.index)) })
	for _, c := range nearer {
		if inMelee(t, c.unit, u.Side) {
			continue
		}
		if p, err := plan(t, u, from, c.unit, shot); err == nil && !Easier(chosen, p) {
			return c.unit, p, true
		}
	}
	return nil, combat.RangedPlan{}, false
}

// closer is an enemy nearer than a shot's target: its distance from the
// shooter, and its place in the table.
type closer struct {
	unit  *orders.Unit
	dist  float64
	index int
}

// Easier reports whether a shot planned as a is easier to hit than one
// planned as b (SW-SHOOT-05): a lower to-hit TN, or the same TN with more
// dice or more hits kept.
func Easier(a, b combat.RangedPlan) bool {
	if a.TN != b.TN {
		return a.TN < b.TN
	}
	return a.Dice > b.Dice || a.Keep > b.Keep
}

// plan is u's shot of type shot at e from where it stands at from.
func plan(t *orders.Table, u *orders.Unit, from geom.Base, e *orders.Unit, shot combat.Shot) (combat.RangedPlan, error) {
	a := t.RangedAttack(u, from, e)
	a.Shot = shot
	return a.Plan()
}

// inMelee reports whether e is in base contact with a model of side: a
// shooter is never made to fire into its own side's melee (GAP-14,
// GAP-15: the shot may hit the friend).
func inMelee(t *orders.Table, e *orders.Unit, side int) bool {
	for _, f := range t.Units {
		if f.Side == side && f.Alive() && !f.Objective && geom.InContact(f.Base, e.Base) {
			return true
		}
	}
	return false
}
