package match

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// overlapTolerance is how far (inches) two live bases may overlap before
// it counts as a broken invariant: room for floating-point rounding only.
const overlapTolerance = 1e-6

// Checker checks a match's invariants after every tick; self-play and the
// match's property test run it:
//
//   - the clock moves one tick a step and the round never goes back, nor
//     past the scenario's last;
//   - no side's AP is negative;
//   - no model has more wounds than its capacity, or fewer than none;
//   - every model on the table stands on the deck, clear of walls;
//   - no two models on the table overlap;
//   - a removed model does no more (no shot, no move of its own), nor
//     does a Down one until it is brought back;
//   - a side's command channel is never double-booked: no paid order is
//     accepted while its last one is still being given;
//   - a result names one of the sides, or nobody.
type Checker struct {
	m           *Match
	tick, round int
	seen        int             // log entries already read
	removed     map[string]bool // models out of the fight as of the last tick
	down        map[string]bool // models lying Down as of the last tick
	busy        map[string]int  // per side, the tick its command channel frees
	placed      []geom.Base     // each unit's base when it was last found to fit, as the table's units
	moved       []bool          // which bases moved this tick
	deckChanged bool            // a door opened or a scenario event came: every base is checked again
}

// NewChecker starts checking m as it stands.
func NewChecker(m *Match) *Checker {
	c := &Checker{m: m, removed: map[string]bool{}, down: map[string]bool{}, busy: map[string]int{}}
	c.advance()
	return c
}

// Check checks the tick just played: the first broken invariant, or nil.
func (c *Checker) Check() error {
	err := c.clock()
	if err == nil {
		err = c.sideAP()
	}
	if err == nil {
		err = c.read(c.m.log[min(c.seen, len(c.m.log)):])
	}
	if err == nil {
		err = c.units()
	}
	if err == nil {
		err = c.result()
	}
	c.advance()
	return err
}

// advance remembers what the next check compares against.
func (c *Checker) advance() {
	c.tick, c.round, c.seen = c.m.table.Tick, c.m.round, len(c.m.log)
	clear(c.down)
	for _, u := range c.m.table.Units {
		switch {
		case u.F.Down:
			c.down[u.ID] = true // it may be brought back
		case !u.F.Alive():
			c.removed[u.ID] = true
		}
	}
}

func (c *Checker) clock() error {
	m := c.m
	switch rounds := m.scenario.Rounds; {
	case m.table.Tick != c.tick+1:
		return fmt.Errorf("a step took the clock from tick %d to %d", c.tick, m.table.Tick)
	case m.round < c.round:
		return fmt.Errorf("the round went back from %d to %d", c.round, m.round)
	case rounds > 0 && m.round > rounds:
		return fmt.Errorf("round %d of a scenario of %d rounds", m.round, rounds)
	}
	return nil
}

func (c *Checker) sideAP() error {
	for _, s := range c.m.table.Sides {
		if s.AP < 0 {
			return fmt.Errorf("side %s has %d AP", s.ID, s.AP)
		}
	}
	return nil
}

// units checks the wounds of every model, and where the models on the
// table stand: a base that has not moved on a deck that has not changed
// still fits, and a pair of bases neither of which has moved still does
// not overlap, so only what moved is looked at again.
func (c *Checker) units() error {
	units := c.m.table.Units
	all := c.deckChanged || len(c.placed) != len(units)
	if len(c.placed) != len(units) {
		c.placed, c.moved = make([]geom.Base, len(units)), make([]bool, len(units))
	}
	c.deckChanged = false
	anyMoved := false
	for i, u := range units {
		if w := u.F.Wounds; w < 0 || w > u.F.WoundCapacity {
			return fmt.Errorf("%s has %d wounds of %d", u.ID, w, u.F.WoundCapacity)
		}
		c.moved[i] = u.Alive() && (all || u.Base.Centre != c.placed[i].Centre || u.Base.Radius != c.placed[i].Radius)
		if !c.moved[i] {
			continue
		}
		if !c.m.table.Deck.Fits(u.Base) {
			return fmt.Errorf("%s stands off the deck or in a wall at (%.3f, %.3f)", u.ID, u.Base.Centre.X, u.Base.Centre.Y)
		}
		c.placed[i], anyMoved = u.Base, true
	}
	if !anyMoved {
		return nil
	}
	for i, u := range units {
		if !c.moved[i] {
			continue
		}
		for j, o := range units {
			if j == i || c.moved[j] && j < i || !o.Alive() { // a pair of moved bases is checked once
				continue
			}
			dx, dy, r := u.Base.Centre.X-o.Base.Centre.X, u.Base.Centre.Y-o.Base.Centre.Y, u.Base.Radius+o.Base.Radius-overlapTolerance
			if dx*dx+dy*dy < r*r {
				return fmt.Errorf("%s and %s overlap by %.4f\" at (%.3f, %.3f) and (%.3f, %.3f)", u.ID, o.ID, r+overlapTolerance-u.Base.Centre.Dist(o.Base.Centre),
					u.Base.Centre.X, u.Base.Centre.Y, o.Base.Centre.X, o.Base.Centre.Y)
			}
		}
	}
	return nil
}

// read checks what the tick logged.
func (c *Checker) read(log []Entry) error {
	for _, e := range log {
		actor := ""
		switch ev := e.Event.(type) {
		case combat.Roll:
			if ev.Kind == combat.HitRoll {
				actor = ev.By
			}
		case orders.Arrived:
			if !ev.Arrival { // an arrival is not a move of its own
				actor = ev.Unit
			}
		case orders.DoorOpened, ScenarioEvent:
			c.deckChanged = true
		case ComboStopped:
			delete(c.busy, ev.Side) // a stopped combo frees the channel
		case orders.Declared:
			if err := c.booked(e.Tick, ev); err != nil {
				return err
			}
		}
		switch {
		case c.removed[actor]:
			return fmt.Errorf("%s acted after it was removed (%s)", actor, e.Event.Rule())
		case c.down[actor]:
			return fmt.Errorf("%s acted while it lay Down (%s)", actor, e.Event.Rule())
		}
	}
	return nil
}

// booked checks a declaration against its side's command channel, and
// that its steps' costs add up to what it paid. Free
// orders, cancels and a Waiting unit's prepaid reaction do not use it.
func (c *Checker) booked(tick int, d orders.Declared) error {
	if d.StepAP != nil {
		paid := 0
		for _, ap := range d.StepAP {
			paid += ap
		}
		if paid != d.AP {
			return fmt.Errorf("side %s declared %v for %d AP, but its steps cost %v", d.Side, d.Steps, d.AP, d.StepAP)
		}
	}
	if d.AP == 0 || d.Cancel || d.Reaction {
		return nil
	}
	if until, ok := c.busy[d.Side]; ok && tick < until {
		return fmt.Errorf("side %s declared %v at tick %d while its channel was busy until %d", d.Side, d.Steps, tick, until)
	}
	c.busy[d.Side] = d.Until
	return nil
}

func (c *Checker) result() error {
	sides := c.m.scenario.Sides
	if r := c.m.result; r != nil && r.Winner != "" && r.Winner != sides[0].ID && r.Winner != sides[1].ID {
		return fmt.Errorf("the result names %q, who is not a side", r.Winner)
	}
	return nil
}
