package melee

import (
	"math"
	"slices"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/combat/combattest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/orders/orderstest"
	"github.com/krygothic/krygothic/rules/refusal"
)

// unit is an Average Joe (combattest.Joe) of side at (x, y), 1" base.
func unit(id string, side int, x, y float64, change func(*combat.Fighter)) *orders.Unit {
	f := combattest.Joe(id)
	if change != nil {
		change(f)
	}
	return &orders.Unit{ID: id, Side: side, F: *f, OnTable: true, Base: geom.Base{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5}}
}

// holding gives a fighter a close-combat weapon of the shipped gear.
func holding(id string) func(*combat.Fighter) {
	return func(f *combat.Fighter) { f.Melee = combattest.Melee(id) }
}

// table is an open 20" deck with the module's shipped rules and units.
func table(t *testing.T, units ...*orders.Unit) *orders.Table {
	t.Helper()
	return orderstest.Table(t, orders.Core().With(Rules(Shipped())), orderstest.Open(20, 20), units...)
}

// plan is the plan of an attack by u on target of type at, passive.
func plan(t *testing.T, tb *orders.Table, u, target *orders.Unit, at combat.AttackType) combat.CCPlan {
	t.Helper()
	p, err := tb.CloseCombatAttack(u, target, at, false).Plan(combat.NoDefenceType)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// XS-16 gang-up, SW-CC-08, SW-CC-EX1: six hormagaunts charging a marine
// fight as one contest in SWOMP, the best adding half the CR of each of
// the other five (4 + 2 × 5 = 14). In the design each attack is its own,
// and each earlier attacker this AP round adds +1 CC: the sixth Average
// Joe to strike the target rolls CC 2 + 1 (initiating) + 5 = 8 dice, and
// the defender's avoid roll must beat 8. An attack by the attacker
// itself adds nothing, nor does one on another target (an earlier AP
// round's are forgotten as a round begins: TestCloseCombatExtrasXS16).
func TestGangUpSixAttackersXS16(t *testing.T) {
	target := unit("blue.marine", 1, 10, 10, nil)
	units := []*orders.Unit{target}
	for k := range 6 {
		a := float64(k) * math.Pi / 3
		units = append(units, unit("red.gaunt-"+string(rune('1'+k)), 0, 10+math.Cos(a), 10+math.Sin(a), nil))
	}
	tb := table(t, units...)
	sixth := units[6]
	for i, u := range units[1:6] {
		tb.Marks[orders.MarkKey{Unit: u.ID, Mark: gangPrefix + target.ID}] = 1
		if got := Ganged(tb, sixth, target); got != i+1 {
			t.Fatalf("after %d attackers: ganged by %d", i+1, got)
		}
	}
	p := plan(t, tb, sixth, target, combat.Punch)
	if p.Dice != 8 || p.AvoidTN != 8 {
		t.Errorf("the sixth attack: %d dice, avoid TN %d; want 8 and 8 (CC 2, initiating +1, gang-up +5)", p.Dice, p.AvoidTN)
	}
	tb.Marks[orders.MarkKey{Unit: sixth.ID, Mark: gangPrefix + target.ID}] = 1 // its own
	tb.Marks[orders.MarkKey{Unit: units[2].ID, Mark: gangPrefix + "blue.other"}] = 1
	delete(tb.Marks, orders.MarkKey{Unit: units[2].ID, Mark: gangPrefix + target.ID})
	if got := Ganged(tb, sixth, target); got != 4 {
		t.Errorf("ganged by %d, want 4 (units 1 and 3 to 5: not its own, not one on another target)", got)
	}
}

// XS-16 two-handed (RPG-PROP-03, SW-CC-05): a maul (str +1) keeps
// Strength 2 + 1 + 1 = 4 hits; its wielder cannot Parry, an axeman can.
func TestTwoHandedXS16(t *testing.T) {
	maul := unit("red.maul", 0, 5, 5, holding("maul"))
	axe := unit("blue.axe", 1, 6, 5, holding("axe"))
	maul2 := unit("blue.maul", 1, 5, 6, holding("maul"))
	tb := table(t, maul, axe, maul2)
	if p := plan(t, tb, maul, axe, combat.UseWeapon); p.Keep != 4 {
		t.Errorf("the maul keeps %d, want 4", p.Keep)
	}
	if p := plan(t, tb, maul, axe, combat.Punch); p.Keep != 3 {
		t.Errorf("a punch with a maul in hand keeps %d, want 3 (Strength 2 + punch 1): two-handed is the weapon's", p.Keep)
	}
	if d := tb.LegalDefences(axe, maul2, combat.UseWeapon); slices.Contains(d, combat.Parry) {
		t.Errorf("a maul parries: %v", d)
	}
	if d := tb.LegalDefences(maul2, axe, combat.UseWeapon); !slices.Contains(d, combat.Parry) {
		t.Errorf("an axe cannot parry: %v", d)
	}
}

// XS-16 blunt (RPG-MEL-03 "armour defence ignored", as half): a blunt
// weapon ignores half the armour, rounded down, after armour piercing:
// flak 4 → 2, carapace 3 → 1, 1 → 0, 5 → 2; an armour-piercing blunt
// axe (AP 2) against flak keeps 2, then ignores 1.
func TestBluntXS16(t *testing.T) {
	for _, tc := range []struct{ armour, want int }{{4, 2}, {3, 1}, {1, 0}, {5, 2}, {0, 0}} {
		f := combattest.Joe("x")
		if tc.armour > 0 {
			a := *combattest.PlainArmour
			a.Value = tc.armour
			f.Armour = &a
		}
		if got := BluntIgnores(f, combattest.Melee("maul")); got != tc.want {
			t.Errorf("armour %d: blunt ignores %d, want %d", tc.armour, got, tc.want)
		}
	}
	flak := func(f *combat.Fighter) { f.Armour = combattest.Armour("flak-jacket") }
	maul := unit("red.maul", 0, 5, 5, holding("maul"))
	target := unit("blue.t", 1, 6, 5, flak)
	tb := table(t, maul, target)
	if p := plan(t, tb, maul, target, combat.UseWeapon); p.WoundTN != 4 {
		t.Errorf("a maul against Body 2 + flak 4: wound TN %d, want 4", p.WoundTN)
	}
	d := Shipped()
	d.Weapons = append(d.Weapons, &Weapon{Weapon: "axe", Traits: []string{Blunt}})
	axe := unit("red.axe", 0, 5, 5, holding("axe"))
	tb = orderstest.Table(t, orders.Core().With(Rules(d)), orderstest.Open(20, 20), axe, target)
	if p := plan(t, tb, axe, target, combat.UseWeapon); p.WoundTN != 3 {
		t.Errorf("a blunt axe (AP 2) against Body 2 + flak 4: wound TN %d, want 3 (6 - 2 - half of 2)", p.WoundTN)
	}
}

// XS-16 fiery (RPG-PROP-02): wound TN −1 with the torch, not with a punch.
func TestFieryXS16(t *testing.T) {
	torch := unit("red.torch", 0, 5, 5, holding("torch"))
	target := unit("blue.t", 1, 6, 5, nil)
	tb := table(t, torch, target)
	if p := plan(t, tb, torch, target, combat.UseWeapon); p.WoundTN != 1 {
		t.Errorf("the torch's wound TN %d, want 1", p.WoundTN)
	}
	if p := plan(t, tb, torch, target, combat.Punch); p.WoundTN != 2 {
		t.Errorf("a punch's wound TN %d, want 2", p.WoundTN)
	}
}

// XS-16 berserk (GW-ASN-08): a berserk model counts as Body 0 + armour
// against close-combat attacks and shots; a berserk attacker has +2 CC.
func TestBerserkBodyZeroXS16(t *testing.T) {
	flak := func(f *combat.Fighter) {
		f.Armour = combattest.Armour("flak-jacket")
		f.Ranged = combattest.Ranged("rifle")
	}
	mad := unit("red.mad", 0, 5, 5, flak)
	foe := unit("blue.foe", 1, 6, 5, flak)
	tb := table(t, mad, foe)
	before := plan(t, tb, foe, mad, combat.Punch).WoundTN
	calm := plan(t, tb, mad, foe, combat.Punch).Dice
	tb.Marks[orders.MarkKey{Unit: mad.ID, Mark: BerserkMark}] = 1
	if got := plan(t, tb, foe, mad, combat.Punch).WoundTN; got != before-2 || got != 4 {
		t.Errorf("wound TN against the berserk model %d (before %d), want 4: Body 0 + flak 4", got, before)
	}
	if got := plan(t, tb, mad, foe, combat.Punch).Dice; got != calm+2 {
		t.Errorf("the berserk model's dice %d, calm %d: want +2", got, calm)
	}
	shot := tb.RangedShot(foe, foe.Base, mad, combat.Standard)
	if len(shot.WoundMods) != 1 || shot.WoundMods[0].Value != -2 {
		t.Errorf("a shot at it: wound modifiers %+v, want Body 0 (-2)", shot.WoundMods)
	}
}

// XS-16 reach (RPG-PROP-04): a spear strikes from 1" base to base (the
// inch included, RULINGS "within N"), not from 1.2"; an axe only in
// contact; a kick with the spear in hand only in contact.
func TestReachXS16(t *testing.T) {
	spear := unit("red.spear", 0, 5, 5, holding("spear"))
	near := unit("blue.near", 1, 7, 5, nil) // 1" base to base
	far := unit("blue.far", 1, 5, 7.2, nil) // 1.2"
	axe := unit("red.axe", 0, 5, 9, holding("axe"))
	axeTarget := unit("blue.at", 1, 7, 9, nil) // 1"
	tb := table(t, spear, near, far, axe, axeTarget)
	rules := tb.Rules
	for _, tc := range []struct {
		u, target *orders.Unit
		attack    combat.AttackType
		ok        bool
	}{
		{spear, near, combat.UseWeapon, true},
		{spear, far, combat.UseWeapon, false},
		{spear, near, combat.Kick, false},
		{axe, axeTarget, combat.UseWeapon, false},
	} {
		p := rules.Preview(tb, 0, orders.Order{Unit: tc.u.ID, Verb: orders.Attack, Target: tc.target.ID, Attack: tc.attack})
		if (p.Err == nil) != tc.ok || (p.Err != nil && refusal.RuleOf(p.Err) != "KG-CC-01") {
			t.Errorf("%s %v on %s: %v, want allowed %v", tc.u.ID, tc.attack, tc.target.ID, p.Err, tc.ok)
		}
	}
}

// XS-16 electric (RPG-PROP-01 "normal damage divided by the number of
// entities"): the wounds dealt shared between the target and the n
// models touching it, rounded up, are each one's wound dice.
func TestShockDiceXS16(t *testing.T) {
	for _, tc := range []struct{ dealt, n, want int }{{1, 1, 1}, {2, 1, 1}, {3, 1, 2}, {1, 3, 1}, {4, 3, 1}, {0, 2, 0}, {2, 0, 0}} {
		if got := ShockDice(tc.dealt, tc.n); got != tc.want {
			t.Errorf("ShockDice(%d, %d) = %d, want %d", tc.dealt, tc.n, got, tc.want)
		}
	}
}
