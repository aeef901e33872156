// Package timeslots is XS-12, time slots on the real-time clock
// (RULINGS, "XS-12 time slots"): a paid declaration takes effect at the
// next 0.5 s boundary of game time, so interrupts fall only between
// slots; an attack step that begins within 1 s of game time after its
// unit's previous attack step ended (inclusive) is rushed and rolls one
// die fewer; a combo holds at most 4 attack steps of a unit (XC-INIT-02).
// See docs/modules.md.
package timeslots

import (
	"fmt"
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// The module's short name and rule ID; LimitRule is the source rule its
// limit of attack steps cites.
const (
	Name      = "timeslots"
	Rule      = "XS-12"
	LimitRule = "XC-INIT-02"
)

// Mark is the table mark of the tick a unit's last attack step ended,
// plus one (0: none yet).
const Mark = "attacked"

// Rules are the module's order rules with data d.
func Rules(d Data) orders.Module {
	m := &rules{data: d}
	return orders.Module{Name: Name,
		Effects:   []orders.EffectRule{m.effect},
		Triggers:  []orders.Trigger{m.attacked},
		Shots:     []orders.ShotRule{m.shot},
		Melees:    []orders.MeleeRule{m.melee},
		Checks:    []orders.CheckRule{m.limit},
		Observers: []orders.Observer{m.waits},
	}
}

// rules are the module's rules with their data.
type rules struct{ data Data }

// Attack reports whether a step is an attack step: a shot or a
// close-combat attack, the core's or a module's (its face-off category
// is ranged or close combat). A charge is a move (KG-FACE-01).
func Attack(st *orders.Step) bool {
	return st.Kind.Category == orders.Ranged || st.Kind.Category == orders.CloseCombat
}

// SlotTicks is the length of a time slot in ticks, for the table's clock.
func (d Data) SlotTicks(o orders.Options) int { return ticks(d.Slot, o.TicksPerSecond) }

// WithinTicks is how soon after an attack step ended the next is
// rushed, in ticks.
func (d Data) WithinTicks(o orders.Options) int { return ticks(d.RushedWithin, o.TicksPerSecond) }

// Next is the slot boundary at or after tick: when a declaration made
// at tick takes effect. A declaration on a boundary takes effect at
// once.
func (d Data) Next(o orders.Options, tick int) int {
	s := d.SlotTicks(o)
	if s <= 1 {
		return tick
	}
	return (tick + s - 1) / s * s
}

// effect: a declaration takes effect at the next slot boundary.
func (m *rules) effect(t *orders.Table, _, tick int) int { return m.data.Next(t.Options, tick) }

// attacked remembers when a unit's attack step ended.
func (m *rules) attacked(t *orders.Table, env orders.Env, st *orders.Step, at orders.Moment) error {
	if at != orders.StepResolved || !Attack(st) {
		return nil
	}
	return env.Apply(orders.Sets(orders.Marked{Key: orders.MarkKey{Unit: st.Unit.ID, Mark: Mark}, Value: t.Tick + 1}))
}

// Rushed reports whether the attack step st of its unit is rushed: it
// begins within the data's time after the unit's previous attack step
// ended (inclusive). A step being checked begins when its combo would
// (the channel's next free slot, after the combo's steps before it); the
// previous attack step may be one of those.
func (d Data) Rushed(t *orders.Table, st *orders.Step) bool {
	if !Attack(st) {
		return false
	}
	begin, last := st.Start, t.Mark(st.Unit.ID, Mark)-1
	if !st.Started {
		begin, last = d.planned(t, st, last)
	}
	return last >= 0 && begin-last <= d.WithinTicks(t.Options)
}

// planned is when st, a step being checked, would begin, and when its
// unit's last attack step before it would have ended (last: the one on
// the table, −1 for none) if its combo were declared now.
func (d Data) planned(t *orders.Table, st *orders.Step, last int) (begin, prev int) {
	s := t.Sides[st.Unit.Side]
	at := max(t.Tick, s.ChannelFree)
	if t.Rules != nil {
		at = t.Rules.Effective(t, st.Unit.Side, at)
	}
	if st.Combo == nil {
		return at, last
	}
	per := t.Options.TicksPerAP
	if per <= 0 { // a table no match set up: the default 0.5 s an AP
		per = ticks(0.5, t.Options.TicksPerSecond)
	}
	for _, before := range st.Combo.Steps {
		if before == st {
			break
		}
		at += max(before.Cost*per, 1)
		if before.Unit == st.Unit && Attack(before) {
			last = at
		}
	}
	return at, last
}

// rushed reports whether the attack by u being described is its current
// step's and rushed.
func (m *rules) rushed(t *orders.Table, u *orders.Unit) bool {
	st := t.Current()
	return st != nil && st.Unit == u && m.data.Rushed(t, st)
}

// modifier is a rushed attack's: the data's dice fewer, never below one
// (pool: the dice it rolls before).
func (m *rules) modifier(pool int) combat.Modifier {
	return combat.Modifier{RuleID: Rule, On: combat.OnDice, Value: -min(m.data.RushedDice, max(pool-1, 0)),
		What: fmt.Sprintf("rushed: within %g s of its last attack", m.data.RushedWithin)}
}

// shot: a rushed shot rolls fewer RC dice.
func (m *rules) shot(t *orders.Table, u *orders.Unit, _ geom.Base, _ *orders.Unit, a *combat.RangedAttack) {
	if m.rushed(t, u) {
		a.Mods = append(a.Mods, m.modifier(u.F.Stats.RC.Dice()))
	}
}

// melee: a rushed close-combat attack rolls fewer CC dice.
func (m *rules) melee(t *orders.Table, u, _ *orders.Unit, a *combat.CCAttack) {
	if m.rushed(t, u) {
		a.Mods = append(a.Mods, m.modifier(u.F.Stats.CC.Dice()))
	}
}

// limit refuses an attack step beyond the data's count of its unit's in
// one combo (XC-INIT-02).
func (m *rules) limit(_ *orders.Table, st *orders.Step) error {
	if st.Combo == nil || !Attack(st) {
		return nil
	}
	n := 0
	for _, before := range st.Combo.Steps {
		if before == st {
			break
		}
		if before.Unit == st.Unit && Attack(before) {
			n++
		}
	}
	if n >= m.data.AttackSteps {
		return refusal.New(LimitRule, "%s has %d attack steps in this combo already; a combo holds at most %d of a unit (%s)", st.Unit.ID, n, m.data.AttackSteps, Rule)
	}
	return nil
}

// waits tells in the log that a declaration waits for the next slot.
func (m *rules) waits(t *orders.Table, env orders.Env, e combat.Event, _ *orders.Side) error {
	d, ok := e.(orders.Declared)
	if !ok || d.Reaction || d.Cancel || d.AP == 0 { // a cancel stops the combo at once
		return nil
	}
	s := t.SideOf(d.Side)
	if s == nil {
		return nil
	}
	at := t.Rules.Effective(t, s.Index, t.Tick)
	if at <= t.Tick {
		return nil
	}
	return env.Apply(orders.Events(SlotWaited{RuleID: Rule, Side: d.Side, Ticks: at - t.Tick,
		Seconds: math.Round(100*float64(at-t.Tick)/float64(max(t.Options.TicksPerSecond, 1))) / 100}))
}

// SlotWaited is the event of a paid declaration waiting for the next
// time slot to take effect (the log kind "slot_waited").
type SlotWaited struct {
	RuleID  string
	Side    string
	Ticks   int     // how long it waits, in ticks
	Seconds float64 // and in seconds of game time
}

// Rule names the rule the event is about.
func (e SlotWaited) Rule() string { return e.RuleID }
