// Package blast is rule module XS-01, blast templates and scatter: a unit
// carrying frag grenades (army lists' "grenades", GAP-07) throws one at
// an enemy model or at a point of the deck with "U throw T" or "U throw X
// Y", and a unit armed with a blast weapon such as a grenade launcher
// fires it with "U launch T" or "U launch X Y"; it comes down under a
// round template, on target or scattered, and every model under it is
// touched (docs/modules.md). The package holds the whole module: its
// data (data.go), its orders (here), its rolls and their exact odds
// (resolve.go, odds.go), its event (events.go), and what it hands the
// game through the facets (module.go, board.go, tell.go, ai.go). Other
// modules whose explosions are blasts (a vehicle's wreck) are built on
// it: they land their blasts with Land and tell them with Landed.
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

// Name is the module's short name.
const Name = "blast"

// Rule is the module's rule ID, cited by its rolls, events and refusals.
const Rule = "XS-01"

// Throw is the module's order for a grenade: "U throw T" or "U throw X Y".
const Throw orders.Verb = "throw"

// Launch is the module's order for a blast weapon the unit carries as its
// ranged weapon, such as a grenade launcher: "U launch T" or "U launch
// X Y". Such a weapon is never fired with shoot (neverShot).
const Launch orders.Verb = "launch"

// ThrowCost is a throw's AP, a standard shot's (GAP-09; docs/modules.md).
// A launch costs the same.
const ThrowCost = 2

// Thrown is the table mark counting the grenades a unit has thrown.
const Thrown = "grenades-thrown"

// Rules is the blast module's order rules, with the grenade of content c
// and the scatter data d; an error when c has no grenade to throw.
func Rules(c *content.Content, d Data) (orders.Module, error) {
	g, ok := c.Ranged(army.Grenade)
	if !ok || g.Template <= 0 {
		return orders.Module{}, fmt.Errorf("the content has no %s with a template (gear.yaml)", army.Grenade)
	}
	m := &rules{grenade: g, data: d}
	throw, launch := &thrower{m, grenade}, &thrower{m, launcher}
	return orders.Module{Name: Name, Kinds: []*orders.Kind{
		{Verb: Throw, Category: orders.Ranged, Args: orders.TargetOrPointArgs, Plan: throw.plan, Resolve: throw.resolve, Preview: throw.preview},
		{Verb: Launch, Category: orders.Ranged, Args: orders.TargetOrPointArgs, Plan: launch.plan, Resolve: launch.resolve, Preview: launch.preview},
	}, Shots: []orders.ShotRule{neverShot}}, nil
}

type rules struct {
	grenade *content.RangedWeapon
	data    Data
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
	*rules
	from source
}

// neverShot refuses a shot with a thrown weapon or a blast weapon
// carried as the unit's ranged weapon: a grenade is thrown (throw), a
// launcher's shells are launched (launch). The core refuses such a shot
// too, in its own words, when the module is not played.
func neverShot(_ *orders.Table, u *orders.Unit, _ geom.Base, _ *orders.Unit, a *combat.RangedAttack) {
	w := u.F.Ranged
	if a.Fired != nil || w == nil || u.F.RangedBroken {
		return
	}
	switch {
	case w.Has(content.TagThrown):
		a.Refusal = refusal.New(Rule, "%s is thrown: a grenade is thrown with the throw order of the blast module, not shot", w.Name)
	case w.Template > 0:
		a.Refusal = refusal.New(Rule, "the %s fires blast shells: it fires with the launch order of the blast module, not shot", w.Name)
	}
}

