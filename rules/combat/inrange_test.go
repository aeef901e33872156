package combat_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
)

// InRange agrees with the plan of every shot type with every shipped
// weapon, at every distance from contact to far beyond long range: in
// range exactly when the plan is legal and not OutOfRange.
func TestInRangeAgreesWithPlan(t *testing.T) {
	seen := map[bool]int{}
	for _, w := range gear.RangedWeapons {
		for _, strength := range []int{1, 3, 5} {
			s := joe("shooter")
			s.Stats.Strength, s.Stats.RC, s.Ranged = content.Stat(strength), 3, w
			for k := 0; k <= 4000; k++ {
				d := float64(k) / 50 // 0 to 80", in fiftieths
				for _, shot := range []combat.Shot{combat.Standard, combat.Snap, combat.Aimed, combat.Suppressive} {
					p, err := combat.RangedAttack{Shooter: s, Target: joe("target"), Shot: shot, Situation: open(d)}.Plan()
					want := err == nil && !p.OutOfRange
					if err == nil {
						seen[want]++
					}
					if err == nil && s.InRange(d) != want {
						t.Fatalf("%s, Strength %d, %s at %v\": InRange %v, plan in range %v", w.Name, strength, shot, d, s.InRange(d), want)
					}
				}
			}
		}
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Errorf("plans in range and out of range: %v", seen)
	}
	broken := joe("broken")
	broken.Ranged, broken.RangedBroken = gear.RangedWeapons[0], true
	if broken.InRange(1) || joe("unarmed").InRange(1) {
		t.Error("a fighter with no working ranged weapon is in range")
	}
}
