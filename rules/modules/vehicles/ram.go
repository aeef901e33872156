package vehicles

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Ram is the module's order: "U ram T", a vehicle driving into enemy
// model T (XS-09, SW-VEH-11).
const Ram orders.Verb = "ram"

// ramExtraAP is what a ram costs on top of its drive's AP: as a charge's
// attack (KG-MOVE-09: 2 AP move + 1 AP attack).
const ramExtraAP = 1

func (m *module) ramKind() *orders.Kind {
	return &orders.Kind{Verb: Ram, Category: orders.Movement, Args: orders.TargetArgs, Target: true,
		Plan: m.planRam, Begin: m.beginRam, Resolve: m.resolveRam, Preview: m.previewRam}
}

// path plans u's drive from base into contact with target, as a move of
// up to its Speed (the vehicles module's check then holds it to its
// speed window).
func path(t *orders.Table, u *orders.Unit, base geom.Base, target *orders.Unit) (move.Plan, error) {
	to, err := t.ContactPoint(u, base, target)
	if err != nil {
		return move.Plan{}, err
	}
	return t.Mover(u, base).Plan(t.Deck, t.Others(u), move.Walk, to)
}

// planRam checks a ram from where the unit will stand: a vehicle, a path
// into contact with the target (its length then checked against the
// vehicle's speed window, checkMove), and costs the drive plus 1 AP.
func (m *module) planRam(t *orders.Table, st *orders.Step, at *geom.Base) error {
	if m.data.Of(st.Unit) == nil {
		return refusal.New(RuleID, "%s is no vehicle: only a vehicle rams (a model charges)", st.Unit.ID)
	}
	if st.Target.Objective {
		return refusal.New(RuleID, "%s is an objective: a vehicle rams models", st.Target.ID)
	}
	p, err := path(t, st.Unit, *at, st.Target)
	if err != nil {
		return err
	}
	st.Plan, st.Cost = p, p.AP+ramExtraAP
	at.Centre = p.Path[len(p.Path)-1]
	return nil
}

// beginRam plans the drive again from where the vehicle now stands.
func (m *module) beginRam(t *orders.Table, env orders.Env, st *orders.Step) error {
	u := st.Unit
	if st.Target == nil || !st.Target.Alive() {
		return env.Apply(orders.Sets(orders.Stopped{Combo: st.Combo, RuleID: "KG-CMB-02", Why: "the ram's target is gone", Interrupted: true}))
	}
	p, err := path(t, u, u.Base, st.Target)
	if err != nil {
		return env.Apply(orders.Sets(orders.Stopped{Combo: st.Combo, RuleID: refusal.RuleOf(err), Why: u.ID + " cannot ram: " + refusal.ReasonOf(err)}))
	}
	return env.Apply(orders.Sets(orders.Planned{Step: st, Plan: p}))
}

// ram describes st's ram by its unit having driven inches.
func (m *module) ram(st *orders.Step, inches int) Ramming {
	tg := st.Target
	return Ramming{Rammer: &st.Unit.F, Target: &tg.F, Speed: inches,
		Dodge: m.data.Of(tg) == nil && !tg.Objective && !tg.F.Prone && !tg.F.Inanimate}
}

// resolveRam ends the drive against the target and rolls the ram; the
// rammer takes half the wounds it inflicted (rounded down, not half its
// passes) on its hull (SW-VEH-11's ruling) and stops (moved).
func (m *module) resolveRam(t *orders.Table, env orders.Env, st *orders.Step) error {
	u, tg, p := st.Unit, st.Target, st.Plan
	by := t.Sides[u.Side]
	base := u.Base
	if len(p.Path) > 0 && !t.Overlaps(u, geom.Base{Centre: p.Path[len(p.Path)-1], Radius: u.Base.Radius}) {
		base.Centre = p.Path[len(p.Path)-1]
		if len(p.Path) > 1 {
			base.Facing = p.Path[len(p.Path)-2].Bearing(base.Centre)
		}
	}
	arrived := orders.Outcome{Sets: []orders.Set{&orders.Placed{Unit: u, Base: base}}, By: by,
		Events: []combat.Event{orders.Arrived{RuleID: RuleID, Unit: u.ID, X: base.Centre.X, Y: base.Centre.Y, Inches: p.Length}}}
	if err := env.Apply(arrived); err != nil {
		return err
	}
	if tg == nil || !tg.Alive() || !geom.InContact(u.Base, tg.Base) || !u.Alive() {
		return env.Apply(orders.Outcome{By: by, Events: []combat.Event{combat.Note{RuleID: RuleID, Text: u.ID + " does not reach its target: no ram"}}})
	}
	res, err := ResolveRam(m.ram(st, Inches(p.Length)), env.Dice(), t.Options.Combat)
	if err != nil {
		return err
	}
	out := orders.Of(res.Outcome)
	out.By = by
	if err := env.Apply(out); err != nil {
		return err
	}
	if res.Recoil <= 0 || !u.Alive() {
		return nil
	}
	hull := make([]string, res.Recoil)
	for i := range hull {
		hull[i] = Hull
	}
	return m.strike(t, env, u, hull, true, nil, nil)
}

// previewRam adds the ram's odds, as if it reached its target at the
// speed its path gives.
func (m *module) previewRam(t *orders.Table, st *orders.Step, p *orders.Preview) {
	if o, err := RamOdds(m.ram(st, Inches(st.Plan.Length)), t.Options.Combat); err == nil {
		p.Odds = &o
	}
}

// damagedWeapon halves the keep of a vehicle's weapon at half its wounds
// or fewer (XS-09); one destroyed cannot fire (its RangedBroken state).
func (m *module) damagedWeapon(t *orders.Table, u *orders.Unit, _ geom.Base, _ *orders.Unit, a *combat.RangedAttack) {
	s, ok := Of(m.data, t, u)
	if !ok || !Halved(s.Profile.Weapon, s.Left[Weapon]) || Destroyed(s.Profile.Weapon, s.Left[Weapon]) {
		return
	}
	w := a.Fired
	if w == nil {
		w = u.F.Ranged
	}
	if w == nil {
		return
	}
	half := *w
	half.Stats.Keep = max(w.Stats.Keep/2, 1)
	a.Fired = &half
}
