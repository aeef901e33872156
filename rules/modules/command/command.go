// Package command is rule module XS-25, help and command abilities
// (RULES-INVENTORY §7; RPG-ACT-09's Help, GW-CMD-05..07's Go Forward!,
// Called Shot and Keep Your Head Down). A Squad Leader spends 1 AP on an
// order to one friendly model it sees ("L help F aim|down|forward"):
//
//   - aim, Called shot: +1 RC die on the friend's next shot;
//   - down, Keep your head down: shots at the friend are at +1 TN to hit
//     until its next order begins;
//   - forward, Go forward!: +2" on the friend's next move, run or charge.
//
// A help lasts until it is used, or until the next AP round begins. A
// friend holds each help once: the same help again is refused until the
// first is used. See docs/modules.md.
package command

import (
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Rule is the module's rule ID, cited by its events and refusals; Name
// its short name, as scenarios and flags name it.
const (
	Rule = "XS-25"
	Name = "command"
)

// Help is the module's order: "L help F WORD", a Squad Leader's help to
// friend F.
const Help orders.Verb = "help"

// The helps, as the order's word names them.
const (
	Aim     = "aim"     // Called shot (GW-CMD-06)
	Down    = "down"    // Keep your head down (GW-CMD-07)
	Forward = "forward" // Go forward! (GW-CMD-05)
)

// Words are the helps, in the order the key offers them.
var Words = []string{Aim, Down, Forward}

// Marks are the marks a help leaves on its friend, by its word, until it
// is used or the AP round ends.
var Marks = map[string]string{Aim: "command-aim", Down: "command-down", Forward: "command-forward"}

// Titles are the helps' names as a player reads them.
var Titles = map[string]string{Aim: "Called shot", Down: "Keep your head down", Forward: "Go forward!"}

// The states a help leaves, as the log tells them.
const (
	AimState     combat.State = "called shot"
	DownState    combat.State = "keeping its head down"
	ForwardState combat.State = "told to go forward"
)

// states are the helps' states by word.
var states = map[string]combat.State{Aim: AimState, Down: DownState, Forward: ForwardState}

// rules are the module's order rules with one content's data.
type rules struct {
	data Data
}

// Rules are the module's order rules with data d: the help order, what
// each help changes (a shot's dice, the TN of shots at a friend, a move's
// reach), the helps used up, and every help forgotten as an AP round
// begins.
func Rules(d Data) orders.Module {
	r := rules{data: d}
	return orders.Module{Name: Name,
		Kinds: []*orders.Kind{{Verb: Help, Category: orders.Other, Args: orders.TargetWordArgs, Friend: true, Words: Words,
			Plan: r.plan, Resolve: r.resolve}},
		Shots:     []orders.ShotRule{r.shot},
		Movers:    []orders.MoverRule{r.mover},
		Triggers:  []orders.Trigger{spend},
		Observers: []orders.Observer{aimed},
		Rounds:    []orders.RoundRule{forget},
	}
}

// Has reports whether unit id holds help word (its mark is set).
func Has(mark func(unit, name string) int, id, word string) bool { return mark(id, Marks[word]) != 0 }

// plan checks a help: given by a Squad Leader, to a friend that is not
// itself, that it sees, that does not hold the same help already (nor
// is given it by an earlier step of the combo).
func (r rules) plan(t *orders.Table, st *orders.Step, _ *geom.Base) error {
	st.Cost = r.data.HelpAP
	if err := check(t, st.Unit, st.Target, st.Order.Word); err != nil {
		return err
	}
	if st.Combo != nil {
		for _, s := range st.Combo.Steps {
			if s.Order.Verb == Help && s.Target == st.Target && s.Order.Word == st.Order.Word {
				return refusal.New(Rule, "%s is given %s earlier in this combo: the same help does not add up", st.Target.ID, Titles[st.Order.Word])
			}
		}
	}
	return nil
}

// check is why Squad Leader sl cannot give friend f the help of word now,
// nil when it can.
func check(t *orders.Table, sl, f *orders.Unit, word string) error {
	title := Titles[word]
	switch {
	case !slices.Contains(Words, word):
		return refusal.New(Rule, "%q is no help: a Squad Leader orders aim (Called shot), down (Keep your head down) or forward (Go forward!)", word)
	case !sl.F.SquadLeader:
		return refusal.New(Rule, "%s is not a Squad Leader: only a Squad Leader gives orders to a friend (%s)", sl.ID, title)
	case f == sl:
		return refusal.New(Rule, "%s cannot help itself: a Squad Leader's %s goes to a friend it sees", sl.ID, title)
	case !f.Alive():
		return refusal.New(Rule, "%s cannot act: %s goes to a friend that can", f.ID, title)
	case !t.Sees(sl, f):
		return refusal.New(Rule, "%s does not see %s: a Squad Leader helps a friend in its line of sight", sl.ID, f.ID)
	case t.Mark(f.ID, Marks[word]) != 0:
		return refusal.New(Rule, "%s already holds the Squad Leader's %s: the same help does not add up until it is used", f.ID, title)
	}
	return nil
}

// resolve gives the help, when the friend is still in sight and has not
// been given it since: the friend's mark, and its state told.
func (r rules) resolve(t *orders.Table, env orders.Env, st *orders.Step) error {
	sl, f, word := st.Unit, st.Target, st.Order.Word
	if !f.Present() {
		return nil // gone
	}
	if err := check(t, sl, f, word); err != nil {
		return err
	}
	out := orders.Outcome{By: t.Sides[sl.Side],
		Events: []combat.Event{combat.StateChanged{RuleID: Rule, Unit: f.ID, State: states[word], Good: true}},
		Sets:   []orders.Set{orders.Marked{Key: orders.MarkKey{Unit: f.ID, Mark: Marks[word]}, Value: 1}}}
	return env.Apply(out)
}

// shot adds a Called shot's dice to a shot by a friend that holds one,
// and Keep your head down's TN to a shot at a friend that holds it.
func (r rules) shot(t *orders.Table, u *orders.Unit, _ geom.Base, target *orders.Unit, a *combat.RangedAttack) {
	if pending(t, u, Aim, Shoots) {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: "Called shot", On: combat.OnDice, Value: r.data.AimDice})
	}
	if target != nil && t.Mark(target.ID, Marks[Down]) != 0 {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: "target keeps its head down", On: combat.OnTN, Value: r.data.DownTN})
	}
}

