package combat_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
)

// pistolShooter has RC rc and a pistol (3K2S1, SR 2, LR 6; KG-DATA-08).
func pistolShooter(rc content.Stat) *combat.Fighter {
	return with(joe("shooter"), func(f *combat.Fighter) { f.Stats.RC = rc; f.Ranged = ranged("pistol") })
}

// armouredTarget has Body 3 and armour 3 (KG-RC-EX5, KG-DATA-14).
func armouredTarget() *combat.Fighter {
	return with(joe("target"), func(f *combat.Fighter) { f.Stats.Body = 3; f.Armour = plainArmour; f.WoundCapacity = 3 })
}

// KG-RC-EX1 then KG-RC-EX5: pistol, RC 3, TN 5, rolls 4, 2, 6 → 1 hit; wound
// TN = Body 3 + armour 3 − b 2 = 4, rolls 3 → no wound. Being hit, the target
// then tests Willpower at TN 5 (KG-PSY-01).
func TestRangedExample1(t *testing.T) {
	src := script(t, 4, 2, 6, 1 /* the 6 re-rolls */, 3 /* wound */, 5, 1, 1 /* pinning: Willpower 3, passes */)
	res, err := combat.ResolveRanged(combat.RangedAttack{Shooter: pistolShooter(3), Target: armouredTarget(), Shot: combat.Standard, Situation: open(4)}, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	used(t, src)
	p := res.Plan
	if p.Dice != 3 || p.TN != 5 || p.Keep != 3 || p.Band != combat.MediumRange {
		t.Errorf("plan: %d dice TN %d keep %d %v", p.Dice, p.TN, p.Keep, p.Band)
	}
	if !slices.Equal(res.Hits, []int{1}) || res.Wounds != 0 || res.AP != 2 {
		t.Errorf("hits %v wounds %d AP %d; want [1], 0, 2", res.Hits, res.Wounds, res.AP)
	}
	if w := rolls(res.Events, "to wound"); len(w) != 1 || w[0].TN != 4 || w[0].Success {
		t.Errorf("KG-RC-EX5 wound roll: %+v", w)
	}
	if pin := rolls(res.Events, "Willpower"); len(pin) != 1 || pin[0].TN != 5 || len(pin[0].Dice) != 3 {
		t.Errorf("KG-PSY-01 pinning test: %+v", pin)
	}
}

// KG-RC-EX2 then KG-RC-EX6: a Squad Leader, RC 5, pistol, TN 5 rolls 6, 8,
// 1, 5, 6 → four pass, three kept; wound TN 4 with 4, 5, 2 → two succeed,
// capped at S1 → 1 wound. The seed's 6s are shown unexploded; here they
// re-roll (KG-DICE-04), and three 6 faces make a critical pass under
// RULINGS §5, so the capped wound doubles to 2. With only two 6s the seed's
// single wound stands.
func TestRangedExample2(t *testing.T) {
	sl := with(pistolShooter(5), func(f *combat.Fighter) { f.SquadLeader = true })
	tests := []struct {
		name   string
		faces  []int
		wounds int
	}{
		{"KG-RC-EX2/EX6 three 6 faces: critical", []int{6, 6, 1, 5, 6, 3, 2, 1, 4, 5, 2, 5, 5, 5}, 2},
		{"KG-RC-EX6 two 6 faces: the cap alone", []int{5, 6, 1, 5, 6, 2, 1, 4, 5, 2, 5, 5, 5}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			target := with(armouredTarget(), func(f *combat.Fighter) { f.WoundCapacity = 3 })
			src := script(t, tc.faces...)
			res, err := combat.ResolveRanged(combat.RangedAttack{Shooter: sl, Target: target, Shot: combat.Standard, Situation: open(4)}, src, combat.Options{})
			if err != nil {
				t.Fatal(err)
			}
			used(t, src)
			hit := rolls(res.Events, "to hit")[0]
			if hit.Keep != 3 || len(hit.Kept) != 3 {
				t.Errorf("kept %d of %d passing, want 3 (the pistol's a)", len(hit.Kept), len(hit.Passed))
			}
			if res.Wounds != tc.wounds {
				t.Errorf("wounds %d, want %d", res.Wounds, tc.wounds)
			}
		})
	}
}

