package match_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/ammo"
	"github.com/krygothic/krygothic/rules/orders"
)

// ammoMatch plays orders text on the skirmish deck with the ammo module
// (its shipped magazines: the troopers' rifles hold 5 rounds), rolling
// the dice of seed, to tick until.
func ammoMatch(t *testing.T, text string, seed uint64, until int) *match.Match {
	t.Helper()
	rules := orders.Core().With(ammo.Rules(ammo.Shipped()))
	decls, err := rules.ParseOrders("orders", text)
	if err != nil {
		t.Fatal(err)
	}
	players, _ := match.Scripts([2]string{"red", "blue"}, decls)
	m, err := match.NewWithRules(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{players[0], players[1]}, rules)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(until); err != nil {
		t.Fatal(err)
	}
	return m
}

// spent is the rounds unit has fired since its last reload.
func spent(m *match.Match, unit string) int { return m.View().Mark(unit, ammo.Spent) }

// XS-03 (RPG-CART-02): a rifle's magazine of 5 fires 5 standard shots,
// one round an attack; the sixth is refused, and so is a snap shot (two
// rounds) with one round left; the last round says the weapon is dry.
func TestAMagazineRunsDry(t *testing.T) {
	var text strings.Builder
	for i := range 6 {
		fmt.Fprintf(&text, "%d red ec-trooper-1 shoot blue.renegade-prophet-1\n", 70*i)
	}
	var m *match.Match
	for seed := uint64(1); seed < 200; seed++ { // a seed on which the target stands to the end
		if m = ammoMatch(t, text.String(), seed, 500); len(refusedAt(m, "KG-FACE-06")) == 0 {
			break
		}
	}
	if got := spent(m, "red.ec-trooper-1"); got != 5 {
		t.Errorf("fired %d rounds, want 5\n%s", got, dump(m))
	}
	if r := refusedAt(m, "XS-03"); len(r) != 1 || r[0] != 350 {
		t.Errorf("the sixth shot refused at %v, want at tick 350\n%s", r, dump(m))
	}
	dry := false
	for _, s := range find[combat.StateChanged](m) {
		dry = dry || s.Unit == "red.ec-trooper-1" && s.State == ammo.Dry
	}
	if !dry {
		t.Error("the last round did not say the rifle is dry")
	}
	snap := ammoMatch(t, "0 red ec-trooper-1 shoot blue.renegade-prophet-1 snap\n70 red ec-trooper-1 shoot blue.renegade-prophet-1 snap\n140 red ec-trooper-1 shoot blue.renegade-prophet-1 snap\n", 3, 300)
	if got := spent(snap, "red.ec-trooper-1"); got != 4 {
		t.Errorf("two snap shots fired %d rounds, want 4", got)
	}
	if r := refusedAt(snap, "XS-03"); len(r) != 1 || r[0] != 140 {
		t.Errorf("a snap shot with 1 round left refused at %v, want at tick 140\n%s", r, dump(snap))
	}
}

// XS-03 (XC-RLD-01, RPG-RLD-01, RPG-ACT-06): a reload given as an order of
// its own always works, rolls nothing and refills the magazine; a full
// magazine, or a weapon without one, is refused a reload.
func TestAReloadAloneAlwaysWorks(t *testing.T) {
	m := ammoMatch(t, "0 red ec-trooper-1 shoot blue.renegade-prophet-1\n70 red ec-trooper-1 reload\n130 red ec-trooper-1 reload\n", 3, 300)
	if got := spent(m, "red.ec-trooper-1"); got != 0 {
		t.Errorf("after the reload %d rounds spent, want 0\n%s", got, dump(m))
	}
	for _, e := range m.View().Log(0) {
		if r, ok := e.Event.(combat.Roll); ok && r.RuleID == "XS-03" {
			t.Errorf("a reload of its own rolled %s", r.Purpose)
		}
	}
	if r := refusedAt(m, "XS-03"); len(r) != 1 || r[0] != 130 {
		t.Errorf("the reload of a full magazine refused at %v, want at tick 130\n%s", r, dump(m))
	}
}

// XC-RLD-EX1, in XS-03's terms: "fire, fire, reload" as one combo. The
// seed's −6 on each shot has nothing to live on (the design keeps a flat
// TN: the shots roll as any shot); its reload roll is XS-03's rushed
// reload, a Speed check at TN 4 (XC-RLD-02): passed, the magazine is
// full again; failed, the combo stops there, the rounds still spent.
func TestFireFireReloadXCRLDEX1(t *testing.T) {
	text := "0 red ec-trooper-1 shoot blue.renegade-prophet-1 & ec-trooper-1 shoot blue.renegade-prophet-1 & ec-trooper-1 reload\n"
	var passed, failed bool
	for seed := uint64(1); seed < 60 && !(passed && failed); seed++ {
		m := ammoMatch(t, text, seed, 400)
		var check *combat.Roll
		for _, e := range m.View().Log(0) {
			if r, ok := e.Event.(combat.Roll); ok && r.RuleID == "XS-03" {
				check = &r
			}
		}
		if check == nil {
			t.Fatalf("seed %d: the rushed reload rolled no Speed check\n%s", seed, dump(m))
		}
		if check.Kind != combat.CheckRoll || check.TN != 4 {
			t.Errorf("seed %d: the rushed reload's roll %+v, want a Speed check at TN 4", seed, check)
		}
		stopped := len(find[match.ComboStopped](m)) > 0
		switch got := spent(m, "red.ec-trooper-1"); {
		case check.Success && (got != 0 || stopped):
			t.Errorf("seed %d: passed, yet %d rounds spent (stopped %v)", seed, got, stopped)
		case !check.Success && (got != 2 || !stopped):
			t.Errorf("seed %d: failed, yet %d rounds spent (want the two shots'), combo stopped %v", seed, got, stopped)
		}
		passed, failed = passed || check.Success, failed || !check.Success
	}
	if !passed || !failed {
		t.Errorf("60 seeds gave passed %v, failed %v: want both", passed, failed)
	}
}
