package orders

import (
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
)

// Carrying an order out. The match's clock calls these as a step's time
// comes: Begin when it starts, PlayOut every tick while it plays out,
// Resolve at its end. Each has the match carry out what it does through
// env.

// Begin starts st: it is under way, and a move plans its path from where
// the unit now is.
func (r *Rules) Begin(t *Table, env Env, st *Step) error {
	if err := env.Apply(Sets(Begun{Step: st})); err != nil {
		return err
	}
	u := st.Unit
	if !u.Alive() {
		return env.Apply(stop(st.Combo, "KG-CMB-02", u.ID+" is no longer on the table", true))
	}
	if st.Kind.Begin != nil {
		if err := st.Kind.Begin(t, env, st); err != nil {
			return err
		}
	}
	return r.trigger(t, env, st, StepBegun)
}

// PlayOut moves a mover along its path as its step's time passes, once a
// tick however often the match asks (its UnitMoved trigger fires once); a
// model stepped into the way since the path was planned blocks it where
// it is (KG-CMB-02).
func (r *Rules) PlayOut(t *Table, env Env, st *Step) error {
	u := st.Unit
	if len(st.Plan.Path) < 2 || !u.Alive() || t.Tick < st.Start || st.playedOut == t.Tick+1 {
		return nil
	}
	st.playedOut = t.Tick + 1
	frac := 1.0
	if st.End > st.Start {
		frac = math.Min(float64(t.Tick-st.Start)/float64(st.End-st.Start), 1)
	}
	next := u.Base
	next.Centre = st.Along(frac)
	if t.Overlaps(u, next) {
		blocked := st.Plan
		blocked.Path = nil
		return env.Apply(Sets(Stopped{Combo: st.Combo, RuleID: "KG-CMB-02", Why: u.ID + " is blocked by another model"}, Planned{Step: st, Plan: blocked}))
	}
	// Every tick of every move: the outcome lives in the step, and only
	// its base changes from tick to tick.
	if st.along.sets[0] == nil {
		st.along.placed.Unit = u
		st.along.sets[0] = &st.along.placed
	}
	st.along.placed.Base = next
	out := Outcome{Sets: st.along.sets[:], Events: doorsOpened(t, u, next)}
	if err := env.Apply(out); err != nil {
		return err
	}
	return r.trigger(t, env, st, UnitMoved)
}

// Resolve carries st out at the end of its time, then moves its combo on.
// A step against a target in the middle of a different-action step of
// an enemy combo waits, where it is, until that step has ended and
// resolved (KG-CMB-04): Resolve then delays it and reports waited. Two
// such steps, each a later step of its combo, against each other's units
// cannot both wait: the one whose time comes first resolves
// (docs/rules.md).
func (r *Rules) Resolve(t *Table, env Env, st *Step) (waited bool, err error) {
	c := st.Combo
	if st.Target != nil && !c.Reaction {
		if b := t.Busy(st.Target); b != nil && protected(t, b, c.Side) && !crossed(st, b) {
			return true, env.Apply(Sets(Delayed{Combo: c, Shift: b.End + 1 - st.End}))
		}
	}
	if err := r.carryOut(t, env, st); err != nil {
		return false, err
	}
	return false, env.Apply(Sets(Resolved{Step: st}))
}

// crossed reports whether st and b, the step its target is carrying
// out, are aimed at each other's units while st is itself a later,
// different-action step of its combo: each would wait for the other to
// end (KG-CMB-04), for ever.
func crossed(st, b *Step) bool {
	return b.Target == st.Unit && !st.Repeated && st.Combo.Cur > 0
}

// protected reports whether step b, which its unit is carrying out, is a
// different-action step of a combo of the side other than attacker, not
// over yet (KG-CMB-04).
func protected(t *Table, b *Step, attacker int) bool {
	return b.Combo.Side != attacker && !b.Repeated && b.Combo.Cur > 0 && b.End > t.Tick
}

// carryOut does what st does.
func (r *Rules) carryOut(t *Table, env Env, st *Step) error {
	u := st.Unit
	if !u.Alive() {
		return env.Apply(stop(st.Combo, "KG-CMB-02", u.ID+" is no longer on the table", true))
	}
	if st.Order.Verb != Shoot && t.Chain.Target != "" {
		// Any other action breaks a chain of fire (KG-PSY-02).
		if err := env.Apply(Sets(ChainSet{})); err != nil {
			return err
		}
	}
	// A refusal as the step is carried out (the table no longer allows
	// it) stops the combo, for a module's kind as for the core's.
	was := t.stepping(st)
	err := st.Kind.Resolve(t, env, st)
	t.stepping(was)
	if err != nil {
		return failed(env, st, err)
	}
	// KG-MOVE-07: a small step's unit may not move next.
	if stepped := st.Order.Verb == SmallStep; st.Order.Verb != Rotate && u.Stepped != stepped {
		if err := env.Apply(Sets(Stepped{Unit: u, On: stepped})); err != nil {
			return err
		}
	}
	return r.trigger(t, env, st, StepResolved)
}

// FreeAttack is the free close-combat attack a counter attack earns
// (KG-CCD-06): by on against, at no AP, when both still stand.
func (r *Rules) FreeAttack(t *Table, env Env, by, against string) error {
	att, def := t.Unit(by), t.Unit(against)
	if att == nil || def == nil || !att.Alive() || !def.Alive() || att.Side < 0 {
		return nil
	}
	return melee(t, env, att, def, combat.Punch, false, true)
}

// Pushed is where a compulsory move (KG-MOVE-06: a knock-back, a tackle,
// breaking off, fear shock) leaves u's base, settled clear of walls and
// other bases; ok is false when there is no room, and u stays put. A
// direction the opposing player would choose is rolled for.
func (t *Table) Pushed(src dice.Source, u *Unit, e combat.Moved) (b geom.Base, ok bool, err error) {
	other := t.Unit(e.Other)
	var dir float64
	switch e.Direction {
	case combat.AwayFrom:
		if other != nil {
			dir = other.Base.Centre.Bearing(u.Base.Centre)
		}
	case combat.AlongFacing:
		if other != nil {
			dir = other.Base.Facing
		}
	default: // chosen by the opposing player: the match picks with a die
		d, err := src.D6("direction of a random move")
		if err != nil {
			return u.Base, false, err
		}
		dir = float64(d) * math.Pi / 3
	}
	target := u.Base
	target.Centre = u.Base.Centre.Polar(dir, e.Inches)
	settled, ok := t.Deck.PushOut(target, t.Others(u))
	if !ok {
		return u.Base, false, nil
	}
	b = u.Base
	b.Centre = settled.Centre
	return b, true, nil
}
