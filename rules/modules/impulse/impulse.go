// Package impulse is rule module XS-13, impulse mode: the turn-based
// fallback of the real-time AP clock. The sides take impulses in turn,
// each declaring one order or combo in its impulse, or passing it; the
// side with more AP after the roll takes the first impulse of each AP
// round (ties: the higher Tactics Rating, then a D6 roll-off). Out of its
// impulse a side only reacts with Waiting units (and overwatch) and faces
// off between the repeats of the other side's combo (KG-CMB-05); a
// reaction does not use up its next impulse. Both sides passing in turn
// ends the round as "done" does; AP and rounds are as ever. The match
// waits for the side whose impulse it is while nothing is in play: a
// person has all the time they want. See docs/modules.md.
package impulse

import (
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Name is the module's short name.
const Name = "impulse"

// Rule is the module's rule ID, cited by its events and refusals.
const Rule = "XS-13"

// Pass is the module's order: "U pass", the side passes its impulse
// (given to any one of its models, 0 AP).
const Pass orders.Verb = "pass"

// The marks the module keeps, each under a side's ID (Table.Mark).
const (
	// Holds: the side holds the impulse (1), the one whose impulse it is
	// or whose impulse is being carried out.
	Holds = "impulse"
	// Used: the side's impulse has been declared; the next comes once
	// what it declared is carried out.
	Used = "impulse used"
	// Passed: the side's last impulse was a pass.
	Passed = "impulse passed"
	// Early: the side faced off between the repeats of the other side's
	// combo: that was its next impulse, taken early.
	Early = "impulse early"
)

// Rules are the module's order rules with data d.
func Rules(d Data) orders.Module {
	m := &rules{data: d}
	return orders.Module{Name: Name,
		Kinds:     []*orders.Kind{{Verb: Pass, Category: orders.Other, Args: orders.NoArgs, Plan: plan, Resolve: func(*orders.Table, orders.Env, *orders.Step) error { return nil }}},
		Gates:     []orders.GateRule{m.gate},
		Checks:    []orders.CheckRule{alone},
		Observers: []orders.Observer{m.observe},
		Rounds:    []orders.RoundRule{first},
		Turns:     []orders.TurnRule{m.turn},
	}
}

// rules are the module's order rules as they play with its data.
type rules struct {
	data Data
}

// FirstImpulse: the side takes the first impulse of the AP round (XS-13),
// and why: more AP, a higher Tactics Rating, or a D6 roll-off (Dice: each
// roll-off's two dice, in side order).
type FirstImpulse struct {
	RuleID string
	Side   string
	Round  int
	Why    string
	Dice   []int
}

// Rule names the rule that gives the impulse.
func (e FirstImpulse) Rule() string { return e.RuleID }

// BothPassed: both sides passed their impulses in turn, or a side passed
// with the other unable to take one: the round ends for them as "done"
// does (XS-13, KG-AP-04).
type BothPassed struct {
	RuleID string
	Sides  []string // the sides whose round it ends
}

// Rule names the rule that ends the round.
func (e BothPassed) Rule() string { return e.RuleID }

// mark is the mark name of side.
func mark(t *orders.Table, side int, name string) int { return t.Mark(t.Sides[side].ID, name) }

// set is the Set that makes side's mark name v.
func set(t *orders.Table, side int, name string, v int) orders.Set {
	return orders.Marked{Key: orders.MarkKey{Unit: t.Sides[side].ID, Mark: name}, Value: v}
}

// holder is the side that holds the impulse, −1 before any round.
func holder(t *orders.Table) int {
	for i := range t.Sides {
		if mark(t, i, Holds) > 0 {
			return i
		}
	}
	return -1
}

// can reports whether side may take impulses at all this round: not done,
// not frozen, AP left.
func can(s *orders.Side) bool { return !s.Done && !s.Frozen && s.AP > 0 }

// inPlay reports whether a declaration is being carried out (a Waiting
// unit's reaction borrows its side's slot only for an instant).
func inPlay(t *orders.Table) bool {
	return t.Sides[0].Combo != nil || t.Sides[1].Combo != nil
}

// Whose is whose impulse it is now (orders.Turn): the holder's, until it
// declares; then, once what it declared is carried out, the other
// side's (the holder's again when the other took its impulse early, by a
// face-off between repeats); a side that can take no impulse (done,
// frozen, spent) leaves them all to the other. ok is false before the
// first round and when neither side can take one.
func Whose(t *orders.Table) (orders.Turn, bool) {
	h := holder(t)
	if h < 0 {
		return orders.Turn{}, false
	}
	turn := orders.Turn{Side: h, Ready: true, RuleID: Rule, Word: "impulse", Pass: Pass}
	if mark(t, h, Used) > 0 {
		turn.Side, turn.Ready = 1-h, !inPlay(t)
		if mark(t, 1-h, Early) > 0 {
			turn.Side = h
		}
	}
	if !can(t.Sides[turn.Side]) {
		if !can(t.Sides[1-turn.Side]) {
			return orders.Turn{}, false
		}
		turn.Side = 1 - turn.Side
	}
	turn.Waits = turn.Ready && !inPlay(t) && t.Sides[turn.Side].ChannelFree <= t.Tick
	return turn, true
}

// turn is Whose, with what the other side may still do out of turn.
func (r *rules) turn(t *orders.Table) (orders.Turn, bool) {
	turn, ok := Whose(t)
	if !ok {
		return turn, false
	}
	turn.Interrupts = "Waiting models react to a combo; overwatch fires"
	if r.data.RepeatInterrupts {
		turn.Interrupts += "; a face-off between a combo's repeats"
	}
	return turn, true
}

// Between reports whether side may face off now between the repeats of
// the other side's combo (KG-CMB-05): its step playing now repeats the
// unit's action and began within the face-off window, as the core's
// face-off reads it.
func Between(t *orders.Table, side int) bool {
	o := t.Sides[1-side].Combo
	if o == nil || o.Reaction || o.Cur >= len(o.Steps) {
		return false
	}
	b := o.Steps[o.Cur]
	return b.Repeated && b.Started && t.Tick-b.Start <= t.Options.Window
}

// gate refuses a side's paid declaration out of its impulse (XS-13,
// SW-SEQ-01), but a face-off between the other side's repeats, and an
// impulse's combo longer than the data allows (RPG-TURN-04).
func (r *rules) gate(t *orders.Table, side int, steps []orders.Order) error {
	turn, ok := Whose(t)
	if !ok {
		return nil
	}
	if side == turn.Side && turn.Ready {
		if r.data.MaxSteps > 0 && len(steps) > r.data.MaxSteps {
			return refusal.New(Rule, "an impulse is one order or a combo of at most %d steps; this one has %d", r.data.MaxSteps, len(steps))
		}
		return nil
	}
	if r.data.RepeatInterrupts && Between(t, side) {
		return nil // a face-off between repeats (KG-CMB-05)
	}
	name := SideName(t.Sides[turn.Side])
	if side == turn.Side {
		return refusal.New(Rule, "the %s's impulse comes once the order in play is carried out", name)
	}
	return refusal.New(Rule, "it is the %s's impulse: out of turn a side only reacts with Waiting models or faces off between repeats", name)
}

// SideName is a side's name, its ID when it has none.
func SideName(s *orders.Side) string {
	if s.Name != "" {
		return s.Name
	}
	return s.ID
}

// alone refuses a pass in a combo: a pass is an impulse's one order.
func alone(_ *orders.Table, st *orders.Step) error {
	if st.Order.Verb == Pass && st.Combo != nil {
		return refusal.New(Rule, "a pass is given alone: it gives up the impulse")
	}
	return nil
}

// plan: a pass costs nothing and takes no time.
func plan(_ *orders.Table, st *orders.Step, _ *geom.Base) error {
	st.Cost = 0
	return nil
}

// first gives the first impulse of AP round n (the ruling of XS-13): the
// side with more AP after the roll, on a tie the higher Tactics Rating,
// then a D6 roll-off (rolled again while tied).
func first(t *orders.Table, env orders.Env, n int) error {
	a, b := t.Sides[0], t.Sides[1]
	e := FirstImpulse{RuleID: Rule, Round: n}
	win := 0
	switch {
	case a.AP != b.AP:
		win = map[bool]int{true: 0, false: 1}[a.AP > b.AP]
		e.Why = fmt.Sprintf("more AP: %d to %d", max(a.AP, b.AP), min(a.AP, b.AP))
	case a.Tactics != b.Tactics:
		win = map[bool]int{true: 0, false: 1}[a.Tactics > b.Tactics]
		e.Why = fmt.Sprintf("AP level at %d; the higher Tactics Rating: %d to %d", a.AP, max(a.Tactics, b.Tactics), min(a.Tactics, b.Tactics))
	default:
		for {
			fa, err := env.Dice().D6(fmt.Sprintf("%s first impulse roll-off (%s)", a.ID, Rule))
			if err != nil {
				return err
			}
			fb, err := env.Dice().D6(fmt.Sprintf("%s first impulse roll-off (%s)", b.ID, Rule))
			if err != nil {
				return err
			}
			e.Dice = append(e.Dice, fa, fb)
			if fa != fb {
				win = map[bool]int{true: 0, false: 1}[fa > fb]
				break
			}
		}
		e.Why = fmt.Sprintf("AP and Tactics Rating level: a D6 roll-off, %s", RollOff(e.Dice))
	}
	e.Side = t.Sides[win].ID
	sets := []orders.Set{set(t, win, Holds, 1), set(t, 1-win, Holds, 0)}
	for i := range t.Sides {
		sets = append(sets, set(t, i, Used, 0), set(t, i, Passed, 0), set(t, i, Early, 0))
	}
	return env.Apply(orders.Outcome{Sets: sets, Events: []combat.Event{e}})
}

// RollOff writes a roll-off's dice, two a roll-off in side order, as
// "4 to 4, then 5 to 2" (the bid module's roll-offs too).
func RollOff(dice []int) string {
	var parts []string
	for i := 0; i+1 < len(dice); i += 2 {
		parts = append(parts, fmt.Sprintf("%d to %d", dice[i], dice[i+1]))
	}
	return strings.Join(parts, ", then ")
}

// Passes reports whether a declaration, as the log writes its steps, is
// a pass.
func Passes(steps []string) bool {
	if len(steps) != 1 {
		return false
	}
	f := strings.Fields(steps[0])
	return len(f) == 2 && f[1] == string(Pass)
}

// observe answers a side's paid declaration (not a reaction, a cancel,
// done or a standing order, which take no impulse): in its impulse, the
// impulse is used, and handed on once what it declared is carried out; a
// pass after the other side's pass (or with the other side unable to
// take an impulse) ends the round for both as "done" does. A face-off
// between the other side's repeats takes the side's next impulse early.
func (r *rules) observe(t *orders.Table, env orders.Env, e combat.Event, _ *orders.Side) error {
	d, ok := e.(orders.Declared)
	if !ok || d.StepAP == nil || d.Reaction || d.Cancel {
		return nil
	}
	s := t.SideOf(d.Side)
	h := holder(t)
	if s == nil || h < 0 {
		return nil
	}
	side := s.Index
	if h == 1-side && mark(t, h, Used) > 0 && t.Sides[h].Combo != nil {
		// Out of turn: a face-off between the holder's repeats.
		return env.Apply(orders.Sets(set(t, side, Early, 1), set(t, side, Passed, 0)))
	}
	pass := Passes(d.Steps)
	sets := []orders.Set{set(t, side, Holds, 1), set(t, 1-side, Holds, 0), set(t, side, Used, 1), set(t, 1-side, Early, 0),
		set(t, side, Passed, map[bool]int{true: 1, false: 0}[pass])}
	out := orders.Outcome{Sets: sets}
	if pass {
		other := t.Sides[1-side]
		switch {
		case mark(t, 1-side, Passed) > 0 && can(other):
			out.Sets = append(out.Sets, orders.SideDone{Side: side}, orders.SideDone{Side: 1 - side})
			out.Events = append(out.Events, BothPassed{RuleID: Rule, Sides: []string{s.ID, other.ID}})
		case !can(other):
			out.Sets = append(out.Sets, orders.SideDone{Side: side})
			out.Events = append(out.Events, BothPassed{RuleID: Rule, Sides: []string{s.ID}})
		}
	}
	return env.Apply(out)
}
