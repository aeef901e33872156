package orders

import (
	"errors"
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Declare takes side's declaration now (d.Tick is now): it checks it and,
// when it is accepted, has the match carry out what declaring does (pay,
// schedule, settle a face-off; a cancel, a defence, a Waiting unit's
// reaction at once) through env. A declaration that breaks a rule is
// refused with a refusal citing the rule (IsRefusal): it changes nothing
// and costs nothing. Any other error is the match's own failure (dice run
// out), met after part of the declaration was carried out.
func (r *Rules) Declare(t *Table, env Env, side int, d Declaration) error {
	if len(d.Steps) == 0 {
		return refuse("KG-CMB-01", "an empty declaration")
	}
	s := t.Sides[side]
	switch d.Steps[0].Verb {
	case Done:
		return env.Apply(Outcome{Sets: []Set{SideDone{side}},
			Events: []combat.Event{Declared{RuleID: "KG-CMB-01", Side: s.ID, Steps: d.StepsText(), Until: s.ChannelFree}}})
	case Cancel:
		return r.cancel(t, env, side, d)
	case Defend, LetGo, Hold:
		return r.standing(t, env, side, d)
	case React:
		return r.react(t, env, side, d)
	}
	steps, total, err := r.Check(t, side, d.Steps)
	if err != nil {
		return err
	}
	c := &Combo{Side: side, Decl: d, Steps: steps}
	sets := []Set{Scheduled{Combo: c, AP: total}} // paid up front (KG-CMB-01)
	for _, st := range steps {
		st.Combo = c
		if st.Unit.Waiting {
			sets = append(sets, WaitingSet{Unit: st.Unit, On: false}) // an order ends Waiting (KG-WAIT-03)
		}
	}
	if err := env.Apply(Sets(sets...)); err != nil {
		return err
	}
	if err := r.faceOff(t, env, c); err != nil { // first, so the log shows the channel's final schedule
		return err
	}
	costs := make([]int, len(steps))
	for i, st := range steps {
		costs[i] = st.Cost
	}
	if err := env.Apply(Events(Declared{RuleID: "KG-CMB-01", Side: s.ID, Steps: d.StepsText(), AP: total, Until: s.ChannelFree, StepAP: costs})); err != nil {
		return err
	}
	return r.speedChecks(t, env, c)
}

// Check checks orders as one paid declaration by side now (a combo, or a
// single order): that the side may declare at all (not frozen, not done,
// its channel free), each step against the table as it will be when the
// step comes (earlier moves of the same combo included), and the total
// against the side's AP. It returns the steps to schedule and what they
// cost, or the refusal naming its rule; it changes nothing.
func (r *Rules) Check(t *Table, side int, orders []Order) ([]*Step, int, error) {
	s := t.Sides[side]
	switch {
	case s.Frozen:
		return nil, 0, refuse("GAP-34", "the side is frozen until its unfreeze event")
	case s.Done:
		return nil, 0, refuse("KG-AP-04", "the side has declared itself done this round")
	case s.Busy(t.Tick):
		return nil, 0, refuse("KG-CMB-06", "the command channel is busy until tick %d: only a cancel can be sent", s.ChannelFree)
	case len(orders) == 0:
		return nil, 0, refuse("KG-CMB-01", "an empty declaration")
	}
	for _, g := range r.gates {
		if err := g(t, side, orders); err != nil {
			return nil, 0, err
		}
	}
	steps, total, err := r.checkSteps(t, side, orders)
	if err != nil {
		return nil, 0, err
	}
	if total > s.AP {
		return nil, 0, refuse("KG-AP-03", "it costs %d AP and the side has %d", total, s.AP)
	}
	return steps, total, nil
}

// checkSteps checks orders as one declaration by side, each step against
// the table as it will be when the step comes, and adds up their cost;
// it does not ask whether the side may declare now or can pay.
func (r *Rules) checkSteps(t *Table, side int, orders []Order) ([]*Step, int, error) {
	if len(orders) > MaxComboSteps {
		return nil, 0, refuse("KG-CMB-01", "a combo of %d steps; a combo holds at most %d", len(orders), MaxComboSteps)
	}
	var steps []*Step
	var before comboSoFar
	if len(orders) > 1 { // a single order has no steps before it to remember
		before.lastOf = make(map[*Unit]*Step, len(orders))
	}
	total := 0
	predicted := map[*Unit]geom.Base{}
	var checking *Combo // the steps checked so far, for the cost rules (Step.Combo); a single order has none
	if len(orders) > 1 {
		checking = &Combo{Side: side}
	}
	for i, o := range orders {
		st, err := r.step(t, side, o, predicted, checking)
		if err == nil {
			err = smallStepOrder(before.lastOf[st.Unit], st)
		}
		switch {
		case err != nil && len(orders) == 1:
			return nil, 0, refusal.Again(err, "%s", refusal.ReasonOf(err))
		case err != nil:
			return nil, 0, refusal.Again(err, "step %d of %d (%s %s): %v", i+1, len(orders), o.Unit, o.Verb, refusal.ReasonOf(err))
		}
		st.Repeated = before.repeats(st)
		before.add(st)
		steps = append(steps, st)
		if checking != nil {
			checking.Steps = steps
		}
		total += st.Cost
	}
	return steps, total, nil
}

// step checks one step of a declaration by side against the table as it
// will be when the step comes (predicted: where the combo's earlier steps
// leave its units) and works out its cost. c holds the steps checked
// before it (nil: none), which cost rules may read (Step.Combo).
func (r *Rules) step(t *Table, side int, o Order, predicted map[*Unit]geom.Base, c *Combo) (*Step, error) {
	k := r.kinds[o.Verb]
	if k == nil {
		return nil, refuse("KG-CMB-01", "%s cannot be part of a combo", o.Verb)
	}
	u := t.Find(o.Unit, side)
	if u == nil || u.Side != side {
		return nil, refuse("KG-CMB-03", "%q is not one of this side's units", o.Unit)
	}
	switch {
	case u.F.Down && u.OnTable:
		return nil, refuse("KG-STAT-06", "%s is down: it does nothing until it is brought back", u.ID)
	case !u.Alive():
		return nil, refuse("KG-STAT-06", "the unit is not on the table")
	}
	base, ok := predicted[u]
	if !ok {
		base = u.Base
	}
	st := &Step{Order: o, Unit: u, Kind: k, From: base, Combo: c}
	defer t.stepping(t.stepping(st))
	if k.Target {
		if o.Target == "" {
			return nil, refuse("KG-FACE-06", "%s needs a target", o.Verb)
		}
		st.Target = t.Find(o.Target, 1-side)
		if st.Target == nil || !st.Target.Present() {
			return nil, refuse("KG-FACE-06", "no target %q on the table", o.Target)
		}
		if st.Target.Side == u.Side {
			return nil, refuse("KG-FACE-06", "a unit attacks enemies, not its own side")
		}
	}
	if k.Friend {
		if o.Target == "" {
			return nil, refuse("KG-FACE-06", "%s needs a friendly model to aim at", o.Verb)
		}
		st.Target = t.Find(o.Target, side)
		if st.Target == nil || !st.Target.Present() || st.Target.Side != u.Side {
			return nil, refuse("KG-FACE-06", "no model %q of the side on the table: %s aims at a friend", o.Target, o.Verb)
		}
	}
	if k.Category == Movement && r.targeted(t, u) {
		// KG-FACE-04/06, KG-FACE-EX1: a unit under a declared attack
		// cannot run for cover (or turn) until it is resolved.
		return nil, refuse("KG-FACE-04", "%s is under a declared attack: it cannot move or turn until that is resolved", u.ID)
	}
	if err := k.Plan(t, st, &base); err != nil {
		return nil, err
	}
	predicted[u] = base
	for _, cost := range r.costs {
		st.Cost = cost(t, st, st.Cost)
	}
	for _, check := range r.checks {
		if err := check(t, st); err != nil {
			return nil, err
		}
	}
	return st, nil
}

// targeted reports whether an enemy attack already declared targets u. A
// repeat is a separate action, called one at a time (KG-CMB-05): one not
// yet begun, or begun within the face-off window, can still be contested.
func (r *Rules) targeted(t *Table, u *Unit) bool {
	for _, s := range t.Sides {
		if s.Combo == nil || s.Index == u.Side {
			continue
		}
		for _, st := range s.Combo.Steps[s.Combo.Cur:] {
			if st.Repeated && (!st.Started || t.Tick-st.Start <= t.Options.Window) {
				break
			}
			if st.Target == u {
				return true
			}
		}
	}
	return false
}

// MaxComboSteps is the most steps one declaration may hold: more than any
// combo can use (one for each of a dozen models moving, turning, shooting
// and moving again), and few enough that no file can make checking one
// slow (issue 13). Longer combos are refused (KG-CMB-01).
const MaxComboSteps = 48

// comboSoFar is what the steps of a combo checked so far tell the next
// one: each unit's last step that is not a turn (KG-MOVE-07) and the last
// step that is not free (KG-CMB-05). It is kept as the steps come, so
// checking a combo takes time in proportion to its length.
type comboSoFar struct {
	lastOf   map[*Unit]*Step // each unit's last step other than a turn; nil for a single order
	lastPaid *Step           // the last step other than a free turn or small step
}

// add notes st, the combo's next step.
func (c *comboSoFar) add(st *Step) {
	if st.Order.Verb != Rotate && c.lastOf != nil {
		c.lastOf[st.Unit] = st
	}
	if !(st.Cost == 0 && (st.Order.Verb == Rotate || st.Order.Verb == SmallStep)) {
		c.lastPaid = st
	}
}

// repeats reports whether st does the same as the unit's previous step that
// costs AP in the combo (KG-CMB-05): move after move (or run), shot after
// shot, attack after attack. Free turns and small steps do not count.
func (c *comboSoFar) repeats(st *Step) bool {
	prev := c.lastPaid
	return prev != nil && prev.Unit == st.Unit && prev.Kind.Category == st.Kind.Category
}

// smallStepOrder is KG-MOVE-07 for st, whose unit's last step before it in
// its combo, turns aside, is last (nil if none) (the inventory's reading):
// a small step comes before the unit's other actions in a combo, and the
// unit's next action after a small step is no movement action, in the
// same combo or, when the small step was the unit's last action, in a
// later declaration. Turns are free and do not count.
func smallStepOrder(last *Step, st *Step) error {
	if st.Order.Verb == Rotate {
		return nil
	}
	stepped := st.Unit.Stepped
	if last != nil {
		stepped = last.Order.Verb == SmallStep
	}
	switch {
	case stepped && st.Kind.Category == Movement:
		return refuse("KG-MOVE-07", "after a small step %s's next action may not be a movement action", st.Unit.ID)
	case st.Order.Verb == SmallStep && last != nil:
		return refuse("KG-MOVE-07", "a small step comes before %s's other actions in a combo", st.Unit.ID)
	}
	return nil
}

// faceOff settles two actions begun within the face-off window of each
// other (KG-FACE-01..04): the new combo c against the other side's
// declaration, or against the repeated step it has just begun (repeats can
// be interrupted between them, KG-CMB-05). The winner's step resolves
// first: the loser's is pushed after it.
func (r *Rules) faceOff(t *Table, env Env, c *Combo) error {
	o := t.Sides[1-c.Side].Combo
	if o == nil || o.Cur >= len(o.Steps) || o.Reaction {
		return nil
	}
	b := o.Steps[o.Cur]
	at := r.Effective(t, c.Side, t.Tick) // when c takes effect; with no module moving it, now
	fresh := o.Cur == 0 && at-r.Effective(t, o.Side, o.Decl.Tick) <= t.Options.Window
	between := b.Repeated && at-b.Start <= t.Options.Window
	if !fresh && !between {
		return nil
	}
	a := c.Steps[0]
	first, why, err := r.precedence(t, env.Dice(), a, b, between)
	if err != nil {
		return err
	}
	win, lose := a, b
	if !first {
		win, lose = b, a
	}
	out := Events(FaceOff{RuleID: "KG-FACE-01", First: t.Sides[win.Combo.Side].ID, Second: t.Sides[lose.Combo.Side].ID, Why: why})
	if lose.End <= win.End {
		out.Sets = []Set{Delayed{Combo: lose.Combo, Shift: win.End + 1 - lose.End}}
	}
	return env.Apply(out)
}

// precedence reports whether step a goes before step b, and why (KG-FACE).
// between is a face-off against a repeat of b's combo, not yet called, so
// nobody is "being fired on" by it yet.
func (r *Rules) precedence(t *Table, src dice.Source, a, b *Step, between bool) (bool, string, error) {
	ca, cb := a.Kind.Category, b.Kind.Category
	// KG-FACE-04: movement wins only if the mover is not the other's target.
	if ca == Movement && b.Target == a.Unit && !between {
		ca = Other
	}
	if cb == Movement && a.Target == b.Unit {
		cb = Other
	}
	if ca != cb {
		if ca == Psychic || cb == Psychic {
			return ca < cb, "KG-FACE-01: movement, then ranged, then close combat, then psychic", nil
		}
		return ca < cb, "KG-FACE-01: movement, then ranged, then close combat", nil
	}
	sa, sb := a.Unit.F.Stats.Speed.Dice(), b.Unit.F.Stats.Speed.Dice()
	for _, in := range r.initiatives {
		sa, sb = in(t, a, sa), in(t, b, sb)
	}
	if sa != sb {
		return sa > sb, "KG-FACE-03: the same action; the faster unit first", nil
	}
	for {
		da, err := src.D6("face-off tie " + a.Unit.ID)
		if err != nil {
			return false, "", err
		}
		db, err := src.D6("face-off tie " + b.Unit.ID)
		if err != nil {
			return false, "", err
		}
		if da != db {
			return da > db, fmt.Sprintf("KG-FACE-03: equal Speed; d6 %d against %d", da, db), nil
		}
	}
}

// speedChecks: a combo of several units that moves makes every unit pass
// a Speed check at TN 4 as it starts, or it stops (KG-CMB-08, GAP-18).
func (r *Rules) speedChecks(t *Table, env Env, c *Combo) error {
	units := map[*Unit]bool{}
	moves := false
	for _, st := range c.Steps {
		units[st.Unit] = true
		moves = moves || st.Kind.Category == Movement
	}
	if len(units) < 2 || !moves {
		return nil
	}
	for _, st := range c.Steps {
		u := st.Unit
		if !units[u] {
			continue
		}
		delete(units, u)
		res, err := dice.Attribute{Value: u.F.Stats.Speed.Dice(), TN: 4, Mode: t.Options.Combat.Mode}.Roll(env.Dice(), u.ID+" Speed check (GAP-18)")
		if err != nil {
			return err
		}
		roll := combat.Roll{RuleID: "GAP-18", Purpose: "Speed check", By: u.ID, Dice: res.Chains, TN: 4, Success: res.Passed}
		if err := env.Apply(Events(roll)); err != nil {
			return err
		}
		if !res.Passed {
			return env.Apply(stop(c, "GAP-18", fmt.Sprintf("%s failed its Speed check: the whole combo stops", u.ID), false))
		}
	}
	return nil
}

// cancel is KG-CMB-06: one cancel order costs 1 AP however many units it
// tells; "cancel" alone stops the whole running combo, "UNIT cancel & …"
// only those units' steps, the rest going on. Units stop where they are.
func (r *Rules) cancel(t *Table, env Env, side int, d Declaration) error {
	s := t.Sides[side]
	c := s.Combo
	switch {
	case c == nil || c.Reaction:
		return refuse("KG-CMB-06", "there is no combo to cancel")
	case s.AP < 1:
		return refuse("KG-CMB-06", "a cancel costs 1 AP")
	}
	named := map[*Unit]bool{}
	for _, o := range d.Steps {
		if o.Unit == "" {
			continue
		}
		u := t.Find(o.Unit, side)
		if u == nil || u.Side != side || o.Verb != Cancel {
			return refuse("KG-CMB-06", "%q: a cancel names the side's own units, each with \"cancel\"", o.Unit)
		}
		named[u] = true
	}
	var keep []*Step
	for i, st := range c.Steps {
		if i >= c.Cur && (len(named) == 0 || named[st.Unit]) {
			continue
		}
		keep = append(keep, st)
	}
	out := Sets(Paid{Side: side, AP: 1})
	if len(keep) <= c.Cur {
		out.Sets = append(out.Sets, Stopped{Combo: c, RuleID: "KG-CMB-06", Why: "cancelled"})
	} else {
		out.Sets = append(out.Sets, Trimmed{Combo: c, Keep: keep})
		out.Events = []combat.Event{combat.Note{RuleID: "KG-CMB-06", Text: fmt.Sprintf("%d unit(s) told to stop; the rest of the combo goes on", len(named))}}
	}
	// The cancel order itself takes 1 AP of shouting.
	out.Sets = append(out.Sets, Shouted{Side: side, AP: 1})
	if err := env.Apply(out); err != nil {
		return err
	}
	return env.Apply(Events(Declared{RuleID: "KG-CMB-01", Side: s.ID, Steps: d.StepsText(), AP: 1, Until: s.ChannelFree, Cancel: true}))
}

// standing sets units' standing answers to the enemy: their close-combat
// defences (KG-CC-05) and whether they let an enemy break off from them
// (KG-CC-14). 0 AP, at any time, no channel.
func (r *Rules) standing(t *Table, env Env, side int, d Declaration) error {
	var sets []Set
	for _, o := range d.Steps {
		u := t.Find(o.Unit, side)
		switch {
		case u == nil || u.Side != side || o.Verb != Defend && o.Verb != LetGo && o.Verb != Hold:
			return refuse("KG-CC-05", "%q: a standing order (defend, letgo, hold) is for one's own units, alone on its line", o.Unit)
		case o.Verb == Defend:
			sets = append(sets, DefenceSet{Unit: u, Class: o.Class, Type: o.Type})
		default:
			sets = append(sets, LetGoSet{Unit: u, On: o.Verb == LetGo})
		}
	}
	return env.Apply(Sets(sets...))
}

// react is a Waiting unit's one prepaid action during an enemy combo
// (KG-WAIT-02/05/06): no AP, no channel, carried out at once.
func (r *Rules) react(t *Table, env Env, side int, d Declaration) error {
	o := d.Steps[0]
	u := t.Find(o.Unit, side)
	enemy := t.Sides[1-side]
	switch {
	case len(d.Steps) != 1:
		return refuse("KG-WAIT-02", "a Waiting unit reacts with one action, alone on its line")
	case u == nil || u.Side != side || !u.Alive():
		return refuse("KG-WAIT-02", "%q is not one of this side's units on the table", o.Unit)
	case !u.Waiting:
		return refuse("KG-WAIT-02", "%s is not Waiting", u.ID)
	case enemy.Combo == nil || enemy.Combo.Reaction || len(enemy.Combo.Steps) < 2:
		return refuse("KG-WAIT-06", "a Waiting unit reacts only during an enemy combo")
	case o.Then == nil || o.Then.Unit != "" && t.Find(o.Then.Unit, side) != u:
		return refuse("KG-WAIT-05", "the reaction is the Waiting unit's own action")
	case o.Then.Verb != Move && o.Then.Verb != Attack && !(o.Then.Verb == Shoot && o.Then.Shot == combat.Standard):
		return refuse("KG-WAIT-05", "the prepaid action is a normal move, a standard shot or one attack")
	}
	then := *o.Then
	then.Unit = u.ID
	st, err := r.step(t, side, then, map[*Unit]geom.Base{}, nil)
	if err == nil {
		err = smallStepOrder(nil, st)
	}
	if err != nil {
		return err
	}
	c := &Combo{Side: side, Decl: d, Steps: []*Step{st}, Reaction: true}
	st.Combo, st.Start, st.End = c, t.Tick, t.Tick
	// The reaction borrows the side's combo slot for an instant; the side's
	// own combo and channel come back however the reaction ends.
	err = env.Apply(Outcome{Sets: []Set{WaitingSet{Unit: u, On: false}, ReactionBegun{Combo: c}},
		Events: []combat.Event{Declared{RuleID: "KG-WAIT-02", Side: t.Sides[side].ID, Steps: d.StepsText(), Reaction: true}}})
	if err == nil {
		err = r.Begin(t, env, st)
	}
	if err == nil && t.Sides[side].Combo == c {
		if st.Plan.Path != nil {
			err = r.PlayOut(t, env, st)
		}
		if err == nil {
			err = r.carryOut(t, env, st)
		}
	}
	return errors.Join(err, env.Apply(Sets(ReactionEnded{Side: side})))
}
