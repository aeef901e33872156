package combat_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
)

// brawler has CC 4, Strength 3 (KG-CC-EX2, KG-DATA-15).
func brawler() *combat.Fighter {
	return with(joe("attacker"), func(f *combat.Fighter) { f.Stats.CC, f.Stats.Strength, f.WoundCapacity = 4, 3, 3 })
}

// defender has CC 3 and Speed 4 (KG-CC-EX3), Body 2 and a flak jacket
// (KG-CC-EX5).
func defender() *combat.Fighter {
	return with(joe("defender"), func(f *combat.Fighter) {
		f.Stats.CC, f.Stats.Speed, f.Armour, f.WoundCapacity = 3, 4, armour("flak-jacket"), 3
	})
}

func resolveCC(t *testing.T, a combat.CCAttack, choose combat.Choices, faces ...int) combat.CCResult {
	t.Helper()
	src := script(t, faces...)
	res, err := combat.ResolveCC(a, src, combat.Options{}, choose)
	if err != nil {
		t.Fatal(err)
	}
	used(t, src)
	settle(res.Outcome, a.Attacker, a.Defender)
	return res
}

// KG-CC-EX1: a knife (+2cc/−1str) in the hands of CC 4, Str 3 attacks with
// CC 6, Strength 2. KG-CC-EX2: CC 4, Str 3 rolls 4, keeps up to 3, against
// the opponent's CC.
func TestCCPlanExamples(t *testing.T) {
	knifer := with(brawler(), func(f *combat.Fighter) { f.Melee = melee("knife") })
	p, err := combat.CCAttack{Attacker: knifer, Defender: defender(), Attack: combat.UseWeapon}.Plan(combat.NoDefenceType)
	if err != nil || p.Dice != 6 || p.Keep != 2 {
		t.Errorf("KG-CC-EX1: %d dice keep %d (%v), want 6 and 2", p.Dice, p.Keep, err)
	}
	p, _ = combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.Punch}.Plan(combat.NoDefenceType)
	if p.Dice != 4 || p.Keep != 4 || p.TN != 3 {
		t.Errorf("KG-CC-EX2 with a punch (+1 Str): %d dice keep %d TN %d", p.Dice, p.Keep, p.TN)
	}
}

// KG-CC-EX3, then KG-CC-EX5: the attacker (CC 4 + kick = 5, Str 3) scores 3
// hits; the passive defender (CC 3, Speed 4) rolls 4, 3, 5 against TN 5 →
// one success → 2 hits left. One wound die against Body 2 + flak 4 = 6
// rolls 6 → a wound; the other fails.
func TestCCExample3And5(t *testing.T) {
	res := resolveCC(t, combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.Kick}, combat.Fixed{},
		3, 4, 5, 1, 2, /* to hit: 3 pass TN 3, keep 3 */
		4, 3, 5, /* avoid vs TN 5 */
		6, 2, 1 /* wound vs TN 6: 6+1 passes, 2 fails */)
	if res.Hits != 3 || res.Avoided != 1 || res.Wounds != 1 || res.AttackerAP != 1 || res.DefenderAP != 0 {
		t.Errorf("hits %d avoided %d wounds %d AP %d/%d; want 3, 1, 1, 1/0", res.Hits, res.Avoided, res.Wounds, res.AttackerAP, res.DefenderAP)
	}
	if a := rolls(res.Events, "avoid"); len(a) != 1 || a[0].TN != 5 || a[0].Keep != 4 || len(a[0].Dice) != 3 {
		t.Errorf("KG-CC-EX3 avoid roll: %+v", a)
	}
	if w := rolls(res.Events, "to wound"); len(w) != 1 || w[0].TN != 6 {
		t.Errorf("KG-CC-EX5 wound roll: %+v", w)
	}
}

