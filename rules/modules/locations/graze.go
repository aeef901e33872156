package locations

import (
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/orders"
)

// Grazed reports a model grazed by a shot (XS-10): its Speed, From
// before the graze and To after it, until the next AP round. To equals
// From when grazes have slowed it all they may.
type Grazed struct {
	RuleID   string
	Unit     string
	From, To int
}

// Rule names the rule of the graze.
func (e Grazed) Rule() string { return e.RuleID }

// Grazes reports whether a wound die grazes at wound TN tn: it fails the
// TN and would pass one a point lower (XS-10: it misses by exactly 1). A
// die's exploded chain is one die, judged as dice.Passes judges it: under
// the 7+ table a 6 whose re-roll falls short of TN 7 grazes (it passes TN
// 6), as does a 6 then 2 against TN 8 (6 then 3+); a natural 1 never
// grazes (GAP-13: it passes no TN).
func Grazes(c dice.Chain, tn int, m dice.Mode) bool {
	return !dice.Passes(c, tn, m) && dice.Passes(c, tn-1, m)
}

// GrazeChance is the exact chance that one wound die at tn grazes.
func GrazeChance(tn int, m dice.Mode) float64 {
	return dice.PassChance(tn-1, m) - dice.PassChance(tn, m)
}

// graze amends the outcome of a shot (XS-10): a model the shot's wound
// dice were rolled against (combat.Roll.Against) that it dealt no wound
// and one of whose dice missed its TN by exactly 1 is grazed, once a
// shot however many dice or attacks grazed it: its Speed falls by the
// data's graze, never below the slowest, until the next AP round. The
// graze is told after the shot's last wound roll against it. A vehicle,
// an objective or a model not standing is never grazed.
func (m *module) graze(t *orders.Table, out *orders.Outcome) {
	if m.data.GrazeSpeed <= 0 {
		return
	}
	var against []string     // the models the shot's wound dice were rolled against, in order
	var after map[string]int // the index of the last wound roll against each
	var grazing map[string]bool
	for i, e := range out.Events {
		r, ok := e.(combat.Roll)
		if !ok || r.Kind != combat.WoundRoll || r.Arm != combat.Gun || r.Against == "" || r.Against == r.By {
			continue
		}
		if after == nil {
			after, grazing = map[string]int{}, map[string]bool{}
		}
		if _, seen := after[r.Against]; !seen {
			against = append(against, r.Against)
		}
		after[r.Against] = i
		for _, c := range r.Dice {
			grazing[r.Against] = grazing[r.Against] || Grazes(c, r.TN, t.Options.Combat.Mode)
		}
	}
	if after == nil {
		return // no shot's wound roll: most outcomes
	}
	at := map[int]combat.Event{}
	var sets []orders.Set
	for _, id := range against {
		u := t.Unit(id)
		if !grazing[id] || u == nil || !m.grazeable(u) || woundedIn(out.Events, id) {
			continue
		}
		lost := t.Mark(id, GrazedMark)
		speed := u.F.Stats.Speed.Dice()
		now := min(lost+m.data.GrazeSpeed, max(speed-m.data.Slowest, lost))
		at[after[id]] = Grazed{RuleID: Rule, Unit: id, From: speed - lost, To: speed - now}
		if now != lost {
			sets = append(sets, orders.Marked{Key: orders.MarkKey{Unit: id, Mark: GrazedMark}, Value: now})
		}
	}
	if len(at) == 0 {
		return
	}
	out.Sets = append(slices.Clip(out.Sets), sets...) // the outcome's may be shared
	events := make([]combat.Event, 0, len(out.Events)+len(at))
	for i, e := range out.Events {
		events = append(events, e)
		if g, ok := at[i]; ok {
			events = append(events, g)
		}
	}
	out.Events = events
}

// grazeable reports whether u can be grazed: a model standing on the
// table, on foot.
func (m *module) grazeable(u *orders.Unit) bool {
	return u.Alive() && !u.Objective && !m.vehicle(u)
}

// woundedIn reports whether events deal id a wound.
func woundedIn(events []combat.Event, id string) bool {
	for _, e := range events {
		if w, ok := e.(combat.Wounded); ok && w.Unit == id && w.Wounds > 0 {
			return true
		}
	}
	return false
}

// recover forgets every graze as an AP round begins: a graze lasts until
// the next AP round (XS-10).
func (m *module) recover(t *orders.Table, env orders.Env, _ int) error {
	var sets []orders.Set
	for _, u := range t.Units {
		if t.Mark(u.ID, GrazedMark) != 0 {
			sets = append(sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: GrazedMark}})
		}
	}
	if len(sets) == 0 {
		return nil
	}
	return env.Apply(orders.Sets(sets...))
}

// lost is the Speed u has lost to grazes this AP round.
func lost(t *orders.Table, u *orders.Unit) int { return t.Mark(u.ID, GrazedMark) }

// slower is a Speed less what grazes took: never below the slowest, nor
// raised to it.
func (m *module) slower(speed, lost int) int {
	return max(speed-lost, min(speed, m.data.Slowest))
}

// slowed moves a grazed unit at its lowered Speed: a move, a run (twice
// it) and a charge (it and Body) reach that much less (XS-10).
func (m *module) slowed(t *orders.Table, u *orders.Unit, mv *move.Mover) {
	if n := lost(t, u); n > 0 {
		mv.Speed = m.slower(mv.Speed, n)
	}
}

// slowerStep is a grazed unit's Speed in a face-off's tie-break
// (KG-FACE-03): lowered as its move is.
func (m *module) slowerStep(t *orders.Table, st *orders.Step, speed int) int {
	if n := lost(t, st.Unit); n > 0 {
		return m.slower(speed, n)
	}
	return speed
}

// slowTarget: a grazed target whose Speed the graze took to 5 or under is
// no longer hard to hit for its Speed over 5 (KG-RC-10): the shot's TN
// loses that +1, said as a modifier of its own.
func (m *module) slowTarget(t *orders.Table, _ *orders.Unit, _ geom.Base, target *orders.Unit, a *combat.RangedAttack) {
	n := lost(t, target)
	if n == 0 {
		return
	}
	speed := target.F.Stats.Speed.Dice()
	if now := m.slower(speed, n); speed > 5 && now <= 5 {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: fmt.Sprintf("target grazed: Speed %d, not over 5", now), On: combat.OnTN, Value: -1})
	}
}