// mover adds Go forward!'s inches to the reach of a friend that holds it:
// its next move, run or charge, not a later one of the same combo.
func (r rules) mover(t *orders.Table, u *orders.Unit, mv *move.Mover) {
	if pending(t, u, Forward, Moves) {
		mv.Extra += r.data.ForwardInches
	}
}

// pending reports whether help word counts for u now: u holds it (its
// mark); or, while a combo of u's step is being checked, a step of the
// combo before gives it and no step of u's between uses it (counts says
// which steps use it), so "L help F forward; F move X Y" is checked with
// the help.
func pending(t *orders.Table, u *orders.Unit, word string, counts func(*orders.Step) bool) bool {
	given := t.Mark(u.ID, Marks[word]) != 0
	st := t.Current()
	if st == nil || st.Unit != u || st.Combo == nil || slices.Contains(st.Combo.Steps, st) {
		return given // not being declared: the marks say it all
	}
	for _, s := range st.Combo.Steps { // the steps before st
		if s.Order.Verb == Help && s.Target == u && s.Order.Word == word {
			given = true
		}
		if s.Unit == u && counts(s) {
			given = false
		}
	}
	return given
}

// Shoots reports whether step st is a shot of its unit's, as a Called
// shot counts one: a step of the ranged category.
func Shoots(st *orders.Step) bool { return st.Kind != nil && st.Kind.Category == orders.Ranged }

// Moves reports whether step st moves its unit as Go forward! counts a
// move: a move, a run or a charge.
func Moves(st *orders.Step) bool {
	v := st.Order.Verb
	return v == orders.Move || v == orders.Run || v == orders.Charge
}

// spend uses up helps as the friend acts: any order of its beginning
// ends Keep your head down; its move, run or charge carried out uses Go
// forward!.
func spend(t *orders.Table, env orders.Env, st *orders.Step, m orders.Moment) error {
	u := st.Unit
	var sets []orders.Set
	switch {
	case m == orders.StepBegun && t.Mark(u.ID, Marks[Down]) != 0:
		sets = append(sets, drop(u.ID, Down))
	case m == orders.StepResolved && Moves(st) && t.Mark(u.ID, Marks[Forward]) != 0:
		sets = append(sets, drop(u.ID, Forward))
	}
	if len(sets) == 0 {
		return nil
	}
	return env.Apply(orders.Sets(sets...))
}

// aimed uses up a Called shot when its friend's shot rolls to hit (a
// declared shot, a reaction from Waiting alike).
func aimed(t *orders.Table, env orders.Env, e combat.Event, _ *orders.Side) error {
	r, ok := e.(combat.Roll)
	if !ok || r.Kind != combat.HitRoll || r.Arm != combat.Gun || t.Mark(r.By, Marks[Aim]) == 0 {
		return nil
	}
	return env.Apply(orders.Sets(drop(r.By, Aim)))
}

// drop is the set that takes help word off unit id.
func drop(id, word string) orders.Set {
	return orders.Marked{Key: orders.MarkKey{Unit: id, Mark: Marks[word]}}
}

// forget takes every help not used off its friend as an AP round begins:
// a Squad Leader's orders are for the round they are given in.
func forget(t *orders.Table, env orders.Env, _ int) error {
	var sets []orders.Set
	for _, u := range t.Units {
		for _, w := range Words {
			if t.Mark(u.ID, Marks[w]) != 0 {
				sets = append(sets, drop(u.ID, w))
			}
		}
	}
	if len(sets) == 0 {
		return nil
	}
	return env.Apply(orders.Sets(sets...))
}

// describe is what help word gives, in words, with d's numbers.
func (d Data) describe(word string) string {
	switch word {
	case Aim:
		return fmt.Sprintf("+%d RC %s on its next shot", d.AimDice, plural(d.AimDice, "die", "dice"))
	case Down:
		return fmt.Sprintf("shots at it +%d TN to hit until its next order", d.DownTN)
	case Forward:
		return fmt.Sprintf("+%g\" on its next move, run or charge", d.ForwardInches)
	}
	return ""
}

// plural is one or many, by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
