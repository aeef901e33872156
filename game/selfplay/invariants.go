package selfplay

import (
	"fmt"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
)

// overlapTolerance is how far (inches) two live bases may overlap before
// it counts as a broken invariant: room for floating-point rounding only.
const overlapTolerance = 1e-6

// checker checks a match after every tick, over its exported state and the
// events the tick logged, the same properties game/match's random-match
// property test checks:
//
//   - the clock moves one tick a step and the round never goes back, nor
//     past the scenario's last;
//   - no side's AP is negative;
//   - no model has more wounds than its capacity, or fewer than none;
//   - every model on the table stands on the deck, clear of walls;
//   - no two models on the table overlap;
//   - a removed model does no more (no shot, no move of its own);
//   - a side's command channel is never double-booked: no paid order is
//     accepted while its last one is still being given;
//   - a result names one of the sides, or nobody.
type checker struct {
	tick, round int
	seen        int             // log entries already read
	removed     map[string]bool // models out of the fight as of the last tick
	busy        map[string]int  // per side, the tick its command channel frees
	placed      []geom.Base     // each unit's base when it was last found to fit, as m.Units
	moved       []bool          // which bases moved this tick, as m.Units
	deckChanged bool            // a door opened or a scenario event came: every base is checked again
}

func newChecker(m *match.Match) *checker {
	c := &checker{tick: m.Tick, round: m.Round, removed: map[string]bool{}, busy: map[string]int{}}
	c.advance(m)
	return c
}

// check checks the tick just played.
func (c *checker) check(m *match.Match) error {
	err := c.clock(m)
	if err == nil {
		err = sideAP(m)
	}
	if err == nil {
		err = c.events(m)
	}
	if err == nil {
		err = c.units(m)
	}
	if err == nil {
		err = result(m)
	}
	c.advance(m)
	return err
}

// advance remembers what the next check compares against.
func (c *checker) advance(m *match.Match) {
	c.tick, c.round, c.seen = m.Tick, m.Round, len(m.Log())
	for _, u := range m.Units {
		if !u.F.Alive() {
			c.removed[u.ID] = true
		}
	}
}

func (c *checker) clock(m *match.Match) error {
	switch {
	case m.Tick != c.tick+1:
		return fmt.Errorf("a step took the clock from tick %d to %d", c.tick, m.Tick)
	case m.Round < c.round:
		return fmt.Errorf("the round went back from %d to %d", c.round, m.Round)
	case m.Scenario.Rounds > 0 && m.Round > m.Scenario.Rounds:
		return fmt.Errorf("round %d of a scenario of %d rounds", m.Round, m.Scenario.Rounds)
	}
	return nil
}

func sideAP(m *match.Match) error {
	for _, s := range m.Sides() {
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
func (c *checker) units(m *match.Match) error {
	all := c.deckChanged || len(c.placed) != len(m.Units)
	if len(c.placed) != len(m.Units) {
		c.placed, c.moved = make([]geom.Base, len(m.Units)), make([]bool, len(m.Units))
	}
	c.deckChanged = false
	anyMoved := false
	for i, u := range m.Units {
		if w := u.F.Wounds; w < 0 || w > u.F.WoundCapacity {
			return fmt.Errorf("%s has %d wounds of %d", u.ID, w, u.F.WoundCapacity)
		}
		c.moved[i] = u.Alive() && (all || u.Base.Centre != c.placed[i].Centre || u.Base.Radius != c.placed[i].Radius)
		if !c.moved[i] {
			continue
		}
		if !m.Scenario.Deck.Fits(u.Base) {
			return fmt.Errorf("%s stands off the deck or in a wall at (%.3f, %.3f)", u.ID, u.Base.Centre.X, u.Base.Centre.Y)
		}
		c.placed[i], anyMoved = u.Base, true
	}
	if !anyMoved {
		return nil
	}
	for i, u := range m.Units {
		if !c.moved[i] {
			continue
		}
		for j, o := range m.Units {
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

// events reads what the tick logged.
func (c *checker) events(m *match.Match) error { return c.read(m.Log()[c.seen:]) }

func (c *checker) read(log []match.Entry) error {
	for _, e := range log {
		actor := ""
		switch ev := e.Event.(type) {
		case combat.Roll:
			if ev.Purpose == "to hit" {
				actor = ev.By
			}
		case match.Arrived:
			if ev.RuleID != "KG-SCN-01" { // an arrival is not a move of its own
				actor = ev.Unit
			}
		case match.DoorOpened, match.ScenarioEvent:
			c.deckChanged = true
		case match.ComboStopped:
			delete(c.busy, ev.Side) // a stopped combo frees the channel
		case match.Declared:
			if err := c.booked(e.Tick, ev); err != nil {
				return err
			}
		}
		if c.removed[actor] {
			return fmt.Errorf("%s acted after it was removed (%s)", actor, e.Event.Rule())
		}
	}
	return nil
}

// booked checks a declaration against its side's command channel. Free
// orders, cancels and a Waiting unit's prepaid reaction do not use it.
func (c *checker) booked(tick int, d match.Declared) error {
	cancel := slices.ContainsFunc(d.Steps, func(s string) bool { return strings.HasSuffix(s, "cancel") })
	if d.AP == 0 || cancel || d.RuleID == "KG-WAIT-02" {
		return nil
	}
	if until, ok := c.busy[d.Side]; ok && tick < until {
		return fmt.Errorf("side %s declared %v at tick %d while its channel was busy until %d", d.Side, d.Steps, tick, until)
	}
	c.busy[d.Side] = d.Until
	return nil
}

func result(m *match.Match) error {
	if r := m.Result; r != nil && r.Winner != "" && r.Winner != m.Scenario.Sides[0].ID && r.Winner != m.Scenario.Sides[1].ID {
		return fmt.Errorf("the result names %q, who is not a side", r.Winner)
	}
	return nil
}
