// Package psychic is Kry-Gothic's psychic discipline (GAP-22, KG-STAT-07,
// KG-DATA-17): a unit whose profile lists powers is a psychic, and each
// power is an order of the face-off's fourth class (KG-FACE-01: it
// resolves after movement, ranged and close combat). Every power costs
// AP and a casting test, Mind dice against the power's TN; a failed test
// does nothing and calls the backlash test, Willpower, whose fail costs
// the psychic a wound. The powers: warp (20" to a point in view), mind
// bolt, terror, veil, mend flesh and calm (docs/rules.md, "Psychic
// powers"). Its data is its section of modules.yaml (data.go), the
// powers each unit knows a field of its profile; the rolls are cast.go's,
// the orders psychic.go's, and what the rest of the game draws, tells and
// plays of it the module's facets (module.go, tell.go, brain.go).
package psychic

import (
	"fmt"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
	"github.com/krygothic/krygothic/rules/words"
)

// Name is the module's short name.
const Name = "psychic"

// The powers' orders: "U warp X Y", "U bolt T", "U terror T", and, at a
// model of the psychic's own side (itself included), "U veil F",
// "U mend F", "U calm F".
const (
	Warp   orders.Verb = "warp"   // teleport to a point in view (KG-DATA-17, GAP-22)
	Bolt   orders.Verb = "bolt"   // an enemy in view tests Willpower or takes a wound
	Terror orders.Verb = "terror" // an enemy in view tests Willpower or is pinned
	Veil   orders.Verb = "veil"   // a friend is harder to hit for the rest of the AP round
	Mend   orders.Verb = "mend"   // a friend heals a wound
	Calm   orders.Verb = "calm"   // a pinned friend is unpinned
)

// VeilMark is the table mark of a veiled model: the to-hit penalty of
// shots at it, until the AP round ends.
const VeilMark = "veiled"

// Verbs are the powers' orders, in the order the discipline lists them:
// every power the engine knows, each a power's id in the data.
var Verbs = []orders.Verb{Warp, Bolt, Terror, Veil, Mend, Calm}

// Warped: a psychic warped to a point (the warp power): it stands there
// now, Inches from where it was, and has not walked the way between.
type Warped struct {
	RuleID string
	Unit   string
	X, Y   float64
	Inches float64
}

// Rule names the psychic rule.
func (e Warped) Rule() string { return e.RuleID }

// PowerUsed: a psychic used a power (its casting test and effect follow
// as rolls and states). Target is the model it aimed at, "" for the
// warp; At is the point, for the warp.
type PowerUsed struct {
	RuleID string
	Unit   string
	Power  string // the power's id
	Name   string // as players read it
	Target string
}

// Rule names the psychic rule.
func (e PowerUsed) Rule() string { return e.RuleID }

// rules is the psychic discipline's order rules, with the powers of its
// data.
func (m *module) rules() orders.Module {
	d := m.data
	out := orders.Module{Name: Name, Shots: []orders.ShotRule{veiled}, Rounds: []orders.RoundRule{liftVeils}}
	for _, v := range Verbs {
		p, ok := d.Power(string(v))
		if !ok {
			continue // a mod's discipline without it: no such order
		}
		pw := &power{Power: p, backlashTN: d.BacklashTN, m: m}
		k := &orders.Kind{Verb: v, Category: orders.Psychic, Args: orders.TargetArgs, Plan: pw.plan, Resolve: pw.resolve, Preview: pw.preview}
		switch v {
		case Warp:
			k.Args = orders.TargetOrPointArgs // read as a point, "U warp X Y" (Order.Point): plan refuses a model
		case Bolt, Terror:
			k.Target = true
		}
		out.Kinds = append(out.Kinds, k)
	}
	return out
}

// power is one power's order.
type power struct {
	*Power
	backlashTN int
	m          *module // the powers each unit knows, and the discipline's to name them
}

// powersOf are the powers the unit profile of u lists, by id.
func (m *module) powersOf(u *orders.Unit) []string {
	if u == nil || u.Model == nil {
		return nil
	}
	return m.profile(u.Model.Unit)
}

// knows reports whether u may use the power of an id: its profile lists it.
func (m *module) knows(u *orders.Unit, id string) bool { return slices.Contains(m.powersOf(u), id) }

// psychic reports whether u is a psychic: its profile lists a power.
func (m *module) psychic(u *orders.Unit) bool { return len(m.powersOf(u)) > 0 }

// known are the powers' orders u knows, in the order the discipline
// lists them.
func (m *module) known(u *orders.Unit) []orders.Verb {
	var out []orders.Verb
	for _, v := range Verbs {
		if m.knows(u, string(v)) {
			out = append(out, v)
		}
	}
	return out
}

