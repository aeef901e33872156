package selfplay

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/scenarios"
)

func TestPercentile(t *testing.T) {
	var h histogram
	if h.percentile(50) != 0 {
		t.Errorf("an empty histogram's median is %v", h.percentile(50))
	}
	// 1 µs .. 1000 µs, shuffled by a stride prime to 1000.
	for i := range 1000 {
		h.add(time.Duration(1+(i*389)%1000) * time.Microsecond)
	}
	tests := []struct {
		p    float64
		want time.Duration
	}{
		{50, 500 * time.Microsecond},
		{99, 990 * time.Microsecond},
		{99.9, 999 * time.Microsecond},
		{0.1, time.Microsecond},
		{0, time.Microsecond}, // the smallest rank is 1
		{100, time.Millisecond},
	}
	for _, tc := range tests {
		got := h.percentile(tc.p)
		if math.Abs(float64(got-tc.want)) > float64(tc.want)/64 {
			t.Errorf("p%v = %v, want %v within 1/64", tc.p, got, tc.want)
		}
	}
	if h.percentile(100) != time.Millisecond || h.max != time.Millisecond || h.n != 1000 {
		t.Errorf("p100 %v, max %v, n %d: the largest is exact", h.percentile(100), h.max, h.n)
	}

	// Nearest rank on a small set: 10 values, p50 is the 5th, p99 the 10th.
	var small histogram
	for _, ns := range []int{9, 1, 8, 2, 7, 3, 6, 4, 5, 10} {
		small.add(time.Duration(ns))
	}
	if small.percentile(50) != 5 || small.percentile(99) != 10 || small.percentile(10) != 1 || small.percentile(11) != 2 {
		t.Errorf("p50 %v p99 %v p10 %v p11 %v", small.percentile(50), small.percentile(99), small.percentile(10), small.percentile(11))
	}

	// Merging adds the counts.
	var both histogram
	both.merge(&h)
	both.merge(&small)
	if both.n != 1010 || both.max != time.Millisecond || both.percentile(0.5) != 6 { // rank 6 of 1010: the sixth smallest
		t.Errorf("merged: n %d, max %v, p0.5 %v", both.n, both.max, both.percentile(0.5))
	}
}

// Every duration falls in a bucket whose middle is within 1/64 of it, and
// the buckets are in order, from nanoseconds to hours.
func TestBuckets(t *testing.T) {
	prev := -1
	for v := uint64(0); v < 1<<40; v += 1 + v/97 {
		b := bucket(v)
		if b < prev || b >= len(histogram{}.counts) {
			t.Fatalf("%d ns: bucket %d after %d", v, b, prev)
		}
		prev = b
		if m := middle(b); math.Abs(float64(m)-float64(v)) > float64(v)/64 {
			t.Fatalf("%d ns: bucket %d stands for %d", v, b, m)
		}
		if v < 1<<subBits && middle(b) != v {
			t.Fatalf("%d ns is not exact", v)
		}
	}
	if b := bucket(math.MaxInt64); b >= len(histogram{}.counts) {
		t.Fatalf("the longest duration has bucket %d", b)
	}
}

func TestInvariantsCatchBrokenStates(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.LoadShipped(scenarios.DefaultName, c)
	if err != nil {
		t.Fatal(err)
	}
	first := func(m *match.Match, side int) *match.Unit {
		for _, u := range m.Units {
			if u.Side == side && u.Alive() {
				return u
			}
		}
		t.Fatal("no unit")
		return nil
	}
	tests := []struct {
		name  string
		spoil func(m *match.Match)
		want  string
	}{
		{"nothing broken", func(*match.Match) {}, ""},
		{"too many wounds", func(m *match.Match) { u := first(m, 0); u.F.Wounds = u.F.WoundCapacity + 1 }, "wounds of"},
		{"off the deck", func(m *match.Match) { first(m, 0).Base.Centre.X = -3 }, "off the deck or in a wall"},
		{"overlap", func(m *match.Match) { first(m, 0).Base.Centre = first(m, 1).Base.Centre }, "overlap by"},
		{"a winner who is not a side", func(m *match.Match) { m.Result = &match.Result{Winner: "martians"} }, `names "martians"`},
		{"past the last round", func(m *match.Match) { m.Round = s.Rounds + 1 }, "round 11 of a scenario of 10"},
		{"the clock stood still", func(m *match.Match) { m.Tick-- }, "from tick 1 to 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1),
				[2]match.Player{&ai.Baseline{Side: s.Sides[0].ID}, &ai.Baseline{Side: s.Sides[1].ID}})
			if err != nil {
				t.Fatal(err)
			}
			inv := newChecker(m)
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
			if err := inv.check(m); err != nil {
				t.Fatalf("the first tick: %v", err)
			}
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
			tc.spoil(m)
			err = inv.check(m)
			if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// A removed model that acts, and a declaration on a busy channel, are
// caught from the log.
func TestInvariantsReadTheLog(t *testing.T) {
	c := &checker{removed: map[string]bool{"red.ec-trooper-1": true}, busy: map[string]int{"red": 100}}
	cases := []struct {
		e    match.Entry
		want string
	}{
		{match.Entry{Tick: 50, Event: match.Arrived{RuleID: "KG-MOVE-01", Unit: "red.ec-trooper-1"}}, "acted after it was removed"},
		{match.Entry{Tick: 50, Event: match.Arrived{RuleID: "KG-SCN-01", Unit: "red.ec-trooper-1"}}, ""},
		{match.Entry{Tick: 50, Event: match.Declared{RuleID: "KG-CMB-01", Side: "red", AP: 2, Until: 80}}, "busy until 100"},
		{match.Entry{Tick: 50, Event: match.Declared{RuleID: "KG-WAIT-02", Side: "red", AP: 2, Until: 80}}, ""},
		{match.Entry{Tick: 50, Event: match.Declared{RuleID: "KG-CMB-01", Side: "red", Steps: []string{"cancel"}, AP: 1}}, ""},
		{match.Entry{Tick: 100, Event: match.Declared{RuleID: "KG-CMB-01", Side: "red", AP: 2, Until: 160}}, ""},
	}
	for _, tc := range cases {
		err := c.read([]match.Entry{tc.e})
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%+v: got %v, want %q", tc.e, err, tc.want)
		}
	}
}
