package match_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/morale"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// firingLine is red's four riflemen shooting blue's cultists, then its
// prophet, on the morale deck (testdata/morale.yaml).
const firingLine = `
0    blue done
0    red ec-trooper-1 shoot blue.renegade-cultist-1 aimed & ec-trooper-2 shoot blue.renegade-cultist-1 aimed & ec-trooper-3 shoot blue.renegade-cultist-3 aimed
300  red ec-commander-1 shoot blue.renegade-cultist-2 aimed & ec-trooper-2 shoot blue.renegade-cultist-2 aimed
700  red ec-trooper-1 shoot blue.renegade-cultist-3 aimed & ec-trooper-2 shoot blue.renegade-cultist-3 aimed & ec-trooper-3 shoot blue.renegade-prophet-1 aimed
1100 red ec-commander-1 shoot blue.renegade-prophet-1 aimed & ec-trooper-2 shoot blue.renegade-prophet-1 aimed
`

func moraleDeck(t *testing.T) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/morale.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// XS-15 in a match: a break test is taken right after the removal that
// takes a side's losses to a threshold, by that side, and its pins are
// the match's pins (KG-PSY-01: the pinned model's running step stops).
// Without the module the same game has no break test.
func TestBreakTestsInAMatch(t *testing.T) {
	tests := 0
	for seed := uint64(1); seed <= 12; seed++ {
		m := playModules(t, moraleDeck(t), firingLine, seed)
		log := m.View().Log(0)
		for i, e := range log {
			b, ok := e.Event.(morale.BreakTestTaken)
			if !ok {
				continue
			}
			tests++
			w, ok := log[i-1].Event.(combat.Wounded)
			if !ok || !w.Removed || unitAt(t, m, w.Unit).Side != 1 || b.Side != "blue" || log[i-1].Tick != e.Tick {
				t.Errorf("seed %d: break test %+v follows %+v, want blue's removal in the same tick", seed, b, log[i-1].Event)
			}
			if lost, start := morale.LossesOf(m.View().Units(), 1); b.Start != start || b.Lost > lost {
				t.Errorf("seed %d: break test at %d of %d points; blue started with %d", seed, b.Lost, b.Start, start)
			}
		}
		for _, s := range find[combat.StateChanged](m) {
			if s.RuleID == morale.Rule && s.State == combat.PinnedByHit && !unitAt(t, m, s.Unit).F.Pin.ByHit && !hasUnpin(m, s.Unit) {
				t.Errorf("seed %d: %s was pinned by the break test but is not, and was never unpinned", seed, s.Unit)
			}
		}
	}
	if tests == 0 {
		t.Fatal("no break test in 12 games of the firing line")
	}
	s := moraleDeck(t)
	s.Modules = []string{}
	for seed := uint64(1); seed <= 12; seed++ {
		if n := len(find[morale.BreakTestTaken](playModules(t, s, firingLine, seed))); n > 0 {
			t.Fatalf("seed %d: %d break tests without the module", seed, n)
		}
	}
}

// hasUnpin reports whether unit was ever unpinned.
func hasUnpin(m *match.Match, unit string) bool {
	for _, s := range find[combat.StateChanged](m) {
		if s.Unit == unit && s.State == combat.Unpinned {
			return true
		}
	}
	return false
}

// XS-15: a failed rout test ends the match; the rolls and the Routed
// event come first, the match's end last, with the side's enemy the
// winner. The thresholds are module data: here a mod routs a side at its
// first 25% of losses.
func TestARoutEndsTheMatch(t *testing.T) {
	rules := orders.Core().With(morale.Rules(morale.Data{Thresholds: []int{25}, WillpowerTN: 6, RoutThreshold: 25}))
	decls, err := rules.ParseOrders("orders", firingLine)
	if err != nil {
		t.Fatal(err)
	}
	s := moraleDeck(t)
	for seed := uint64(1); seed <= 40; seed++ {
		players, _ := match.Scripts([2]string{"red", "blue"}, decls)
		m, err := match.NewWithRules(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{players[0], players[1]}, rules)
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(100000); err != nil {
			t.Fatal(err)
		}
		routed := find[morale.Routed](m)
		if len(routed) == 0 {
			continue
		}
		log := m.View().Log(0)
		end, ok := log[len(log)-1].Event.(match.Ended)
		tests := find[morale.BreakTestTaken](m)
		if !ok || end.RuleID != morale.Rule || end.Result.Winner != "red" || routed[0].Side != "blue" || len(tests) != 1 || routed[0].Leader != tests[0].Leader {
			t.Fatalf("seed %d: routed %+v, the log ends with %+v; want blue routed by its leader's test, red the winner by XS-15\n%s", seed, routed, log[len(log)-1].Event, dump(m))
		}
		if _, ok := log[len(log)-2].Event.(morale.Routed); !ok {
			t.Errorf("seed %d: the rout is not logged just before the end: %+v", seed, log[len(log)-2].Event)
		}
		return
	}
	t.Fatal("no rout in 40 games at TN 6")
}
