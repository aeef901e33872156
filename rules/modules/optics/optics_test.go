package optics_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/combat/combattest"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/optics"
	"github.com/krygothic/krygothic/rules/orders"
)

// gunner is a unit with RC rc carrying weapon, with a scope or not, and
// the module's shot rule with the shipped data.
func gunner(weapon string, rc content.Stat, scope bool) (*orders.Unit, orders.ShotRule) {
	w := combattest.Ranged(weapon)
	f := combattest.With(combattest.Joe("red.gunner-1"), func(f *combat.Fighter) { f.Stats.RC = rc; f.Ranged = w })
	m := &army.Model{Ranged: w, Traits: map[string]any{optics.Field: scope}}
	return &orders.Unit{ID: f.ID, F: *f, Model: m}, optics.Rules(optics.Shipped()).Shots[0]
}

// target is a Joe (Body 2) in plain armour 3 (KG-DATA-14).
func target() *combat.Fighter {
	return combattest.With(combattest.Joe("blue.target-1"), func(f *combat.Fighter) { f.Armour = combattest.PlainArmour })
}

// attack is shot s by u at a target d inches off, as the module's shot
// rule changes it.
func attack(u *orders.Unit, rule orders.ShotRule, s combat.Shot, d float64) combat.RangedAttack {
	a := combat.RangedAttack{Shooter: &u.F, Target: target(), Shot: s, Situation: combattest.Open(d)}
	rule(nil, u, geom.Base{}, nil, &a)
	return a
}

// XS-17's scope (XC-RNG-03, KG-RC-11): an aimed shot through it reads
// the rifle's long range (12") as 1.5 × 12" = 18", so at 12" it is at
// medium range where an unscoped or a standard shot pays the long-range
// penalty; the penalty starts at 18" and grows an inch at a time, and
// the rifle's 4K reaches under 18 + 4 − 1 = 21" (15" without the scope).
// A scope on a weapon it does not fit (a pistol) does nothing.
func TestAnAimedShotThroughAScope(t *testing.T) {
	cases := []struct {
		name    string
		weapon  string
		scope   bool
		shot    combat.Shot
		d       float64
		band    combat.Band
		penalty int
		out     bool
	}{
		{"scoped, aimed, at the rifle's LR", "rifle", true, combat.Aimed, 12, combat.MediumRange, 0, false},
		{"unscoped, aimed, at LR", "rifle", false, combat.Aimed, 12, combat.LongRange, 1, false},
		{"scoped, standard shot, at LR", "rifle", true, combat.Standard, 12, combat.LongRange, 1, false},
		{"scoped, snap shot, at LR", "rifle", true, combat.Snap, 12, combat.LongRange, 1, false},
		{"scoped, aimed, just short of 18\"", "rifle", true, combat.Aimed, 17.9, combat.MediumRange, 0, false},
		{"scoped, aimed, at 18\"", "rifle", true, combat.Aimed, 18, combat.LongRange, 1, false},
		{"scoped, aimed, at 20.9\"", "rifle", true, combat.Aimed, 20.9, combat.LongRange, 3, false},
		{"scoped, aimed, at 21\"", "rifle", true, combat.Aimed, 21, combat.LongRange, 4, true},
		{"unscoped, aimed, at 15\"", "rifle", false, combat.Aimed, 15, combat.LongRange, 4, true},
		{"scoped, aimed, at 15\"", "rifle", true, combat.Aimed, 15, combat.MediumRange, 0, false},
		{"a sniper rifle, scoped, at 30\"", "sniper-rifle", true, combat.Aimed, 30, combat.MediumRange, 0, false},
		{"a pistol with a scope it does not fit", "pistol", true, combat.Aimed, 6, combat.LongRange, 1, false},
	}
	for _, tc := range cases {
		u, rule := gunner(tc.weapon, 3, tc.scope)
		a := attack(u, rule, tc.shot, tc.d)
		p, err := a.Plan()
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if p.Band != tc.band || p.Penalty != tc.penalty || p.OutOfRange != tc.out {
			t.Errorf("%s: %v, penalty %d, out of range %v; want %v, %d, %v", tc.name, p.Band, p.Penalty, p.OutOfRange, tc.band, tc.penalty, tc.out)
		}
		if !p.OutOfRange && p.Keep != p.Weapon.Stats.Keep-tc.penalty || p.TN != 5+tc.penalty {
			t.Errorf("%s: keep %d, TN %d; want %d and %d", tc.name, p.Keep, p.TN, p.Weapon.Stats.Keep-tc.penalty, 5+tc.penalty)
		}
	}
}