// KG-CC-EX4: Deflect: CC 3 + 2 = 5 dice, keep ≤ 4: 6, 4, 1, 5, 3 against TN 5
// → 2 cancelled, 3 → 1 hit. The break check rolls 4: the weapon survives
// under KG-CCD-02 (breaks on 6) and under deflectScaling (needs 2 + 2).
func TestCCExample4Deflect(t *testing.T) {
	for _, scaling := range []bool{false, true} {
		df := with(defender(), func(f *combat.Fighter) { f.Ranged = ranged("pistol") })
		a := combat.CCAttack{Attacker: brawler(), Defender: df, Attack: combat.Kick, Defence: combat.Active}
		src := script(t, 3, 4, 5, 1, 2, /* 3 hits */
			6, 4, 1, 5, 3, 2, /* avoid: the 6 re-rolls a 2 */
			4, /* break check */
			1 /* wound die fails */)
		res, err := combat.ResolveCC(a, src, combat.Options{DeflectScaling: scaling}, combat.Fixed{DefenceType: combat.Deflect})
		if err != nil {
			t.Fatal(err)
		}
		used(t, src)
		settle(res.Outcome, a.Attacker, a.Defender)
		if res.Defence != combat.Deflect || res.Avoided != 2 || res.Hits-res.Avoided != 1 || df.RangedBroken || res.DefenderAP != 1 {
			t.Errorf("scaling %v: defence %v avoided %d broken %v AP %d", scaling, res.Defence, res.Avoided, df.RangedBroken, res.DefenderAP)
		}
	}
	// A 6 breaks it by default; deflectScaling breaks it on anything under 2 + cancelled.
	df := with(defender(), func(f *combat.Fighter) { f.Ranged = ranged("pistol") })
	resolveCC(t, combat.CCAttack{Attacker: brawler(), Defender: df, Attack: combat.Kick, Defence: combat.Active}, combat.Fixed{DefenceType: combat.Deflect},
		3, 4, 5, 1, 2, 5, 1, 1, 1, 1, 6, 1, 1)
	if !df.RangedBroken {
		t.Error("KG-CCD-02: a 6 on the break check must break the deflecting weapon")
	}
}

// KG-CC-09: the first wound is free, the 2nd costs 2 AP, the 3rd 3 AP; an
// unpaid wound is lost. KG-CC-13: multiple wounds pay nothing.
func TestExtraWoundsCostAP(t *testing.T) {
	bare := func() *combat.Fighter { return with(joe("d"), func(f *combat.Fighter) { f.WoundCapacity = 9 }) }
	// Head butt, CC 4 Str 3 vs CC 2: 4 pass, 3 kept; avoid (CC 2) vs TN 4
	// fails; 3 wound dice at TN 2 − 1 (read as 2) pass.
	faces := []int{2, 3, 4, 5, 1, 1, 3, 3, 3}
	tests := []struct {
		name   string
		extra  int
		wounds int
		ap     int
	}{
		{"pay none", 0, 1, 1},
		{"pay the 2nd", 1, 2, 3},
		{"pay 2nd and 3rd", 2, 3, 6},
	}
	for _, tc := range tests {
		res := resolveCC(t, combat.CCAttack{Attacker: brawler(), Defender: bare(), Attack: combat.HeadButt}, combat.Fixed{ExtraWounds: tc.extra}, faces...)
		if res.Wounds != tc.wounds || res.AttackerAP != tc.ap {
			t.Errorf("KG-CC-09 %s: wounds %d AP %d, want %d and %d", tc.name, res.Wounds, res.AttackerAP, tc.wounds, tc.ap)
		}
	}
	clawed := with(brawler(), func(f *combat.Fighter) { f.Attacks = []*content.MeleeWeapon{special("claws")} })
	res := resolveCC(t, combat.CCAttack{Attacker: clawed, Defender: bare(), Attack: combat.SpecialAttack, Special: special("claws")}, combat.Fixed{},
		3, 4, 5, 2, 1, 1, 3, 3, 3)
	if res.Wounds != 3 || res.AttackerAP != 1 {
		t.Errorf("KG-CC-13 multiple wounds: %d wounds, %d AP; want 3 and 1", res.Wounds, res.AttackerAP)
	}
}