// KG-RC-EX3: pistol at 7" (LR 6): p = 2, so 1K2S1 and TN 7. With the seed's
// dice 8, 7, 8 (6+2, 6+1, 6+2) the 7+ table passes none; sum7plus passes all
// three and keeps 1 (RULINGS §1). Dice that pass the table show the cap.
func TestRangedExample3(t *testing.T) {
	tests := []struct {
		name  string
		mode  dice.Mode
		faces []int
		hits  int
	}{
		{"table", dice.Table, []int{6, 6, 6, 2, 1, 2}, 0},
		{"sum7plus", dice.Sum7Plus, []int{6, 6, 6, 2, 1, 2}, 1},
		{"table, passing chains", dice.Table, []int{6, 6, 6, 3, 4, 5}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			target := joe("target")
			target.WoundCapacity = 9 // survive the doubled wounds of the critical
			src := dice.NewSeeded(1)
			script := script(t, tc.faces...)
			res, err := combat.ResolveRanged(combat.RangedAttack{Shooter: pistolShooter(3), Target: target, Shot: combat.Standard, Situation: open(7)},
				firstThen{script, src}, combat.Options{Mode: tc.mode})
			if err != nil {
				t.Fatal(err)
			}
			if p := res.Plan; p.Keep != 1 || p.TN != 7 || p.Penalty != 2 || p.Band != combat.LongRange {
				t.Errorf("plan keep %d TN %d p %d %v; want 1, 7, 2, long", p.Keep, p.TN, p.Penalty, p.Band)
			}
			if res.Hits[0] != tc.hits {
				t.Errorf("hits %d, want %d", res.Hits[0], tc.hits)
			}
		})
	}
}

// firstThen uses a script, then falls back to another source: the tests
// above script the dice they are about and let later rolls be anything.
type firstThen struct {
	first *dice.Scripted
	then  dice.Source
}

func (s firstThen) D6(why string) (int, error) {
	if s.first.Remaining() > 0 {
		return s.first.D6(why)
	}
	return s.then.D6(why)
}

// KG-RC-EX4 and KG-RC-11: the pistol at 6" takes −1 to a and +1 to the TN;
// at 9" −4 leaves a − p = −1: out of range, AP spent, no dice. Its maximum
// range is 7": 7.9" is still p = 2, 8" is p = 3. At or under 2" it is short
// range, +2 RC.
func TestRangeBands(t *testing.T) {
	tests := []struct {
		id       string
		distance float64
		band     combat.Band
		keep     int
		tn       int
		dice     int
		out      bool
	}{
		{"KG-RC-11 short", 2, combat.ShortRange, 3, 5, 5, false},
		{"KG-RC-11 medium", 2.01, combat.MediumRange, 3, 5, 3, false},
		{"KG-RC-EX4 at 6\"", 6, combat.LongRange, 2, 6, 3, false},
		{"KG-RC-11 fraction floors", 6.9, combat.LongRange, 2, 6, 3, false},
		{"KG-RC-EX4 derived max 7\"", 7.9, combat.LongRange, 1, 7, 3, false},
		{"KG-RC-11 8\" out of range", 8, combat.LongRange, 0, 8, 3, true},
		{"KG-RC-EX4 at 9\"", 9, combat.LongRange, -1, 9, 3, true},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			a := combat.RangedAttack{Shooter: pistolShooter(3), Target: joe("target"), Shot: combat.Standard, Situation: open(tc.distance)}
			p, err := a.Plan()
			if err != nil {
				t.Fatal(err)
			}
			if p.Band != tc.band || p.Keep != tc.keep || p.TN != tc.tn || p.Dice != tc.dice || p.OutOfRange != tc.out {
				t.Errorf("band %v keep %d TN %d dice %d out %v", p.Band, p.Keep, p.TN, p.Dice, p.OutOfRange)
			}
		})
	}
	// Out of range: the AP are spent and no die is rolled (KG-RC-05).
	src := script(t)
	res, err := combat.ResolveRanged(combat.RangedAttack{Shooter: pistolShooter(3), Target: joe("target"), Situation: open(9)}, src, combat.Options{})
	if err != nil || res.AP != 2 || len(res.Hits) != 0 {
		t.Errorf("out of range: %v, AP %d, hits %v", err, res.AP, res.Hits)
	}
}

