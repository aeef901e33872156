// Package evasion is rule module XS-18, movement as defence (SW-MOVE-01,
// SW-MOVE-EX1, XC-MOVE-06, XC-MOVE-EX4, KG-RC-10): a shot at a model is
// +1 TN to hit for every full 5" the model has moved this AP round, at
// most +2, in place of Kry-Gothic's flat +1 against a target that ran.
// The module keeps how far each unit has moved in table marks, counted
// as it walks (so an overwatch shot in the middle of a run sees the run
// so far) and forgotten as an AP round begins. See docs/modules.md.
package evasion

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Name is the module's short name, as scenarios and --modules write it.
const Name = "evasion"

// Rule is the module's design in RULES-INVENTORY §7, cited by its
// modifiers.
const Rule = "XS-18"

// The table marks the module keeps of each unit, in hundredths of an
// inch.
const (
	// MovedMark is how far the unit has moved this AP round: the length
	// of the path its base centre walked in its movement steps (moves,
	// runs, charges, small steps; RULINGS §8), forgotten as the next AP
	// round begins.
	MovedMark = "evasion-moved"
	// StepMark is how far it has walked in its current (or last)
	// movement step, so each tick adds only what is new.
	StepMark = "evasion-step"
)

// Rules are the module's order rules with data d: the shot rule that
// sets a moving target's modifier, the trigger that counts the inches
// as a mover walks, and the round rule that forgets them.
func Rules(d Data) orders.Module {
	return orders.Module{Name: Name,
		Shots:    []orders.ShotRule{d.shot},
		Triggers: []orders.Trigger{track},
		Rounds:   []orders.RoundRule{forget},
	}
}

// Marks is what the module reads its marks from: the table, or a
// player's view of the match (facet.Reader).
type Marks interface {
	Mark(unit, name string) int
}

// Moved is how far unit id has moved this AP round, in hundredths of an
// inch.
func Moved(m Marks, id string) int { return m.Mark(id, MovedMark) }

// Bonus is the to-hit TN a shot at a model adds for hundredths of an inch
// moved this AP round: +1 for every full step, at most Most (XS-18).
func (d Data) Bonus(hundredths int) int {
	if d.Step <= 0 || hundredths <= 0 {
		return 0
	}
	return min(hundredths/(100*d.Step), d.Most)
}

// Inches writes hundredths of an inch as a player reads a distance, to
// the tenth below ("9.9" for 9.96: a full 10" is not reached).
func Inches(hundredths int) string {
	return fmt.Sprintf("%d.%d", hundredths/100, hundredths/10%10)
}

// shot replaces the core's flat +1 against a target that ran (KG-RC-10)
// with +1 TN for every full step the target has moved this AP round.
// A blast's throw reads only the attack's situation (XS-01), so it takes
// neither: a model caught in a blast has no movement bonus (SW-MOVE-02).
func (d Data) shot(t *orders.Table, _ *orders.Unit, _ geom.Base, target *orders.Unit, a *combat.RangedAttack) {
	a.TargetRan = false
	moved := Moved(t, target.ID)
	if n := d.Bonus(moved); n > 0 {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: "target moved " + Inches(moved) + "\" this AP round", On: combat.OnTN, Value: n})
	}
}

// track counts the inches a unit walks in its movement steps: each tick
// it moves on (and as the step resolves, at the end of its path), what
// it has walked of the step's path since the step began is set, and the
// round's total grows by what is new. A warp (a psychic's, GAP-22) and a
// compulsory move (KG-MOVE-06) are no movement steps, and count nothing.
func track(t *orders.Table, env orders.Env, st *orders.Step, at orders.Moment) error {
	u := st.Unit
	if st.Kind.Category != orders.Movement || u.Side < 0 {
		return nil
	}
	switch at {
	case orders.StepBegun:
		if t.Mark(u.ID, StepMark) == 0 {
			return nil
		}
		return env.Apply(orders.Sets(mark(u, StepMark, 0)))
	case orders.UnitMoved, orders.StepResolved:
		if len(st.Plan.Path) < 2 {
			return nil
		}
		walked, was := hundredths(Walked(st)), t.Mark(u.ID, StepMark)
		if walked <= was {
			return nil
		}
		return env.Apply(orders.Sets(mark(u, StepMark, walked), mark(u, MovedMark, Moved(t, u.ID)+walked-was)))
	}
	return nil
}

// forget clears every unit's inches as an AP round begins (a step under
// way keeps its StepMark, so only what it walks from now on counts).
func forget(t *orders.Table, env orders.Env, _ int) error {
	var sets []orders.Set
	for _, u := range t.Units {
		if Moved(t, u.ID) != 0 {
			sets = append(sets, mark(u, MovedMark, 0))
		}
	}
	if len(sets) == 0 {
		return nil
	}
	return env.Apply(orders.Sets(sets...))
}

// Walked is how far st's unit has walked of the step's path: the path's
// length (the move's, as its plan measured it) less what is left of the
// path from where the unit stands; never below 0 or above the length. A
// move delayed on its way has its path cut to what is left (KG-FACE-01),
// and its length kept, so what it walked before still counts.
func Walked(st *orders.Step) float64 {
	return min(max(st.Plan.Length-Remaining(st.Plan.Path, st.Unit.Base.Centre), 0), st.Plan.Length)
}

// Remaining is the length of path from point at, which lies on it (or
// near it), to its end: from at to the end of the leg nearest it, then
// the legs after.
func Remaining(path []geom.Vec, at geom.Vec) float64 {
	if len(path) < 2 {
		return 0
	}
	best, bestD := 1, geom.SegmentDist2(path[0], path[1], at)
	for i := 2; i < len(path); i++ {
		if d := geom.SegmentDist2(path[i-1], path[i], at); d < bestD {
			best, bestD = i, d
		}
	}
	rest := at.Dist(path[best])
	for i := best + 1; i < len(path); i++ {
		rest += path[i].Dist(path[i-1])
	}
	return rest
}

// PathLength is the length of a path: the sum of its legs.
func PathLength(path []geom.Vec) float64 {
	n := 0.0
	for i := 1; i < len(path); i++ {
		n += path[i].Dist(path[i-1])
	}
	return n
}

// hundredths is a distance in whole hundredths of an inch, to the
// nearest.
func hundredths(inches float64) int { return int(inches*100 + 0.5) }

// mark sets u's mark of name to v.
func mark(u *orders.Unit, name string, v int) orders.Marked {
	return orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: name}, Value: v}
}
