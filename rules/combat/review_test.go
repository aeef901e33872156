package combat_test

import (
	"math"
	"slices"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
)

// GAP-13 on wound dice: at a wound TN of 0 a natural 1 still fails.
func TestNaturalOneFailsWoundDice(t *testing.T) {
	s := with(joe("s"), func(f *combat.Fighter) { f.Stats.RC = 2; f.Ranged = ranged("assault-rifle") })
	target := with(joe("t"), func(f *combat.Fighter) { f.Stats.Body = 1; f.WoundCapacity = 5 })
	// Wound TN 1 − 3 = −2. Two hits (5, 5); wound dice 1, 1 → no wound; pinning 5, 5, 5.
	src := script(t, 5, 5, 1, 1, 5, 5, 5)
	res, err := combat.ResolveRanged(combat.RangedAttack{Shooter: s, Target: target, Situation: open(5)}, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	used(t, src)
	if res.Plan.WoundTN != -2 || res.Wounds != 0 {
		t.Errorf("wound TN %d, wounds %d; want −2 and none", res.Plan.WoundTN, res.Wounds)
	}
}

// GAP-14 and GAP-15: a shot into a melee lands on the target or a model in
// contact with it, one d6 re-rolled past the group; wounding a friend is
// friendly fire for the AP tally.
func TestShotIntoMelee(t *testing.T) {
	shooter := with(pistolShooter(3), func(f *combat.Fighter) { f.Side = "red" })
	enemy := with(joe("enemy"), func(f *combat.Fighter) { f.Side = "blue" })
	friend := with(joe("friend"), func(f *combat.Fighter) { f.Side = "red" })
	// Pick: 5 (re-roll, group of 2), 2 → the friend. To hit 5, 1, 1; wound 4; pinning 5, 5, 5.
	src := script(t, 5, 2, 5, 1, 1, 4, 5, 5, 5)
	res, err := combat.ResolveRanged(combat.RangedAttack{Shooter: shooter, Target: enemy, Situation: open(4), Melee: []*combat.Fighter{friend}}, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	used(t, src)
	settle(res.Outcome, shooter, enemy, friend)
	ff := false
	for _, e := range res.Events {
		if se, ok := e.(combat.SideEffect); ok && se.Unit == "friend" {
			ff = true
		}
	}
	if res.Target != "friend" || friend.Wounds != 1 || enemy.Wounds != 0 || !ff {
		t.Errorf("landed on %s; friend %d wounds, enemy %d; friendly fire %v", res.Target, friend.Wounds, enemy.Wounds, ff)
	}
	o, err := combat.RangedOdds(combat.RangedAttack{Shooter: shooter, Target: enemy, Situation: open(4), Melee: []*combat.Fighter{friend}}, combat.Options{})
	alone, _ := combat.RangedOdds(combat.RangedAttack{Shooter: shooter, Target: enemy, Situation: open(4)}, combat.Options{})
	if err != nil || math.Abs((1-o.Wounds[0])-(1-alone.Wounds[0])/2) > 1e-12 {
		t.Errorf("odds into a melee of 2 should halve the chance of wounding the target: %v vs %v", o.Wounds, alone.Wounds)
	}
}

// Removed models, broken inputs and illegal choices are refused.
func TestMoreRefusals(t *testing.T) {
	dead := with(joe("dead"), func(f *combat.Fighter) { f.Wounds = 2 })
	if _, err := combat.ResolveRanged(combat.RangedAttack{Shooter: pistolShooter(3), Target: dead, Situation: open(3)}, script(t), combat.Options{}); !isRefusal(err, "KG-STAT-06") {
		t.Errorf("shooting a removed model: %v", err)
	}
	if _, err := combat.ResolveCC(combat.CCAttack{Attacker: dead, Defender: joe("d"), Attack: combat.Punch}, script(t), combat.Options{}, nil); !isRefusal(err, "KG-STAT-06") {
		t.Errorf("a removed model attacking: %v", err)
	}
	broken := &content.RangedWeapon{ID: "x", Name: "broken gun", Short: 1, Long: 5}
	if _, err := (combat.RangedAttack{Shooter: with(joe("s"), func(f *combat.Fighter) { f.Ranged = broken }), Target: joe("t"), Situation: open(3)}).Plan(); !isRefusal(err, "KG-RC-02") {
		t.Errorf("a weapon without aKbSc: %v", err)
	}
	far, err := (combat.RangedAttack{Shooter: pistolShooter(3), Target: joe("t"), Situation: open(1e300)}).Plan()
	if err != nil || !far.OutOfRange || far.TN < 1e5 {
		t.Errorf("a wild distance: %+v %v", far, err)
	}
	noGunPB := with(brawler(), func(f *combat.Fighter) { f.Stats.RC = content.X; f.Ranged = ranged("pistol") })
	if _, err := combat.ResolveCC(combat.CCAttack{Attacker: noGunPB, Defender: joe("d"), Attack: combat.PointBlank}, script(t), combat.Options{}, nil); !isRefusal(err, "KG-STAT-02") {
		t.Errorf("point-blank with RC X: %v", err)
	}
	// An illegal defence choice is refused (parry without a weapon); a nil Choices is passive-safe.
	a := combat.CCAttack{Attacker: with(brawler(), func(f *combat.Fighter) { f.Melee = melee("knife") }), Defender: defender(), Attack: combat.UseWeapon, Defence: combat.Active}
	if _, err := combat.ResolveCC(a, script(t, 3, 3, 1, 1, 1, 1), combat.Options{}, cheat{}); !isRefusal(err, "KG-CCD-01") {
		t.Errorf("an illegal parry: %v", err)
	}
	if _, err := combat.ResolveCC(combat.CCAttack{Attacker: joe("a"), Defender: with(joe("d"), func(f *combat.Fighter) { f.Stats.CC = 6 }), Attack: combat.Punch}, script(t, 1, 2), combat.Options{}, nil); err != nil {
		t.Errorf("nil choices: %v", err)
	}
}

// cheat always answers Parry, legal or not.
type cheat struct{}

func (cheat) Defence(int, []combat.DefenceType) combat.DefenceType { return combat.Parry }
func (cheat) PayForWound(int, int) bool                            { return false }

// KG-CCA-09 cap: a point-blank shot deals at most c, even when paid for.
func TestPointBlankCap(t *testing.T) {
	at := with(brawler(), func(f *combat.Fighter) { f.Ranged = ranged("pistol") })
	df := with(joe("d"), func(f *combat.Fighter) { f.WoundCapacity = 5 })
	// 4 dice vs CC 2: 3, 3, 3, 1 → 3 hits, 1 miss; avoid 1, 1; the miss's save 1;
	// 3 wound dice 4, 4, 4 → 3 successes, capped at S1.
	res := resolveCC(t, combat.CCAttack{Attacker: at, Defender: df, Attack: combat.PointBlank}, combat.Fixed{ExtraWounds: 2}, 3, 3, 3, 1, 1, 1, 1, 4, 4, 4)
	if res.Wounds != 1 || res.AttackerAP != 1 {
		t.Errorf("point-blank: %d wounds, %d AP; want 1 and 1", res.Wounds, res.AttackerAP)
	}
}

// KG-CCA-04: travel is Strength + surviving hits; an object within that
// (but beyond Strength alone) still stops them and hurts.
func TestTackleUsesHits(t *testing.T) {
	df := with(defender(), func(f *combat.Fighter) { f.WoundCapacity = 9 })
	// 2 hits survive: travel 3 + 2 = 5"; object at 4.5" → 4 wound saves at TN 6: 6+1, 6+2, 1, 1.
	res := resolveCC(t, combat.CCAttack{Attacker: brawler(), Defender: df, Attack: combat.Tackle, CCSituation: combat.CCSituation{Obstacle: 4.5}}, combat.Fixed{},
		3, 3, 1, 1, 1, 1, 1, 6, 6, 1, 1, 1, 2)
	if df.Wounds != 2 {
		t.Errorf("tackle into an object at 4.5\": %d wounds, want 2 of 4 saves", df.Wounds)
	}
	if w := rolls(res.Events, "tackle impact: wound saves"); len(w) != 1 || len(w[0].Dice) != 4 {
		t.Errorf("saves rolled: %+v", w)
	}
}

// KG-CCD-02: no hit cancelled, no break check.
func TestDeflectWithoutCancelling(t *testing.T) {
	df := with(defender(), func(f *combat.Fighter) { f.Ranged = ranged("pistol") })
	// 1 hit; avoid 1, 1, 1, 1, 1 (5 dice) cancels nothing: no d6; wound die 1.
	resolveCC(t, combat.CCAttack{Attacker: brawler(), Defender: df, Attack: combat.Kick, Defence: combat.Active}, combat.Fixed{DefenceType: combat.Deflect},
		3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
}

// KG-DICE-08: the self-wound roll ignores the attack's tricks (head butt)
// but not the attacker's armour.
func TestCriticalFailUsesOwnArmour(t *testing.T) {
	at := with(brawler(), func(f *combat.Fighter) { f.Armour = armour("flak-jacket") })
	// 1, 1, 1, 1; 3 self-wound dice at Body 2 + flak 4 = 6: 6+1, 5, 5 → 1 wound.
	res := resolveCC(t, combat.CCAttack{Attacker: at, Defender: defender(), Attack: combat.HeadButt}, combat.Fixed{}, 1, 1, 1, 1, 6, 5, 5, 1)
	if w := rolls(res.Events, "critical fail: wounds on itself"); len(w) != 1 || w[0].TN != 6 || at.Wounds != 1 {
		t.Errorf("self wounds %+v, attacker wounds %d", w, at.Wounds)
	}
	// A shove causes no wounds, so its fumble turns nothing on the shover.
	sh := brawler()
	resolveCC(t, combat.CCAttack{Attacker: sh, Defender: defender(), Attack: combat.Shove}, combat.Fixed{}, 1, 1, 1, 1, 1, 1)
	if sh.Wounds != 0 {
		t.Error("a fumbled shove wounded the shover")
	}
}

// GAP-08 bite: +1 Strength and armour piercing; KG-CC-13: a defender with a
// wrap weapon cannot parry.
func TestBiteAndWrapDefender(t *testing.T) {
	biter := with(brawler(), func(f *combat.Fighter) { f.Attacks = []*content.MeleeWeapon{special("bite")} })
	p, err := combat.CCAttack{Attacker: biter, Defender: defender(), Attack: combat.SpecialAttack, Special: special("bite")}.Plan(combat.NoDefenceType)
	if err != nil || p.Keep != 4 || p.WoundTN != 2+4-1 {
		t.Errorf("bite: keep %d wound TN %d (%v); want 4 and 5", p.Keep, p.WoundTN, err)
	}
	flailer := with(defender(), func(f *combat.Fighter) { f.Melee = melee("chain-flail") })
	knifer := with(brawler(), func(f *combat.Fighter) { f.Melee = melee("knife") })
	if got := (combat.CCAttack{Attacker: knifer, Defender: flailer, Attack: combat.UseWeapon}).LegalDefences(); slices.Contains(got, combat.Parry) {
		t.Errorf("KG-CC-13: a wrap weapon cannot parry: %v", got)
	}
}

// KG-EXPL-01: a heavy weapon outside a (W) area lays no template; the
// template is twice the target's base (a 2" base → 4").
func TestTemplateSize(t *testing.T) {
	gunner := with(joe("s"), func(f *combat.Fighter) { f.Ranged = ranged("autocannon") })
	big := with(joe("t"), func(f *combat.Fighter) { f.Base = 2 })
	for _, weak := range []bool{false, true} {
		sit := open(5)
		sit.WeakArea = weak
		src := firstThen{script(t), seeded(7)}
		res, err := combat.ResolveRanged(combat.RangedAttack{Shooter: gunner, Target: clone(big), Situation: sit}, src, combat.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var d float64
		for _, e := range res.Events {
			if tp, ok := e.(combat.TemplatePlaced); ok {
				d = tp.Diameter
			}
		}
		if want := map[bool]float64{false: 0, true: 4}[weak]; d != want {
			t.Errorf("weak %v: template %v\", want %v\"", weak, d, want)
		}
	}
}
