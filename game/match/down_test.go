package match_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/down"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// downDeck is testdata/down.yaml: red's three models in a column in the
// west (the commander, troopers 1 and 2), blue's in the east.
func downDeck(t *testing.T) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/down.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// queued is a player that declares what a test queues, at the next tick
// it is asked; it defends passively and pays for nothing.
type queued struct{ next []orders.Declaration }

func (q *queued) Declare(match.View) []orders.Declaration {
	out := q.next
	q.next = nil
	return out
}
func (q *queued) Defence(match.View, string, string) (combat.DefenceClass, combat.DefenceType) {
	return combat.Passive, combat.NoDefenceType
}
func (q *queued) PayForWound(match.View, string, int, int, int) bool { return false }
func (q *queued) LetGo(match.View, string, string) bool              { return false }

// untilDown plays blue shooting red's trooper 1 again and again (seeded
// dice), red playing red, until the trooper is Down in round 1; nil when
// no seed of many downs it.
func untilDown(t *testing.T, rules *orders.Rules, red match.Player) *match.Match {
	t.Helper()
	shots := ""
	for tick := 0; tick < 600; tick += 130 {
		shots += fmt.Sprintf("%d blue renegade-cultist-1 shoot red.ec-trooper-1 aimed\n", tick)
	}
	decls, err := rules.ParseOrders("orders", shots)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed < 200; seed++ {
		players, _ := match.Scripts([2]string{"red", "blue"}, decls)
		m, err := match.NewWithRules(downDeck(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{red, players[1]}, rules)
		if err != nil {
			t.Fatal(err)
		}
		for m.View().Round() == 1 && !m.Over() {
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
			if u, _ := m.View().Unit("red.ec-trooper-1"); u.F.Down {
				return m
			}
		}
	}
	return nil
}

// XS-29 (GW-WND-01): the shot that would remove a model downs it
// instead: it stays on the table, Down, not standing; the log says so.
func TestAModelAtItsWoundLimitGoesDown(t *testing.T) {
	rules := orders.Core().With(down.Rules(down.Shipped(), nil))
	m := untilDown(t, rules, nil)
	if m == nil {
		t.Fatal("no seed downed the trooper in round 1")
	}
	u, _ := m.View().Unit("red.ec-trooper-1")
	if !u.OnTable || u.Alive() || !u.Present() || u.F.Wounds != u.F.WoundCapacity {
		t.Errorf("the downed trooper: on the table %v, alive %v, present %v, wounds %d/%d", u.OnTable, u.Alive(), u.Present(), u.F.Wounds, u.F.WoundCapacity)
	}
	var downed, state bool
	for _, e := range m.View().Log(0) {
		switch ev := e.Event.(type) {
		case combat.Wounded:
			if ev.Unit == u.ID && ev.Removed {
				t.Errorf("the trooper was removed, not downed: %+v", ev)
			}
			downed = downed || ev.Unit == u.ID && ev.Downed
		case combat.StateChanged:
			state = state || ev.Unit == u.ID && ev.State == combat.Downed && ev.RuleID == "XS-29"
		}
	}
	if !downed || !state {
		t.Errorf("the log: downed %v, its state said %v\n%s", downed, state, dump(m))
	}
}

// XS-29: a friend in base contact brings a Down model back, with 1 wound
// left, for 2 AP, a medic for 1; the order needs a Down friend it
// touches, and a model that is not Down is not brought back.
func TestAFriendInContactBringsItBack(t *testing.T) {
	for _, tc := range []struct {
		name   string
		medics map[string]bool
		ap     int
	}{
		{"the commander", nil, 2},
		{"a medic", map[string]bool{"ec-commander": true}, 1},
	} {
		red := &queued{}
		rules := orders.Core().With(down.Rules(down.Shipped(), tc.medics))
		m := untilDown(t, rules, red)
		if m == nil {
			t.Fatalf("%s: no seed downed the trooper", tc.name)
		}
		v := m.View()
		downed, _ := v.Unit("red.ec-trooper-1")   // at (1.5, 3.5)
		away, _ := v.Unit("red.ec-trooper-2")     // at (1.5, 1.5): 1" between the bases
		helper, _ := v.Unit("red.ec-commander-1") // at (1.5, 2.5): touching it
		if p := v.Preview("red", orders.Order{Unit: away.ID, Verb: down.Revive, Target: downed.ID}); p.Err == nil {
			t.Errorf("%s: a revive from %.1f\" away was accepted", tc.name, away.Base.Centre.Dist(downed.Base.Centre))
		}
		if p := v.Preview("red", orders.Order{Unit: downed.ID, Verb: down.Revive, Target: helper.ID}); p.Err == nil {
			t.Errorf("%s: the Down trooper gave an order", tc.name)
		}
		if p := v.Preview("red", orders.Order{Unit: helper.ID, Verb: down.Revive, Target: away.ID}); p.Err == nil {
			t.Errorf("%s: a revive of a standing friend was accepted", tc.name)
		}
		steps := []orders.Order{{Unit: helper.ID, Verb: down.Revive, Target: downed.ID}}
		p := v.Preview("red", steps[0])
		if p.Err != nil {
			t.Fatalf("%s: the revive: %v\n%s", tc.name, p.Err, dump(m))
		}
		if p.AP != tc.ap {
			t.Errorf("%s: a revive costs %d AP, want %d", tc.name, p.AP, tc.ap)
		}
		red.next = []orders.Declaration{{Side: "red", Steps: steps}}
		inv := match.NewChecker(m) // the game's own invariants hold throughout
		step := func() {
			t.Helper()
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
			if err := inv.Check(); err != nil {
				t.Fatalf("%s: %v\n%s", tc.name, err, dump(m))
			}
		}
		for range 200 {
			step()
		}
		back, _ := m.View().Unit(downed.ID)
		if back.F.Down || !back.Alive() || back.F.WoundCapacity-back.F.Wounds != 1 {
			t.Errorf("%s: the trooper after the revive: down %v, alive %v, %d wound(s) left; want standing with 1\n%s", tc.name, back.F.Down, back.Alive(), back.F.WoundCapacity-back.F.Wounds, dump(m))
		}
		// Back on its feet, it acts again: a step of an inch is no broken rule.
		red.next = []orders.Declaration{{Side: "red", Steps: []orders.Order{{Unit: back.ID, Verb: orders.Move, X: back.Base.Centre.X, Y: back.Base.Centre.Y + 1}}}}
		for range 100 {
			step()
		}
		if moved, _ := m.View().Unit(back.ID); moved.Base.Centre == back.Base.Centre {
			t.Errorf("%s: the revived trooper did not move\n%s", tc.name, dump(m))
		}
	}
}

// XS-29 (our ruling): a Down model blocks no move, so a model may stop
// where it lies; while one stands there it cannot be brought back (it
// would stand up inside that model's base), and the refusal names who
// stands on it.
func TestNoRevivingUnderAStandingModel(t *testing.T) {
	red := &queued{}
	rules := orders.Core().With(down.Rules(down.Shipped(), nil))
	m := untilDown(t, rules, red)
	if m == nil {
		t.Fatal("no seed downed the trooper")
	}
	downed, _ := m.View().Unit("red.ec-trooper-1")
	at := downed.Base.Centre
	red.next = []orders.Declaration{{Side: "red", Steps: []orders.Order{{Unit: "red.ec-commander-1", Verb: orders.Move, X: at.X, Y: at.Y}}}}
	inv := match.NewChecker(m)
	for range 150 {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
		if err := inv.Check(); err != nil {
			t.Fatal(err)
		}
	}
	v := m.View()
	over, _ := v.Unit("red.ec-commander-1")
	if still, _ := v.Unit(downed.ID); !still.F.Down || over.Base.Centre.Dist(at) > 0.01 {
		t.Fatalf("the commander did not stop on the Down trooper: at %v, the trooper at %v (down %v)\n%s", over.Base.Centre, at, still.F.Down, dump(m))
	}
	p := v.Preview("red", orders.Order{Unit: over.ID, Verb: down.Revive, Target: downed.ID})
	if p.Err == nil || !strings.Contains(p.Err.Error(), "red.ec-commander-1 stands where red.ec-trooper-1 lies") {
		t.Errorf("a revive from on top of the Down trooper: %v; want it refused, naming who stands there", p.Err)
	}
}

// XS-29: a model still Down as the AP round ends is removed before the
// round's losses and triumphs are tallied: red loses it in round 1 (no
// "lost no units"), blue had its kill when it went Down (first blood).
func TestADownModelIsRemovedAsTheRoundEnds(t *testing.T) {
	red := &queued{}
	rules := orders.Core().With(down.Rules(down.Shipped(), nil))
	m := untilDown(t, rules, red)
	if m == nil {
		t.Fatal("no seed downed the trooper")
	}
	red.next = []orders.Declaration{{Side: "red", Steps: []orders.Order{{Verb: orders.Done}}}}
	for m.View().Round() == 1 && !m.Over() {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	u, _ := m.View().Unit("red.ec-trooper-1")
	if u.Present() {
		t.Fatalf("the trooper is still on the table after round 1\n%s", dump(m))
	}
	ended := find[match.RoundEnded](m)
	if len(ended) == 0 {
		t.Fatal("round 1 never ended")
	}
	for _, item := range ended[0].Tally["red"] {
		if item == "KG-AP-07(1) lost no units +1" {
			t.Errorf("red's round-1 tally %v: the trooper removed as the round ended is a loss of round 1", ended[0].Tally["red"])
		}
	}
	removedBeforeTally := false
	for _, e := range m.View().Log(0) {
		if w, ok := e.Event.(combat.Wounded); ok && w.Unit == u.ID && w.Removed && w.RuleID == "XS-29" {
			removedBeforeTally = true
		}
		if _, ok := e.Event.(match.RoundEnded); ok {
			break
		}
	}
	if !removedBeforeTally {
		t.Errorf("the trooper's removal is not logged before round 1's tally\n%s", dump(m))
	}
}
