package vehicles

import (
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Inches is a move's length as a vehicle's speed: to the nearest whole
// inch, as a tabletop player measures it.
func Inches(length float64) int { return int(math.Round(length)) }

// turns reports whether st only turns its unit (free, KG-MOVE-05: a
// vehicle turns as any model does).
func turns(st *orders.Step) bool { return st.Order.Verb == orders.Rotate }

// checkMove refuses a vehicle's movement that leaves it at a speed its
// acceleration cannot reach from the speed it has (XS-09, SW-VEH-03), or
// a run: a vehicle drives.
func (m *module) checkMove(t *orders.Table, st *orders.Step) error {
	if st.Kind.Category != orders.Movement || turns(st) {
		return nil
	}
	s, ok := Of(m.data, t, st.Unit)
	if !ok {
		return nil
	}
	if st.Order.Verb == orders.Run {
		return refusal.New(RuleID, "%s is a vehicle: it drives (move, charge or ram), it does not run", st.Unit.ID)
	}
	lo, hi := s.Window()
	if l := Inches(st.Plan.Length); l < lo || l > hi {
		return refusal.New(RuleID, "%s drives at %d\" and can change speed by %d\" (top speed %d\"): this order must carry it %d\" to %d\", not %d\"",
			st.Unit.ID, s.Speed, s.Accel, s.Top, lo, hi, l)
	}
	return nil
}

// moved keeps a vehicle's speed once a movement step of it is carried
// out: the inches the step carried it, or 0 after a ram, which stops it
// (SW-VEH-11's ruling).
func (m *module) moved(t *orders.Table, env orders.Env, st *orders.Step, at orders.Moment) error {
	if at != orders.StepResolved || st.Kind.Category != orders.Movement || turns(st) {
		return nil
	}
	u := st.Unit
	if m.data.Of(u) == nil || !u.Alive() {
		return nil
	}
	from, to := t.Mark(u.ID, SpeedMark), Inches(st.Plan.Length)
	why := "drives"
	if st.Order.Verb == Ram {
		to, why = 0, "stops against its target"
	}
	out := orders.Sets(orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: SpeedMark}, Value: to},
		orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: MovedMark}, Value: 1})
	if from != to {
		out.Events = []combat.Event{SpeedChanged{RuleID: RuleID, Unit: u.ID, From: from, To: to, Why: why}}
	}
	return env.Apply(out)
}

// brake slows, at the start of each AP round, every vehicle that made no
// move order in the round before by its acceleration (docs/modules.md),
// and forgets which vehicles moved.
func (m *module) brake(t *orders.Table, env orders.Env, _ int) error {
	var out orders.Outcome
	for _, u := range t.Units {
		s, ok := Of(m.data, t, u)
		if !ok || !u.Alive() {
			continue
		}
		if t.Mark(u.ID, MovedMark) > 0 {
			out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: MovedMark}})
			continue
		}
		if s.Speed > 0 {
			to := max(s.Speed-max(s.Accel, 1), 0)
			out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: SpeedMark}, Value: to})
			out.Events = append(out.Events, SpeedChanged{RuleID: RuleID, Unit: u.ID, From: s.Speed, To: to, Why: "brakes: no move order last round"})
		}
	}
	if len(out.Sets) == 0 {
		return nil
	}
	return env.Apply(out)
}
