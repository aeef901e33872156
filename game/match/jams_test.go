package match_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/jams"
	"github.com/krygothic/krygothic/scenarios"
)

// jamDeck is the skirmish deck with a red autocannon (Jam 2), playing
// with the jams module (XS-02).
func jamDeck(t *testing.T) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/jams.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// jamRolls are the XS-02 jam dice of a match, and whether each jammed.
func jamRolls(m *match.Match) []bool {
	var out []bool
	for _, r := range find[combat.Roll](m) {
		if r.RuleID == jams.Rule && r.Purpose != "clear jam: Mind check" {
			out = append(out, r.Dice[0].Natural() <= 2)
		}
	}
	return out
}

// XS-02 end to end: the autocannon shoots twice in one combo. When the
// first to-hit roll shows a natural 1 the jam die follows it; on 1–2 the
// weapon jams, the shot still resolves (its wound roll follows), the
// combo stops at the second shot (KG-CMB-02, citing XS-02), a later shot
// is refused (XS-02), and clearing (a Mind check, repeatable; the first
// in a combo with a move) frees it: a shot after the clear fires. Seeds are tried until one jams and one
// rolls the jam die without jamming.
func TestAJammedWeaponStopsShooting(t *testing.T) {
	const text = `
0   red ec-trooper-1 shoot blue.renegade-cultist-1 & ec-trooper-1 shoot blue.renegade-cultist-1
0   blue done
200 red ec-trooper-1 shoot blue.renegade-cultist-2
300 red ec-trooper-1 clear & ec-trooper-1 move 3.5 4.5
400 red ec-trooper-1 clear
500 red ec-trooper-1 clear
600 red ec-trooper-1 clear
700 red ec-trooper-1 shoot blue.renegade-cultist-2
`
	jammedSeen, freeSeen := false, false
	for seed := uint64(1); seed <= 400 && !(jammedSeen && freeSeen); seed++ {
		m := playModules(t, jamDeck(t), text, seed)
		var shots []string // the trooper's to-hit rolls and jam dice, in order
		for _, r := range find[combat.Roll](m) {
			if r.By == "red.ec-trooper-1" && (r.RuleID == "KG-RC-09" || r.RuleID == jams.Rule) {
				shots = append(shots, r.RuleID)
			}
		}
		rolls := jamRolls(m)
		if len(rolls) == 0 || len(shots) < 2 || shots[1] != jams.Rule {
			continue // the first shot showed no natural 1
		}
		stops := 0
		for _, s := range find[match.ComboStopped](m) {
			if s.RuleID == jams.Rule {
				stops++
			}
		}
		if !rolls[0] {
			freeSeen = true
			if stops != 0 || len(refusedAt(m, jams.Rule)) < 4 {
				t.Errorf("seed %d: the jam die did not jam, yet %d combos stopped and clearing was refused at %v (want 4 refusals: nothing to clear)\n%s",
					seed, stops, refusedAt(m, jams.Rule), dump(m))
			}
			continue
		}
		jammedSeen = true
		if stops != 1 || shots[2] == "KG-RC-09" {
			t.Errorf("seed %d: the weapon jammed on the first shot, yet %d combos stopped for it and the rolls went %v\n%s", seed, stops, shots, dump(m))
		}
		if r := refusedAt(m, jams.Rule); len(r) == 0 || r[0] != 200 {
			t.Errorf("seed %d: the shot of a jammed weapon at tick 200 was not refused (XS-02 refusals at %v)\n%s", seed, r, dump(m))
		}
		for _, e := range m.View().Log(0) {
			if r, ok := e.Event.(match.Refused); ok && e.Tick == 300 {
				t.Errorf("seed %d: the jammed trooper's clear and move refused: %s (%s)", seed, r.Reason, r.RuleID)
			}
		}
		var clears []bool
		for _, r := range find[combat.Roll](m) {
			if r.Purpose == "clear jam: Mind check" {
				clears = append(clears, r.Success)
			}
		}
		// Tried until it passes: each failure leaves the jam, and once it
		// is cleared the clears left are refused (nothing to clear).
		cleared := len(clears) > 0 && clears[len(clears)-1]
		for i, c := range clears {
			if c && i < len(clears)-1 {
				cleared = false
			}
		}
		if !cleared && len(clears) != 4 || len(refusedAt(m, jams.Rule)) != 1+4-len(clears) {
			t.Errorf("seed %d: clearing checks %v; XS-02 refusals at %v\n%s", seed, clears, refusedAt(m, jams.Rule), dump(m))
		}
		fired := shots[len(shots)-1] == "KG-RC-09" || len(shots) >= 2 && shots[len(shots)-2] == "KG-RC-09" && shots[len(shots)-1] == jams.Rule
		if cleared != fired {
			t.Errorf("seed %d: the jam cleared %v, yet the shot at tick 700 fired %v (rolls %v)\n%s", seed, cleared, fired, shots, dump(m))
		}
	}
	if !jammedSeen || !freeSeen {
		t.Fatalf("in 400 seeds a jam was seen %v, a jam die that did not jam %v", jammedSeen, freeSeen)
	}
}

// Without the module the same autocannon never jams: no jam die, and
// "clear" is no order at all (XS-02 is off by default).
func TestNoJamsWithoutTheModule(t *testing.T) {
	s := jamDeck(t)
	s.Modules = []string{}
	for seed := uint64(1); seed <= 30; seed++ {
		m := playModules(t, s, "0 red ec-trooper-1 shoot blue.renegade-cultist-1 & ec-trooper-1 shoot blue.renegade-cultist-1\n0 blue done\n", seed)
		if r := jamRolls(m); len(r) > 0 {
			t.Fatalf("seed %d: jam dice %v with the module off", seed, r)
		}
	}
	core, err := modules.Rules(s.Modules, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := core.ParseOrders("orders", "0 red ec-trooper-1 clear\n"); err == nil {
		t.Error("clear was read as an order with the jams module off")
	}
}
