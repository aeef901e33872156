// Package blast is rule module XS-01, blast templates and scatter: a unit
// carrying frag grenades (army lists' "grenades", GAP-07) throws one at
// an enemy model or at a point of the deck with "U throw T" or "U throw X
// Y", and a unit armed with a blast weapon such as a grenade launcher
// fires it with "U launch T" or "U launch X Y"; it comes down under a
// round template, on target or scattered, and every model under it is
// touched (docs/modules.md). The rolls are combat.ResolveBlast's; this
// package is the orders, from the table.
package blast

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Throw is the module's order for a grenade: "U throw T" or "U throw X Y".
const Throw orders.Verb = "throw"

// Launch is the module's order for a blast weapon the unit carries as its
// ranged weapon, such as a grenade launcher: "U launch T" or "U launch
// X Y". Such a weapon is never fired with shoot (combat: XS-01).
const Launch orders.Verb = "launch"

// ThrowCost is a throw's AP, a standard shot's (GAP-09; docs/modules.md).
// A launch costs the same.
const ThrowCost = 2

// Thrown is the table mark counting the grenades a unit has thrown.
const Thrown = "grenades-thrown"

// Rules is the blast module's order rules, with the grenade and the
// scatter data of content c.
func Rules(c *content.Content) (orders.Module, error) {
	g, ok := c.Ranged(army.Grenade)
	if !ok || g.Template <= 0 {
		return orders.Module{}, fmt.Errorf("the content has no %s with a template (gear.yaml)", army.Grenade)
	}
	m := &module{grenade: g, data: c.Modules.Blast}
	throw, launch := &thrower{m, grenade}, &thrower{m, launcher}
	return orders.Module{Name: "blast", Kinds: []*orders.Kind{
		{Verb: Throw, Category: orders.Ranged, Args: orders.TargetOrPointArgs, Plan: throw.plan, Resolve: throw.resolve, Preview: throw.preview},
		{Verb: Launch, Category: orders.Ranged, Args: orders.TargetOrPointArgs, Plan: launch.plan, Resolve: launch.resolve, Preview: launch.preview},
	}}, nil
}

type module struct {
	grenade *content.RangedWeapon
	data    content.BlastData
}

// source is where a blast order's weapon comes from.
type source int

const (
	grenade  source = iota // a frag grenade from the unit's grenades (throw)
	launcher               // the unit's own ranged weapon, with a template (launch)
)

// thrower is one of the module's orders: the blast module and where the
// order's weapon comes from.
type thrower struct {
	*module
	from source
}

// weapon is the blast weapon u fires with this order, or a refusal: no
// grenade left, or no launcher.
func (m *thrower) weapon(t *orders.Table, u *orders.Unit) (*content.RangedWeapon, error) {
	if m.from == grenade {
		if Left(t, u) <= 0 {
			return nil, refusal.New("XS-01", "%s has no grenade left to throw", u.ID)
		}
		return m.grenade, nil
	}
	if w := u.F.Ranged; w != nil && w.Template > 0 && !u.F.RangedBroken {
		return w, nil
	}
	return nil, refusal.New("XS-01", "%s carries no working blast weapon to launch (a grenade is thrown)", u.ID)
}

// Left is how many grenades u has left to throw.
func Left(t *orders.Table, u *orders.Unit) int {
	if u.Model == nil {
		return 0
	}
	return u.Model.Grenades - t.Mark(u.ID, Thrown)
}

// plan checks a blast order from where the unit will stand: a grenade
// left or a launcher, and the shot's own checks (range, arc, sight, not
// engaged). A combo that throws more grenades than the unit has left is
// stopped at the throw with none left (resolve).
func (m *thrower) plan(t *orders.Table, st *orders.Step, at *geom.Base) error {
	st.Cost = ThrowCost
	b, err := m.blast(t, st, *at)
	if err != nil {
		return err
	}
	_, err = b.Plan()
	return err
}