// KG-CC-EX6 / KG-CC-02: four models attacking one enemy pay 4 AP.
func TestEachAttackerPays(t *testing.T) {
	ap := 0
	target := with(joe("d"), func(f *combat.Fighter) { f.Stats.CC = 6 })
	for range 4 {
		// Joe (CC 2) against CC 6 misses with 1, 2; with no hit there is nothing to avoid.
		res := resolveCC(t, combat.CCAttack{Attacker: joe("a"), Defender: target, Attack: combat.Punch}, combat.Fixed{}, 1, 2)
		ap += res.AttackerAP
	}
	if ap != 4 {
		t.Errorf("four attacks cost %d AP, want 4", ap)
	}
}

// Attack-type and situation modifiers on the plan (KG-CCA, KG-CC-03/11,
// KG-MOVE-09, GAP-08).
func TestCCModifiers(t *testing.T) {
	axe := with(brawler(), func(f *combat.Fighter) { f.Melee = melee("axe") })
	backstabber := with(brawler(), func(f *combat.Fighter) { f.Attacks = []*content.MeleeWeapon{special("backstab")} })
	tests := []struct {
		id                  string
		a                   combat.CCAttack
		dice, keep, woundTN int
	}{
		{"KG-CCA-06 punch", combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.Punch}, 4, 4, 6},
		{"KG-CCA-07 kick", combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.Kick}, 5, 3, 6},
		{"KG-CCA-05 shove", combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.Shove}, 6, 3, 6},
		{"KG-CCA-03 head butt", combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.HeadButt}, 4, 3, 5},
		{"KG-CCA-08 bunt", combat.CCAttack{Attacker: with(brawler(), func(f *combat.Fighter) { f.Ranged = ranged("rifle") }), Defender: defender(), Attack: combat.Bunt}, 4, 5, 6},
		{"KG-CC-11 axe pierces flak by its str", combat.CCAttack{Attacker: axe, Defender: defender(), Attack: combat.UseWeapon}, 3, 5, 4},
		{"KG-CC-03 initiator +1 CC", combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.Punch, CCSituation: combat.CCSituation{Initiator: true}}, 5, 4, 6},
		{"KG-MOVE-09 charger +2 CC", combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.Punch, CCSituation: combat.CCSituation{Charged: true, Initiator: true}}, 6, 4, 6},
		{"KG-CC-03 charged defender −2 Body", combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.Punch, CCSituation: combat.CCSituation{DefenderCharged: true}}, 4, 4, 4},
		{"GAP-08 backstab", combat.CCAttack{Attacker: backstabber, Defender: defender(), Attack: combat.SpecialAttack, Special: special("backstab"), CCSituation: combat.CCSituation{BlindSide: true}}, 5, 3, 4},
	}
	for _, tc := range tests {
		p, err := tc.a.Plan(combat.NoDefenceType)
		if err != nil {
			t.Errorf("%s: %v", tc.id, err)
			continue
		}
		if p.Dice != tc.dice || p.Keep != tc.keep || p.WoundTN != tc.woundTN || p.AvoidTN != tc.dice {
			t.Errorf("%s: dice %d keep %d wound TN %d avoid TN %d; want %d %d %d %d", tc.id, p.Dice, p.Keep, p.WoundTN, p.AvoidTN, tc.dice, tc.keep, tc.woundTN, tc.dice)
		}
	}
}

