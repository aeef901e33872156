// Package sweep is rule module XS-27's sweep: "U sweep T" (2 AP) fires an
// automatic weapon at T at +1 TN, and its kept hits are split between T
// and the other enemies within 2" of it that the shooter could shoot
// (XC-BURST-01, XC-SFIRE-03..04, GW-TRG-01..03, SW-MULTI-02). The order,
// from the table, is here (sweep.go); its rolls and their exact odds
// (fire.go), its data (data.go) and what it hands the game (module.go:
// its key, preview, shapes and AI) too. See docs/modules.md.
package sweep

import (
	"cmp"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Name is the module's short name.
const Name = "sweep"

// Sweep is the module's order: "U sweep T".
const Sweep orders.Verb = "sweep"

// Rule is the module's rule ID.
const Rule = "XS-27"

// Rules are the module's order rules with data d: the sweep order.
func Rules(d Data) orders.Module {
	m := &module{data: d}
	return orders.Module{Name: Name, Kinds: []*orders.Kind{{
		Verb: Sweep, Category: orders.Ranged, Args: orders.TargetArgs, Target: true, Plan: m.plan, Resolve: m.resolve, Preview: m.preview,
	}}}
}

// Detail is what a sweep adds to its preview (orders.Preview.Detail):
// the other models its hits would be split among, nearest the target
// first, each with its exact odds (the target's are the preview's Odds).
// A sweep at a lone model has none.
type Detail struct {
	Others []Other
}

// Other is one more model a sweep's hits would reach, and its odds.
type Other struct {
	Unit string
	Odds combat.Odds
}

// Spread are the other models the previewed sweep p would reach, with
// their odds; none for a sweep at a lone model, or another order.
func Spread(p orders.Preview) []Other {
	if d, ok := p.Detail.(Detail); ok {
		return d.Others
	}
	return nil
}

// plan checks a sweep from where the unit will stand: an automatic
// weapon, and the shot at the target as a standard shot's checks have it
// (arc, sight, not engaged, not jammed).
func (m *module) plan(t *orders.Table, st *orders.Step, at *geom.Base) error {
	st.Cost = m.data.AP
	s, err := m.sweep(t, st.Unit, *at, st.Target)
	if err != nil {
		return err
	}
	_, err = s.Attack.Plan()
	return err
}

// preview adds the sweep's to-hit plan, the target's odds and each other
// model's.
func (m *module) preview(t *orders.Table, st *orders.Step, p *orders.Preview) {
	s, err := m.sweep(t, st.Unit, st.Unit.Base, st.Target)
	if err != nil {
		return
	}
	plan, err := s.Attack.Plan()
	if err != nil {
		return
	}
	p.Ranged = &plan
	all, err := Odds(s, t.Options.Combat)
	if err != nil {
		return
	}
	p.Odds = &all[0]
	var d Detail
	for i, o := range s.Others {
		d.Others = append(d.Others, Other{Unit: o.Target.ID, Odds: all[i+1]})
	}
	if len(d.Others) > 0 {
		p.Detail = d
	}
}

// resolve sweeps from where the unit now stands.
func (m *module) resolve(t *orders.Table, env orders.Env, st *orders.Step) error {
	u, target := st.Unit, st.Target
	if !target.Alive() {
		return env.Apply(orders.Sets(orders.Stopped{Combo: st.Combo, RuleID: "KG-CMB-02", Why: "the target is gone"}))
	}
	s, err := m.sweep(t, u, u.Base, target)
	if err != nil {
		return err
	}
	res, err := Resolve(s, env.Dice(), t.Options.Combat)
	if err != nil {
		return err
	}
	out := orders.Of(res.Outcome)
	out.By = t.Sides[u.Side]
	out.Sets = append(out.Sets, t.ChainAfter(u, target, res.Hits[0] > 0, res.Plan.OutOfRange))
	for i, id := range res.Targets {
		if hit := t.Unit(id); res.Hits[i] > 0 && hit != nil {
			out.Sets = append(out.Sets, orders.WaitingSet{Unit: hit, On: false}) // hit by ranged fire (KG-WAIT-03)
		}
	}
	return env.Apply(out)
}

// sweep describes u's sweep, standing at base, at target: the shot at the
// target at the module's TN penalty, and the shots the other enemies
// within the radius of it would take, nearest first, those u could shoot
// from there (in arc and sight, in range, no friend of u in base contact
// with them).
func (m *module) sweep(t *orders.Table, u *orders.Unit, base geom.Base, target *orders.Unit) (Fire, error) {
	w := u.F.Ranged
	switch {
	case w == nil || u.F.RangedBroken:
		return Fire{}, refusal.New("KG-RC-02", "%s carries no working ranged weapon", u.ID)
	case !m.data.Automatic(w.ID):
		return Fire{}, refusal.New(Rule, "the %s is no automatic weapon: only %s may sweep (modules.yaml)", w.Name, m.weaponNames())
	case friendInContact(t, u, target):
		return Fire{}, refusal.New(Rule, "%s is in base contact with a friend of %s: a sweep would hit it", target.ID, u.ID)
	}
	a := t.RangedAttack(u, base, target)
	a.Melee = nil // a sweep rakes the whole group: no random pick among it (GAP-14 is for an aimed shot)
	a.Volley = 0  // one to-hit roll, whatever the weapon (a battery of linked guns too)
	if m.data.TNPenalty != 0 {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: "sweep", On: combat.OnTN, Value: m.data.TNPenalty})
	}
	s := Fire{Attack: a}
	type near struct {
		d float64
		u *orders.Unit
	}
	var others []near
	for _, o := range t.Units {
		if o == target || !o.Alive() || o.Objective || o.Side < 0 || o.Side == u.Side {
			continue
		}
		if d := geom.Distance(o.Base, target.Base); d <= m.data.Radius && !friendInContact(t, u, o) {
			others = append(others, near{d, o})
		}
	}
	slices.SortStableFunc(others, func(a, b near) int { return cmp.Compare(a.d, b.d) })
	for _, n := range others {
		oa := t.RangedAttack(u, base, n.u)
		oa.Melee = nil
		if p, err := oa.Plan(); err == nil && !p.OutOfRange {
			s.Others = append(s.Others, oa)
		}
	}
	return s, nil
}

// friendInContact reports whether a model of u's side other than u stands
// in base contact with o.
func friendInContact(t *orders.Table, u, o *orders.Unit) bool {
	for _, f := range t.Units {
		if f != u && f.Alive() && f.Side == u.Side && geom.InContact(f.Base, o.Base) {
			return true
		}
	}
	return false
}

// weaponNames lists the weapons that may sweep, by id.
func (m *module) weaponNames() string {
	if len(m.data.Weapons) == 0 {
		return "none"
	}
	return strings.Join(m.data.Weapons, ", ")
}