// preview adds the blast's to-hit plan, the template where a hit puts it,
// at a model the target's odds, and the exact odds of every model the
// blast may come down on (XS-01).
func (m *thrower) preview(t *orders.Table, st *orders.Step, p *orders.Preview) {
	b, err := m.blast(t, st, st.Unit.Base)
	if err != nil {
		return
	}
	plan, err := b.Plan()
	if err != nil {
		return
	}
	p.Ranged = &plan
	p.Template = &geom.Base{Centre: geom.Vec{X: b.Aim.X, Y: b.Aim.Y}, Radius: b.Weapon.Template / 2}
	if odds, err := combat.BlastOddsOf(b, t.Options.Combat); err == nil {
		p.Blast = &odds
	}
	if b.Target != nil {
		if odds, err := combat.RangedOdds(b.Attack(), t.Options.Combat); err == nil {
			p.Odds = &odds
		}
	}
}

// resolve fires the blast from where the unit now stands.
func (m *thrower) resolve(t *orders.Table, env orders.Env, st *orders.Step) error {
	u := st.Unit
	b, err := m.blast(t, st, u.Base)
	if err != nil {
		return err
	}
	res, err := combat.ResolveBlast(b, env.Dice(), t.Options.Combat)
	if err != nil {
		return err
	}
	out := orders.Of(res.Outcome)
	out.By = t.Sides[u.Side]
	if m.from == grenade {
		out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: Thrown}, Value: t.Mark(u.ID, Thrown) + 1})
	}
	return env.Apply(out)
}

// blast describes st's blast by its unit standing at base, at its target
// model or point.
func (m *thrower) blast(t *orders.Table, st *orders.Step, base geom.Base) (combat.Blast, error) {
	u, o := st.Unit, st.Order
	w, err := m.weapon(t, u)
	if err != nil {
		return combat.Blast{}, err
	}
	var touched []combat.Touched // reused from landing to landing: the odds ask for hundreds
	b := combat.Blast{Thrower: &u.F, Weapon: w, From: combat.Point{X: base.Centre.X, Y: base.Centre.Y}, Scatter: m.data,
		Under: func(c combat.Point) ([]combat.Touched, bool) {
			var weak bool
			touched, weak = under(touched[:0], t, geom.Vec{X: c.X, Y: c.Y}, w.Template)
			return touched, weak
		}}
	if o.Point {
		p := geom.Vec{X: o.X, Y: o.Y}
		if _, on := t.Deck.CellAt(p); !on {
			return b, refusal.New("XS-01", "(%g, %g) is off the deck", o.X, o.Y)
		}
		b.Aim, b.Situation = combat.Point{X: p.X, Y: p.Y}, t.PointSituation(u, base, p)
		return b, nil
	}
	target := t.Find(o.Target, 1-u.Side)
	switch {
	case target == nil || !target.Alive():
		return b, refusal.New("KG-FACE-06", "no target %q on the table", o.Target)
	case target.Side == u.Side:
		return b, refusal.New("XS-01", "%s is on %s's own side: aim at a point to hit a spot near friends", target.ID, u.ID)
	}
	st.Target = target
	b.Target, b.Aim = &target.F, combat.Point{X: target.Base.Centre.X, Y: target.Base.Centre.Y}
	b.Situation = t.RangedAttack(u, base, target).Situation
	return b, nil
}

// Under is what a template of diameter inches centred at c touches: every
// model and objective on the table whose base is partly under it
// (SW-BLAST-02), with whether c is on its blind side, in table order; and
// whether c is in a (W) area. Walls do not shield a model from the blast
// (docs/modules.md).
func Under(t *orders.Table, c geom.Vec, diameter float64) ([]combat.Touched, bool) {
	return under(nil, t, c, diameter)
}

// under is Under appending to out.
func under(out []combat.Touched, t *orders.Table, c geom.Vec, diameter float64) ([]combat.Touched, bool) {
	centre := geom.Base{Centre: c}
	arc := geom.HalfArc(t.Options.WideArc)
	for _, u := range t.Units {
		if u.Alive() && geom.Touches(c, diameter/2, u.Base) {
			out = append(out, combat.Touched{F: &u.F, BlindSide: geom.BlindSide(centre, u.Base, arc)})
		}
	}
	cell, ok := t.Deck.CellAt(c)
	return out, ok && cell.Weak
}