// A scope does not look at another weapon a module fires for the model
// (a grenade thrown, a weapon at half its keep): the scope is on its gun.
func TestAScopeIsOnTheModelsOwnGun(t *testing.T) {
	u, rule := gunner("rifle", 3, true)
	other := *combattest.Ranged("rifle")
	other.ID = "another-rifle"
	a := combat.RangedAttack{Shooter: &u.F, Target: target(), Shot: combat.Aimed, Situation: combattest.Open(12), Fired: &other}
	rule(nil, u, geom.Base{}, nil, &a)
	if a.LongScale > 1 {
		t.Errorf("a weapon not the model's own read through its scope: long scale %g", a.LongScale)
	}
}

// XS-17's shotgun (3K2S2, short 3", long 8"; XC-SHOT-01..02): its shot
// rolls one RC die more at medium and long range (the spread), none at
// short range (at or under 3", KG-RC-11's +2 RC instead); at long range
// (at or over 8") its b is 1 lower, the wound TN 1 higher. Its 3K reaches
// under 8 + 3 − 1 = 10": past it the shot is out of range.
func TestTheShotgunSpreads(t *testing.T) {
	cases := []struct {
		d                    float64
		shot                 combat.Shot
		band                 combat.Band
		dice, woundTN, keep  int
		spread, spent, outOf bool
	}{
		// Joe's RC 2; wound TN: Body 2 + armour 3 − b 2 = 3.
		{2, combat.Standard, combat.ShortRange, 4, 3, 3, false, false, false},
		{3, combat.Standard, combat.ShortRange, 4, 3, 3, false, false, false},
		{3.1, combat.Standard, combat.MediumRange, 3, 3, 3, true, false, false},
		{7.9, combat.Standard, combat.MediumRange, 3, 3, 3, true, false, false},
		{8, combat.Standard, combat.LongRange, 3, 4, 2, true, true, false},
		{9.9, combat.Standard, combat.LongRange, 3, 4, 1, true, true, false},
		{10, combat.Standard, combat.LongRange, 3, 4, 0, true, true, true},
		{5, combat.Snap, combat.MediumRange, 1, 3, 3, true, false, false},
		{8.5, combat.Aimed, combat.LongRange, 5, 4, 2, true, true, false},
	}
	for _, tc := range cases {
		u, rule := gunner("shotgun", 2, false)
		a := attack(u, rule, tc.shot, tc.d)
		p, err := a.Plan()
		if err != nil {
			t.Fatalf("%g\": %v", tc.d, err)
		}
		spread, spent := false, false
		for _, m := range p.HitMods {
			spread = spread || m.RuleID == optics.Rule && m.On == combat.OnDice && m.Value == 1
		}
		for _, m := range p.WoundMods {
			spent = spent || m.RuleID == optics.Rule && m.On == combat.OnTN && m.Value == 1
		}
		if p.Band != tc.band || p.Dice != tc.dice || p.WoundTN != tc.woundTN || p.Keep != tc.keep || p.OutOfRange != tc.outOf || spread != tc.spread || spent != tc.spent {
			t.Errorf("%v at %g\": %v, %d dice, wound TN %d, keep %d, out %v, spread %v, spent %v; want %v, %d, %d, %d, %v, %v, %v",
				tc.shot, tc.d, p.Band, p.Dice, p.WoundTN, p.Keep, p.OutOfRange, spread, spent, tc.band, tc.dice, tc.woundTN, tc.keep, tc.outOf, tc.spread, tc.spent)
		}
	}
	// Another weapon spreads not: a rifle at medium range is as the core has it.
	u, rule := gunner("rifle", 2, false)
	if a := attack(u, rule, combat.Standard, 5); len(a.Mods) != 0 || len(a.WoundMods) != 0 {
		t.Errorf("a rifle spread: %+v %+v", a.Mods, a.WoundMods)
	}
}

