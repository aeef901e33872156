package psychic

import (
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/refusal"
)

// The casting test, its backlash, and what the powers do to the models
// they touch (GAP-22, KG-STAT-07), written with combat's resolution
// toolkit beside the other tests of Willpower. Which power may be used
// where, and the warp's move, are the orders' (psychic.go).

// Rule is the rule every psychic roll, effect and refusal cites.
const Rule = "GAP-22"

// The states the powers set.
const (
	Veiled      combat.State = "veiled: harder to hit" // the veil power
	VeilLifted  combat.State = "veil lifted"           // at the start of the next AP round
	PowerFailed combat.State = "power failed"          // the casting test failed
)

// Healed reports wounds taken off a model (the mend power).
type Healed struct {
	RuleID string
	Unit   string
	Wounds int
}

// Rule names the rule that healed.
func (e Healed) Rule() string { return e.RuleID }

// Casting is a psychic's casting test: Mind dice, the best must reach
// TN. A fail calls the backlash test, Willpower at BacklashTN, and a fail
// of that costs the psychic a wound that no armour stops.
type Casting struct {
	Psychic    *combat.Fighter
	Power      string // the power's name, for the roll's purpose
	TN         int
	BacklashTN int
}

// Cast rolls a casting test and, when it fails, the backlash test. It
// reports whether the power works.
func Cast(c Casting, src dice.Source, opts combat.Options) (bool, combat.Outcome, error) {
	r := combat.NewResolver(src, opts)
	f := r.Own(c.Psychic)
	ok, err := r.Check(Rule, "Mind: casting "+c.Power, f, f.Stats.Mind.Dice(), c.TN, nil)
	if err != nil || ok {
		return ok, r.Outcome(), err
	}
	r.State(Rule, f, PowerFailed)
	held, err := r.Check(Rule, combat.Willpower, f, f.Stats.Willpower.Dice(), c.BacklashTN, nil)
	if err != nil {
		return false, combat.Outcome{}, err
	}
	if !held {
		r.Wound(Rule, f, 1)
	}
	return false, r.Outcome(), nil
}

// MindBolt is the bolt power's effect: the target tests Willpower at tn,
// and a fail costs it a wound that neither armour nor cover stops.
func MindBolt(target *combat.Fighter, tn int, src dice.Source, opts combat.Options) (combat.Outcome, error) {
	r := combat.NewResolver(src, opts)
	f := r.Own(target)
	ok, err := r.Check(Rule, combat.Willpower, f, f.Stats.Willpower.Dice(), tn, nil)
	if err != nil {
		return combat.Outcome{}, err
	}
	if !ok {
		r.Wound(Rule, f, 1)
	}
	return r.Outcome(), nil
}

// Terrify is the terror power's effect: the target tests Willpower at tn,
// and a fail pins it as a hit does (KG-PSY-01: it may only move away, its
// shots are +1 TN; an unpin re-roll must reach tn). A Squad Leader is
// never pinned (KG-PSY-03), nor is a model that causes fear: the power
// refuses them before it is cast (TerrorRefusal).
func Terrify(target *combat.Fighter, tn int, src dice.Source, opts combat.Options) (combat.Outcome, error) {
	r := combat.NewResolver(src, opts)
	f := r.Own(target)
	ok, err := r.Check(Rule, combat.Willpower, f, f.Stats.Willpower.Dice(), tn, nil)
	if err != nil || ok {
		return r.Outcome(), err
	}
	f.Pin.ByHit, f.Pin.TN = true, max(f.Pin.TN, tn)
	r.State(Rule, f, combat.PinnedByHit)
	return r.Outcome(), nil
}

// TerrorRefusal is why terror cannot touch target, nil when it can.
func TerrorRefusal(target *combat.Fighter) error {
	switch {
	case target.SquadLeader:
		return refusal.New("KG-PSY-03", "%s is a Squad Leader: Squad Leaders are never pinned", target.ID)
	case combat.ImmuneToFear(target):
		return refusal.New(Rule, "%s knows no fear: terror cannot touch it", target.ID)
	case target.Pin.ByHit:
		return refusal.New(Rule, "%s is pinned already", target.ID)
	}
	return nil
}

// LiftPin is the calm power's effect: the target's pin is lifted, without
// a roll.
func LiftPin(target *combat.Fighter) (combat.Outcome, error) {
	if !target.Pin.Pinned() {
		return combat.Outcome{}, refusal.New(Rule, "%s is not pinned", target.ID)
	}
	r := combat.NewResolver(nil, combat.Options{})
	f := r.Own(target)
	f.Pin = combat.Pin{}
	r.State(Rule, f, combat.Unpinned)
	return r.Outcome(), nil
}

// MendFlesh is the mend power's effect: the target heals one wound.
func MendFlesh(target *combat.Fighter) (combat.Outcome, error) {
	if target.Wounds == 0 {
		return combat.Outcome{}, refusal.New(Rule, "%s has no wound to mend", target.ID)
	}
	r := combat.NewResolver(nil, combat.Options{})
	f := r.Own(target)
	f.Wounds--
	r.Add(Healed{RuleID: Rule, Unit: f.ID, Wounds: 1})
	return r.Outcome(), nil
}

// CheckChance is the exact chance that an attribute check of value dice
// at tn passes (KG-DICE-07): any die, exploding, reaching the TN.
func CheckChance(value, tn int, m dice.Mode) float64 {
	if value <= 0 {
		return 0
	}
	return 1 - math.Pow(1-dice.PassChance(tn, m), float64(value))
}

// CastingOdds are the exact odds of a casting test: the power works
// (Cast), or fails and the backlash wounds the psychic (Backlash).
type CastingOdds struct {
	Cast     float64
	Backlash float64
}

// OddsOfCasting works out c's odds.
func OddsOfCasting(c Casting, m dice.Mode) CastingOdds {
	cast := CheckChance(c.Psychic.Stats.Mind.Dice(), c.TN, m)
	held := CheckChance(c.Psychic.Stats.Willpower.Dice(), c.BacklashTN, m)
	return CastingOdds{Cast: cast, Backlash: (1 - cast) * (1 - held)}
}
