package combat

import (
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Options are the rule options combat reads (RULINGS, *(option)* lines).
type Options struct {
	Mode           dice.Mode // TNs above 6: the 7+ table or sum7plus (RULINGS §1)
	DeflectScaling bool      // deflectScaling: Deflect breaks unless d6 ≥ 2 + hits cancelled (KG-CC-EX4)
	FreshStuckDie  bool      // stuck for a fresh D6/2 AP, minimum 1, not the collapse die (KG-EXPL-02)
}

// Refusal is an illegal action, with the rule that forbids it.
type Refusal = refusal.Error

var refuse = refusal.New

// Resolver carries what every step of a resolution needs: the dice, the
// options, the events so far and the working copies of the fighters it
// changes. combat's own resolutions use it, and so do a rule module's (a
// blast, a sweep): it rolls and logs as they do, and hands back an
// Outcome that changes none of the fighters it was given.
type Resolver struct {
	src  dice.Source
	opts Options
	log
	copies []working
}

// NewResolver returns a resolution that rolls src with the options opts.
func NewResolver(src dice.Source, opts Options) *Resolver {
	return &Resolver{src: src, opts: opts}
}

// Options are the rule options the resolution plays with.
func (r *Resolver) Options() Options { return r.opts }

// Events are the events logged so far.
func (r *Resolver) Events() []Event { return r.events }

// working is a fighter a resolution works on: the caller's, and the copy
// the resolution changes.
type working struct {
	given, copy *Fighter
}

// Own returns the resolution's working copy of f, made the first time f
// is asked for. The resolution changes the copy only.
func (r *Resolver) Own(f *Fighter) *Fighter {
	if f == nil {
		return nil
	}
	for _, w := range r.copies {
		if w.given == f || w.copy == f {
			return w.copy
		}
	}
	c := *f
	r.copies = append(r.copies, working{given: f, copy: &c})
	return &c
}

// Outcome is the events so far and every fighter whose Condition the
// resolution changed, in the order they were first owned.
func (r *Resolver) Outcome() Outcome {
	o := Outcome{Events: r.events}
	for _, w := range r.copies {
		if w.copy.Condition != w.given.Condition {
			o.Changes = append(o.Changes, Change{ID: w.copy.ID, Now: w.copy.Condition})
		}
	}
	return o
}

// Pool rolls a success-mode keep roll of a kind and logs it.
func (r *Resolver) Pool(rule, purpose string, kind RollKind, by *Fighter, n, tn, keep int, mods []Modifier) (dice.SuccessResult, error) {
	return r.pool(rule, purpose, kind, NoArm, "", by, n, tn, keep, mods)
}

// Attack rolls an attack's to-hit roll (a pool of kind HitRoll) with arm
// and the weapon of that name, and logs it.
func (r *Resolver) Attack(rule, purpose string, arm Arm, weapon string, by *Fighter, n, tn, keep int, mods []Modifier) (dice.SuccessResult, error) {
	return r.Armed(rule, purpose, HitRoll, arm, weapon, by, n, tn, keep, mods)
}

// Hurt rolls an attack's wound dice on its target (a pool of kind
// WoundRoll) made with arm and the weapon of that name, and logs it.
func (r *Resolver) Hurt(rule, purpose string, arm Arm, weapon string, by *Fighter, n, tn, keep int, mods []Modifier) (dice.SuccessResult, error) {
	return r.Armed(rule, purpose, WoundRoll, arm, weapon, by, n, tn, keep, mods)
}

// Armed is a pool of an attack with arm and weapon.
func (r *Resolver) Armed(rule, purpose string, kind RollKind, arm Arm, weapon string, by *Fighter, n, tn, keep int, mods []Modifier) (dice.SuccessResult, error) {
	return r.pool(rule, purpose, kind, arm, weapon, by, n, tn, keep, mods)
}

// pool rolls and logs a pool; a re-roll its dice source grants once the
// dice have landed (Rerolls) is rolled and logged before it, and the
// pool is read, and logged, as re-rolled.
func (r *Resolver) pool(rule, purpose string, kind RollKind, arm Arm, weapon string, by *Fighter, n, tn, keep int, mods []Modifier) (dice.SuccessResult, error) {
	s := dice.Success{Dice: n, TN: tn, Keep: max(keep, 0), Mode: r.opts.Mode}
	why := fmt.Sprintf("%s %s (%s)", by.ID, purpose, rule)
	res, err := s.Roll(r.src, why)
	if err != nil {
		return res, err
	}
	roll := Roll{RuleID: rule, Purpose: purpose, Kind: kind, Arm: arm, Weapon: weapon, By: by.ID, TN: tn, Keep: keep, Modifiers: mods}
	poolRoll(&roll, res)
	again, err := r.again(roll, why)
	if err != nil {
		return res, err
	}
	if again != nil {
		res = s.Read(again)
		poolRoll(&roll, res)
	}
	r.Add(roll)
	return res, nil
}

// poolRoll writes a pool's result into its roll.
func poolRoll(roll *Roll, res dice.SuccessResult) {
	roll.Dice, roll.Passed, roll.Kept = res.Chains, res.Passed, res.Kept
	roll.Success, roll.CriticalFail, roll.CriticalPass = len(res.Kept) > 0, res.CriticalFail, res.CriticalPass
}

// Numbered marks the last roll logged as attack i (from 0) of a shot of n.
func (r *Resolver) Numbered(i, n int) {
	roll := r.events[len(r.events)-1].(Roll)
	roll.Attack, roll.Attacks = i+1, n
	r.events[len(r.events)-1] = roll
}

// Against marks the last roll logged as rolled against f (Roll.Against).
func (r *Resolver) Against(f *Fighter) {
	roll := r.events[len(r.events)-1].(Roll)
	roll.Against = f.ID
	r.events[len(r.events)-1] = roll
}

// Check rolls an attribute check and logs it. A Squad Leader failing a
// Willpower check costs its side AP later (KG-PSY-09, KG-AP-06(3)); a
// re-roll its dice source grants once the dice have landed (Rerolls) is
// rolled and logged before the check, which is read as re-rolled.
func (r *Resolver) Check(rule, purpose string, by *Fighter, value, tn int, mods []Modifier) (bool, error) {
	a := dice.Attribute{Value: value, TN: tn, Mode: r.opts.Mode}
	why := fmt.Sprintf("%s %s (%s)", by.ID, purpose, rule)
	res, err := a.Roll(r.src, why)
	if err != nil {
		return false, err
	}
	roll := Roll{RuleID: rule, Purpose: purpose, Kind: CheckRoll, By: by.ID, TN: tn, Keep: 1, Modifiers: mods}
	r.checkRoll(&roll, res)
	again, err := r.again(roll, why)
	if err != nil {
		return false, err
	}
	if again != nil {
		res = a.Read(again)
		r.checkRoll(&roll, res)
	}
	r.Add(roll)
	if !res.Passed && by.SquadLeader && purpose == Willpower {
		r.Add(SideEffect{RuleID: "KG-PSY-09", Unit: by.ID, What: "Squad Leader failed a Willpower roll", Setback: LeaderFailedWillpower})
	}
	return res.Passed, nil
}

// checkRoll writes a check's result into its roll.
func (r *Resolver) checkRoll(roll *Roll, res dice.AttributeResult) {
	var kept []int
	if res.Best >= 0 {
		kept = []int{res.Best}
	}
	passed := make([]bool, len(res.Chains))
	for i, c := range res.Chains {
		passed[i] = dice.Passes(c, roll.TN, r.opts.Mode)
	}
	roll.Dice, roll.Passed, roll.Kept, roll.Success = res.Chains, passed, kept, res.Passed
}

// Rerolls is a dice source that may have dice of a roll rolled again the
// moment the roll lands, before the resolution reads it: a re-roll a rule
// grants (a command re-roll, a veteran's luck). A resolution rolling such
// dice asks it after each pool and check, and rolls and logs the re-roll
// it grants; the roll is then read, and logged, with the dice rolled
// again in place of the first.
type Rerolls interface {
	dice.Source
	// Reroll is asked when roll has landed. It returns the re-roll
	// granted, its dice (Again) the indices of roll.Dice to roll again;
	// none: the roll stands. The resolution fills in the re-roll's Unit,
	// Purpose and First.
	Reroll(roll Roll) (Rerolled, error)
}

// again asks the dice source for a re-roll of roll, which has just
// landed, and rolls it: the roll's dice with those rolled again, or nil
// when the roll stands. The re-roll is logged.
func (r *Resolver) again(roll Roll, why string) ([]dice.Chain, error) {
	src, ok := r.src.(Rerolls)
	if !ok || len(roll.Dice) == 0 {
		return nil, nil
	}
	e, err := src.Reroll(roll)
	if err != nil || len(e.Again) == 0 {
		return nil, err
	}
	chains := slices.Clone(roll.Dice)
	seen := make([]bool, len(chains))
	for _, i := range e.Again {
		if i < 0 || i >= len(chains) || seen[i] {
			return nil, fmt.Errorf("%s: a re-roll (%s) of die %d of %d", why, e.RuleID, i+1, len(chains))
		}
		seen[i] = true
	}
	// Rolled as a pool is: the dice first, then each 6's explosion.
	again, err := dice.RollPool(src, len(e.Again), true, fmt.Sprintf("%s, rolled again (%s)", why, e.RuleID))
	if err != nil {
		return nil, err
	}
	for k, i := range e.Again {
		chains[i] = again[k]
	}
	e.Unit, e.Purpose, e.First = roll.By, roll.Purpose, roll.Dice
	r.Add(e)
	return chains, nil
}

// D6 rolls one utility die, natural face only (KG-DICE-04), and logs it.
func (r *Resolver) D6(rule, purpose string, by *Fighter) (int, error) {
	f, err := r.src.D6(fmt.Sprintf("%s %s (%s)", by.ID, purpose, rule))
	if err != nil {
		return 0, err
	}
	r.Add(Roll{RuleID: rule, Purpose: purpose, By: by.ID, Dice: []dice.Chain{{f}}, Kept: []int{0}})
	return f, nil
}

// Wound deals n wounds to f, no more than it has left, and logs them.
func (r *Resolver) Wound(rule string, f *Fighter, n int) {
	if f.Down && n > 0 { // any wound removes a Down model
		f.Down = false
		r.Add(Wounded{RuleID: rule, Unit: f.ID, Wounds: n, Removed: true, Credited: true})
		return
	}
	n = min(n, f.WoundCapacity-f.Wounds)
	if n <= 0 {
		return
	}
	f.Wounds += n
	r.Add(Wounded{RuleID: rule, Unit: f.ID, Wounds: n, Removed: !f.Alive(), Final: rule == FallRule})
}

func (r *Resolver) State(rule string, f *Fighter, s State) {
	r.Add(StateChanged{RuleID: rule, Unit: f.ID, State: s, Good: goodStates[s]})
}

// goodStates are the core's states good for the fighter that enters them.
var goodStates = map[State]bool{Unpinned: true, FreedFromHole: true, BrokeOff: true, StoodUp: true}

const Willpower = "Willpower"
