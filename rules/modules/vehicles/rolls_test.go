package vehicles

import (
	"math"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
)

// joe is an Average Joe as combat sees him: 2 wounds, Speed 3, Body 2.
func joe(id string) *combat.Fighter {
	return &combat.Fighter{ID: id, WoundCapacity: 2, Stats: content.Characteristics{
		Speed: 3, Strength: 2, Body: 2, Mind: 3, Willpower: 3, CC: 2, RC: 2}}
}

// plainArmour is KG-DATA-14's unnamed armour 3, with rear protection.
var plainArmour = &content.Armour{ID: "armour-3", Name: "Armour 3", Value: 3, RearProtection: true}

// loader is XS-09's cargo loader as combat sees it: Body 4, 9 wounds.
func loader() *combat.Fighter {
	f := joe("red.loader")
	f.Stats.Body, f.Stats.Speed, f.WoundCapacity = 4, 6, 9
	return f
}

// XS-09: a rammed model on foot dodges with a Speed check at TN 4 (an
// Average Joe's 3 dice: 1, 4, 2 passes on the 4) and jumps 1" aside: no
// wound die is rolled.
func TestRamDodged(t *testing.T) {
	src, _ := dice.NewScripted(1, 4, 2)
	res, err := ResolveRam(Ramming{Rammer: loader(), Target: joe("blue.joe"), Speed: 7, Dodge: true}, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Dodged || res.Wounds != 0 || src.Remaining() != 0 {
		t.Fatalf("dodged %v, wounds %d", res.Dodged, res.Wounds)
	}
	mv, ok := res.Events[len(res.Events)-1].(combat.Moved)
	if !ok || mv.Inches != 1 || mv.Direction != combat.AwayFrom || !mv.Own {
		t.Errorf("the dodge: %+v, want its own 1\" move away from the rammer", res.Events[len(res.Events)-1])
	}
}

// XS-09: the ram's wound dice are the rammer's Body + speed ÷ 5 rounded
// down (4 + 12/5 = 6) at the target's Body + armour (2 + 3 = 5); every
// die that passes wounds, at most what the target has left (2 of 3
// passing); the rammer's recoil is half the wounds inflicted, rounded
// down (SW-VEH-11's ruling): 1.
func TestRamWoundDice(t *testing.T) {
	target := joe("blue.joe")
	target.Armour = plainArmour
	rm := Ramming{Rammer: loader(), Target: target, Speed: 12}
	if rm.Dice() != 6 || rm.TN() != 5 {
		t.Fatalf("%d dice at TN %d, want 6 at 5", rm.Dice(), rm.TN())
	}
	src, _ := dice.NewScripted(5, 5, 5, 1, 2, 3)
	res, err := ResolveRam(rm, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Wounds != 2 || res.Recoil != 1 {
		t.Errorf("wounds %d, recoil %d, want 2 and 1", res.Wounds, res.Recoil)
	}
	// Four of the six pass: still the 2 wounds the target has, so still a
	// recoil of 1, half the wounds inflicted, not 2, half the passes.
	src, _ = dice.NewScripted(5, 5, 5, 5, 1, 2)
	if res, err = ResolveRam(rm, src, combat.Options{}); err != nil || res.Wounds != 2 || res.Recoil != 1 {
		t.Errorf("four passes: wounds %d, recoil %d (%v), want 2 and 1", res.Wounds, res.Recoil, err)
	}
	odds, err := RamOdds(Ramming{Rammer: loader(), Target: joe("blue.joe"), Speed: 0, Dodge: true}, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sum := 0.0
	for _, p := range odds.Wounds {
		sum += p
	}
	// The dodge: 1 − (1/2)³; the rest: 4 dice at TN 2.
	if math.Abs(sum-1) > 1e-9 || math.Abs(odds.Hit-0.125) > 1e-9 || odds.Wounds[0] < 0.875 {
		t.Errorf("ram odds %+v (sum %g), want 0.125 of not dodging", odds, sum)
	}
}