// KG-RC-10: the to-hit TN starts at 5 and adds every modifier.
func TestToHitModifiers(t *testing.T) {
	fast := with(joe("target"), func(f *combat.Fighter) { f.Stats.Speed = 6 })
	pinned := with(pistolShooter(3), func(f *combat.Fighter) { f.Pin = combat.Pin{ByHit: true, TN: 5} })
	missPinned := with(pistolShooter(3), func(f *combat.Fighter) { f.Pin = combat.Pin{ByMiss: true, TN: 3} })
	tests := []struct {
		id      string
		shooter *combat.Fighter
		target  *combat.Fighter
		change  func(*combat.Situation)
		tn      int
	}{
		{"KG-RC-10 base", pistolShooter(3), joe("t"), func(*combat.Situation) {}, 5},
		{"KG-RC-10 cover", pistolShooter(3), joe("t"), func(s *combat.Situation) { s.Cover = true }, 7},
		{"KG-RC-10 speed over 5", pistolShooter(3), fast, func(*combat.Situation) {}, 6},
		{"KG-SCN-02 dark", pistolShooter(3), joe("t"), func(s *combat.Situation) { s.Dark = true }, 7},
		{"KG-RC-10 sprinting", pistolShooter(3), joe("t"), func(s *combat.Situation) { s.TargetRan = true }, 6},
		{"KG-PSY-01 pinned shooter", pinned, joe("t"), func(*combat.Situation) {}, 6},
		{"KG-PSY-02 miss-pinned fires normally", missPinned, joe("t"), func(*combat.Situation) {}, 5},
		{"KG-RC-10 everything", pinned, fast, func(s *combat.Situation) { s.Cover, s.Dark, s.TargetRan = true, true, true }, 12},
	}
	for _, tc := range tests {
		s := open(4)
		tc.change(&s)
		p, err := combat.RangedAttack{Shooter: tc.shooter, Target: tc.target, Situation: s}.Plan()
		if err != nil || p.TN != tc.tn {
			t.Errorf("%s: TN %d (%v), want %d", tc.id, p.TN, err, tc.tn)
		}
	}
}

// KG-RC-10: +1 to the to-hit TN only for a target whose Speed is OVER 5. A
// Speed 5 target (the Fast class, KG-DATA-03's Rush Grunt) gets nothing;
// Speed 6 is the first to count. Both the TN and the modifier the log
// shows are checked, in the plan and in the roll a resolution makes.
func TestTargetSpeedOverFive(t *testing.T) {
	tests := []struct {
		speed content.Stat
		tn    int
		mod   bool
	}{
		{4, 5, false},
		{5, 5, false},
		{6, 6, true},
		{7, 6, true},
	}
	for _, tc := range tests {
		target := with(joe("target"), func(f *combat.Fighter) { f.Stats.Speed = tc.speed })
		a := combat.RangedAttack{Shooter: pistolShooter(2), Target: target, Shot: combat.Standard, Situation: open(4)}
		p, err := a.Plan()
		if err != nil {
			t.Fatalf("Speed %d: %v", tc.speed, err)
		}
		if p.TN != tc.tn || speedModifier(p.HitMods) != tc.mod {
			t.Errorf("KG-RC-10 target Speed %d: TN %d, Speed modifier %v; want TN %d, %v (%+v)", tc.speed, p.TN, speedModifier(p.HitMods), tc.tn, tc.mod, p.HitMods)
		}
		// Two misses (3 and 2, no critical fail); one shooter's miss makes
		// no pinning test (KG-PSY-02), so the script is used up exactly.
		src := script(t, 3, 2)
		res, err := combat.ResolveRanged(a, src, combat.Options{})
		if err != nil {
			t.Fatalf("Speed %d: %v", tc.speed, err)
		}
		used(t, src)
		if hit := rolls(res.Events, "to hit"); len(hit) != 1 || hit[0].TN != tc.tn || speedModifier(hit[0].Modifiers) != tc.mod {
			t.Errorf("KG-RC-10 target Speed %d: to-hit roll %+v, want TN %d", tc.speed, hit, tc.tn)
		}
	}
}

// speedModifier reports whether mods hold KG-RC-10's target-Speed modifier.
func speedModifier(mods []combat.Modifier) bool {
	for _, m := range mods {
		if m.RuleID == "KG-RC-10" && strings.Contains(m.What, "Speed") {
			return true
		}
	}
	return false
}

// KG-RC-07, KG-RC-08, KG-RC-12: shot types change dice, attacks and AP.
func TestShotTypes(t *testing.T) {
	rifleman := with(joe("s"), func(f *combat.Fighter) { f.Stats.RC = 4; f.Ranged = ranged("assault-rifle") })
	tests := []struct {
		id      string
		shot    combat.Shot
		dice    int
		attacks int
		ap      int
		wounds  bool
	}{
		{"KG-RC-07 standard", combat.Standard, 4, 1, 2, true},
		{"KG-RC-07 snap", combat.Snap, 2, 2, 2, true},
		{"KG-RC-07 aimed", combat.Aimed, 6, 1, 4, true},
		{"KG-RC-12 suppressive", combat.Suppressive, 6, 1, 2, false},
	}
	for _, tc := range tests {
		p, err := combat.RangedAttack{Shooter: rifleman, Target: joe("t"), Shot: tc.shot, Situation: open(5)}.Plan()
		if err != nil {
			t.Fatalf("%s: %v", tc.id, err)
		}
		if p.Dice != tc.dice || p.Attacks != tc.attacks || tc.shot.Cost() != tc.ap || p.WoundRolls != tc.wounds {
			t.Errorf("%s: dice %d attacks %d AP %d wound rolls %v", tc.id, p.Dice, p.Attacks, tc.shot.Cost(), p.WoundRolls)
		}
	}
}

