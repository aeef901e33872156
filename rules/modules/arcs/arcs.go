// Package arcs is the fire-arcs rule module (XS-04; SW-ARC-01,
// SW-ARC-EX1, SW-SHOOT-02, SW-OVW-01, KG-RC-05): a weapon may have a fire
// arc of its own, narrower or wider than the 90° front arc, and a model
// with a heavy weapon pays to turn far. The target's vision arc, which
// decides the blind side (KG-RC-06), stays the front arc.
package arcs

import (
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Name is the module's short name, as scenarios and --modules write it.
const Name = "arcs"

// RuleID is the module's design in RULES-INVENTORY §7, cited by its
// refusals.
const RuleID = "XS-04"

// Rules are the module's order rules with data d (modules.yaml, arcs).
func Rules(d Data) orders.Module {
	return orders.Module{Name: Name, Shots: []orders.ShotRule{shotRule(d)}, Costs: []orders.CostRule{turnCost(d)}}
}

// Arc is the fire arc, in degrees, of weapon w under the data d; ok is
// false for a weapon with none of its own, which keeps the front arc of
// KG-RC-05 (90°, or 180° with the option wideArc).
func Arc(d Data, w *content.RangedWeapon) (deg float64, ok bool) {
	if w == nil {
		return 0, false
	}
	return d.Arc(w.ID)
}

// shotRule judges a shot's arc by the weapon's own (SW-SHOOT-02): the
// target's centre within half the arc either side of straight ahead
// (SW-ARC-01, SW-ARC-EX1), the edge counting as in (GAP-12). The weapon
// is the one fired: a thrown grenade's own, else the model's gun. A
// target outside the arc is refused for it, naming the arc and the weapon
// the shot fires (its plan's).
func shotRule(d Data) orders.ShotRule {
	return func(_ *orders.Table, u *orders.Unit, base geom.Base, target *orders.Unit, a *combat.RangedAttack) {
		w := a.Fired
		if w == nil {
			w = u.F.Ranged
		}
		deg, ok := Arc(d, w)
		if !ok {
			return
		}
		a.Arc = deg
		a.InArc = base.Sees(target.Base.Centre, geom.Degrees(deg/2))
		a.OutOfArc = outOfArc
	}
}

// outOfArc refuses attack a, its target outside the fire arc of the
// weapon fired (SW-SHOOT-02).
func outOfArc(a combat.RangedAttack, fired *content.RangedWeapon) error {
	return refusal.New(RuleID, "%s is outside the %g° fire arc of %s's %s", a.Target.ID, a.Arc, a.Shooter.ID, fired.Name)
}

// Heavy reports whether u carries a heavy weapon (the weapon's heavy tag):
// it pays to turn far (XS-04).
func Heavy(u *orders.Unit) bool {
	return u.F.Ranged != nil && u.F.Ranged.Has(content.TagHeavy)
}

// turnCost makes a model with a heavy weapon pay HeavyTurnAP for a free
// turn (a face order, KG-MOVE-05, or a 0-AP small step, KG-MOVE-07) that
// leaves it facing more than HeavyFreeTurn degrees away from where it
// faced as the step came, or from where it faced when the declaration
// was made, so a big turn split into small ones within a combo pays too.
// A move, run or charge pays its own AP and ends facing its way, turn
// included.
func turnCost(d Data) orders.CostRule {
	free := geom.Degrees(d.HeavyFreeTurn) + turnEpsilon
	return func(_ *orders.Table, st *orders.Step, cost int) int {
		if !Heavy(st.Unit) {
			return cost
		}
		to, ok := FacingAfter(st.Order, st.Plan.Path)
		if !ok {
			return cost
		}
		if math.Abs(geom.Turn(st.From.Facing, to)) > free || math.Abs(geom.Turn(st.Unit.Base.Facing, to)) > free {
			return cost + d.HeavyTurnAP
		}
		return cost
	}
}

// turnEpsilon lets a turn of exactly the free amount count as free,
// whatever rounding the angles went through.
const turnEpsilon = 1e-9

// FacingAfter is where a free turn leaves a model: a face order's angle,
// a small step's last leg along its path (the model arrives facing its
// way). ok is false for any other order, and for a small step that goes
// nowhere.
func FacingAfter(o orders.Order, path []geom.Vec) (float64, bool) {
	switch o.Verb {
	case orders.Rotate:
		return geom.Degrees(math.Mod(o.Angle, 360)), true
	case orders.SmallStep:
		if n := len(path); n > 1 && path[n-2] != path[n-1] {
			return path[n-2].Bearing(path[n-1]), true
		}
	}
	return 0, false
}
