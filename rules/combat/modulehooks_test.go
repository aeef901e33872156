package combat_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
)

// The hooks a rule module's shot rule sets on a ranged attack (the X-Com
// firefight pack, issue 37): each changes the plan the preview, the odds
// and the roll all read.
func TestModuleHooksOfARangedAttack(t *testing.T) {
	plain := func(d float64) combat.RangedAttack {
		return combat.RangedAttack{Shooter: pistolShooter(3), Target: armouredTarget(), Shot: combat.Standard, Situation: open(d)}
	}
	// The pistol's LR is 6": at 6" the penalty is 1 (KG-RC-EX4).
	base, err := plain(6).Plan()
	if err != nil || base.Penalty != 1 || base.Band != combat.LongRange {
		t.Fatalf("pistol at 6\": %+v %v", base, err)
	}
	t.Run("WoundMods add to the wound TN and are shown", func(t *testing.T) {
		a := plain(4)
		a.WoundMods = []combat.Modifier{{RuleID: "XS-19", What: "hard cover", On: combat.OnTN, Value: 1}}
		p, _ := a.Plan()
		q, _ := plain(4).Plan()
		if p.WoundTN != q.WoundTN+1 || p.WoundMods[len(p.WoundMods)-1].RuleID != "XS-19" {
			t.Errorf("wound TN %d (plain %d), mods %+v", p.WoundTN, q.WoundTN, p.WoundMods)
		}
	})
	t.Run("LongScale moves long range out", func(t *testing.T) {
		a := plain(6)
		a.LongScale = 1.5 // LR 9"
		b, pen := a.Band()
		p, _ := a.Plan()
		if b != combat.MediumRange || pen != 0 || p.Band != combat.MediumRange || p.TN != 5 {
			t.Errorf("scoped at 6\": band %v penalty %d, plan %v TN %d", b, pen, p.Band, p.TN)
		}
	})
	t.Run("PenaltyCut lowers the penalty, not below 0", func(t *testing.T) {
		a := plain(7) // penalty 2
		a.PenaltyCut = 1
		p, _ := a.Plan()
		if p.Band != combat.LongRange || p.Penalty != 1 || p.Keep != 2 || p.TN != 6 {
			t.Errorf("cut at 7\": %v penalty %d keep %d TN %d", p.Band, p.Penalty, p.Keep, p.TN)
		}
		a = plain(6)
		a.PenaltyCut = 3
		if p, _ := a.Plan(); p.Penalty != 0 || p.TN != 5 {
			t.Errorf("cut past 0: penalty %d TN %d", p.Penalty, p.TN)
		}
	})
	t.Run("WoundFactor doubles after the c cap", func(t *testing.T) {
		// Pistol S1, c 1: one hit, one wound die passing → 1 wound, ×2 = 2.
		a := plain(4)
		a.WoundFactor = 2
		src := script(t, 6, 1, 1, 1 /* to hit: one 6 re-rolled to 7 */, 6, 1 /* wound: passes */, 1, 1, 1 /* pinning: fails */)
		res, err := combat.ResolveRanged(a, src, combat.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Wounds != 2 || res.Plan.WoundFactor != 2 {
			t.Errorf("wounds %d factor %d; want 2, 2", res.Wounds, res.Plan.WoundFactor)
		}
		o, err := combat.RangedOdds(a, combat.Options{})
		q, _ := combat.RangedOdds(plain(4), combat.Options{})
		if err != nil || o.Wounds[1] != 0 || o.Wounds[2] < q.Wounds[1]-1e-9 {
			t.Errorf("odds: %v (plain %v)", o.Wounds, q.Wounds)
		}
	})
}

// A shot's wound roll says the model it is rolled against (Roll.Against,
// for a rule module's observer or amend rule: a graze, XS-10): the
// target; the shooter's to-hit roll and a critical fail's wounds on
// itself name nobody.
func TestAShotsWoundRollNamesItsTarget(t *testing.T) {
	a := combat.RangedAttack{Shooter: pistolShooter(3), Target: armouredTarget(), Shot: combat.Standard, Situation: open(4)}
	src := script(t, 6, 1, 1, 1 /* to hit: one 6 re-rolled to 7 */, 2 /* wound: fails */, 1, 1, 1 /* pinning: fails */)
	res, err := combat.ResolveRanged(a, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range res.Events {
		r, ok := e.(combat.Roll)
		switch {
		case !ok:
		case r.Kind == combat.WoundRoll && r.Against != a.Target.ID:
			t.Errorf("the wound roll is against %q, want %q", r.Against, a.Target.ID)
		case r.Kind != combat.WoundRoll && r.Against != "":
			t.Errorf("a %s roll is against %q", r.Purpose, r.Against)
		}
	}
}
