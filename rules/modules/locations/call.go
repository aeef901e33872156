package locations

import (
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// ShotCalled reports a called shot about to be rolled (XS-24): its
// shooter, its target and the location it is called at (head, hull,
// engine, weapon, drive).
type ShotCalled struct {
	RuleID   string
	Unit     string
	Target   string
	Location string
}

// Rule names the rule of the called shot.
func (e ShotCalled) Rule() string { return e.RuleID }

// plan checks a called shot from where the unit will stand: a word that
// names a location of the target, a braced shooter for a head shot where
// stances are played, the aimed shot's own checks (a weapon, the target
// in arc and sight, the shooter not engaged, no jam), and no vehicle in
// base contact with a head shot's target.
func (m *module) plan(t *orders.Table, st *orders.Step, at *geom.Base) error {
	st.Cost = combat.Aimed.Cost()
	if err := m.callable(t, st.Unit, st.Target, st.Order.Word, bracing(st)); err != nil {
		return err
	}
	return m.aimable(t, m.attack(t, st.Unit, *at, st.Target, st.Order.Word), st.Order.Word)
}

// aimable is why called shot a at location word cannot be taken, nil
// when it can: the aimed shot's own refusals (Plan), and a head shot at
// a model in base contact with a vehicle (GAP-14: the shot may land on
// any model of the melee, and a vehicle has no head to strike). A shot
// into a melee otherwise lands as any shot does: a head shot on another
// model strikes its head, a shot called at a vehicle's location that
// lands on another model is a plain aimed hit on it.
func (m *module) aimable(t *orders.Table, a combat.RangedAttack, word string) error {
	if _, err := a.Plan(); err != nil {
		return err
	}
	if word != Head {
		return nil
	}
	for _, f := range a.Melee {
		if m.vehicle(t.Unit(f.ID)) {
			return refusal.New(CallRule, "%s stands in base contact with %s, a vehicle: the shot may land on it (GAP-14), and a vehicle has no head", a.Target.ID, f.ID)
		}
	}
	return nil
}

// bracing reports whether an earlier step of st's combo braces its unit
// (XS-06's brace order: "U brace & U call T head").
func bracing(st *orders.Step) bool {
	if st.Combo == nil {
		return false
	}
	for _, s := range st.Combo.Steps {
		if s != st && s.Unit == st.Unit && s.Order.Verb == Brace {
			return true
		}
	}
	return false
}

// callable is why u cannot call a shot at target's location word, nil
// when it can: a model on foot has a head to call, a vehicle its
// locations; an objective neither. Where the suppression module plays
// (XS-06), a head shot needs a braced stance (XC-STNC-05): u's stance
// mark, or an earlier step of its combo that braces it (bracing).
func (m *module) callable(t *orders.Table, u, target *orders.Unit, word string, bracing bool) error {
	switch {
	case !slices.Contains(Words, word):
		return refusal.New(CallRule, "%q is no location a shot can be called at (%s)", word, strings.Join(Words, ", "))
	case target.Objective:
		return refusal.New(CallRule, "%s is an objective: it has no head or location to call a shot at", target.ID)
	case m.vehicle(target) && word == Head:
		return refusal.New(CallRule, "%s is a vehicle: it has no head; call its hull, engine, weapon or drive (SW-VEH-07)", target.ID)
	case !m.vehicle(target) && word != Head:
		return refusal.New(CallRule, "%s is no vehicle: only its head can be called, not a %s (XC-STNC-05)", target.ID, word)
	case word == Head && t.Rules.Has(Suppression) && t.Mark(u.ID, StanceMark) != Braced && !bracing:
		return refusal.New(CallRule, "%s is not braced: with stances in play (XS-06) a head shot is taken from a braced stance (XC-STNC-05)", u.ID)
	}
	return nil
}

// attack is u's called shot, standing at base, at target's location word:
// an aimed shot as the table describes it (every shot rule applied), +2
// TN to hit, and for the head its wounds ×2 after the c cap (XS-10,
// XC-DMG-05; combat's WoundFactor, which the plan, the odds and the
// resolution all read).
func (m *module) attack(t *orders.Table, u *orders.Unit, base geom.Base, target *orders.Unit, word string) combat.RangedAttack {
	a := t.RangedShot(u, base, target, combat.Aimed)
	what := "called shot at the " + word
	if word == Head {
		what = "called head shot"
	}
	if m.data.CallTN != 0 {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: CallRule, What: what, On: combat.OnTN, Value: m.data.CallTN})
	}
	if word == Head {
		a.WoundFactor = max(a.WoundFactor, 1) * m.data.HeadFactor
	}
	return a
}

// preview adds the called shot's plan and exact odds, from where the unit
// will stand.
func (m *module) preview(t *orders.Table, st *orders.Step, p *orders.Preview) {
	a := m.attack(t, st.Unit, st.From, st.Target, st.Order.Word)
	plan, err := a.Plan()
	if err != nil {
		return
	}
	p.Ranged = &plan
	if odds, err := combat.RangedOdds(a, t.Options.Combat); err == nil {
		p.Odds = &odds
	}
}

// resolve calls the shot and fires it from where the unit now stands:
// the call told, then the aimed shot's rolls; at a vehicle, the vehicles
// module strikes the called location with each wound (its CalledMark,
// set for the shot and cleared after). A shot the table no longer allows
// is refused, and stops the combo.
func (m *module) resolve(t *orders.Table, env orders.Env, st *orders.Step) error {
	u, target, word := st.Unit, st.Target, st.Order.Word
	if !target.Present() {
		return env.Apply(orders.Sets(orders.Stopped{Combo: st.Combo, RuleID: "KG-CMB-02", Why: "the target is gone"}))
	}
	if err := m.callable(t, u, target, word, false); err != nil {
		return err
	}
	a := m.attack(t, u, u.Base, target, word)
	if err := m.aimable(t, a, word); err != nil {
		return err
	}
	called := orders.Events(ShotCalled{RuleID: CallRule, Unit: u.ID, Target: target.ID, Location: word})
	called.By = t.Sides[u.Side]
	if err := env.Apply(called); err != nil {
		return err
	}
	loc := slices.Index(vehicles.Locations, word)
	if !m.vehicle(target) || loc < 0 {
		return orders.Fire(t, env, u, target, a)
	}
	key := orders.MarkKey{Unit: target.ID, Mark: vehicles.CalledMark}
	if err := env.Apply(orders.Sets(orders.Marked{Key: key, Value: loc + 1})); err != nil {
		return err
	}
	err := orders.Fire(t, env, u, target, a)
	if cleared := env.Apply(orders.Sets(orders.Marked{Key: key})); err == nil {
		err = cleared
	}
	return err
}
