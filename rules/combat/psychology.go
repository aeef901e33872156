package combat

import "github.com/krygothic/krygothic/rules/dice"

// Psychology (KG-PSY): pinning, unpinning, fear and pure horror.

// Pinning target numbers (KG-PSY-01, KG-PSY-02, KG-PSY-EX1/EX2).
const (
	pinHitTN  = 5 // +1 per extra unit firing in the chain
	pinMissTN = 3 // +1 per missing unit beyond the second
	fearTN    = 6 // KG-PSY-06/07/08
)

// PinOnHit is the test of a unit hit by ranged fire: Willpower at TN 5,
// +1 for every other unit firing at it in the chain (KG-PSY-01). Squad
// Leaders are never pinned (KG-PSY-03); a unit already pinned by a hit has
// nothing to test. extra are a rule module's own modifiers on the TN.
func (r *Resolver) PinOnHit(f *Fighter, shooters int, extra ...Modifier) error {
	if f.SquadLeader || f.Inanimate || !f.Alive() || f.Pin.ByHit {
		return nil
	}
	tn := PinOnHitTN(shooters) + sum(extra)
	mods := append([]Modifier{{RuleID: "KG-PSY-01", What: "other units firing in the chain", On: OnTN, Value: max(shooters-1, 0)}}, extra...)
	ok, err := r.Check("KG-PSY-01", Willpower, f, f.Stats.Willpower.Dice(), tn, mods)
	if err != nil || ok {
		return err
	}
	f.Pin.ByHit, f.Pin.TN = true, max(f.Pin.TN, tn)
	r.State("KG-PSY-01", f, PinnedByHit)
	return nil
}

// PinOnMisses is the test of a unit that two or more different units have
// shot at in a row without hitting: Willpower at TN 3, +1 per shooter beyond
// the second (KG-PSY-02, KG-PSY-EX2). extra are a rule module's own
// modifiers on the TN.
func (r *Resolver) PinOnMisses(f *Fighter, missers int, extra ...Modifier) error {
	if missers < 2 || f.SquadLeader || f.Inanimate || !f.Alive() || f.Pin.ByMiss {
		return nil
	}
	tn := pinMissTN + missers - 2 + sum(extra)
	mods := append([]Modifier{{RuleID: "KG-PSY-02", What: "missing units beyond the second", On: OnTN, Value: missers - 2}}, extra...)
	ok, err := r.Check("KG-PSY-02", Willpower, f, f.Stats.Willpower.Dice(), tn, mods)
	if err != nil || ok {
		return err
	}
	f.Pin.ByMiss, f.Pin.TN = true, max(f.Pin.TN, tn)
	r.State("KG-PSY-02", f, PinnedByMiss)
	return nil
}

// Unpin spends 1 AP on a re-roll of a pinned unit's Willpower test, at the
// TN it failed; a pass clears the pin. It may be repeated as often as the
// side has AP (KG-PSY-04, KG-PSY-EX3).
func Unpin(f *Fighter, src dice.Source, opts Options) (Outcome, error) {
	if !f.Pin.Pinned() {
		return Outcome{}, refuse("KG-PSY-04", "%s is not pinned", f.ID)
	}
	r := &Resolver{src: src, opts: opts}
	f = r.Own(f)
	r.Add(APSpent{RuleID: "KG-PSY-04", By: f.ID, AP: 1, For: "unpin re-roll"})
	ok, err := r.Check("KG-PSY-04", Willpower, f, f.Stats.Willpower.Dice(), f.Pin.TN, nil)
	if err != nil {
		return Outcome{}, err
	}
	if ok {
		f.Pin = Pin{}
		r.State("KG-PSY-04", f, Unpinned)
	}
	return r.Outcome(), nil
}

// ImmuneToFear: a unit that causes fear is not frightened by fear (ruling,
// docs/rules.md); pure horror still affects it unless it causes horror too.
func ImmuneToFear(f *Fighter) bool { return f.Fear || f.Horror || f.Inanimate }

// FearOfCharging tests a unit moving to attack a fear-causing model in close
// combat: Willpower at TN 6; on a fail it stops 2" short of the model (or
// stays put if it was already within 2") and the AP paid are lost
// (KG-PSY-06). Charging a pure horror, it takes the horror test instead
// (KG-PSY-08: half its Willpower), which covers the attack the charge
// ends in (CCSituation.HorrorFaced): a fail is fear shock, with the fear
// effects (it stops) and, for Willpower 2 or less, the chance of a 4" run.
// It reports whether the attack may go on.
func FearOfCharging(attacker, target *Fighter, src dice.Source, opts Options) (bool, Outcome, error) {
	r := &Resolver{src: src, opts: opts}
	var ok bool
	var err error
	switch {
	case target.Horror && !attacker.Horror && !attacker.Inanimate:
		var shocked bool
		shocked, err = r.horror(attacker, target)
		ok = !shocked
	case (target.Fear || target.Horror) && !ImmuneToFear(attacker):
		ok, err = r.Check("KG-PSY-06", Willpower, attacker, attacker.Stats.Willpower.Dice(), fearTN, nil)
	default:
		return true, Outcome{}, nil
	}
	if err != nil {
		return false, Outcome{}, err
	}
	if !ok {
		r.State("KG-PSY-06", attacker, FearStopped)
	}
	return ok, r.Outcome(), nil
}

// fearOfAttacker is KG-PSY-07: a unit attacked by a fear-causer tests
// Willpower at TN 6 before that fear-causer's first attack; a fail halves
// its CC (rounded down) for that attack. It reports whether CC is halved.
func (r *Resolver) fearOfAttacker(victim *Fighter) (bool, error) {
	if ImmuneToFear(victim) {
		return false, nil
	}
	ok, err := r.Check("KG-PSY-07", Willpower, victim, victim.Stats.Willpower.Dice(), fearTN, nil)
	if err != nil || ok {
		return false, err
	}
	r.State("KG-PSY-07", victim, FearHalved)
	return true, nil
}

// HorrorRule is KG-PSY-08, pure horror: its fear-shock run (a Moved) takes
// the model out of the fight.
const HorrorRule = "KG-PSY-08"

// horror is KG-PSY-08: whenever a horror-causing unit attacks or is
// attacked in close combat, the other unit tests half its Willpower (rounded
// down) at TN 6. A fail is fear shock (a defender fights at half CC, an
// attacker freezes, a charger stops: the caller decides), and a unit of
// Willpower 2 or less rolls a d6; on a 6 it moves 4" in a random direction
// the opposing player chooses, for no AP. It reports whether the victim is
// in fear shock.
func (r *Resolver) horror(victim, horror *Fighter) (bool, error) {
	if victim.Horror || victim.Inanimate {
		return false, nil
	}
	will := victim.Stats.Willpower.Dice()
	mods := []Modifier{{RuleID: HorrorRule, What: "Willpower halved by pure horror", On: OnDice, Value: -(will - will/2)}}
	ok, err := r.Check(HorrorRule, Willpower, victim, will/2, fearTN, mods)
	if err != nil || ok {
		return false, err
	}
	r.State(HorrorRule, victim, FearShock)
	if will <= 2 {
		d, err := r.D6(HorrorRule, "fear-shock run", victim)
		if err != nil {
			return true, err
		}
		if d == 6 {
			r.Add(Moved{RuleID: HorrorRule, Unit: victim.ID, Inches: 4, Direction: ChosenByFoes, Other: horror.ID})
		}
	}
	return true, nil
}
