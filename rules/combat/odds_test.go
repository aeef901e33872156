package combat_test

import (
	"math"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
)

// oddsCase is one declared attack whose exact odds are checked against a
// seeded Monte-Carlo run of the real resolution.
type oddsCase struct {
	name   string
	ranged *combat.RangedAttack
	cc     *combat.CCAttack
	choose combat.Fixed
	opts   combat.Options
}

func oddsCases() []oddsCase {
	rc := func(rcv content.Stat, weapon string) *combat.Fighter {
		return with(joe("s"), func(f *combat.Fighter) { f.Stats.RC = rcv; f.Ranged = ranged(weapon) })
	}
	sit := func(d float64, change func(*combat.Situation)) combat.Situation {
		s := open(d)
		change(&s)
		return s
	}
	none := func(*combat.Situation) {}
	flak := with(joe("t"), func(f *combat.Fighter) { f.Armour = armour("flak-jacket") })
	heavy := with(joe("t"), func(f *combat.Fighter) { f.Stats.Body = 3; f.Armour = armour("heavy-plate"); f.WoundCapacity = 3 })
	fast := with(joe("t"), func(f *combat.Fighter) { f.Stats.Speed = 6; f.Stats.Body = 1 })
	axe := with(brawler(), func(f *combat.Fighter) { f.Melee = melee("axe") })
	knife := with(brawler(), func(f *combat.Fighter) { f.Melee = melee("knife") })
	claws := with(brawler(), func(f *combat.Fighter) { f.Attacks = []*content.MeleeWeapon{special("claws")} })
	gun := with(brawler(), func(f *combat.Fighter) { f.Ranged = ranged("pistol") })
	wraith := with(brawler(), func(f *combat.Fighter) { f.Fear = true })
	horror := with(brawler(), func(f *combat.Fighter) { f.Horror = true })
	parrier := with(defender(), func(f *combat.Fighter) { f.Melee = melee("knife") })
	deflector := with(defender(), func(f *combat.Fighter) { f.Ranged = ranged("rifle") })
	r := func(name string, a combat.RangedAttack, opts combat.Options) oddsCase {
		return oddsCase{name: name, ranged: &a, opts: opts}
	}
	c := func(name string, a combat.CCAttack, choose combat.Fixed) oddsCase {
		return oddsCase{name: name, cc: &a, choose: choose}
	}
	return []oddsCase{
		r("pistol RC 3, medium", combat.RangedAttack{Shooter: rc(3, "pistol"), Target: joe("t"), Situation: sit(4, none)}, combat.Options{}),
		r("pistol RC 5 vs armour 3", combat.RangedAttack{Shooter: rc(5, "pistol"), Target: armouredTarget(), Situation: sit(4, none)}, combat.Options{}),
		r("pistol at 7\", table", combat.RangedAttack{Shooter: rc(3, "pistol"), Target: joe("t"), Situation: sit(7, none)}, combat.Options{}),
		r("pistol at 7\", sum7plus", combat.RangedAttack{Shooter: rc(3, "pistol"), Target: joe("t"), Situation: sit(7, none)}, combat.Options{Mode: dice.Sum7Plus}),
		r("snap, assault rifle", combat.RangedAttack{Shooter: rc(4, "assault-rifle"), Target: joe("t"), Shot: combat.Snap, Situation: sit(5, none)}, combat.Options{}),
		r("aimed sniper, long range, cover", combat.RangedAttack{Shooter: rc(4, "sniper-rifle"), Target: flak, Shot: combat.Aimed, Situation: sit(30, func(s *combat.Situation) { s.Cover = true })}, combat.Options{}),
		r("suppressive autocannon", combat.RangedAttack{Shooter: rc(3, "autocannon"), Target: joe("t"), Shot: combat.Suppressive, Situation: sit(10, none)}, combat.Options{}),
		r("flanking a flak jacket", combat.RangedAttack{Shooter: rc(3, "rifle"), Target: flak, Situation: sit(8, func(s *combat.Situation) { s.BlindSide = true })}, combat.Options{}),
		r("dark, sprinting, fast target", combat.RangedAttack{Shooter: rc(5, "rifle"), Target: fast, Situation: sit(8, func(s *combat.Situation) { s.Dark, s.TargetRan = true, true })}, combat.Options{}),
		r("autocannon vs heavy plate", combat.RangedAttack{Shooter: rc(3, "autocannon"), Target: heavy, Situation: sit(12, none)}, combat.Options{}),
		r("short-range pistol RC 2", combat.RangedAttack{Shooter: rc(2, "pistol"), Target: joe("t"), Situation: sit(1, none)}, combat.Options{}),
		r("two pistols at −1 RC each (XS-21)", combat.RangedAttack{Shooter: rc(3, "pistol"), Target: joe("t"), Situation: sit(4, none),
			Volley: 2, Mods: []combat.Modifier{{RuleID: "XS-21", What: "two pistols", On: "dice", Value: -1}}}, combat.Options{}),
		r("a battery of three linked rifles (XS-21)", combat.RangedAttack{Shooter: rc(2, "rifle"), Target: with(joe("t"), func(f *combat.Fighter) { f.WoundCapacity = 3 }),
			Situation: sit(5, none), Volley: 3}, combat.Options{}),
		r("a battery of four at +1 TN, crits likely to kill (XS-21, XS-27)", combat.RangedAttack{Shooter: with(rc(1, "autocannon"), func(f *combat.Fighter) { f.WoundCapacity = 1; f.Stats.Body = 1 }),
			Target: heavy, Situation: sit(6, none), Volley: 4, Mods: []combat.Modifier{{RuleID: "XS-27", What: "sweep", On: "TN", Value: 1}}}, combat.Options{}),
		r("hand flamer", combat.RangedAttack{Shooter: rc(2, "hand-flamer"), Target: flak, Situation: sit(3, none)}, combat.Options{}),
		c("kick, passive (KG-CC-EX3)", combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.Kick}, combat.Fixed{}),
		c("knife vs dodge", combat.CCAttack{Attacker: knife, Defender: defender(), Attack: combat.UseWeapon, Defence: combat.Active}, combat.Fixed{DefenceType: combat.Dodge}),
		c("axe vs parry", combat.CCAttack{Attacker: axe, Defender: parrier, Attack: combat.UseWeapon, Defence: combat.Active}, combat.Fixed{DefenceType: combat.Parry, ExtraWounds: 1}),
		c("claws vs block", combat.CCAttack{Attacker: claws, Defender: defender(), Attack: combat.SpecialAttack, Special: special("claws"), Defence: combat.Active}, combat.Fixed{DefenceType: combat.Block}),
		c("punch vs deflect", combat.CCAttack{Attacker: brawler(), Defender: deflector, Attack: combat.Punch, Defence: combat.Active}, combat.Fixed{DefenceType: combat.Deflect}),
		c("head butt vs counter attack", combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.HeadButt, Defence: combat.Active}, combat.Fixed{DefenceType: combat.CounterAttack, ExtraWounds: 2}),
		c("point-blank pistol", combat.CCAttack{Attacker: gun, Defender: defender(), Attack: combat.PointBlank}, combat.Fixed{}),
		c("wraith's first attack (fear)", combat.CCAttack{Attacker: wraith, Defender: defender(), Attack: combat.Kick, CCSituation: combat.CCSituation{FirstFearAttack: true}}, combat.Fixed{ExtraWounds: 1}),
		c("pure horror", combat.CCAttack{Attacker: horror, Defender: defender(), Attack: combat.Punch}, combat.Fixed{}),
		c("attacking a pure horror (KG-PSY-08)", combat.CCAttack{Attacker: brawler(), Defender: with(defender(), func(f *combat.Fighter) { f.Horror = true }), Attack: combat.Kick}, combat.Fixed{}),
		c("tackle into a wall", combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.Tackle, CCSituation: combat.CCSituation{Obstacle: 3}}, combat.Fixed{}),
		c("charge into a charger", combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.Punch, CCSituation: combat.CCSituation{Charged: true, DefenderCharged: true}}, combat.Fixed{ExtraWounds: 2}),
		c("break off", combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.Kick, Defence: combat.Active}, combat.Fixed{DefenceType: combat.BreakOff}),
		r("snap by a fragile shooter", combat.RangedAttack{Shooter: with(rc(3, "pistol"), func(f *combat.Fighter) { f.WoundCapacity = 1 }), Target: joe("t"), Shot: combat.Snap, Situation: sit(4, none)}, combat.Options{}),
		r("shot into a melee of three", combat.RangedAttack{Shooter: rc(4, "rifle"), Target: joe("t"), Situation: sit(6, none), Melee: []*combat.Fighter{joe("m1"), joe("m2")}}, combat.Options{}),
		c("horror against Willpower 2", combat.CCAttack{Attacker: horror, Defender: with(defender(), func(f *combat.Fighter) { f.Stats.Willpower = 2 }), Attack: combat.Kick}, combat.Fixed{}),
		c("point-blank, paying extras", combat.CCAttack{Attacker: gun, Defender: with(defender(), func(f *combat.Fighter) { f.Armour = nil }), Attack: combat.PointBlank}, combat.Fixed{ExtraWounds: 2}),
		c("tackle beyond Strength", combat.CCAttack{Attacker: brawler(), Defender: defender(), Attack: combat.Tackle, CCSituation: combat.CCSituation{Obstacle: 4.5}}, combat.Fixed{}),
		c("negative extra wounds", combat.CCAttack{Attacker: brawler(), Defender: with(joe("d"), func(f *combat.Fighter) { f.WoundCapacity = 4 }), Attack: combat.HeadButt}, combat.Fixed{ExtraWounds: -1}),
	}
}

