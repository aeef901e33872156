package overwatch

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// moved answers an enemy's movement step, as it begins (before the mover
// has moved) and each tick it moves on: every unit watching its arc that
// now has the mover as a target in arc, sight and range fires its one
// prepaid standard shot (SW-OVW-01, XS-05), and every lane the mover now
// touches, in its unit's sight, tests it once in the step (XC-SFIRE-08).
// Units are asked in table order, so "the first enemy" to qualify draws a
// given unit's shot, and a shot that removes or pins the mover ends its
// step before the next unit is asked.
func (m *module) moved(t *orders.Table, env orders.Env, st *orders.Step, at orders.Moment) error {
	mover := st.Unit
	if at != orders.StepBegun && at != orders.UnitMoved || st.Kind.Category != orders.Movement || mover.Side < 0 || mover.Objective {
		return nil
	}
	for _, u := range t.Units {
		if !mover.Alive() {
			return nil
		}
		if u.Side == mover.Side || u.Side < 0 {
			continue
		}
		w, ok := on(t, u)
		if !ok {
			continue
		}
		var err error
		if w.Lane {
			err = m.lane(t, env, u, w, st)
		} else {
			err = m.fire(t, env, u, w, mover, at == orders.StepBegun)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// reachSlack is how far past an overwatch's reach a mover may be and
// still be asked about: rounding only, the range rule decides.
const reachSlack = 0.01

// fire has u, watching its arc, shoot at mover if it can: the shot the
// table allows now (arc, sight, not engaged), in range. The overwatch is
// spent with it.
func (m *module) fire(t *orders.Table, env orders.Env, u *orders.Unit, w Watch, mover *orders.Unit, began bool) error {
	// Past the reach the shot is out of range, and outside the watcher's
	// fire arc it is refused: no need to ask the table for the sight,
	// which is asked every tick of every move.
	if geom.Distance(u.Base, mover.Base) > w.Reach+reachSlack || !t.InFireArc(u, u.Base, mover) {
		return nil
	}
	a := t.RangedAttack(u, u.Base, mover)
	if plan, err := a.Plan(); err != nil || plan.OutOfRange {
		return nil
	}
	out := orders.Sets(orders.WaitingSet{Unit: u, On: false}, mark(u, MarkWatching, 0))
	out.Events = []combat.Event{OverwatchFired{RuleID: Rule, Unit: u.ID, At: mover.ID, Began: began}}
	if err := env.Apply(out); err != nil {
		return err
	}
	if err := orders.FreeShot(t, env, u, mover, combat.Standard); err != nil && !orders.IsRefusal(err) {
		return err
	}
	return nil
}

// lane tests mover if it touches u's lane, in u's sight, and has not
// tested in it during this step. A failed test is the lane's suppressive
// hit: the mover is pinned, which stops its step (KG-PSY-01). (A mover is
// carrying out an order, so it is not Waiting: there is nothing of its
// own to break.)
func (m *module) lane(t *orders.Table, env orders.Env, u *orders.Unit, w Watch, st *orders.Step) error {
	mover := st.Unit
	tested := crossedPrefix + u.ID
	if t.Mark(mover.ID, tested) == st.Start+1 || !InLane(u.Base, w.Bearing, w.Reach, m.data.LaneWidth, mover.Base) {
		return nil
	}
	if !t.RangedAttack(u, u.Base, mover).InView {
		return nil
	}
	out := orders.Sets(mark(mover, tested, st.Start+1))
	out.Events = []combat.Event{LaneEntered{RuleID: Rule, Unit: u.ID, Mover: mover.ID}}
	if err := env.Apply(out); err != nil {
		return err
	}
	failed, res, err := LaneTest(&mover.F, env.Dice(), t.Options.Combat)
	if err != nil {
		return err
	}
	test := orders.Of(res)
	test.By = t.Sides[u.Side]
	if err := env.Apply(test); err != nil {
		return err
	}
	if !failed {
		return nil
	}
	return env.Apply(orders.Events(LaneHit{RuleID: Rule, Unit: u.ID, Mover: mover.ID}))
}

// broken clears the marks of a unit whose overwatch has been broken
// since: it is no longer Waiting (KG-WAIT-03: an order of its own, a hit
// by ranged fire, a charge), noticed at the first event logged after, or
// it is no longer on the table. The log says why, read from that event.
func (m *module) broken(t *orders.Table, env orders.Env, e combat.Event, _ *orders.Side) error {
	for _, u := range t.Units {
		if t.Mark(u.ID, MarkWatching) == 0 || u.Waiting && u.Alive() {
			continue
		}
		out := lift(t, u)
		if u.Alive() {
			out.Events = []combat.Event{OverwatchBroken{RuleID: "KG-WAIT-03", Unit: u.ID, Why: why(t, u, e)}}
		}
		if err := env.Apply(out); err != nil {
			return err
		}
	}
	return nil
}

// why says what broke u's overwatch, from the first event logged after it
// stopped Waiting.
func why(t *orders.Table, u *orders.Unit, e combat.Event) string {
	switch e := e.(type) {
	case orders.Declared:
		if e.Reaction {
			return "it reacted as a Waiting unit"
		}
		return "it was given an order"
	case combat.Roll:
		if e.Kind == combat.HitRoll && e.Arm == combat.Gun {
			return "it was hit by ranged fire"
		}
	}
	return "it was charged"
}

// lift is the outcome that ends u's overwatch or lane: no longer Waiting,
// its marks cleared, and every mover's record of testing in its lane.
func lift(t *orders.Table, u *orders.Unit) orders.Outcome {
	sets := []orders.Set{mark(u, MarkWatching, 0), mark(u, MarkLaneBearing, 0)}
	if u.Waiting {
		sets = append(sets, orders.WaitingSet{Unit: u, On: false})
	}
	tested := crossedPrefix + u.ID
	for _, e := range t.Units { // in table order, so the outcome is the same every time
		if t.Mark(e.ID, tested) != 0 {
			sets = append(sets, orders.Marked{Key: orders.MarkKey{Unit: e.ID, Mark: tested}})
		}
	}
	return orders.Sets(sets...)
}

// roundBegun lifts every saturation lane as a new AP round begins: a lane
// is fire kept up through one round (XC-SFIRE-08), where an arc watched
// lasts, as Waiting does, until used or broken (KG-WAIT-05).
func (m *module) roundBegun(t *orders.Table, env orders.Env, _ int) error {
	for _, u := range t.Units {
		if t.Mark(u.ID, MarkWatching) != laneMark {
			continue
		}
		out := lift(t, u)
		out.Events = []combat.Event{OverwatchBroken{RuleID: "XC-SFIRE-08", Unit: u.ID, Why: "its lane lasted its AP round"}}
		if err := env.Apply(out); err != nil {
			return err
		}
	}
	return nil
}