// plan checks a power from where the unit will stand: the unit knows it,
// and its target or point is one the power may reach.
func (p *power) plan(t *orders.Table, st *orders.Step, at *geom.Base) error {
	st.Cost = p.AP
	u := st.Unit
	if !p.m.knows(u, p.ID) {
		if !p.m.psychic(u) {
			return refusal.New(Rule, "%s is no psychic: only a unit whose profile lists powers uses them", u.ID)
		}
		return refusal.New(Rule, "%s does not know %s (it knows %s)", u.ID, p.Name, p.known(u))
	}
	if p.ID == string(Warp) {
		if !st.Order.Point {
			return refusal.New(Rule, "the warp goes to a point: %s warp X Y", u.ID)
		}
		to, err := p.landing(t, u, *at, geom.Vec{X: st.Order.X, Y: st.Order.Y})
		if err != nil {
			return err
		}
		at.Centre = to.Centre
		return nil
	}
	target, err := p.target(t, st)
	if err != nil {
		return err
	}
	return p.reaches(t, u, *at, target)
}

// known lists the powers u knows, by name.
func (p *power) known(u *orders.Unit) string {
	ids := p.m.powersOf(u)
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = id
		if q, ok := p.m.data.Power(id); ok {
			names[i] = q.Name
		}
	}
	return strings.Join(names, ", ")
}

// target is the model st aims the power at: the declared enemy, or the
// friend (itself included) that the order names.
func (p *power) target(t *orders.Table, st *orders.Step) (*orders.Unit, error) {
	if st.Target != nil {
		return st.Target, nil
	}
	if st.Order.Target == "" {
		return nil, refusal.New(Rule, "%s needs a model of %s's side to aim at (itself included)", p.Name, st.Unit.ID)
	}
	f := t.Find(st.Order.Target, st.Unit.Side)
	switch {
	case f == nil || !f.Alive():
		return nil, refusal.New(Rule, "no model %q of %s's side on the table", st.Order.Target, st.Unit.ID)
	case f.Side != st.Unit.Side:
		return nil, refusal.New(Rule, "%s aims at a model of the psychic's own side, not %s", p.Name, f.ID)
	}
	return f, nil
}

// reaches checks that the power, cast by u standing at base, reaches
// target: within its range, base to base, in clear view (no need of the
// front arc: a psychic senses all round; our ruling), and a target the
// power can touch.
func (p *power) reaches(t *orders.Table, u *orders.Unit, base geom.Base, target *orders.Unit) error {
	if target != u {
		s := t.RangedAttack(u, base, target).Situation
		switch {
		case s.Distance > p.Range:
			return refusal.New(Rule, "%s is %s\" away: %s reaches %g\"", target.ID, words.Past(s.Distance, p.Range), p.Name, p.Range)
		case !s.InView:
			return refusal.New(Rule, "%s cannot see %s: %s needs a clear view", u.ID, target.ID, p.Name)
		}
	}
	f := &target.F
	switch p.ID {
	case string(Bolt):
		if f.Inanimate {
			return refusal.New(Rule, "%s has no mind to strike", target.ID)
		}
	case string(Terror):
		if f.Inanimate {
			return refusal.New(Rule, "%s has no mind to frighten", target.ID)
		}
		return TerrorRefusal(f)
	case string(Veil):
		if t.Mark(target.ID, VeilMark) > 0 {
			return refusal.New(Rule, "%s is veiled already", target.ID)
		}
	case string(Mend):
		if f.Wounds == 0 {
			return refusal.New(Rule, "%s has no wound to mend", target.ID)
		}
	case string(Calm):
		if !f.Pin.Pinned() {
			return refusal.New(Rule, "%s is not pinned", target.ID)
		}
	}
	return nil
}

// landing is where u, standing at base, would warp to aiming at point
// to: within the warp's range, centre to centre, a point it can see,
// where its base fits on the deck clear of walls, closed doors and
// other models. A pinned psychic cannot warp (KG-PSY-01/02: it is pinned
// down; our ruling).
func (p *power) landing(t *orders.Table, u *orders.Unit, base geom.Base, to geom.Vec) (geom.Base, error) {
	b := base
	b.Centre = to
	switch d := base.Centre.Dist(to); {
	case u.F.Pin.Pinned():
		return b, refusal.New(Rule, "%s is pinned: a pinned psychic cannot warp", u.ID)
	case d > p.Range:
		return b, refusal.New(Rule, "%s is %s\" away, centre to centre: the warp reaches %g\"", point(to), words.Past(d, p.Range), p.Range)
	case !t.Deck.Fits(b) || len(t.Deck.ClosedDoorsUnder(b)) > 0:
		return b, refusal.New(Rule, "%s cannot stand at %s: a wall or a shut door is in the way", u.ID, point(to))
	case t.Overlaps(u, b):
		return b, refusal.New(Rule, "%s cannot stand at %s: another model is there", u.ID, point(to))
	case !t.PointSituation(u, base, to).InView:
		return b, refusal.New(Rule, "%s cannot see %s: the warp needs a point in view", u.ID, point(to))
	}
	return b, nil
}

func point(v geom.Vec) string { return fmt.Sprintf("(%g, %g)", v.X, v.Y) }

// casting is u's casting test of the power.
func (p *power) casting(u *orders.Unit) Casting {
	return Casting{Psychic: &u.F, Power: p.Name, TN: p.TN, BacklashTN: p.backlashTN}
}