// clone copies a fighter so each trial starts fresh.
func clone(f *combat.Fighter) *combat.Fighter { c := *f; return &c }

// TestOddsMatchSampling: for 30 varied attacks, the exact odds agree with
// 200 000 seeded resolutions within 1% absolute, for every wound count and
// both criticals.
func TestOddsMatchSampling(t *testing.T) {
	trials := 200000
	if testing.Short() {
		trials = 20000
	}
	tol := 0.01
	for i, tc := range oddsCases() {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var exact combat.Odds
			var err error
			if tc.ranged != nil {
				exact, err = combat.RangedOdds(*tc.ranged, tc.opts)
			} else {
				exact, err = combat.CCOdds(*tc.cc, tc.choose, tc.opts)
			}
			if err != nil {
				t.Fatal(err)
			}
			sum := 0.0
			for _, p := range exact.Wounds {
				sum += p
			}
			if math.Abs(sum-1) > 1e-9 {
				t.Fatalf("odds sum to %v", sum)
			}
			src := dice.NewSeeded(uint64(1000 + i))
			got := make([]float64, len(exact.Wounds))
			var CritFail, critPass float64
			for range trials {
				var events []combat.Event
				var target *combat.Fighter
				if tc.ranged != nil {
					a := *tc.ranged
					a.Shooter, a.Target = clone(a.Shooter), clone(a.Target)
					a.Melee = nil
					for _, m := range tc.ranged.Melee {
						a.Melee = append(a.Melee, clone(m))
					}
					target = a.Target // the declared target: the odds are about it
					res, err := combat.ResolveRanged(a, src, tc.opts)
					if err != nil {
						t.Fatal(err)
					}
					settle(res.Outcome, target)
					events = res.Events
				} else {
					a := *tc.cc
					a.Attacker, a.Defender = clone(a.Attacker), clone(a.Defender)
					target = a.Defender
					res, err := combat.ResolveCC(a, src, tc.opts, tc.choose)
					if err != nil {
						t.Fatal(err)
					}
					settle(res.Outcome, target)
					events = res.Events
				}
				got[target.Wounds-tc.woundsBefore()]++
				for _, e := range events {
					if r, ok := e.(combat.Roll); ok && (r.RuleID == "KG-RC-09" || r.RuleID == "KG-CC-06") {
						if r.CriticalFail {
							CritFail++
						}
						if r.CriticalPass {
							critPass++
						}
					}
				}
			}
			for w := range got {
				got[w] /= float64(trials)
				if math.Abs(got[w]-exact.Wounds[w]) > tol {
					t.Errorf("P(%d wounds): exact %.4f, sampled %.4f", w, exact.Wounds[w], got[w])
				}
			}
			// A snap shot rolls twice: compare per roll.
			rollsPer := 1.0
			if tc.ranged != nil && tc.ranged.Shot == combat.Snap {
				rollsPer = 2
			}
			if tc.ranged == nil || tc.ranged.Shot != combat.Snap && tc.ranged.Volley < 2 {
				if d := math.Abs(CritFail/float64(trials)/rollsPer - exact.CriticalFail); d > tol {
					t.Errorf("critical fail: exact %.4f, sampled %.4f", exact.CriticalFail, CritFail/float64(trials))
				}
				if d := math.Abs(critPass/float64(trials)/rollsPer - exact.CriticalPass); d > tol {
					t.Errorf("critical pass: exact %.4f, sampled %.4f", exact.CriticalPass, critPass/float64(trials))
				}
			}
		})
	}
}