// Defence types change the avoid roll (KG-CCD-01/03/05).
func TestDefenceTypes(t *testing.T) {
	knifer := with(brawler(), func(f *combat.Fighter) { f.Melee = melee("knife") })
	df := with(defender(), func(f *combat.Fighter) {
		f.Melee = melee("bola-lasso")
		f.Ranged = ranged("pistol")
		f.Stats.Strength = 5
	})
	a := combat.CCAttack{Attacker: knifer, Defender: df, Attack: combat.UseWeapon, Defence: combat.Active}
	tests := []struct {
		id         string
		d          combat.DefenceType
		dice, keep int
	}{
		{"KG-CC-07 passive", combat.NoDefenceType, 3, 4},
		{"KG-CCD-01 parry +cc of the weapon", combat.Parry, 4, 4},
		{"KG-CCD-02 deflect +2", combat.Deflect, 5, 4},
		{"KG-CCD-03 dodge +2 Speed", combat.Dodge, 3, 6},
		{"KG-CCD-05 block keeps Strength", combat.Block, 3, 5},
	}
	for _, tc := range tests {
		p, err := a.Plan(tc.d)
		if err != nil || p.AvoidDice != tc.dice || p.AvoidKeep != tc.keep || p.AvoidTN != 6 {
			t.Errorf("%s: avoid %dK%d TN %d (%v); want %dK%d TN 6", tc.id, p.AvoidDice, p.AvoidKeep, p.AvoidTN, err, tc.dice, tc.keep)
		}
	}
	if got := a.LegalDefences(); !slices.Contains(got, combat.Parry) || !slices.Contains(got, combat.Deflect) {
		t.Errorf("KG-CCD-01/02 legal defences %v", got)
	}
	unarmed := combat.CCAttack{Attacker: knifer, Defender: defender(), Attack: combat.UseWeapon, Defence: combat.Active}
	if got := unarmed.LegalDefences(); slices.Contains(got, combat.Parry) || slices.Contains(got, combat.Deflect) {
		t.Errorf("KG-CCD-01/02: an unarmed defender can neither parry nor deflect: %v", got)
	}
	if _, err := unarmed.Plan(combat.Parry); !isRefusal(err, "KG-CCD-01") {
		t.Errorf("planning a parry without a weapon: %v", err)
	}
	flail := with(brawler(), func(f *combat.Fighter) { f.Melee = melee("chain-flail") })
	if got := (combat.CCAttack{Attacker: flail, Defender: df, Attack: combat.UseWeapon}).LegalDefences(); slices.Contains(got, combat.Parry) {
		t.Errorf("KG-CC-13 wrap cannot be parried: %v", got)
	}
	if got := (combat.CCAttack{Attacker: brawler(), Defender: df, Attack: combat.Punch}).LegalDefences(); slices.Contains(got, combat.Parry) {
		t.Errorf("KG-CCD-01 parry needs both to use CC weapons: %v", got)
	}
	if got := (combat.CCAttack{Attacker: brawler(), Defender: df, Attack: combat.LegSweep}).LegalDefences(); slices.Contains(got, combat.BreakOff) {
		t.Errorf("KG-CCA-02 no break off against a leg sweep: %v", got)
	}
}

