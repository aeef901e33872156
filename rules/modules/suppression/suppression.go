// Package suppression is rule module XS-06, suppression and stances
// (RULES-INVENTORY §7, from X-Com: Gray Dawn's suppression rolls and
// combat stances, XC-SUPP, XC-STNC, XC-SFIRE, XC-COV-05..06, with
// Kry-Gothic's pinning, KG-PSY-01..05, and suppressive fire, KG-RC-12).
//
// Tokens: every attack at a model lays suppression tokens on it, 1, or 3
// when it hits; suppressive fire and automatic weapons lay 1 more on each
// model of the target's side within 1" of the target, an explosion 3 on
// every model within 2" of its centre. When a model holding tokens is next
// ordered it tests Willpower at TN 3 + tokens (at most 9): a pass clears
// them, a fail pins it as a hit does (KG-PSY-01). Squad Leaders hold none
// and take no test (KG-PSY-03).
//
// Stances: "U brace" (1 AP) braces a model: its aimed shots cut the
// long-range penalty by 1, it may not move in the same combo, and until
// it acts otherwise it has no Dodge or Break off in close combat and no
// sprint bonus. "U cover" (0 AP) takes full cover behind a wall, a door
// or cover within 1": no direct fire can target it; it may fire
// suppressively at +2 TN and throw grenades; leaving after it was shot at
// takes a Willpower check at TN 4 (the active-cover roll).
//
// This file holds the tokens and the test; stances.go the stances;
// module.go and board.go what the game shows and tells of them; brain.go
// how the AI plays them. See docs/modules.md.
package suppression

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/orders"
)

// Name is the module's short name, as scenarios and flags name it.
const Name = "suppression"

// Rule is the module's rule ID, cited by its rolls, events and refusals.
const Rule = "XS-06"

// The module's orders.
const (
	Brace orders.Verb = "brace" // "U brace": the braced stance
	Cover orders.Verb = "cover" // "U cover": full cover
)

// The table marks the module keeps on a unit.
const (
	// TokensMark counts its suppression tokens.
	TokensMark = "suppression"
	// StanceMark is its stance: Braced or FullCover (none: active).
	StanceMark = "stance"
	// ShotAtMark is 1 once it has been fired on since it took full cover.
	ShotAtMark = "shot-at-in-cover"
)

// Stance is a unit's combat stance (XC-STNC): active, braced or in full
// cover.
type Stance int

// The stances; Active is a unit's without a mark.
const (
	Active Stance = iota
	Braced
	FullCover
)

// Marks is what reads the table's marks: the Table, or a match's view.
type Marks interface {
	Mark(unit, name string) int
}

// Tokens are the suppression tokens unit id holds.
func Tokens(m Marks, id string) int { return m.Mark(id, TokensMark) }

// StanceOf is unit id's stance.
func StanceOf(m Marks, id string) Stance { return Stance(m.Mark(id, StanceMark)) }

// ShotAt reports whether unit id has been fired on since it took full
// cover: leaving it then takes the active-cover roll.
func ShotAt(m Marks, id string) bool { return m.Mark(id, ShotAtMark) > 0 }

// IsBraced reports whether u is braced. XS-10 reads it: a called head
// shot needs a braced shooter when this module is played (XC-STNC-05).
func IsBraced(t *orders.Table, u *orders.Unit) bool { return StanceOf(t, u.ID) == Braced }

// Holds reports whether u can hold suppression tokens: a model on the
// table, standing, neither a Squad Leader (never pinned, KG-PSY-03; the
// RULINGS' XS-06) nor a thing without a mind.
func Holds(u *orders.Unit) bool {
	return u.Alive() && !u.Objective && u.Side >= 0 && !u.F.SquadLeader && !u.F.Inanimate
}

// Testable reports whether u, holding tokens, tests as it is ordered: one
// that can hold them and is not pinned by a hit already (it has nothing
// to lose: a break test skips it too).
func Testable(u *orders.Unit) bool { return Holds(u) && !u.F.Pin.ByHit }

// rules are the module's order rules with its data.
type rules struct {
	data Data
}

// Rules are the module's order rules with data d: the tokens (an
// observer), the test (as a declaration is accepted), the brace and
// cover orders, and what the stances change in a shot and a fight.
func Rules(d Data) orders.Module {
	r := &rules{data: d}
	return orders.Module{Name: Name,
		Kinds: []*orders.Kind{
			{Verb: Brace, Category: orders.Other, Args: orders.NoArgs, Plan: r.planBrace, Resolve: r.resolveBrace},
			{Verb: Cover, Category: orders.Other, Args: orders.NoArgs, Plan: r.planCover, Resolve: r.resolveCover},
		},
		Checks:    []orders.CheckRule{braceThenMove},
		Triggers:  []orders.Trigger{r.stepped},
		Observers: []orders.Observer{r.observe},
		Shots:     []orders.ShotRule{r.shot},
		Melees:    []orders.MeleeRule{bracedDefence},
	}
}

