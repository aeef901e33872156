// Package ammo is rule module XS-03, ammunition and reload
// (RULES-INVENTORY §7; RPG-CART-02, RPG-RLD-01, RPG-ACT-06, XC-RLD-01..03,
// XC-RLD-EX1): a weapon with a magazine (module data: a rifle 5 rounds, an
// autocannon 3) fires one round an attack, a snap shot two, and an empty
// magazine fires nothing until its model reloads. "U reload" (1 AP)
// refills it: as an order of its own it always works (XC-RLD-01); as a
// step of a combo it is rushed, a Speed check at TN 4, and a failed one
// stops the combo (XC-RLD-02). See docs/modules.md.
package ammo

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Name is the module's short name, as scenarios and flags name it.
const Name = "ammo"

// Rule is the module's rule ID, cited by its events and refusals.
const Rule = "XS-03"

// Reload is the module's order: "U reload".
const Reload orders.Verb = "reload"

// Spent is the table mark of the rounds a unit has fired since its last
// reload.
const Spent = "ammo-spent"

// The states the module's events put a unit in.
const (
	Reloaded combat.State = "reloaded"
	Dry      combat.State = "out of ammunition"
)

// rules are the module's order rules with its data.
type rules struct{ data Data }

// Rules are the module's order rules with data d.
func Rules(d Data) orders.Module {
	r := &rules{data: d}
	return orders.Module{Name: Name,
		Kinds:     []*orders.Kind{{Verb: Reload, Category: orders.Other, Args: orders.NoArgs, Plan: r.plan, Resolve: r.resolve}},
		Shots:     []orders.ShotRule{r.bar},
		Observers: []orders.Observer{r.spend},
	}
}

// magazine is the rounds of u's ranged weapon's magazine, 0 for a weapon
// that never runs dry (or none).
func (r *rules) magazine(u *orders.Unit) int {
	if u.F.Ranged == nil {
		return 0
	}
	return r.data.Rounds(u.F.Ranged.ID)
}

// Left is how many rounds unit u's magazine of magazine rounds has left,
// by the table's marks.
func Left(mark func(name string) int, magazine int) int {
	return max(magazine-mark(Spent), 0)
}

// left is Left on the table t.
func (r *rules) left(t *orders.Table, u *orders.Unit) int {
	return Left(func(name string) int { return t.Mark(u.ID, name) }, r.magazine(u))
}

// Need is the rounds a shot of this kind fires: one an attack, so a
// snap shot two (KG-RC-07).
func Need(s combat.Shot) int {
	if s == combat.Snap {
		return 2
	}
	return 1
}

// bar refuses a shot the magazine has too few rounds left for: a declared
// shot, a Waiting unit's reaction and a free shot alike.
func (r *rules) bar(t *orders.Table, u *orders.Unit, _ geom.Base, _ *orders.Unit, a *combat.RangedAttack) {
	if r.magazine(u) == 0 || a.Fired != nil && a.Fired != u.F.Ranged {
		return
	}
	if left, need := r.left(t, u), Need(a.Shot); left < need {
		a.Refusal = refusal.New(Rule, "%s's %s has %d round(s) left and a %s fires %d: reload first (reload, %d AP)",
			u.ID, u.F.Ranged.Name, left, a.Shot, need, r.data.ReloadAP)
	}
}

// spend answers an attack's to-hit roll with a weapon that has a
// magazine: it fires one round; the last says the weapon is dry.
func (r *rules) spend(t *orders.Table, env orders.Env, e combat.Event, by *orders.Side) error {
	roll, ok := e.(combat.Roll)
	if !ok || roll.Kind != combat.HitRoll || roll.Arm == combat.Hand {
		return nil
	}
	u := t.Unit(roll.By)
	if u == nil || r.magazine(u) == 0 || roll.Weapon != u.F.Ranged.Name {
		return nil
	}
	spent := t.Mark(u.ID, Spent) + 1
	out := orders.Sets(orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: Spent}, Value: spent})
	if spent >= r.magazine(u) {
		out.Events = []combat.Event{combat.StateChanged{RuleID: Rule, Unit: u.ID, State: Dry}}
		out.By = by
	}
	return env.Apply(out)
}

// plan checks a reload: the unit's weapon has a magazine with rounds
// fired from it.
func (r *rules) plan(t *orders.Table, st *orders.Step, _ *geom.Base) error {
	st.Cost = r.data.ReloadAP
	u := st.Unit
	switch {
	case r.magazine(u) == 0:
		return refusal.New(Rule, "%s carries no weapon that reloads", u.ID)
	case t.Mark(u.ID, Spent) == 0 && !firesBefore(st):
		return refusal.New(Rule, "%s's %s is full", u.ID, u.F.Ranged.Name)
	}
	return nil
}

// firesBefore reports whether a step of st's combo before it fires its
// unit's weapon: the magazine will not be full when st comes.
func firesBefore(st *orders.Step) bool {
	if st.Combo == nil {
		return false
	}
	for _, s := range st.Combo.Steps {
		if s != st && s.Unit == st.Unit && s.Kind.Category == orders.Ranged {
			return true
		}
	}
	return false
}

// Rushed reports whether a reload step is rushed: one of several steps
// of its combo (XC-RLD-02), not an order of its own (XC-RLD-01).
func Rushed(st *orders.Step) bool { return st.Combo != nil && len(st.Combo.Steps) > 1 }

// resolve refills the magazine: at once when the reload is an order of
// its own; a rushed one after a Speed check, whose failure stops the
// combo, the magazine as it was.
func (r *rules) resolve(t *orders.Table, env orders.Env, st *orders.Step) error {
	u := st.Unit
	if t.Mark(u.ID, Spent) == 0 {
		return nil // full again already
	}
	var out orders.Outcome
	if Rushed(st) {
		check := combat.NewResolver(env.Dice(), t.Options.Combat)
		passed, err := check.Check(Rule, "rushed reload: Speed check", &u.F, u.F.Stats.Speed.Dice(), r.data.RushedTN, nil)
		if err != nil {
			return err
		}
		out.Events = check.Events()
		if !passed {
			out.Sets = []orders.Set{orders.Stopped{Combo: st.Combo, RuleID: Rule, Why: fmt.Sprintf("%s fumbled a rushed reload", u.ID)}}
			out.By = t.Sides[u.Side]
			return env.Apply(out)
		}
	}
	out.Events = append(out.Events, combat.StateChanged{RuleID: Rule, Unit: u.ID, State: Reloaded, Good: true})
	out.Sets = []orders.Set{orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: Spent}}}
	out.By = t.Sides[u.Side]
	return env.Apply(out)
}