// KG-CCA-02 leg sweep, KG-CC-13 lasso: the victim ends prone (GAP-16).
func TestKnockedDown(t *testing.T) {
	df := defender()
	// 4 dice vs CC 3: 2 hits (keep 3); avoid 1,1,1; wound dice 1,1.
	resolveCC(t, combat.CCAttack{Attacker: brawler(), Defender: df, Attack: combat.LegSweep}, combat.Fixed{}, 3, 3, 1, 2, 1, 1, 1, 1, 1)
	if !df.Prone {
		t.Error("KG-CCA-02: a surviving leg-sweep hit knocks the defender down")
	}
	df = defender()
	resolveCC(t, combat.CCAttack{Attacker: brawler(), Defender: df, Attack: combat.LegSweep}, combat.Fixed{}, 3, 1, 1, 1, 5, 1, 1)
	if df.Prone {
		t.Error("KG-CCA-02: an avoided leg sweep does nothing")
	}
	lasso := with(brawler(), func(f *combat.Fighter) { f.Melee = melee("bola-lasso") })
	df = defender()
	// CC 4+1 = 5 dice vs 3, keep 3−1 = 2: 2 hits; avoid fails; wounds TN 6: 6+1 passes.
	resolveCC(t, combat.CCAttack{Attacker: lasso, Defender: df, Attack: combat.UseWeapon}, combat.Fixed{}, 3, 3, 1, 1, 1, 1, 1, 1, 6, 1, 1)
	if !df.Prone || df.Wounds != 1 {
		t.Errorf("KG-CC-13 lasso: prone %v wounds %d", df.Prone, df.Wounds)
	}
	if _, err := combat.ResolveCC(combat.CCAttack{Attacker: brawler(), Defender: df, Attack: combat.Punch, Defence: combat.Active}, script(t), combat.Options{}, combat.Fixed{}); !isRefusal(err, "GAP-16") {
		t.Errorf("GAP-16: a prone defender cannot defend actively: %v", err)
	}
	if _, err := combat.ResolveCC(combat.CCAttack{Attacker: df, Defender: brawler(), Attack: combat.Punch}, script(t), combat.Options{}, combat.Fixed{}); !isRefusal(err, "GAP-16") {
		t.Errorf("GAP-16: a prone model cannot attack: %v", err)
	}
}

func isRefusal(err error, rule string) bool {
	var ref *combat.Refusal
	return errors.As(err, &ref) && ref.RuleID == rule
}

// KG-CCA-04 tackle: Strength + surviving hits inches; into an object the
// defender takes a wound save per inch travelled; in the open no wounds.
func TestTackle(t *testing.T) {
	df := defender()
	// 2 hits; travel 3 + 2 = 5"; obstacle at 2.5" → 2 wound saves at TN 6: 6+1, 3.
	res := resolveCC(t, combat.CCAttack{Attacker: brawler(), Defender: df, Attack: combat.Tackle, CCSituation: combat.CCSituation{Obstacle: 2.5}}, combat.Fixed{},
		3, 3, 1, 1, 1, 1, 1, 6, 3, 1)
	moved := 0
	for _, e := range res.Events {
		if m, ok := e.(combat.Moved); ok && m.Inches == 2.5 && m.Direction == combat.AlongFacing {
			moved++
		}
	}
	if moved != 2 || df.Wounds != 1 {
		t.Errorf("tackle into an object: %d moves of 2.5\", %d wounds; want 2 and 1", moved, df.Wounds)
	}
	df = defender()
	resolveCC(t, combat.CCAttack{Attacker: brawler(), Defender: df, Attack: combat.Tackle}, combat.Fixed{}, 3, 3, 1, 1, 1, 1, 1)
	if df.Wounds != 0 {
		t.Error("KG-CCA-04: a tackle in the open causes no wounds")
	}
}

// KG-CCA-05 shove: no wounds; 1" per passing wound die, at most Strength.
func TestShove(t *testing.T) {
	df := with(joe("d"), func(f *combat.Fighter) { f.Stats.CC = 1 })
	// CC 4+2 = 6 dice vs TN 1→2, keep 3: 3 hits; avoid 1 die fails; 3 "wound" dice at TN 2 pass.
	res := resolveCC(t, combat.CCAttack{Attacker: brawler(), Defender: df, Attack: combat.Shove}, combat.Fixed{}, 2, 2, 2, 2, 2, 2, 1, 3, 3, 3)
	var pushed float64
	for _, e := range res.Events {
		if m, ok := e.(combat.Moved); ok {
			pushed = m.Inches
		}
	}
	if pushed != 3 || df.Wounds != 0 {
		t.Errorf("shove: pushed %v\", wounds %d; want 3\" and none", pushed, df.Wounds)
	}
}

