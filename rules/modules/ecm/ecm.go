// Package ecm is rule module XS-07, ECM and communications (RULES-INVENTORY
// §7; GW-ECM-01..02, GW-FORCE-05, GW-CMD-08/10/11, SW-MISC-02, KG-AP-01,
// KG-CMB-06). Orders go out by radio (KG-AP-01, KG-CMB-06), and this
// module lets a side attack that channel:
//
//   - A model with a jammer ("jammer: true" in its army list, 30 points)
//     makes the enemy pay +1 AP for a declaration that orders at least one
//     unit within 20" of it; jammers do not stack (RULINGS, "XS-07 ECM").
//   - A Special or Elite model with an ECM suite ("ecm: true") makes an ECM
//     attack, "U ecm T" (2 AP), on an enemy within 20": a Mind contest
//     (both roll their Mind dice, the highest die wins, ties to the
//     defender, +1 to the defender for each other model of its side
//     between them). Won, it cancels the target's step in its side's
//     running combo (an interruption: the rest of the combo stops,
//     KG-CMB-02) or breaks its Waiting.
//
// See docs/modules.md.
package ecm

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Name is the module's short name, as scenarios and flags name it.
const Name = "ecm"

// Rule is the module's rule ID, cited by its costs, events and refusals.
const Rule = "XS-07"

// Attack is the module's order: "U ecm T", an ECM attack on T.
const Attack orders.Verb = "ecm"

// rules are the module's order rules with its data.
type rules struct {
	data Data
}

// Rules are the module's order rules with data d: the jammer's surcharge
// (a cost rule) and the ECM attack (a kind of order).
func Rules(d Data) orders.Module {
	r := &rules{data: d}
	return orders.Module{Name: Name,
		Kinds: []*orders.Kind{{Verb: Attack, Category: orders.Psychic, Args: orders.TargetArgs, Target: true,
			Plan: r.plan, Resolve: r.resolve, Preview: r.preview}},
		Costs: []orders.CostRule{r.cost},
	}
}

// Jammer is the army list field that gives a model a jammer; ECM the one
// that gives it an ECM suite. A model that carries one has true in
// army.Model.Traits under the field's name.
const (
	JammerField = "jammer"
	ECMField    = "ecm"
)

// Carries reports whether unit u's model carries the gear of field (a
// jammer, an ECM suite).
func Carries(u *orders.Unit, field string) bool {
	return u != nil && Has(u.Model, field)
}

// Working reports whether u's jammer works: it carries one and stands on
// the table (a Down model's jammer is silent, as the model does nothing).
func Working(u *orders.Unit) bool { return u.Side >= 0 && u.Alive() && Carries(u, JammerField) }

// Within reports whether base b stands within reach inches of base j,
// measured between the bases' closest points; "within N" includes N
// (RULINGS).
func Within(b, j geom.Base, reach float64) bool { return geom.Distance(b, j) <= reach+1e-9 }

// Jammed is the enemy jammer whose reach unit u of side stands in, on
// table t; nil for none. Jammers do not stack: one is all it takes.
func (r *rules) Jammed(t *orders.Table, u *orders.Unit) *orders.Unit {
	for _, j := range t.Units {
		if j.Side >= 0 && j.Side != u.Side && Working(j) && Within(u.Base, j.Base, r.data.JammerReach) {
			return j
		}
	}
	return nil
}

// cost is the jammer's surcharge (RULINGS "XS-07 ECM"): a declaration
// that orders at least one unit within reach of an enemy jammer pays
// JammerAP more, once, however many units and jammers. The AP go on its
// first step that costs AP and orders a unit in reach (so the order takes
// that much longer to shout); a step that costs nothing (a free turn) is
// no shouting to jam. Where a unit stands is where it stands as the
// order is given, before the combo's moves.
func (r *rules) cost(t *orders.Table, st *orders.Step, cost int) int {
	if cost == 0 || r.data.JammerAP == 0 || r.Jammed(t, st.Unit) == nil {
		return cost
	}
	if st.Combo != nil {
		for _, s := range st.Combo.Steps {
			if s != st && s.Cost > 0 && r.Jammed(t, s.Unit) != nil {
				return cost // paid already, on an earlier step
			}
		}
	}
	return cost + r.data.JammerAP
}

// Between counts the models of the target's side, other than the target,
// standing between the attacker and it: their bases cross the straight
// line between the two models' centres (GW-ECM-01's intervening ECM
// defence).
func Between(from, to geom.Base, others []geom.Base) int {
	n := 0
	for _, b := range others {
		if geom.SegmentDist(from.Centre, to.Centre, b.Centre) < b.Radius {
			n++
		}
	}
	return n
}

// screens are the bases of the models of tg's side that may stand
// between an attacker and tg: standing, on the table, not tg.
func screens(t *orders.Table, tg *orders.Unit) []geom.Base {
	var out []geom.Base
	for _, o := range t.Units {
		if o != tg && o.Side == tg.Side && o.Alive() {
			out = append(out, o.Base)
		}
	}
	return out
}

// plan checks an ECM attack by a model standing at at: it carries an
// ECM suite, is of a class that may use one, has a Mind to roll, and the
// target stands within reach.
func (r *rules) plan(t *orders.Table, st *orders.Step, at *geom.Base) error {
	st.Cost = r.data.AttackAP
	u, tg := st.Unit, st.Target
	switch {
	case !Carries(u, ECMField):
		return refusal.New(Rule, "%s carries no ECM suite: only a model with one (ecm: true) makes an ECM attack", u.ID)
	case !r.data.Uses(u.Model):
		return refusal.New(Rule, "%s is no %s: only they make ECM attacks", u.ID, r.data.classWords())
	case u.F.Stats.Mind.IsX() || u.F.Stats.Mind.Dice() == 0:
		return refusal.New("KG-STAT-02", "%s has no Mind to roll: it cannot make an ECM attack", u.ID)
	case !Within(*at, tg.Base, r.data.AttackReach):
		return refusal.New(Rule, "%s is %.1f\" away: an ECM attack reaches %g\"", tg.ID, geom.Distance(*at, tg.Base), r.data.AttackReach)
	}
	return nil
}

