package match_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/down"
	"github.com/krygothic/krygothic/rules/orders"
)

// XS-30 (the campaign's record of a battle), XS-29: the model that downs
// another has the kill; the downed model has its wounds and was Down; a
// snapshot and a fork keep them.
func TestDeedsCreditTheKillAndTheDown(t *testing.T) {
	rules := orders.Core().With(down.Rules(down.Shipped(), nil))
	m := untilDown(t, rules, nil)
	if m == nil {
		t.Fatal("no seed downed the trooper in round 1")
	}
	deeds := m.View().Deeds()
	victim, shooter := deeds["red.ec-trooper-1"], deeds["blue.renegade-cultist-1"]
	u, _ := m.View().Unit("red.ec-trooper-1")
	if !victim.Down || victim.Wounds != u.F.WoundCapacity || victim.Kills != 0 {
		t.Errorf("the downed trooper's deeds: %+v; want Down with %d wounds", victim, u.F.WoundCapacity)
	}
	if shooter.Kills != 1 || shooter.Down || shooter.Wounds != 0 {
		t.Errorf("the shooter's deeds: %+v; want 1 kill", shooter)
	}
	for id, d := range deeds {
		if id != "red.ec-trooper-1" && id != "blue.renegade-cultist-1" {
			t.Errorf("%s did nothing and has deeds %+v", id, d)
		}
	}
	f, err := m.Fork([2]match.Player{}, dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if got := f.View().Deeds(); got["blue.renegade-cultist-1"] != shooter || got["red.ec-trooper-1"] != victim {
		t.Errorf("the fork's deeds: %+v", got)
	}
	snap, err := m.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	for _, us := range snap.Units {
		if want, ok := deeds[us.ID]; ok != (us.Deeds != nil) || ok && *us.Deeds != want {
			t.Errorf("the snapshot's deeds of %s: %v, want %+v", us.ID, us.Deeds, want)
		}
	}
}

// XS-30 "+1 a completed combo they were in" (KG-CMB-01): a combo of two
// orders played to its end counts once for each unit in it; a single
// order counts for nobody.
func TestDeedsCountACompletedComboForEachUnitInIt(t *testing.T) {
	rules := orders.Core()
	decls, err := rules.ParseOrders("orders", "0 red ec-trooper-1 move 2.5 4.5 & ec-trooper-2 move 2.5 3.5\n0 blue renegade-cultist-1 move 11.5 2.5\n")
	if err != nil {
		t.Fatal(err)
	}
	players, _ := match.Scripts([2]string{"red", "blue"}, decls)
	m, err := match.NewWithRules(downDeck(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{players[0], players[1]}, rules)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(600); err != nil {
		t.Fatal(err)
	}
	deeds := m.View().Deeds()
	for id, want := range map[string]int{"red.ec-trooper-1": 1, "red.ec-trooper-2": 1, "blue.renegade-cultist-1": 0, "red.ec-commander-1": 0} {
		if got := deeds[id].Combos; got != want {
			t.Errorf("%s: %d combos, want %d (%+v)\n%s", id, got, want, deeds, dump(m))
		}
	}
	if ids := m.UnitIDs(0); len(ids) != 3 || ids[0] != "red.ec-commander-1" || ids[2] != "red.ec-trooper-2" {
		t.Errorf("red's unit IDs: %v", ids)
	}
}