// KG-CCA-08 bunt: a hit and a 6 breaks the ranged weapon.
func TestBuntBreaks(t *testing.T) {
	at := with(brawler(), func(f *combat.Fighter) { f.Ranged = ranged("rifle") })
	resolveCC(t, combat.CCAttack{Attacker: at, Defender: defender(), Attack: combat.Bunt}, combat.Fixed{}, 3, 1, 1, 1, 1, 1, 1, 6, 1)
	if !at.RangedBroken {
		t.Error("KG-CCA-08: bunting weapon should break on a 6")
	}
	if _, err := combat.ResolveCC(combat.CCAttack{Attacker: at, Defender: defender(), Attack: combat.Bunt}, script(t), combat.Options{}, combat.Fixed{}); !isRefusal(err, "KG-CCA-08") {
		t.Errorf("a broken weapon cannot bunt: %v", err)
	}
}

// KG-CCA-09 point-blank: every missed to-hit die is a wound save for the
// shooter; the wound roll uses the gun (TN − b, cap c).
func TestPointBlank(t *testing.T) {
	at := with(brawler(), func(f *combat.Fighter) { f.Ranged = ranged("pistol") })
	df := with(joe("d"), func(f *combat.Fighter) { f.WoundCapacity = 5 })
	// 4 dice vs CC 2: 3, 3, 1, 1 → 2 hits, 2 misses; avoid (CC 2) 1, 1;
	// 2 wound saves for the shooter at TN 2: 2 (wound), 1; wound dice at TN 2 − 2 → 2: 4, 4 → capped S1.
	p, _ := combat.CCAttack{Attacker: at, Defender: df, Attack: combat.PointBlank}.Plan(combat.NoDefenceType)
	if p.MaxWounds != 1 || p.WoundTN != 0 {
		t.Errorf("point-blank plan: cap %d wound TN %d", p.MaxWounds, p.WoundTN)
	}
	res := resolveCC(t, combat.CCAttack{Attacker: at, Defender: df, Attack: combat.PointBlank}, combat.Fixed{}, 3, 3, 1, 1, 1, 1, 2, 1, 4, 4)
	if at.Wounds != 1 || res.Wounds != 1 {
		t.Errorf("point-blank: shooter wounds %d, defender %d; want 1 and 1", at.Wounds, res.Wounds)
	}
}

// KG-CCD-04 break off: every hit avoided → the defender leaves, Speed inches.
// KG-CCD-06 counter attack: cancels nothing; the better roll earns a free attack.
func TestBreakOffAndCounter(t *testing.T) {
	res := resolveCC(t, combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.Punch, Defence: combat.Active}, combat.Fixed{DefenceType: combat.BreakOff},
		3, 1, 1, 1, 5, 1, 1)
	if !res.BrokeOff || !hasState(res.Events, combat.BrokeOff) {
		t.Errorf("break off: %+v", res)
	}
	for _, tc := range []struct {
		name  string
		avoid []int
		by    string
	}{{"defender wins", []int{5, 5, 1}, "defender"}, {"attacker wins", []int{1, 1, 1}, "attacker"}, {"tie", []int{5, 1, 1}, ""}} {
		// 1 hit; the counter roll cancels nothing, so 1 wound die follows (fails).
		faces := append(append([]int{3, 1, 1, 1}, tc.avoid...), 1)
		res := resolveCC(t, combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.Punch, Defence: combat.Active}, combat.Fixed{DefenceType: combat.CounterAttack}, faces...)
		got := ""
		for _, e := range res.Events {
			if fa, ok := e.(combat.FreeAttack); ok {
				got = fa.By
			}
		}
		if got != tc.by || res.Avoided != 0 {
			t.Errorf("KG-CCD-06 %s: free attack by %q, avoided %d", tc.name, got, res.Avoided)
		}
	}
}

