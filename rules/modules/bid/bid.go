// Package bid is rule module XS-08's blind AP bid: as each AP round
// begins, once the AP are rolled, each side secretly bids AP from its new
// pool (0 up to all of it); both bids are revealed together and both are
// spent, whatever the result. The higher bid wins the first declaration
// window: the loser's paid declarations wait until the winner has
// declared (an order or done) or the window's time has run out (10 s of
// game time). Tied bids: the higher Tactics Rating, then a D6 roll-off,
// rolled again while tied. In impulse mode (XS-13) the winner takes the
// round's first impulse instead. See docs/modules.md, "XS-08 Blind AP
// bid".
package bid

import (
	"fmt"
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/impulse"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Name is the module's short name.
const Name = "bid"

// Rule is the module's rule ID, cited by its events and refusals.
const Rule = "XS-08"

// Verb is the bid as the orders format writes a side's answer: "TICK
// SIDE bid N" answers the side's next bid asked at or after TICK.
const Verb orders.Verb = "bid"

// The marks the module keeps, each under a side's ID (Table.Mark).
const (
	// Pending: the side's bid for this AP round is still to be asked
	// (the round's number).
	Pending = "bid pending"
	// Bid is what the side bid this round.
	Bid = "bid"
	// First: the side won the bid and holds the first declaration
	// window (1) until it declares or Until.
	First = "bid first"
	// Until is the tick the winner's window closes at.
	Until = "bid until"
)

// Rules are the module's order rules with data d.
func Rules(d Data) orders.Module {
	m := &rules{data: d}
	return orders.Module{Name: Name,
		Kinds:     []*orders.Kind{{Verb: Verb, Category: orders.Other, Args: orders.SideAmountArgs, Plan: notAnOrder}},
		Rounds:    []orders.RoundRule{open},
		Ticks:     []orders.TickRule{m.ask},
		Gates:     []orders.GateRule{m.gate},
		Observers: []orders.Observer{observe},
		Turns:     []orders.TurnRule{m.turn},
	}
}

// rules are the module's order rules as they play with its data.
type rules struct {
	data Data
}

// BidsRevealed: both sides' bids of an AP round, revealed together, and who
// won the first declaration window, and why (Dice: each roll-off's two
// dice, in side order).
type BidsRevealed struct {
	RuleID string
	Round  int
	Sides  []string // in side order
	Bids   []int    // by side, spent
	First  string   // the winner's side ID
	Why    string
	Dice   []int
	// Impulse: the impulse module plays; the winner takes the round's
	// first impulse.
	Impulse bool
}

// Rule names the rule that decides.
func (e BidsRevealed) Rule() string { return e.RuleID }

// Detail is what a bid's question carries for the module's facets.
type Detail struct {
	Round      int
	Pool       int    // the side's AP as the round began
	Side, Foe  string // the side's ID, and the other's
	Tactics    int    // the side's Tactics Rating, and the other's
	FoeTactics int
}

// mark is side's mark name.
func mark(t *orders.Table, side int, name string) int { return t.Mark(t.Sides[side].ID, name) }

// set is the Set that makes side's mark name v.
func set(t *orders.Table, side int, name string, v int) orders.Set {
	return orders.Marked{Key: orders.MarkKey{Unit: t.Sides[side].ID, Mark: name}, Value: v}
}

// notAnOrder refuses a bid declared as an order: it is asked of the side
// as the round begins.
func notAnOrder(*orders.Table, *orders.Step, *geom.Base) error {
	return refusal.New(Rule, "a bid is no order: each side is asked for its bid as an AP round begins, before anyone declares")
}

// open answers the start of AP round n: both sides' bids are to be asked
// before either declares, and last round's window is closed.
func open(t *orders.Table, env orders.Env, n int) error {
	var sets []orders.Set
	for i := range t.Sides {
		sets = append(sets, set(t, i, Pending, n), set(t, i, Bid, 0), set(t, i, First, 0), set(t, i, Until, 0))
	}
	return env.Apply(orders.Sets(sets...))
}

// ask puts the round's bids to the sides, when they are pending: each is
// asked without seeing the other's (both are asked before either is
// told), then both are revealed and paid, and the winner decided
// (Decide).
func (r *rules) ask(t *orders.Table, env orders.Env) error {
	round := max(mark(t, 0, Pending), mark(t, 1, Pending))
	if round == 0 {
		return nil
	}
	var bids [2]int
	for i, s := range t.Sides {
		if s.AP <= 0 {
			continue // nothing to bid: 0, unasked
		}
		opts := make([]string, s.AP+1)
		for n := range opts {
			opts[n] = fmt.Sprintf("%d AP", n)
		}
		foe := t.Sides[1-i]
		q := orders.Question{Side: i, RuleID: Rule, Verb: Verb, Secret: true, Options: opts,
			What: fmt.Sprintf("Blind bid for the first declaration window: AP from your %d, spent whatever the result; a tie goes to the higher Tactics Rating (yours %d, theirs %d), then a D6 roll-off",
				s.AP, s.Tactics, foe.Tactics),
			Detail: Detail{Round: round, Pool: s.AP, Side: s.ID, Foe: foe.ID, Tactics: s.Tactics, FoeTactics: foe.Tactics}}
		bids[i] = orders.Ask(env, q)
	}
	win, why, dice, err := Decide(bids, [2]int{t.Sides[0].Tactics, t.Sides[1].Tactics}, env)
	if err != nil {
		return err
	}
	e := BidsRevealed{RuleID: Rule, Round: round, Sides: []string{t.Sides[0].ID, t.Sides[1].ID}, Bids: bids[:], First: t.Sides[win].ID,
		Why: why, Dice: dice, Impulse: t.Rules.Has(impulse.Name)}
	var sets []orders.Set
	for i := range t.Sides {
		if bids[i] > 0 {
			sets = append(sets, orders.Paid{Side: i, AP: bids[i]})
		}
		sets = append(sets, set(t, i, Pending, 0), set(t, i, Bid, bids[i]))
	}
	if e.Impulse {
		// The winner takes the round's first impulse (XS-13's own choice
		// by AP is overruled by the bid).
		sets = append(sets, orders.Marked{Key: orders.MarkKey{Unit: t.Sides[win].ID, Mark: impulse.Holds}, Value: 1},
			orders.Marked{Key: orders.MarkKey{Unit: t.Sides[1-win].ID, Mark: impulse.Holds}, Value: 0})
	} else {
		sets = append(sets, set(t, win, First, 1), set(t, win, Until, t.Tick+r.windowTicks(t)))
	}
	return env.Apply(orders.Outcome{Sets: sets, Events: []combat.Event{e}})
}

// windowTicks is the window's length in ticks.
func (r *rules) windowTicks(t *orders.Table) int {
	return int(math.Round(r.data.WindowSeconds * float64(t.Options.TicksPerSecond)))
}

// Decide is the side that wins the first declaration window with bids
// (XS-08, RULINGS "XS-08 cards and bid"): the higher bid; tied, the
// higher Tactics Rating; tied again, a D6 roll-off from env's dice,
// rolled again while tied. why says it in words; dice are the roll-offs'
// dice, two a roll-off in side order.
func Decide(bids, tactics [2]int, env orders.Env) (win int, why string, dice []int, err error) {
	switch {
	case bids[0] != bids[1]:
		win = higher(bids)
		return win, fmt.Sprintf("the higher bid, %d AP to %d", bids[win], bids[1-win]), nil, nil
	case tactics[0] != tactics[1]:
		win = higher(tactics)
		return win, fmt.Sprintf("bids level at %d AP; the higher Tactics Rating, %d to %d", bids[0], tactics[win], tactics[1-win]), nil, nil
	}
	for {
		a, err := env.Dice().D6("bid roll-off, first side (" + Rule + ")")
		if err != nil {
			return 0, "", nil, err
		}
		b, err := env.Dice().D6("bid roll-off, second side (" + Rule + ")")
		if err != nil {
			return 0, "", nil, err
		}
		dice = append(dice, a, b)
		if a != b {
			win = higher([2]int{a, b})
			break
		}
	}
	return win, fmt.Sprintf("bids and Tactics Ratings level; a D6 roll-off, %s", impulse.RollOff(dice)), dice, nil
}

// higher is the index of the higher of two different numbers.
func higher(v [2]int) int {
	if v[1] > v[0] {
		return 1
	}
	return 0
}

// Window is the side holding the first declaration window now, and the
// tick it closes at; ok is false when none does: the winner has declared,
// its time has run out, or it can declare nothing (done, frozen, no AP).
func Window(t *orders.Table) (side, until int, ok bool) {
	for i, s := range t.Sides {
		if mark(t, i, First) == 0 {
			continue
		}
		until = mark(t, i, Until)
		if t.Tick < until && !s.Done && !s.Frozen && s.AP > 0 {
			return i, until, true
		}
	}
	return 0, 0, false
}

// gate refuses the loser's paid declarations while the winner holds the
// first declaration window (XS-08, GW-INIT-02), and a bid declared as an
// order.
func (r *rules) gate(t *orders.Table, side int, steps []orders.Order) error {
	if len(steps) > 0 && steps[0].Verb == Verb {
		return notAnOrder(t, nil, nil)
	}
	w, until, ok := Window(t)
	if !ok || w == side {
		return nil
	}
	return refusal.New(Rule, "%s won the bid and declares first: wait until it has declared, or %.1f s (tick %d)",
		impulse.SideName(t.Sides[w]), float64(until-t.Tick)/float64(max(t.Options.TicksPerSecond, 1)), until)
}

// observe closes the window once its holder has declared: an order paid
// for, or done (a reaction, a cancel or a standing order does not).
func observe(t *orders.Table, env orders.Env, e combat.Event, _ *orders.Side) error {
	d, ok := e.(orders.Declared)
	if !ok || d.Reaction || d.Cancel {
		return nil
	}
	s := t.SideOf(d.Side)
	if s == nil || mark(t, s.Index, First) == 0 {
		return nil
	}
	if d.StepAP == nil && !(len(d.Steps) == 1 && d.Steps[0] == string(orders.Done)) {
		return nil // a standing order
	}
	return env.Apply(orders.Sets(set(t, s.Index, First, 0)))
}

// turn: while the window is open it is the winner's turn to declare (the
// AI and the client read it); the clock runs on (the window is time).
func (r *rules) turn(t *orders.Table) (orders.Turn, bool) {
	w, _, ok := Window(t)
	if !ok {
		return orders.Turn{}, false
	}
	return orders.Turn{Side: w, Ready: true, RuleID: Rule, Word: "first declaration", Interrupts: "Waiting models react"}, true
}
