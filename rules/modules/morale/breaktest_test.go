package morale_test

import (
	"slices"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/combat/combattest"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/morale"
)

// The fixtures of combat's tests (rules/combat/combattest).
var (
	joe  = combattest.Joe
	with = combattest.With
)

// breakTest rolls a break test at TN 4 (XS-15) of models with the given
// dice, settling the fighters as the match would.
func breakTest(t *testing.T, b morale.BreakTest, faces ...int) morale.BreakResult {
	t.Helper()
	b.TN = 4
	src, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	res, err := morale.ResolveBreakTest(b, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if src.Remaining() != 0 {
		t.Errorf("%d scripted faces unused", src.Remaining())
	}
	for _, c := range res.Changes {
		for _, f := range b.Models {
			if f != nil && f.ID == c.ID {
				f.Condition = c.Now
			}
		}
	}
	return res
}

// willpower are the Willpower rolls among events.
func willpower(events []combat.Event) []combat.Roll {
	var out []combat.Roll
	for _, e := range events {
		if r, ok := e.(combat.Roll); ok && r.Purpose == combat.Willpower {
			out = append(out, r)
		}
	}
	return out
}

// pinned reports whether events pin a model by a hit.
func pinned(events []combat.Event) bool {
	for _, e := range events {
		if s, ok := e.(combat.StateChanged); ok && s.State == combat.PinnedByHit {
			return true
		}
	}
	return false
}

// XS-15 (SW-BRK-01, KG-PSY-01): every model of the side tests Willpower at
// TN 4, rolling its Willpower in dice; a model whose best die is under 4
// is pinned as by a hit, with 4 the TN to unpin it at (KG-PSY-04). A
// model already pinned by a hit does not test.
func TestBreakTestPinsThoseWhoFail(t *testing.T) {
	a, b, c := joe("a"), joe("b"), joe("c") // Willpower 3: three dice each
	c.Pin = combat.Pin{ByHit: true, TN: 6}
	res := breakTest(t, morale.BreakTest{Side: "red", Lost: 60, Start: 200, Threshold: 25, Models: []*combat.Fighter{a, b, c}},
		3, 4, 1, // a: a 4 passes TN 4
		3, 2, 1) // b: best 3 fails
	taken, ok := res.Events[0].(morale.BreakTestTaken)
	if !ok || taken.Threshold != 25 || taken.Lost != 60 || taken.Start != 200 || taken.TN != 4 || taken.Leader != "" || taken.RuleID != "XS-15" {
		t.Errorf("first event %+v, want the break test taken at 25%%, 60/200 points, TN 4, no leader", res.Events[0])
	}
	w := willpower(res.Events)
	if len(w) != 2 || w[0].By != "a" || !w[0].Success || w[1].By != "b" || w[1].Success || w[0].TN != 4 || len(w[0].Dice) != 3 || w[0].RuleID != "XS-15" {
		t.Errorf("Willpower rolls %+v: want a passing and b failing at TN 4 with 3 dice each; c already pinned rolls none", w)
	}
	if a.Pin.Pinned() || !b.Pin.ByHit || b.Pin.TN != 4 || c.Pin.TN != 6 {
		t.Errorf("pins a %+v, b %+v, c %+v: want b pinned by a hit at TN 4, c's pin as it was", a.Pin, b.Pin, c.Pin)
	}
	if !slices.Equal(res.Pinned, []string{"b"}) || res.Routed || !pinned(res.Events) {
		t.Errorf("pinned %v, routed %v", res.Pinned, res.Routed)
	}
}

// XS-15 with KG-PSY-03 and KG-PSY-09: a Squad Leader tests like every
// model but is never pinned; its fail costs its side AP (the setback).
// Objectives and removed models do not test.
func TestBreakTestSquadLeader(t *testing.T) {
	sl := with(joe("sl"), func(f *combat.Fighter) { f.SquadLeader = true; f.Stats.Willpower = 2 })
	dead := with(joe("dead"), func(f *combat.Fighter) { f.Wounds = 2 })
	console := with(joe("console"), func(f *combat.Fighter) { f.Inanimate = true })
	res := breakTest(t, morale.BreakTest{Side: "red", Threshold: 50, Models: []*combat.Fighter{dead, sl, console}}, 3, 2)
	if sl.Pin.Pinned() || len(res.Pinned) != 0 || res.Routed {
		t.Errorf("a Squad Leader was pinned (%+v) or routed the side at 50%%", sl.Pin)
	}
	setback := false
	for _, e := range res.Events {
		if s, ok := e.(combat.SideEffect); ok && s.RuleID == "KG-PSY-09" && s.Setback == combat.LeaderFailedWillpower {
			setback = true
		}
	}
	if !setback {
		t.Errorf("the Squad Leader's failed test cost no AP (KG-PSY-09): %+v", res.Events)
	}
}

// XS-15 (SW-BRK-01): at the rout threshold the leader's test decides: a
// fail routs the side (the Routed event), a pass does not, whatever the
// others roll. A leader already pinned tests all the same.
func TestRoutTest(t *testing.T) {
	for _, tc := range []struct {
		name   string
		faces  []int
		routed bool
	}{
		{"the leader passes", []int{1, 1, 1, 5, 1, 1}, false},
		{"the leader fails", []int{5, 1, 1, 3, 2, 1}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			trooper := joe("trooper")
			leader := with(joe("leader"), func(f *combat.Fighter) { f.Pin = combat.Pin{ByHit: true, TN: 5} })
			res := breakTest(t, morale.BreakTest{Side: "red", Threshold: 75, Models: []*combat.Fighter{trooper, leader}, Leader: leader}, tc.faces...)
			if res.Routed != tc.routed {
				t.Errorf("routed %v, want %v: %+v", res.Routed, tc.routed, res.Events)
			}
			var routed []morale.Routed
			for _, e := range res.Events {
				if r, ok := e.(morale.Routed); ok {
					routed = append(routed, r)
				}
			}
			if tc.routed != (len(routed) == 1) || tc.routed && (routed[0].Leader != "leader" || routed[0].Side != "red") {
				t.Errorf("Routed events %+v", routed)
			}
			if taken := res.Events[0].(morale.BreakTestTaken); taken.Leader != "leader" {
				t.Errorf("the test names leader %q", taken.Leader)
			}
		})
	}
}
