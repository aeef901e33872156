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

// The checker catches each broken invariant, forged into a match that has
// played two ticks.
func TestInvariantsCatchBrokenStates(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.LoadShipped(scenarios.DefaultName, c)
	if err != nil {
		t.Fatal(err)
	}
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

// A removed model that acts, and a declaration on a busy channel, are
// caught from the log.
func TestInvariantsReadTheLog(t *testing.T) {
	c := &Checker{removed: map[string]bool{"red.ec-trooper-1": true}, busy: map[string]int{"red": 100}}
	cases := []struct {
		e    Entry
		want string
	}{
		{Entry{Tick: 50, Event: orders.Arrived{RuleID: "KG-MOVE-01", Unit: "red.ec-trooper-1"}}, "acted after it was removed"},
		{Entry{Tick: 50, Event: orders.Arrived{RuleID: "KG-SCN-01", Unit: "red.ec-trooper-1"}}, ""},
		{Entry{Tick: 50, Event: combat.Roll{Purpose: "to hit", By: "red.ec-trooper-1"}}, "acted after it was removed"},
		{Entry{Tick: 50, Event: orders.Declared{RuleID: "KG-CMB-01", Side: "red", AP: 2, Until: 80}}, "busy until 100"},
		{Entry{Tick: 50, Event: orders.Declared{RuleID: "KG-WAIT-02", Side: "red", AP: 2, Until: 80}}, ""},
		{Entry{Tick: 50, Event: orders.Declared{RuleID: "KG-CMB-01", Side: "red", Steps: []string{"cancel"}, AP: 1}}, ""},
		{Entry{Tick: 100, Event: orders.Declared{RuleID: "KG-CMB-01", Side: "red", AP: 2, Until: 160}}, ""},
	}
	for _, tc := range cases {
		err := c.read([]Entry{tc.e})
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%+v: got %v, want %q", tc.e, err, tc.want)
		}
	}
}