// weapon is the blast weapon u fires with this order, or a refusal: no
// grenade left, or no launcher.
func (m *thrower) weapon(t *orders.Table, u *orders.Unit) (*content.RangedWeapon, error) {
	if m.from == grenade {
		if Left(t, u) <= 0 {
			return nil, refusal.New(Rule, "%s has no grenade left to throw", u.ID)
		}
		return m.grenade, nil
	}
	if w := u.F.Ranged; w != nil && w.Template > 0 && !u.F.RangedBroken {
		return w, nil
	}
	return nil, refusal.New(Rule, "%s carries no working blast weapon to launch (a grenade is thrown)", u.ID)
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

// Detail is what a blast order adds to its preview (orders.Preview.Detail):
// where its template comes down on a hit, and the exact odds of every
// model it may come down on (XS-01).
type Detail struct {
	// Template is where a hit puts the template: its centre and radius.
	Template geom.Base
	// Odds are the blast's exact odds for every model it may come down
	// on, scatter and critical fail included; nil when they could not be
	// worked out.
	Odds *Odds
}

// DetailOf is the blast's part of preview p, nil for a preview of any
// other order (or a blast refused).
func DetailOf(p orders.Preview) *Detail {
	d, _ := p.Detail.(*Detail)
	return d
}

// preview adds the blast's to-hit plan, the template where a hit puts it
// and the exact odds of every model the blast may come down on (Detail),
// and at a model the target's odds (XS-01).
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
	d := &Detail{Template: geom.Base{Centre: geom.Vec{X: b.Aim.X, Y: b.Aim.Y}, Radius: b.Weapon.Template / 2}}
	if odds, err := OddsOf(b, t.Options.Combat); err == nil {
		d.Odds = &odds
	}
	p.Detail = d
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
	res, err := Resolve(b, env.Dice(), t.Options.Combat)
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
func (m *thrower) blast(t *orders.Table, st *orders.Step, base geom.Base) (Blast, error) {
	u, o := st.Unit, st.Order
	w, err := m.weapon(t, u)
	if err != nil {
		return Blast{}, err
	}
	var touched []Touched // reused from landing to landing: the odds ask for hundreds
	b := Blast{Thrower: &u.F, Weapon: w, From: Point{X: base.Centre.X, Y: base.Centre.Y}, Scatter: m.data,
		Under: func(c Point) ([]Touched, bool) {
			var weak bool
			touched, weak = under(touched[:0], t, geom.Vec{X: c.X, Y: c.Y}, w.Template)
			return touched, weak
		}}
	if o.Point {
		p := geom.Vec{X: o.X, Y: o.Y}
		if _, on := t.Deck.CellAt(p); !on {
			return b, refusal.New(Rule, "(%g, %g) is off the deck", o.X, o.Y)
		}
		b.Aim, b.Situation = Point{X: p.X, Y: p.Y}, t.PointSituation(u, base, p)
		return b, nil
	}
	target := t.Find(o.Target, 1-u.Side)
	switch {
	case target == nil || !target.Alive():
		return b, refusal.New("KG-FACE-06", "no target %q on the table", o.Target)
	case target.Side == u.Side:
		return b, refusal.New(Rule, "%s is on %s's own side: aim at a point to hit a spot near friends", target.ID, u.ID)
	}
	st.Target = target
	b.Target, b.Aim = &target.F, Point{X: target.Base.Centre.X, Y: target.Base.Centre.Y}
	b.Situation = t.RangedAttack(u, base, target).Situation
	return b, nil
}

// Under is what a template of diameter inches centred at c touches: every
// model and objective on the table whose base is partly under it
// (SW-BLAST-02), with whether c is on its blind side, in table order; and
// whether c is in a (W) area. Walls do not shield a model from the blast
// (docs/modules.md).
func Under(t *orders.Table, c geom.Vec, diameter float64) ([]Touched, bool) {
	return under(nil, t, c, diameter)
}

// under is Under appending to out.
func under(out []Touched, t *orders.Table, c geom.Vec, diameter float64) ([]Touched, bool) {
	centre := geom.Base{Centre: c}
	arc := geom.HalfArc(t.Options.WideArc)
	for _, u := range t.Units {
		if u.Alive() && geom.Touches(c, diameter/2, u.Base) {
			out = append(out, Touched{F: &u.F, BlindSide: geom.BlindSide(centre, u.Base, arc)})
		}
	}
	cell, ok := t.Deck.CellAt(c)
	return out, ok && cell.Weak
}