// KG-CC-15 with KG-DICE-08/09 in close combat.
func TestCCCriticals(t *testing.T) {
	at := brawler()
	// All ones on a head butt: min(4 dice, keep 3) = 3 wound dice at its own
	// Body 2 (the head butt's −1 is for the enemy): 2, 2, 1 → 2 wounds.
	resolveCC(t, combat.CCAttack{Attacker: at, Defender: defender(), Attack: combat.HeadButt}, combat.Fixed{}, 1, 1, 1, 1, 2, 2, 1)
	if at.Wounds != 2 {
		t.Errorf("critical fail: attacker took %d wounds, want 2", at.Wounds)
	}
	df := with(defender(), func(f *combat.Fighter) { f.WoundCapacity = 9 })
	// Three 6s: a kick rolls 5 dice 6, 6, 6, 1, 1 (re-rolls 1, 1, 1) → 3 hits,
	// critical. Avoid 1, 1, 1 fails. Wounds TN 6: 6+1, 1, 1 → 1 wound, doubled.
	res := resolveCC(t, combat.CCAttack{Attacker: brawler(), Defender: df, Attack: combat.Kick}, combat.Fixed{}, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 6, 1, 1, 1)
	if res.Wounds != 2 {
		t.Errorf("critical pass: %d wounds, want 2", res.Wounds)
	}
}

// Illegal close-combat attacks name their rule.
func TestCCRefusals(t *testing.T) {
	wraith := with(joe("w"), func(f *combat.Fighter) { f.Attacks = []*content.MeleeWeapon{special("backstab")} })
	tests := []struct {
		rule string
		a    combat.CCAttack
	}{
		{"KG-CCA-01", combat.CCAttack{Attacker: joe("a"), Defender: joe("d"), Attack: combat.UseWeapon}},
		{"KG-CCA-08", combat.CCAttack{Attacker: joe("a"), Defender: joe("d"), Attack: combat.Bunt}},
		{"KG-CCA-09", combat.CCAttack{Attacker: joe("a"), Defender: joe("d"), Attack: combat.PointBlank}},
		{"GAP-08", combat.CCAttack{Attacker: joe("a"), Defender: joe("d"), Attack: combat.SpecialAttack, Special: special("claws")}},
		{"GAP-08", combat.CCAttack{Attacker: wraith, Defender: joe("d"), Attack: combat.SpecialAttack, Special: special("backstab")}},
		{"KG-STAT-02", combat.CCAttack{Attacker: with(joe("a"), func(f *combat.Fighter) { f.Stats.CC = content.X }), Defender: joe("d"), Attack: combat.Punch}},
		{"KG-CC-04", combat.CCAttack{Attacker: joe("a"), Defender: joe("d"), Attack: combat.AttackType(42)}},
	}
	for _, tc := range tests {
		if _, err := combat.ResolveCC(tc.a, script(t), combat.Options{}, combat.Fixed{}); !isRefusal(err, tc.rule) {
			t.Errorf("want a %s refusal, got %v", tc.rule, err)
		}
	}
}

// KG-CC-14: an agreed break-off needs no roll but costs the leaver 1 AP.
func TestBreakOffByAgreement(t *testing.T) {
	out, err := combat.BreakOffByAgreement(defender(), brawler())
	events := out.Events
	if err != nil || len(events) != 3 || !hasState(events, combat.LetGo) {
		t.Fatalf("%v %v", events, err)
	}
	if ap := events[0].(combat.APSpent); ap.AP != 1 {
		t.Errorf("AP %d, want 1", ap.AP)
	}
	if m := events[2].(combat.Moved); m.Inches != 4 || m.Direction != combat.AwayFrom {
		t.Errorf("move %+v, want 4\" away", m)
	}
	if _, err := combat.BreakOffByAgreement(with(defender(), func(f *combat.Fighter) { f.Prone = true }), brawler()); !isRefusal(err, "GAP-16") {
		t.Errorf("prone: %v", err)
	}
}