// mark is the set that makes u's mark name v (0 forgets it).
func mark(u *orders.Unit, name string, v int) orders.Set {
	return orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: name}, Value: v}
}

// observe answers what happened: an attack with a gun or an explosion lays
// tokens; a declaration tests the units it orders; an unpinned unit sheds
// its tokens; a unit moved by force, knocked down or Down loses its
// stance, and one an enemy comes into base contact with leaves full cover.
func (r *rules) observe(t *orders.Table, env orders.Env, e combat.Event, by *orders.Side) error {
	switch e := e.(type) {
	case combat.Roll:
		if e.Kind == combat.HitRoll && e.Arm == combat.Gun {
			return r.shotAt(t, env, e, by)
		}
	case blast.BlastLanded:
		return r.blasted(t, env, e, by)
	case orders.Declared:
		if !e.Reaction && !e.Cancel && e.StepAP != nil {
			return r.ordered(t, env, e)
		}
	case combat.StateChanged:
		return r.changed(t, env, e)
	case combat.Moved:
		if u := t.Unit(e.Unit); u != nil && !e.Own {
			return drop(t, env, u, e.RuleID)
		}
	case orders.Arrived:
		return engaged(t, env, e)
	}
	return nil
}

// shotAt lays the tokens of attack roll e: on the model shot at, and for
// suppressive fire or an automatic weapon on each model of its side near
// it. The model shot at is the chain of fire's target (the shot has just
// joined it, KG-PSY-01): a shot into a melee marks the model aimed at,
// whichever it lands on.
func (r *rules) shotAt(t *orders.Table, env orders.Env, e combat.Roll, by *orders.Side) error {
	ch := t.Chain
	if ch.Target == "" || len(ch.Shooters) == 0 || ch.Shooters[len(ch.Shooters)-1] != e.By {
		return nil
	}
	target, shooter := t.Unit(ch.Target), t.Unit(e.By)
	if target == nil || shooter == nil {
		return nil
	}
	cause, n := CauseShotAt, r.data.ShotTokens
	if e.Success {
		cause, n = CauseHit, r.data.HitTokens
	}
	out := r.lay(t, Suppressed{RuleID: Rule, Cause: cause, By: shooter.ID, Added: n}, []*orders.Unit{target})
	if r.spills(t, shooter, e) {
		var near []*orders.Unit
		for _, o := range t.Units {
			if o != target && o.Side == target.Side && o.Alive() && geom.Distance(o.Base, target.Base) <= r.data.Near+inch {
				near = append(near, o)
			}
		}
		more := r.lay(t, Suppressed{RuleID: Rule, Cause: CauseNear, By: shooter.ID, Added: r.data.NearTokens}, near)
		out.Sets, out.Events = append(out.Sets, more.Sets...), append(out.Events, more.Events...)
	}
	if len(out.Sets) == 0 {
		return nil
	}
	out.By = by
	return env.Apply(out)
}

// inch is the slack of a measured distance: "within N" includes N
// (RULINGS, 2026-11-28), whatever floating point makes of it.
const inch = 1e-9

// spills reports whether attack roll e by shooter marks the models near
// its target too: suppressive fire (KG-RC-12, the shooter's step now), or
// a shot with an automatic weapon (XC-SFIRE-06).
func (r *rules) spills(t *orders.Table, shooter *orders.Unit, e combat.Roll) bool {
	if w := shooter.F.Ranged; w != nil && w.Name == e.Weapon && r.data.IsAutomatic(w.ID) {
		return true
	}
	if shooter.Side < 0 {
		return false
	}
	st := t.Sides[shooter.Side].Combo.Current()
	return st != nil && st.Unit == shooter && st.Order.Verb == orders.Shoot && st.Order.Shot == combat.Suppressive
}

// blasted lays an explosion's tokens on every model it touched and every
// model whose base lies within BlastNear of its centre (XC-SUPP-03).
func (r *rules) blasted(t *orders.Table, env orders.Env, e blast.BlastLanded, by *orders.Side) error {
	centre := geom.Base{Centre: geom.Vec{X: e.X, Y: e.Y}}
	var hit []*orders.Unit
	for _, u := range t.Units {
		if !u.Alive() {
			continue
		}
		touched := false
		for _, id := range e.Touched {
			touched = touched || id == u.ID
		}
		if touched || geom.Distance(centre, u.Base) <= r.data.BlastNear+inch {
			hit = append(hit, u)
		}
	}
	out := r.lay(t, Suppressed{RuleID: Rule, Cause: CauseBlast, By: e.By, Added: r.data.BlastTokens}, hit)
	if len(out.Sets) == 0 {
		return nil
	}
	out.By = by
	return env.Apply(out)
}