// The spread with scripted dice (XS-17, XC-SHOT-01..02). At 5" (medium
// range) Joe's RC 2 rolls 3 dice, not 2: 1, 2, 5 keeps one hit, the
// spread's die; the wound die 3 passes TN 3 (1 wound); the pinning
// Willpower check follows the hit. At 8" (long range, p = 1: TN 6, keep
// 2) the dice 6+1, 2, 2 keep a hit, but the spent pellets' wound TN is 4:
// the same 3 that wounds closer in fails. The plain shot (the module
// off) at 8" rolls 2 dice and wounds on that 3.
func TestTheSpreadWithScriptedDice(t *testing.T) {
	u, rule := gunner("shotgun", 2, false)
	resolve := func(a combat.RangedAttack, faces ...int) combat.RangedResult {
		t.Helper()
		src := combattest.Script(t, faces...)
		res, err := combat.ResolveRanged(a, src, combat.Options{})
		if err != nil {
			t.Fatal(err)
		}
		combattest.Used(t, src)
		return res
	}
	if res := resolve(attack(u, rule, combat.Standard, 5), 1, 2, 5 /* to hit: the third die the spread's */, 3 /* wound */, 5, 1, 1 /* pinning: passes */); res.Wounds != 1 {
		t.Errorf("at 5\": %d wounds, want 1 (the spread's die hit)", res.Wounds)
	}
	if res := resolve(attack(u, rule, combat.Standard, 8), 6, 1, 2, 2 /* to hit: one 6, re-rolled */, 3 /* wound: TN 4 */, 5, 1, 1); res.Wounds != 0 || res.Plan.WoundTN != 4 {
		t.Errorf("at 8\": %d wounds at wound TN %d, want 0 at 4 (spent pellets)", res.Wounds, res.Plan.WoundTN)
	}
	plain := combat.RangedAttack{Shooter: &u.F, Target: target(), Shot: combat.Standard, Situation: combattest.Open(8)}
	if res := resolve(plain, 6, 1, 2 /* to hit: 2 dice */, 3 /* wound: TN 3 */, 5, 1, 1); res.Wounds != 1 || res.Plan.Dice != 2 {
		t.Errorf("the plain shot at 8\": %d wounds from %d dice, want 1 from 2", res.Wounds, res.Plan.Dice)
	}
}

// The module's reach for the AI (facet.Reach): a scoped rifle's aimed
// shot reaches under 21" (LR 18" and its 4K), 6" more than the plain
// rifle's 15"; a model without a scope, or whose scope fits not its gun,
// reaches no further than its weapon does (0).
func TestAScopesReach(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	m := optics.Module.Load(facet.Data{Content: c})
	r := m.(facet.Reach)
	for _, tc := range []struct {
		weapon string
		scope  bool
		want   float64
	}{{"rifle", true, 21}, {"rifle", false, 0}, {"sniper-rifle", true, 36 + 4}, {"pistol", true, 0}} {
		u, _ := gunner(tc.weapon, 3, tc.scope)
		if got := r.Reach(nil, *u); got != tc.want {
			t.Errorf("%s, scope %v: reach %g, want %g", tc.weapon, tc.scope, got, tc.want)
		}
	}
}

// What the module shows of a selected model (XS-17): a scoped rifle's
// ring at its scoped long range, 18", measured as the core measures its
// rings (from the base's centre, to a standard base's edge: 18 + 0.5 +
// 0.5), and its panel lines; a shotgun's spread in words; nothing for a
// plain rifle.
func TestWhatASelectedModelShows(t *testing.T) {
	_, l := loaded(t)
	sel, st := l.(facet.Selecting), l.(facet.States)
	u, _ := gunner("rifle", 3, true)
	u.Base = geom.Base{Radius: 0.5}
	shapes := sel.Selected(nil, *u, orders.Order{}, false)
	if len(shapes) != 1 || shapes[0].Kind != facet.Ring || shapes[0].Radius != 19 || shapes[0].Label != "scoped long 18\" (aimed)" {
		t.Errorf("a scoped rifle's shapes: %+v", shapes)
	}
	if lines := st.Lines(nil, *u); len(lines) != 1 || lines[0] != "Scope: aimed shots read long range as 18\", reach 21\" (XS-17)" {
		t.Errorf("a scoped rifle's lines: %q", lines)
	}
	s, _ := gunner("shotgun", 3, false)
	if lines := st.Lines(nil, *s); len(lines) != 1 || lines[0] != "Shotgun spread: +1 die past short 3\", −1 b from long 8\" (XS-17)" {
		t.Errorf("a shotgun's lines: %q", lines)
	}
	p, _ := gunner("rifle", 3, false)
	if len(sel.Selected(nil, *p, orders.Order{}, false)) != 0 || len(st.Lines(nil, *p)) != 0 {
		t.Error("a plain rifle shows the module's shapes or lines")
	}
}
