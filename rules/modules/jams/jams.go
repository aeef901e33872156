// Package jams is rule module XS-02, weapon jams: a weapon rated "Jam N"
// (module data) jams when a to-hit roll with it shows a natural 1 and a
// D6 then comes up N or under; the shot still resolves. A jammed weapon
// fires no shot, free or declared, and no point-blank shot, until its
// unit clears it with "U clear" (a Mind check, repeatable), which may
// share a combo with the unit's normal move but not with its shots,
// charges or close-combat attacks (SW-JAM-03). See docs/modules.md.
package jams

import (
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Name is the module's short name.
const Name = "jams"

// The states the module's events put a unit in.
const (
	JammedState  combat.State = "ranged weapon jammed"
	ClearedState combat.State = "jam cleared"
)

// Clear is the module's order: "U clear", the Clear jam order.
const Clear orders.Verb = "clear"

// Mark is the table mark of a unit whose weapon is jammed (1).
const Mark = "jammed"

// Rule is the module's rule ID, cited by its rolls, events and refusals.
const Rule = "XS-02"

// Rules are the module's order rules with data d: its ratings and its
// clearing order.
func Rules(d Data) orders.Module {
	m := &module{data: d}
	return orders.Module{Name: Name,
		Kinds:     []*orders.Kind{{Verb: Clear, Category: orders.Other, Args: orders.NoArgs, Plan: m.plan, Resolve: m.resolve}},
		Observers: []orders.Observer{m.observe},
		Shots:     []orders.ShotRule{bar},
		Checks:    []orders.CheckRule{check, clearing},
		Triggers:  []orders.Trigger{stopPointBlank},
	}
}

// Jammed reports whether u's weapon is jammed.
func Jammed(t *orders.Table, u *orders.Unit) bool { return t.Mark(u.ID, Mark) > 0 }

// jammedRefusal is the refusal of firing u's jammed weapon.
func jammedRefusal(u *orders.Unit) error {
	return refusal.New(Rule, "%s's %s is jammed: clear it first (clear, a Mind check)", u.ID, weaponName(u))
}

func weaponName(u *orders.Unit) string {
	if u.F.Ranged == nil {
		return "weapon"
	}
	return strings.ToLower(u.F.Ranged.Name)
}

// bar refuses every shot of a unit with a jammed weapon: a declared
// shot, a Waiting unit's reaction, a later shot of the combo that
// jammed it and a free shot alike (the shot's plan refuses it).
func bar(t *orders.Table, u *orders.Unit, _ geom.Base, _ *orders.Unit, a *combat.RangedAttack) {
	if Jammed(t, u) {
		a.Refusal = jammedRefusal(u)
	}
}

// pointBlank reports whether st fires its unit's gun in close combat
// (KG-CCA-09): an attack or a charge ending in a point-blank shot.
func pointBlank(st *orders.Step) bool {
	return (st.Order.Verb == orders.Attack || st.Order.Verb == orders.Charge) && st.Order.Attack == combat.PointBlank
}

// check refuses a point-blank shot with a jammed gun (shots are refused
// by their plan, bar).
func check(t *orders.Table, st *orders.Step) error {
	if pointBlank(st) && Jammed(t, st.Unit) {
		return jammedRefusal(st.Unit)
	}
	return nil
}

// clearing refuses a combo in which a unit both clears its jam and fires
// or fights (SW-JAM-03, the ruling of XS-02): a model clearing a jam may
// make a normal move but may not fire other weapons or fight in close
// combat. It is judged at whichever of the two comes second in the
// combo, so the order within the combo makes no difference.
func clearing(_ *orders.Table, st *orders.Step) error {
	clears, fights := st.Order.Verb == Clear, firesOrFights(st)
	if st.Combo == nil || !clears && !fights {
		return nil
	}
	for _, s := range st.Combo.Steps {
		if s.Unit == st.Unit && (clears && firesOrFights(s) || fights && s.Order.Verb == Clear) {
			return refusal.New(Rule, "%s clears its jam in this combo: a model clearing a jam may move, but not shoot, charge or fight in close combat (SW-JAM-03)", st.Unit.ID)
		}
	}
	return nil
}

// firesOrFights reports whether st fires a weapon or fights in close
// combat: a ranged step (a shot, a throw, a sweep), a charge or a
// close-combat attack.
func firesOrFights(st *orders.Step) bool {
	return st.Kind.Category == orders.Ranged || st.Order.Verb == orders.Charge || st.Order.Verb == orders.Attack
}

// stopPointBlank stops a combo at a point-blank shot whose gun jammed
// after it was declared (KG-CMB-02: a step the table no longer allows).
func stopPointBlank(t *orders.Table, env orders.Env, st *orders.Step, m orders.Moment) error {
	if m != orders.StepBegun || !pointBlank(st) || !Jammed(t, st.Unit) {
		return nil
	}
	return env.Apply(orders.Sets(orders.Stopped{Combo: st.Combo, RuleID: Rule, Why: refusal.ReasonOf(jammedRefusal(st.Unit))}))
}

// observe answers a ranged to-hit roll: with a jam-rated weapon, not
// jammed yet, a natural 1 among its dice calls for the jam die, and a
// D6 at or under the rating jams it (SW-JAM-02). The shot has resolved
// already (SW-JAM-03).
func (m *module) observe(t *orders.Table, env orders.Env, e combat.Event, by *orders.Side) error {
	r, ok := e.(combat.Roll)
	if !ok || r.Kind != combat.HitRoll || r.Arm != combat.Gun {
		return nil
	}
	u := t.Unit(r.By)
	if u == nil || u.F.Ranged == nil || u.F.RangedBroken || Jammed(t, u) {
		return nil
	}
	n := m.data.Rating(u.F.Ranged.ID)
	if n == 0 || !NaturalOne(r.Dice) {
		return nil
	}
	f, err := env.Dice().D6(fmt.Sprintf("%s jam die (%s)", u.ID, Rule))
	if err != nil {
		return err
	}
	jammed := f <= n
	out := orders.Events(combat.Roll{RuleID: Rule, Purpose: fmt.Sprintf("jam die, jams on %d or under", n), By: u.ID,
		Dice: []dice.Chain{{f}}, Kept: []int{0}, TN: 0, Success: jammed})
	out.By = by
	if jammed {
		out.Events = append(out.Events, combat.StateChanged{RuleID: Rule, Unit: u.ID, State: JammedState})
		out.Sets = orders.Sets(orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: Mark}, Value: 1}).Sets
	}
	return env.Apply(out)
}