func (c oddsCase) woundsBefore() int {
	if c.ranged != nil {
		return c.ranged.Target.Wounds
	}
	return c.cc.Defender.Wounds
}

// The odds see the same refusals as the resolution.
func TestOddsRefuseIllegalAttacks(t *testing.T) {
	if _, err := combat.RangedOdds(combat.RangedAttack{Shooter: joe("unarmed"), Target: joe("t"), Situation: open(3)}, combat.Options{}); !isRefusal(err, "KG-RC-02") {
		t.Errorf("ranged: %v", err)
	}
	if _, err := combat.CCOdds(combat.CCAttack{Attacker: joe("a"), Defender: joe("d"), Attack: combat.UseWeapon}, combat.Fixed{}, combat.Options{}); !isRefusal(err, "KG-CCA-01") {
		t.Errorf("close combat: %v", err)
	}
}

// The worked example's odds, by hand: pistol RC 3 at TN 5 vs Joe (wound TN
// 2 + 0 − 2, read as 2): each die hits with 1/3, each wound die fails with
// 1/6. A critical only turns 1 wound into 2, so P(no wound) is exactly
// P(no hit) + Σ P(h hits) × (1/6)^h.
func TestRangedOddsByHand(t *testing.T) {
	o, err := combat.RangedOdds(combat.RangedAttack{Shooter: pistolShooter(3), Target: joe("t"), Situation: open(4)}, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p1, p2, p3 := 3*(1.0/3)*(4.0/9), 3*(1.0/9)*(2.0/3), 1.0/27
	noWound := 8.0/27 + p1/6 + p2/36 + p3/216
	if math.Abs(o.Wounds[0]-noWound) > 1e-12 || math.Abs(o.Hit-19.0/27) > 1e-12 {
		t.Errorf("P(no wound) %.12f want %.12f; P(hit) %.12f want %.12f", o.Wounds[0], noWound, o.Hit, 19.0/27)
	}
	if math.Abs(o.CriticalFail-1.0/216) > 1e-15 {
		t.Errorf("P(critical fail) %v, want 1/216", o.CriticalFail)
	}
}

// BenchmarkRangedOdds: a rifle shot's exact wound distribution, as the AI
// and the odds preview ask for it.
func BenchmarkRangedOdds(b *testing.B) {
	a := combat.RangedAttack{Shooter: with(joe("s"), func(f *combat.Fighter) { f.Stats.RC = 4; f.Ranged = ranged("rifle") }), Target: joe("t"), Situation: open(8)}
	for b.Loop() {
		if _, err := combat.RangedOdds(a, combat.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCCOdds: a fear-causer's first axe attack against an active
// parry, with the fear test weighed in.
func BenchmarkCCOdds(b *testing.B) {
	at := with(brawler(), func(f *combat.Fighter) { f.Fear = true; f.Melee = melee("axe") })
	df := with(defender(), func(f *combat.Fighter) { f.Melee = melee("knife") })
	a := combat.CCAttack{Attacker: at, Defender: df, Attack: combat.UseWeapon, Defence: combat.Active, CCSituation: combat.CCSituation{FirstFearAttack: true}}
	for b.Loop() {
		if _, err := combat.CCOdds(a, combat.Fixed{DefenceType: combat.Parry, ExtraWounds: 1}, combat.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkResolveRanged is the baseline: one resolution of the same shot
// with seeded dice.
func BenchmarkResolveRanged(b *testing.B) {
	a := combat.RangedAttack{Shooter: with(joe("s"), func(f *combat.Fighter) { f.Stats.RC = 4; f.Ranged = ranged("rifle") }), Target: joe("t"), Situation: open(8)}
	src := dice.NewSeeded(5)
	for b.Loop() {
		x := a
		x.Shooter, x.Target = clone(a.Shooter), clone(a.Target)
		if _, err := combat.ResolveRanged(x, src, combat.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
