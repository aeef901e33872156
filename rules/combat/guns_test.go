package combat_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
)

// XS-21, SW-MULTI-01: two weapons fired together are two attacks, each
// rolling its own to-hit dice at −1 RC; a module's TN modifier (XS-27)
// raises the TN. The plan says so, and the resolution rolls it.
func TestGunsFireTogether(t *testing.T) {
	s := with(joe("s"), func(f *combat.Fighter) { f.Stats.RC = 3; f.Ranged = ranged("pistol") })
	a := combat.RangedAttack{Shooter: s, Target: with(joe("t"), func(f *combat.Fighter) { f.WoundCapacity = 9 }), Situation: open(4),
		Volley: 2, Mods: []combat.Modifier{{RuleID: "XS-21", What: "two pistols at once", On: "dice", Value: -1}, {RuleID: "XS-27", What: "sweep", On: "TN", Value: 1}}}
	p, err := a.Plan()
	if err != nil {
		t.Fatal(err)
	}
	if p.Attacks != 2 || p.Dice != 2 || p.TN != 6 {
		t.Fatalf("two pistols at RC 3, −1 RC each and +1 TN: %d attacks of %d dice at TN %d, want 2 of 2 at 6", p.Attacks, p.Dice, p.TN)
	}
	for seed := uint64(1); seed <= 20; seed++ {
		res, err := combat.ResolveRanged(a, dice.NewSeeded(seed), combat.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var toHit []combat.Roll
		for _, e := range res.Events {
			if r, ok := e.(combat.Roll); ok && r.RuleID == "KG-RC-09" {
				toHit = append(toHit, r)
			}
		}
		if len(toHit) != 2 && !(len(toHit) == 1 && toHit[0].CriticalFail) { // a critical fail may remove the shooter
			t.Fatalf("seed %d: %d to-hit rolls, want one for each pistol", seed, len(toHit))
		}
		for _, r := range toHit {
			if len(r.Dice) != 2 || r.TN != 6 || r.Purpose[:len("to hit (attack")] != "to hit (attack" {
				t.Errorf("seed %d: a pistol's roll %+v, want 2 dice at TN 6", seed, r)
			}
		}
	}
	// One gun, no modifiers: the core shot.
	a.Volley, a.Mods = 0, nil
	if p, _ := a.Plan(); p.Attacks != 1 || p.Dice != 3 || p.TN != 5 {
		t.Errorf("one pistol: %d attacks of %d dice at TN %d", p.Attacks, p.Dice, p.TN)
	}
}
