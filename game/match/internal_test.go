package match

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// shipped loads the shipped scenario name with the default content.
func shipped(t *testing.T, name string) (*scenarios.Scenario, *content.Content) {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.LoadShipped(name, c)
	if err != nil {
		t.Fatal(err)
	}
	return s, c
}

// The checker catches each broken invariant, forged into a match that has
// played two ticks.
func TestInvariantsCatchBrokenStates(t *testing.T) {
	s, c := shipped(t, scenarios.DefaultName)
	first := func(m *Match, side int) *orders.Unit {
		for _, u := range m.table.Units {
			if u.Side == side && u.Alive() {
				return u
			}
		}
		t.Fatal("no unit")
		return nil
	}
	tests := []struct {
		name  string
		spoil func(m *Match)
		want  string
	}{
		{"nothing broken", func(*Match) {}, ""},
		{"too many wounds", func(m *Match) { u := first(m, 0); u.F.Wounds = u.F.WoundCapacity + 1 }, "wounds of"},
		{"off the deck", func(m *Match) { first(m, 0).Base.Centre.X = -3 }, "off the deck or in a wall"},
		{"overlap", func(m *Match) { first(m, 0).Base.Centre = first(m, 1).Base.Centre }, "overlap by"},
		{"a winner who is not a side", func(m *Match) { m.result = &Result{Winner: "martians"} }, `names "martians"`},
		{"past the last round", func(m *Match) { m.round = s.Rounds + 1 }, "round 11 of a scenario of 10"},
		{"the clock stood still", func(m *Match) { m.table.Tick-- }, "from tick 1 to 1"},
		{"negative AP", func(m *Match) { m.table.Sides[1].AP = -1 }, "has -1 AP"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := New(s, c, DefaultSettings(), dice.NewSeeded(1), [2]Player{})
			if err != nil {
				t.Fatal(err)
			}
			inv := NewChecker(m)
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
			if err := inv.Check(); err != nil {
				t.Fatalf("the first tick: %v", err)
			}
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
			tc.spoil(m)
			err = inv.Check()
			if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// A removed model that acts, a Down one that acts (XS-29), a declaration
// on a busy channel, and one
// whose steps' costs do not add up to what it paid are caught from the
// log.
func TestInvariantsReadTheLog(t *testing.T) {
	c := &Checker{removed: map[string]bool{"red.ec-trooper-1": true}, down: map[string]bool{"red.ec-trooper-2": true}, busy: map[string]int{"red": 100}}
	cases := []struct {
		e    Entry
		want string
	}{
		{Entry{Tick: 50, Event: orders.Arrived{RuleID: "KG-MOVE-01", Unit: "red.ec-trooper-1"}}, "acted after it was removed"},
		{Entry{Tick: 50, Event: orders.Arrived{RuleID: "KG-SCN-01", Unit: "red.ec-trooper-1", Arrival: true}}, ""},
		{Entry{Tick: 50, Event: combat.Roll{Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Gun, By: "red.ec-trooper-1"}}, "acted after it was removed"},
		{Entry{Tick: 50, Event: orders.Arrived{RuleID: "KG-MOVE-01", Unit: "red.ec-trooper-2"}}, "acted while it lay Down"},
		{Entry{Tick: 50, Event: combat.Roll{Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Gun, By: "red.ec-trooper-3"}}, ""},
		{Entry{Tick: 50, Event: orders.Declared{RuleID: "KG-CMB-01", Side: "red", AP: 2, Until: 80}}, "busy until 100"},
		{Entry{Tick: 50, Event: orders.Declared{RuleID: "KG-WAIT-02", Side: "red", AP: 2, Until: 80, Reaction: true}}, ""},
		{Entry{Tick: 50, Event: orders.Declared{RuleID: "KG-CMB-01", Side: "red", Steps: []string{"cancel"}, AP: 1, Cancel: true}}, ""},
		{Entry{Tick: 100, Event: orders.Declared{RuleID: "KG-CMB-01", Side: "red", AP: 2, Until: 160}}, ""},
		{Entry{Tick: 200, Event: orders.Declared{RuleID: "KG-CMB-01", Side: "red", AP: 3, Until: 290, StepAP: []int{2, 1}}}, ""},
		{Entry{Tick: 300, Event: orders.Declared{RuleID: "KG-CMB-01", Side: "red", AP: 3, Until: 390, StepAP: []int{2, 2}}}, "its steps cost [2 2]"},
	}
	for _, tc := range cases {
		err := c.read([]Entry{tc.e})
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%+v: got %v, want %q", tc.e, err, tc.want)
		}
	}
}

// GAP-31: a deathmatch that reaches its last round goes to the side that
// destroyed more enemy points; points level, to the side that killed more
// Squad Leaders; both level, a draw. A Sabotage that reaches it is a
// draw (GAP-34: the saboteur did not destroy every objective).
func TestRoundLimitResult(t *testing.T) {
	s, c := shipped(t, "hangar-deathmatch")
	red, blue := s.Sides[0].ID, s.Sides[1].ID
	tests := []struct {
		name            string
		killed, leaders [2]int
		sabotage        bool
		winner, reason  string
	}{
		{"more points: the first side", [2]int{120, 80}, [2]int{0, 1}, false, red, "the round limit: 120 points destroyed against 80"},
		{"more points: the second side", [2]int{80, 120}, [2]int{1, 0}, false, blue, "the round limit: 120 points destroyed against 80"},
		{"points level, more Squad Leaders: the first", [2]int{100, 100}, [2]int{1, 0}, false, red, "the round limit: points level, more Squad Leaders killed"},
		{"points level, more Squad Leaders: the second", [2]int{100, 100}, [2]int{0, 2}, false, blue, "the round limit: points level, more Squad Leaders killed"},
		{"both level: a draw", [2]int{50, 50}, [2]int{1, 1}, false, "", "the round limit: a draw"},
		{"Sabotage at its limit: a draw", [2]int{300, 0}, [2]int{2, 0}, true, "", "the objectives stand at the end and no side claimed the win"},
	}
	for _, tc := range tests {
		m, err := New(s, c, DefaultSettings(), dice.NewSeeded(1), [2]Player{})
		if err != nil {
			t.Fatal(err)
		}
		sc := *s
		if tc.sabotage {
			sc.Victory.Type = scenarios.Sabotage
		}
		m.scenario = &sc
		for i := range 2 {
			m.tallies[i].killed, m.tallies[i].leaders = tc.killed[i], tc.leaders[i]
		}
		m.endByLimit()
		if r, _ := m.Result(); r.Winner != tc.winner || r.Reason != tc.reason {
			t.Errorf("%s: %q (%s), want %q (%s)", tc.name, r.Winner, r.Reason, tc.winner, tc.reason)
		}
		if e := m.log[len(m.log)-1].Event; e.Rule() != map[bool]string{false: "GAP-31", true: "GAP-34"}[tc.sabotage] {
			t.Errorf("%s: ended citing %s", tc.name, e.Rule())
		}
	}
}

// KG-AP-07(4): only a combo of several steps can be interrupted: the
// enemy stopping a single order earns nothing; stopping a combo earns it
// +3 AP in the next round's tally.
func TestOnlyCombosAreInterrupted(t *testing.T) {
	s, c := shipped(t, "hangar-deathmatch")
	for _, n := range []int{1, 2} {
		m, err := New(s, c, DefaultSettings(), dice.NewSeeded(1), [2]Player{})
		if err != nil {
			t.Fatal(err)
		}
		combo := &orders.Combo{Side: 0, Steps: make([]*orders.Step, n)}
		m.table.Sides[0].Combo = combo
		m.stop(combo, "KG-CMB-02", "pinned", true)
		e := m.log[len(m.log)-1].Event.(ComboStopped)
		if want := n > 1; e.Interrupted != want || (m.tallies[1].round.InterruptedCombos == 1) != want {
			t.Errorf("a combo of %d step(s) stopped by the enemy: interrupted %v, the enemy's tally %d", n, e.Interrupted, m.tallies[1].round.InterruptedCombos)
		}
	}
}
