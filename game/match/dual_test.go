package match_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// dualDeck is a red grunt with two pistols facing renegades, playing
// with the dual module (XS-21); modules overrides the scenario's set.
func dualDeck(t *testing.T, modules ...string) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/dual.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	if modules != nil {
		s.Modules = modules
	}
	return s
}

// gruntToHit are the grunt's to-hit rolls: how many, and how many carry
// the dual module's −1 RC.
func gruntToHit(m *match.Match) (rolls, dual int) {
	for _, r := range find[combat.Roll](m) {
		if r.By != "red.ec-rush-grunt-1" || r.RuleID != "KG-RC-09" {
			continue
		}
		rolls++
		for _, md := range r.Modifiers {
			if md.RuleID == "XS-21" && md.On == "dice" && md.Value == -1 {
				dual++
			}
		}
	}
	return rolls, dual
}

// XS-21 end to end: the dual-armed grunt's standard shot fires both
// pistols, two attacks at −1 RC each, and its preview says so with the
// odds of both; a snap shot fires one pistol as in the core rules; with
// the module off the standard shot is one attack at full RC.
func TestTwoPistolsFireTogether(t *testing.T) {
	const shot = "0 red ec-rush-grunt-1 shoot blue.renegade-cultist-1\n0 blue done\n"
	for seed := uint64(1); seed <= 5; seed++ {
		if rolls, dual := gruntToHit(playModules(t, dualDeck(t), shot, seed)); rolls != 2 || dual != 2 {
			t.Errorf("seed %d, module on: %d to-hit rolls, %d at −1 RC; want 2 and 2", seed, rolls, dual)
		}
		if rolls, dual := gruntToHit(playModules(t, dualDeck(t), "0 red ec-rush-grunt-1 shoot blue.renegade-cultist-1 snap\n0 blue done\n", seed)); rolls != 2 || dual != 0 {
			t.Errorf("seed %d, a snap shot: %d rolls, %d at the dual penalty; want the core snap shot's 2 and 0", seed, rolls, dual)
		}
		if rolls, dual := gruntToHit(playModules(t, dualDeck(t, "blast"), shot, seed)); rolls != 1 || dual != 0 {
			t.Errorf("seed %d, module off: %d rolls, %d at −1 RC; want 1 and 0", seed, rolls, dual)
		}
	}
	m, err := match.New(dualDeck(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	p := m.View().Preview("red", orders.Order{Unit: "ec-rush-grunt-1", Verb: orders.Shoot, Target: "blue.renegade-cultist-1"})
	if p.Err != nil || p.Ranged == nil || p.Odds == nil || p.Ranged.Attacks != 2 || p.Ranged.Dice != 1 {
		t.Fatalf("the dual shot's preview: %+v; want 2 attacks of 1 die (RC 2 − 1) with odds", p)
	}
	plain, err := match.New(dualDeck(t, "blast"), rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	q := plain.View().Preview("red", orders.Order{Unit: "ec-rush-grunt-1", Verb: orders.Shoot, Target: "blue.renegade-cultist-1"})
	if q.Odds == nil || q.Ranged.Attacks != 1 || p.Odds.MeanWounds() <= q.Odds.MeanWounds() {
		t.Errorf("two pistols' mean wounds %v against one pistol's %v: two attacks of c 1 should deal more", p.Odds.MeanWounds(), q.Odds)
	}
}