// Odds are a psychic power's exact odds, its preview's Detail: its
// casting test passes (Cast); it fails and the backlash wounds the
// psychic (Backlash); it does what it aims at (Works: cast, and the
// target fails its Willpower test where the power calls for one).
type Odds struct {
	Name                  string
	Cast, Backlash, Works float64
}

// preview adds the power's exact odds (Odds, as the preview's Detail):
// the casting test, the backlash, and the chance it does what it aims at.
func (p *power) preview(t *orders.Table, st *orders.Step, pv *orders.Preview) {
	mode := t.Options.Combat.Mode
	c := OddsOfCasting(p.casting(st.Unit), mode)
	works := c.Cast
	if p.EffectTN > 0 {
		if target, err := p.target(t, st); err == nil {
			works *= 1 - CheckChance(target.F.Stats.Willpower.Dice(), p.EffectTN, mode)
		}
	}
	pv.Detail = &Odds{Name: p.Name, Cast: c.Cast, Backlash: c.Backlash, Works: works}
}

// resolve uses the power: the casting test, then, if it passes and the
// power still reaches, its effect.
func (p *power) resolve(t *orders.Table, env orders.Env, st *orders.Step) error {
	u := st.Unit
	var target *orders.Unit
	var to geom.Base
	var err error
	if p.ID == string(Warp) {
		to, err = p.landing(t, u, u.Base, geom.Vec{X: st.Order.X, Y: st.Order.Y})
	} else if target, err = p.target(t, st); err == nil {
		err = p.reaches(t, u, u.Base, target)
	}
	if err != nil {
		return env.Apply(orders.Sets(orders.Stopped{Combo: st.Combo, RuleID: "KG-CMB-02", Why: refusal.ReasonOf(err)}))
	}
	used := PowerUsed{RuleID: Rule, Unit: u.ID, Power: p.ID, Name: p.Name}
	if target != nil {
		used.Target = target.ID
	}
	if err := p.apply(t, env, u, orders.Events(used)); err != nil {
		return err
	}
	ok, out, err := Cast(p.casting(u), env.Dice(), t.Options.Combat)
	if err != nil {
		return err
	}
	if err := p.apply(t, env, u, orders.Of(out)); err != nil || !ok || !u.Alive() {
		return err
	}
	return p.effect(t, env, u, target, to)
}

// effect does what the cast power does.
func (p *power) effect(t *orders.Table, env orders.Env, u, target *orders.Unit, to geom.Base) error {
	var out combat.Outcome
	var err error
	switch p.ID {
	case string(Warp):
		o := orders.Sets(&orders.Placed{Unit: u, Base: to})
		o.Events = []combat.Event{Warped{RuleID: Rule, Unit: u.ID, X: to.Centre.X, Y: to.Centre.Y, Inches: u.Base.Centre.Dist(to.Centre)}}
		return p.apply(t, env, u, o)
	case string(Veil):
		o := orders.Sets(orders.Marked{Key: orders.MarkKey{Unit: target.ID, Mark: VeilMark}, Value: p.Value})
		o.Events = []combat.Event{combat.StateChanged{RuleID: Rule, Unit: target.ID, State: Veiled, Good: true}}
		return p.apply(t, env, u, o)
	case string(Bolt):
		out, err = MindBolt(&target.F, p.EffectTN, env.Dice(), t.Options.Combat)
	case string(Terror):
		out, err = Terrify(&target.F, p.EffectTN, env.Dice(), t.Options.Combat)
	case string(Mend):
		out, err = MendFlesh(&target.F)
	case string(Calm):
		out, err = LiftPin(&target.F)
	}
	if err != nil {
		return err
	}
	return p.apply(t, env, u, orders.Of(out))
}

// apply hands an outcome of u's power to the match, as u's side's action.
func (p *power) apply(t *orders.Table, env orders.Env, u *orders.Unit, o orders.Outcome) error {
	o.By = t.Sides[u.Side]
	return env.Apply(o)
}

// veiled makes shots at a veiled model harder: its veil's penalty on the
// to-hit TN.
func veiled(t *orders.Table, _ *orders.Unit, _ geom.Base, target *orders.Unit, a *combat.RangedAttack) {
	if target == nil {
		return
	}
	if v := t.Mark(target.ID, VeilMark); v > 0 {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: "veiled", On: "TN", Value: v})
	}
}

// liftVeils ends every veil as a new AP round starts.
func liftVeils(t *orders.Table, env orders.Env, _ int) error {
	var veiled []string
	for k := range t.Marks {
		if k.Mark == VeilMark {
			veiled = append(veiled, k.Unit)
		}
	}
	if len(veiled) == 0 {
		return nil
	}
	slices.Sort(veiled) // the map's order is random; the log's must not be
	var o orders.Outcome
	for _, id := range veiled {
		o.Sets = append(o.Sets, orders.Marked{Key: orders.MarkKey{Unit: id, Mark: VeilMark}, Value: 0})
		o.Events = append(o.Events, combat.StateChanged{RuleID: Rule, Unit: id, State: VeilLifted})
	}
	return env.Apply(o)
}