// NaturalOne reports whether any die of a roll showed a natural 1.
func NaturalOne(chains []dice.Chain) bool {
	for _, c := range chains {
		if c.Natural() == 1 {
			return true
		}
	}
	return false
}

// plan checks a Clear jam order: the unit's weapon is jammed.
func (m *module) plan(t *orders.Table, st *orders.Step, _ *geom.Base) error {
	st.Cost = m.data.ClearAP
	switch {
	case !Jammed(t, st.Unit):
		return refusal.New(Rule, "%s has no jammed weapon to clear", st.Unit.ID)
	case st.Unit.F.Stats.Mind.IsX():
		return refusal.New("KG-STAT-02", "%s has Mind X and can never clear a jam", st.Unit.ID)
	}
	return nil
}

// resolve makes the clearing Mind check (RPG-JAM-01): passed, the jam is
// cleared; failed, it stays, and the unit may try again.
func (m *module) resolve(t *orders.Table, env orders.Env, st *orders.Step) error {
	u := st.Unit
	if !Jammed(t, u) {
		return nil // cleared already by an earlier step of the combo
	}
	res, err := dice.Attribute{Value: u.F.Stats.Mind.Dice(), TN: m.data.ClearTN, Mode: t.Options.Combat.Mode}.Roll(env.Dice(), u.ID+" clear jam (XS-02)")
	if err != nil {
		return err
	}
	passed := make([]bool, len(res.Chains))
	for i, c := range res.Chains {
		passed[i] = dice.Passes(c, m.data.ClearTN, t.Options.Combat.Mode)
	}
	var kept []int
	if res.Best >= 0 {
		kept = []int{res.Best}
	}
	out := orders.Events(combat.Roll{RuleID: Rule, Purpose: "clear jam: Mind check", Kind: combat.CheckRoll, By: u.ID, Dice: res.Chains, Passed: passed, Kept: kept,
		TN: m.data.ClearTN, Keep: 1, Success: res.Passed})
	out.By = t.Sides[u.Side]
	if res.Passed {
		out.Events = append(out.Events, combat.StateChanged{RuleID: Rule, Unit: u.ID, State: ClearedState, Good: true})
		out.Sets = orders.Sets(orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: Mark}}).Sets
	}
	return env.Apply(out)
}

// Chance is the chance that a shot of attacks attacks of dice to-hit dice
// each, with a weapon of Jam n, jams it (XS-02): each attack shows a
// natural 1 with 1 − (5/6)^dice, and the jam die then comes up n or
// under with n/6.
func Chance(dice, attacks, n int) float64 {
	if n <= 0 || dice <= 0 || attacks <= 0 {
		return 0
	}
	one := 1.0
	for range dice {
		one *= 5.0 / 6
	}
	per := (1 - one) * float64(min(n, 6)) / 6
	none := 1.0
	for range attacks {
		none *= 1 - per
	}
	return 1 - none
}