// Contest is what an ECM attack by u standing at from on tg rolls: the
// attacker's Mind dice, the defender's, and the defender's bonus.
type Contest struct {
	Attacker, Defender int // Mind dice each rolls
	Between            int // +1 to the defender for each model of its side between
}

// contest is the contest of an ECM attack from from on tg, on table t.
func contest(t *orders.Table, u *orders.Unit, from geom.Base, tg *orders.Unit) Contest {
	return Contest{Attacker: u.F.Stats.Mind.Dice(), Defender: tg.F.Stats.Mind.Dice(), Between: Between(from, tg.Base, screens(t, tg))}
}

// Chance is the exact chance the attacker wins the contest.
func (c Contest) Chance() float64 { return WinChance(c.Attacker, c.Defender, c.Between) }

// Effect is what a won ECM attack would do to its target now.
type Effect int

// The effects.
const (
	Nothing   Effect = iota // the target has no order running and is not Waiting
	Cancelled               // its step in its side's running combo is cancelled, and the combo stops
	Unwaited                // its Waiting is broken
)

// String says the effect in words.
func (e Effect) String() string {
	switch e {
	case Cancelled:
		return "cancels its order"
	case Unwaited:
		return "breaks its Waiting"
	}
	return "spoils nothing"
}

// Spoils is what a won ECM attack on tg landing at tick at would do, as
// the table stands now, and the combo it would stop: a step of tg's that
// resolves before the attack lands is over by then.
func Spoils(t *orders.Table, tg *orders.Unit, at int) (Effect, *orders.Combo) {
	if c := t.Sides[tg.Side].Combo; c != nil && !c.Reaction {
		for _, st := range c.Steps[c.Cur:] {
			if st.Unit == tg && st.End >= at {
				return Cancelled, c
			}
		}
	}
	if tg.Waiting {
		return Unwaited, nil
	}
	return Nothing, nil
}

// Preview is what an ECM attack's preview carries (orders.Preview.Detail):
// the contest, its chance, and what winning it would do now.
type Preview struct {
	Contest
	Chance float64
	Effect Effect
}

// preview adds the contest's exact odds to the order's preview, and what
// winning would do when the attack lands: declared now, or when the
// side's channel frees, it resolves after its AP are shouted.
func (r *rules) preview(t *orders.Table, st *orders.Step, p *orders.Preview) {
	c := contest(t, st.Unit, st.From, st.Target)
	lands := max(t.Tick, t.Sides[st.Unit.Side].ChannelFree) + st.Cost*t.Options.TicksPerAP
	e, _ := Spoils(t, st.Target, lands)
	p.Detail = Preview{Contest: c, Chance: c.Chance(), Effect: e}
}

// resolve makes the Mind contest: both roll their Mind dice, the highest
// die (6s re-rolled and added, KG-DICE-04) counts, the defender adding 1
// for each model of its side between; the attacker wins only by beating
// it (ties to the defender, XS-28). Won, the target's order is cancelled
// (an interruption by the attacker's side) or its Waiting broken.
func (r *rules) resolve(t *orders.Table, env orders.Env, st *orders.Step) error {
	u, tg := st.Unit, st.Target
	if !tg.Alive() {
		return nil
	}
	if !Within(u.Base, tg.Base, r.data.AttackReach) {
		return refusal.New(Rule, "%s is now %.1f\" away: an ECM attack reaches %g\"", tg.ID, geom.Distance(u.Base, tg.Base), r.data.AttackReach)
	}
	c := contest(t, u, u.Base, tg)
	att, err := dice.Score{Dice: c.Attacker, Keep: 1, Explode: true}.Roll(env.Dice(), u.ID+" ECM attack: Mind (XS-07)")
	if err != nil {
		return err
	}
	def, err := dice.Score{Dice: c.Defender, Keep: 1, Explode: true}.Roll(env.Dice(), tg.ID+" ECM defence: Mind (XS-07)")
	if err != nil {
		return err
	}
	won := att.Total > def.Total+c.Between
	e := ECMAttacked{RuleID: Rule, Unit: u.ID, Target: tg.ID, Dice: att.Chains, Against: def.Chains,
		Best: att.Total, Defence: def.Total, Between: c.Between, Won: won}
	effect, combo := Spoils(t, tg, t.Tick)
	if won {
		e.Effect = effect.String()
	}
	by := t.Sides[u.Side]
	if err := env.Apply(orders.Outcome{Events: []combat.Event{e}, By: by}); err != nil || !won {
		return err
	}
	switch effect {
	case Cancelled:
		return env.Apply(orders.Outcome{By: by, Sets: []orders.Set{orders.Stopped{Combo: combo, RuleID: Rule, Interrupted: true,
			Why: fmt.Sprintf("%s's ECM attack cut %s's orders", u.ID, tg.ID)}}})
	case Unwaited:
		return env.Apply(orders.Outcome{By: by, Sets: []orders.Set{orders.WaitingSet{Unit: tg, On: false}},
			Events: []combat.Event{combat.StateChanged{RuleID: Rule, Unit: tg.ID, State: WaitingBroken}}})
	}
	return nil
}

// WaitingBroken is the state of a Waiting model whose Waiting an ECM
// attack broke.
const WaitingBroken combat.State = "Waiting broken by an ECM attack"