// lay is the outcome of laying s.Added tokens on each of units: those
// that can hold them gain them, up to the most a model holds, and one in
// full cover, Squad Leader or not, has been shot at. s lists the models
// that gained; it is left out when none did.
func (r *rules) lay(t *orders.Table, s Suppressed, units []*orders.Unit) orders.Outcome {
	var out orders.Outcome
	for _, u := range units {
		if StanceOf(t, u.ID) == FullCover && !ShotAt(t, u.ID) {
			out.Sets = append(out.Sets, mark(u, ShotAtMark, 1))
		}
		if !Holds(u) || s.Added <= 0 {
			continue
		}
		now := min(Tokens(t, u.ID)+s.Added, r.data.MaxTokens())
		if now == Tokens(t, u.ID) && now > 0 {
			s.Units, s.Tokens = append(s.Units, u.ID), append(s.Tokens, now) // at the most already: still under fire
			continue
		}
		out.Sets = append(out.Sets, mark(u, TokensMark, now))
		s.Units, s.Tokens = append(s.Units, u.ID), append(s.Tokens, now)
	}
	if len(s.Units) > 0 {
		out.Events = []combat.Event{s}
	}
	return out
}

// ordered is the suppression test of every unit a declaration orders
// that holds tokens (XS-06, XC-SUPP-04, XC-STNC-01): as the declaration
// is accepted, before any step of it begins, in step order. Willpower at
// BaseTN + tokens, at most MaxTN: a pass clears the tokens; a fail pins
// the unit as by a hit (KG-PSY-01), to be unpinned at the test's TN
// (KG-PSY-04), which stops its combo, as a pin does (KG-CMB-02: the AP
// stay spent), and the units after it test no more.
func (r *rules) ordered(t *orders.Table, env orders.Env, e orders.Declared) error {
	s := t.SideOf(e.Side)
	if s == nil || s.Combo == nil || s.Combo.Reaction || s.Combo.Cur > 0 {
		return nil
	}
	c := s.Combo
	tested := map[*orders.Unit]bool{}
	for _, st := range c.Steps {
		u := st.Unit
		if tested[u] || !Testable(u) || Tokens(t, u.ID) == 0 {
			continue
		}
		tested[u] = true
		passed, out, err := r.Test(t, u, env)
		if err != nil {
			return err
		}
		out.By = s
		if err := env.Apply(out); err != nil || !passed || s.Combo != c {
			return err
		}
	}
	return nil
}

// Test rolls u's suppression test on the table as it stands: its
// outcome (the roll; the tokens cleared, or the pin) and whether it
// passed.
func (r *rules) Test(t *orders.Table, u *orders.Unit, env orders.Env) (bool, orders.Outcome, error) {
	n := Tokens(t, u.ID)
	tn := r.data.TestTN(n)
	res := combat.NewResolver(env.Dice(), t.Options.Combat)
	f := res.Own(&u.F)
	mods := []combat.Modifier{{RuleID: Rule, What: fmt.Sprintf("%d suppression token%s", n, plural(n)), On: combat.OnTN, Value: tn - r.data.BaseTN}}
	ok, err := res.Check(Rule, combat.Willpower, f, f.Stats.Willpower.Dice(), tn, mods)
	if err != nil {
		return false, orders.Outcome{}, err
	}
	if !ok {
		f.Pin.ByHit, f.Pin.TN = true, max(f.Pin.TN, tn)
		res.State(Rule, f, combat.PinnedByHit)
		return false, orders.Of(res.Outcome()), nil
	}
	out := orders.Of(res.Outcome())
	out.Sets = []orders.Set{mark(u, TokensMark, 0)}
	out.Events = append(out.Events, combat.StateChanged{RuleID: Rule, Unit: u.ID, State: Rallied, Good: true})
	return true, out, nil
}

// changed answers a state change: an unpinned unit has passed a Willpower
// test (KG-PSY-04) and sheds its tokens; a unit knocked down is braced
// no longer; a Down one loses its tokens and stance.
func (r *rules) changed(t *orders.Table, env orders.Env, e combat.StateChanged) error {
	u := t.Unit(e.Unit)
	if u == nil {
		return nil
	}
	switch e.State {
	case combat.Unpinned:
		if Tokens(t, u.ID) == 0 {
			return nil
		}
		return env.Apply(orders.Outcome{Sets: []orders.Set{mark(u, TokensMark, 0)},
			Events: []combat.Event{combat.StateChanged{RuleID: Rule, Unit: u.ID, State: Rallied, Good: true}}})
	case combat.Prone:
		if StanceOf(t, u.ID) == Braced {
			return drop(t, env, u, e.RuleID)
		}
	case combat.Downed:
		sets := []orders.Set{}
		if Tokens(t, u.ID) > 0 {
			sets = append(sets, mark(u, TokensMark, 0))
		}
		if StanceOf(t, u.ID) != Active {
			sets = append(sets, mark(u, StanceMark, 0), mark(u, ShotAtMark, 0))
		}
		if len(sets) > 0 {
			return env.Apply(orders.Sets(sets...))
		}
	}
	return nil
}
