package orders_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
)

// KG-CCA-01: a charge that would end in an attack with a close-combat
// weapon the model does not carry (or has broken) is refused before it is
// paid, in the preview and the check alike, alone or after a move in a
// combo; the same charge with a punch (KG-CCA-06) is taken, and its
// preview gives the exact odds of the attack it ends in (issue 16).
func TestChargeChecksItsAttackFirst(t *testing.T) {
	rows := []string{"............", "............", "............"}
	red := trooper("red.a", 0, model(1.5, 1.5, 0))
	red.F.Stats.CC, red.F.Stats.Strength = 3, 3
	blue := trooper("blue.b", 1, model(5.5, 1.5, 180))
	blue.F.Stats.CC, blue.F.Stats.Strength = 3, 3
	tb := table(t, rows, red, blue)
	r := orders.Core()
	weapon := orders.Order{Unit: red.ID, Verb: orders.Charge, Target: blue.ID, Attack: combat.UseWeapon}
	punch := weapon
	punch.Attack = combat.Punch
	step := orders.Order{Unit: red.ID, Verb: orders.Move, X: 2, Y: 1.5}

	if p := r.Preview(tb, 0, weapon); ruleOf(p.Err) != "KG-CCA-01" || p.AP != 0 {
		t.Errorf("a charge with no close-combat weapon: %+v, want refused by KG-CCA-01 at no cost", p)
	}
	if _, _, err := r.Check(tb, 0, []orders.Order{weapon}); ruleOf(err) != "KG-CCA-01" {
		t.Errorf("checked: %v, want KG-CCA-01", err)
	}
	if _, _, err := r.Check(tb, 0, []orders.Order{step, weapon}); ruleOf(err) != "KG-CCA-01" {
		t.Errorf("after a move in a combo: %v, want KG-CCA-01", err)
	}
	red.F.Melee = gear.MeleeWeapons[0]
	red.F.MeleeBroken = true
	if p := r.Preview(tb, 0, weapon); ruleOf(p.Err) != "KG-CCA-01" {
		t.Errorf("a charge with a broken weapon: %v, want KG-CCA-01", p.Err)
	}
	red.F.Melee, red.F.MeleeBroken = nil, false

	p := r.Preview(tb, 0, punch)
	if p.Err != nil || p.AP == 0 {
		t.Fatalf("a charge with a punch: %+v", p)
	}
	if p.Odds == nil || p.Odds.Hit <= 0 || p.Odds.Hit > 1 {
		t.Fatalf("a charge's preview gives no odds of its attack: %+v", p.Odds)
	}
	sum := 0.0
	for _, w := range p.Odds.Wounds {
		sum += w
	}
	if sum < 0.999 || sum > 1.001 {
		t.Errorf("the charge's wound odds sum to %g", sum)
	}
	// The same odds the attack would have from base contact at the end
	// of the charge.
	want, err := tb.CloseCombatOdds(red, blue, combat.Punch, true, combat.Passive, blue.DefenceType)
	if err != nil {
		t.Fatal(err)
	}
	if d := p.Odds.MeanWounds() - want.MeanWounds(); d > 0.05 || d < -0.05 {
		t.Errorf("the charge's mean wounds %g, the attack's from contact %g", p.Odds.MeanWounds(), want.MeanWounds())
	}
}