// KG-RC-07: a snap shot is two attacks, each capped at c separately.
func TestSnapShotTwoAttacks(t *testing.T) {
	s := with(joe("s"), func(f *combat.Fighter) { f.Stats.RC = 4; f.Ranged = ranged("pistol") })
	target := with(joe("t"), func(f *combat.Fighter) { f.WoundCapacity = 3 })
	// RC 4 − 2 = 2 dice each; TN 5; wound TN 2 + 0 − 2 = 0 → 2 (natural 1 fails).
	src := script(t, 5, 5, 2, 2 /* attack 1: 2 hits, 2 wounds → capped 1 */, 5, 1, 4 /* attack 2: 1 hit, 1 wound */, 5, 5, 5 /* pinning test passes */)
	res, err := combat.ResolveRanged(combat.RangedAttack{Shooter: s, Target: target, Shot: combat.Snap, Situation: open(4)}, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	used(t, src)
	if !slices.Equal(res.Hits, []int{2, 1}) || res.Wounds != 2 || !target.Alive() {
		t.Errorf("hits %v wounds %d alive %v; want [2 1], 2, alive", res.Hits, res.Wounds, target.Alive())
	}
}

// KG-RC-12: suppressive fire rolls no wounds, except on a critical; a hit
// still forces the pinning test. KG-DICE-09: the critical doubles.
func TestSuppressiveFire(t *testing.T) {
	gunner := with(joe("s"), func(f *combat.Fighter) { f.Stats.RC = 1; f.Ranged = ranged("assault-rifle") })
	// RC 1 + 2 = 3 dice, TN 5: one hit, no wound roll; pinning test (Will 3) fails.
	src := script(t, 5, 2, 3, 4, 4, 2)
	target := joe("t")
	res, err := combat.ResolveRanged(combat.RangedAttack{Shooter: gunner, Target: target, Shot: combat.Suppressive, Situation: open(5)}, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	used(t, src)
	settle(res.Outcome, target)
	if res.Wounds != 0 || len(rolls(res.Events, "to wound")) != 0 || !target.Pin.ByHit {
		t.Errorf("suppressive: wounds %d, wound rolls %d, pinned %v", res.Wounds, len(rolls(res.Events, "to wound")), target.Pin.ByHit)
	}
	// Three 6s: a critical, so the wound roll happens and doubles (cap c = 2 first).
	target = with(joe("t"), func(f *combat.Fighter) { f.WoundCapacity = 9 })
	src = script(t, 6, 6, 6, 1, 1, 1, 4, 4, 4, 5, 5, 5)
	res, err = combat.ResolveRanged(combat.RangedAttack{Shooter: gunner, Target: target, Shot: combat.Suppressive, Situation: open(5)}, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Wounds != 4 {
		t.Errorf("suppressive critical: wounds %d, want 3 wound dice capped at 2, doubled to 4", res.Wounds)
	}
}

// KG-RC-06 and KG-RC-13: from the blind side the wound TN drops by 2 and a
// flak jacket gives nothing; carapace (rear protection) still counts.
func TestBlindSideWoundTN(t *testing.T) {
	tests := []struct {
		id     string
		armour *content.Armour
		blind  bool
		tn     int
	}{
		{"KG-RC-13 front, flak", armour("flak-jacket"), false, 2 + 4 - 2},
		{"KG-RC-06 blind, flak ignored", armour("flak-jacket"), true, -2}, // Body 2 − b 2 − flank 2
		{"KG-RC-06 blind, carapace kept", armour("carapace"), true, 2 + 3 - 2 - 2},
		{"KG-RC-13 unarmoured", nil, false, 0},
	}
	for _, tc := range tests {
		target := with(joe("t"), func(f *combat.Fighter) { f.Armour = tc.armour })
		s := open(4)
		s.BlindSide = tc.blind
		p, err := combat.RangedAttack{Shooter: pistolShooter(3), Target: target, Situation: s}.Plan()
		if err != nil || p.WoundTN != tc.tn {
			t.Errorf("%s: wound TN %d (%v), want %d", tc.id, p.WoundTN, err, tc.tn)
		}
	}
}

// Illegal shots are refused with the rule that forbids them.
func TestRangedRefusals(t *testing.T) {
	wraith := with(joe("w"), func(f *combat.Fighter) { f.Stats.RC = content.X; f.Ranged = ranged("pistol") })
	tests := []struct {
		rule    string
		shooter *combat.Fighter
		shot    combat.Shot
		change  func(*combat.Situation)
	}{
		{"KG-STAT-02", wraith, combat.Standard, func(*combat.Situation) {}},
		{"KG-RC-02", joe("unarmed"), combat.Standard, func(*combat.Situation) {}},
		{"KG-RC-05", pistolShooter(3), combat.Standard, func(s *combat.Situation) { s.InArc = false }},
		{"KG-RC-05", pistolShooter(3), combat.Standard, func(s *combat.Situation) { s.InView = false }},
		{"KG-RC-12", pistolShooter(3), combat.Suppressive, func(*combat.Situation) {}},
		{"GAP-14", pistolShooter(3), combat.Standard, func(s *combat.Situation) { s.Engaged = true }},
		{"GAP-16", with(pistolShooter(3), func(f *combat.Fighter) { f.Prone = true }), combat.Standard, func(*combat.Situation) {}},
		{"GAP-07", with(pistolShooter(3), func(f *combat.Fighter) { f.Ranged = ranged("frag-grenade") }), combat.Standard, func(*combat.Situation) {}},
		{"KG-EXPL-03", with(pistolShooter(3), func(f *combat.Fighter) { f.Ranged = ranged("grenade-launcher") }), combat.Standard, func(*combat.Situation) {}},
		{"KG-RC-07", pistolShooter(3), combat.Shot(9), func(*combat.Situation) {}},
	}
	for _, tc := range tests {
		s := open(4)
		tc.change(&s)
		_, err := combat.ResolveRanged(combat.RangedAttack{Shooter: tc.shooter, Target: joe("t"), Shot: tc.shot, Situation: s}, script(t), combat.Options{})
		var ref *combat.Refusal
		if !errors.As(err, &ref) || ref.RuleID != tc.rule {
			t.Errorf("want a %s refusal, got %v", tc.rule, err)
		}
	}
}

// KG-DICE-08 in ranged combat: all 1s turn the attack on the shooter, who
// rolls min(dice, keep) wound dice at its own wound TN; its side counts
// friendly damage (KG-AP-06(4)).
func TestRangedCriticalFail(t *testing.T) {
	shooter := pistolShooter(3)
	// 3 ones; own wound TN 2 − 2 = 0 → 2; 3 dice: 4, 4, 1 → 2 successes capped at S1.
	src := script(t, 1, 1, 1, 4, 4, 1) // the target, missed by one shooter, tests nothing

	res, err := combat.ResolveRanged(combat.RangedAttack{Shooter: shooter, Target: joe("t"), Situation: open(4)}, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	used(t, src)
	settle(res.Outcome, shooter)
	if shooter.Wounds != 1 || res.Wounds != 0 {
		t.Errorf("shooter wounds %d, target %d; want 1 and 0", shooter.Wounds, res.Wounds)
	}
	found := false
	for _, e := range res.Events {
		if se, ok := e.(combat.SideEffect); ok && se.RuleID == "KG-AP-06" {
			found = true
		}
	}
	if !found {
		t.Error("no friendly-damage side effect")
	}
}

// KG-EXPL-01: a heavy weapon fired into a (W) area lays a damaged-structure
// template twice the base size; a light weapon does not.
func TestHeavyWeaponDamagesWeakFloor(t *testing.T) {
	for _, tc := range []struct {
		weapon string
		placed bool
	}{{"autocannon", true}, {"rifle", false}} {
		s := with(joe("s"), func(f *combat.Fighter) { f.Ranged = ranged(tc.weapon) })
		sit := open(5)
		sit.WeakArea = true
		res, err := combat.ResolveRanged(combat.RangedAttack{Shooter: s, Target: joe("t"), Situation: sit}, dice.NewSeeded(3), combat.Options{})
		if err != nil {
			t.Fatal(err)
		}
		placed := false
		for _, e := range res.Events {
			if tp, ok := e.(combat.TemplatePlaced); ok && tp.Diameter == 2 {
				placed = true
			}
		}
		if placed != tc.placed {
			t.Errorf("%s: template placed %v, want %v", tc.weapon, placed, tc.placed)
		}
	}
}
