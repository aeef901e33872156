// Package morale is rule module XS-15, morale and rout: when a side's
// losses first reach 25%, 50% and 75% of its starting points, every model
// of it on the table takes a break test (Willpower at TN 4; a fail pins
// it), and at 75% the side's leader's failed test routs the team, which
// withdraws and loses (docs/modules.md). This package watches the
// removals, picks who tests and rolls the test (ResolveBreakTest), and
// hands the game what the screen, the log and the AI make of it
// (module.go).
package morale

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/orders"
)

// Name is the module's short name, as scenarios and flags name it.
const Name = "morale"

// Rule is the module's rule ID, cited by its rolls, events and the
// withdrawal of a routed side.
const Rule = "XS-15"

// Crossed is the table mark, kept under a side's ID, counting the
// thresholds its losses have reached (0 to len(thresholds)).
const Crossed = "morale-thresholds-crossed"

// Rules are the morale module's order rules with data d: its thresholds
// and TN.
func Rules(d Data) orders.Module {
	m := &module{data: d}
	return orders.Module{Name: Name, Observers: []orders.Observer{m.observe}}
}

// Losses are the points of side's models removed so far and its starting
// points: every model of its army, those held back for an arrival too.
// Objectives count for neither.
func Losses(t *orders.Table, side int) (lost, start int) {
	for _, u := range t.Units {
		lost, start = tally(u, side, lost, start)
	}
	return lost, start
}

// LossesOf is Losses counted over units, as a match's view lists them.
func LossesOf(units []orders.Unit, side int) (lost, start int) {
	for i := range units {
		lost, start = tally(&units[i], side, lost, start)
	}
	return lost, start
}

// tally adds u to side's lost and starting points.
func tally(u *orders.Unit, side, lost, start int) (int, int) {
	if u.Side != side || u.Objective || u.Model == nil {
		return lost, start
	}
	if !u.F.Alive() {
		lost += u.Model.Cost
	}
	return lost, start + u.Model.Cost
}

// Reached is how many of the thresholds (percentages, rising) losses of
// lost out of start points reach.
func Reached(thresholds []int, lost, start int) int {
	n := 0
	for _, th := range thresholds {
		if start > 0 && lost*100 >= th*start {
			n++
		}
	}
	return n
}

// Next is the next threshold losses of lost out of start points have
// yet to reach, in percent, and the points lost that reach it; ok false
// when every one is reached. Losses never shrink, so the thresholds
// reached are the ones crossed.
func Next(data Data, lost, start int) (threshold, points int, ok bool) {
	n := Reached(data.Thresholds, lost, start)
	if n >= len(data.Thresholds) || start == 0 {
		return 0, 0, false
	}
	th := data.Thresholds[n]
	return th, (th*start + 99) / 100, true
}

// SideKey is the name the Crossed mark is kept under for side: its ID.
func SideKey(t *orders.Table, side int) string { return t.Sides[side].ID }

// Leader is the model of side whose test decides a rout (XS-15): its
// Squad Leader on the table with the best Willpower; with none left, the
// Elite with the best Willpower, else the model with the best Willpower
// (SW-BRK-03: a dead commander is replaced first). Ties go to the first
// in table order; nil when side has no model on the table.
func Leader(t *orders.Table, side int) *orders.Unit {
	var best *orders.Unit
	for _, u := range t.Units {
		best = better(u, best, side)
	}
	return best
}

// LeaderOf is Leader among units, as a match's view lists them.
func LeaderOf(units []orders.Unit, side int) *orders.Unit {
	var best *orders.Unit
	for i := range units {
		best = better(&units[i], best, side)
	}
	return best
}

// better is u when it is a model of side on the table that leads before
// best, else best.
func better(u, best *orders.Unit, side int) *orders.Unit {
	if u.Side != side || u.Objective || u.Model == nil || !u.Alive() {
		return best
	}
	if best == nil || rank(u) > rank(best) || rank(u) == rank(best) && u.F.Stats.Willpower.Dice() > best.F.Stats.Willpower.Dice() {
		return u
	}
	return best
}

// Threatened reports whether side's next break test would be the rout
// test: its losses of lost out of start points have reached the threshold
// before the rout threshold (or there is only the rout threshold), and
// not the rout threshold itself. Its leader is then worth keeping alive.
func Threatened(data Data, lost, start int) bool {
	th, _, ok := Next(data, lost, start)
	if !ok || th != data.RoutThreshold {
		return false
	}
	return Reached(data.Thresholds, lost, start) >= 1 || len(data.Thresholds) == 1
}

// rank orders the classes for the leader's test: Squad Leader, Elite,
// the rest.
func rank(u *orders.Unit) int {
	switch u.Model.Class.ID {
	case content.SquadLeader:
		return 2
	case content.Elite:
		return 1
	}
	return 0
}

// observe answers a model's removal: when it takes its side's losses to
// a threshold not reached before, the side takes one break test, for the
// highest threshold reached (docs/modules.md), and a failed rout test has
// it withdraw.
func (m *module) observe(t *orders.Table, env orders.Env, e combat.Event, by *orders.Side) error {
	w, ok := e.(combat.Wounded)
	if !ok || !w.Removed {
		return nil
	}
	u := t.Unit(w.Unit)
	if u == nil || u.Objective || u.Side < 0 || u.Model == nil {
		return nil
	}
	side := u.Side
	lost, start := Losses(t, side)
	reached, crossed := Reached(m.data.Thresholds, lost, start), t.Mark(SideKey(t, side), Crossed)
	if reached <= crossed {
		return nil
	}
	test := BreakTest{Side: t.Sides[side].ID, Lost: lost, Start: start, Threshold: m.data.Thresholds[reached-1], TN: m.data.WillpowerTN}
	for _, o := range t.Units {
		if o.Side == side && !o.Objective && o.Alive() {
			test.Models = append(test.Models, &o.F)
		}
	}
	mark := orders.Marked{Key: orders.MarkKey{Unit: SideKey(t, side), Mark: Crossed}, Value: reached}
	if len(test.Models) == 0 {
		return env.Apply(orders.Sets(mark)) // nobody left to test: the match is over
	}
	if test.Threshold == m.data.RoutThreshold {
		if l := Leader(t, side); l != nil {
			test.Leader = &l.F
		}
	}
	res, err := ResolveBreakTest(test, env.Dice(), t.Options.Combat)
	if err != nil {
		return err
	}
	out := orders.Of(res.Outcome)
	out.By = by
	out.Sets = append(out.Sets, mark)
	if err := env.Apply(out); err != nil || !res.Routed {
		return err
	}
	name := t.Sides[side].Name
	if name == "" {
		name = t.Sides[side].ID
	}
	why := fmt.Sprintf("%s routs: its leader failed the rout test at %d%% losses, and the team withdraws", name, test.Threshold)
	return env.Apply(orders.Sets(orders.Withdrawn{Side: side, RuleID: Rule, Why: why}))
}
