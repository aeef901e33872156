package match_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/bid"
	"github.com/krygothic/krygothic/rules/modules/impulse"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// bidDeck is impulseDeck's two renegade bands of one Tactics Rating on an
// open deck, with the blind bid (XS-08) in place of impulse mode.
func bidDeck(t *testing.T) *scenarios.Scenario {
	t.Helper()
	s := impulseDeck(t)
	s.Modules = []string{bid.Name}
	return s
}

// bidSkirmish is the skirmish's red Earth Confederates (Tactics Rating
// 15) against blue Renegades (13), with the blind bid.
func bidSkirmish(t *testing.T) *scenarios.Scenario {
	t.Helper()
	s := skirmish(t)
	s.Modules = []string{bid.Name}
	return s
}

// revealed is the match's bids revealed, round by round.
func revealed(m *match.Match) []bid.BidsRevealed { return find[bid.BidsRevealed](m) }

// XS-08 (GW-INIT-02, RULINGS "XS-08 cards and bid"): the higher bid wins
// the first declaration window; tied bids go to the higher Tactics
// Rating, then a D6 roll-off, rolled again while tied (GAP-30: from the
// match's dice). Both bids are spent whatever the result.
func TestBidWinner(t *testing.T) {
	for _, tc := range []struct {
		name  string
		deck  func(*testing.T) *scenarios.Scenario
		text  string
		faces []int // each side's Squad Leader's AP die, then any roll-off
		first string
		bids  []int
		dice  []int
	}{
		{"the higher bid", bidDeck, "0 red bid 1\n0 blue bid 3", []int{5, 2}, "blue", []int{1, 3}, nil},
		{"the higher bid, the other side", bidDeck, "0 red bid 2\n0 blue bid 0", []int{2, 5}, "red", []int{2, 0}, nil},
		{"no bid order bids 0: level, the higher Tactics Rating", bidSkirmish, "", []int{1, 3}, "red", []int{0, 0}, nil},
		{"level bids, the higher Tactics Rating even with fewer AP", bidSkirmish, "0 red bid 2\n0 blue bid 2", []int{1, 6}, "red", []int{2, 2}, nil},
		{"level bids and Tactics Ratings: a roll-off", bidDeck, "0 red bid 1\n0 blue bid 1", []int{3, 3, 2, 5}, "blue", []int{1, 1}, []int{2, 5}},
		{"a tied roll-off is rolled again", bidDeck, "", []int{3, 3, 4, 4, 6, 1}, "red", []int{0, 0}, []int{4, 4, 6, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := impulseMatch(t, tc.deck(t), tc.text, 1, tc.faces...)
			got := revealed(m)
			if len(got) != 1 || got[0].First != tc.first || !slices.Equal(got[0].Bids, tc.bids) || !slices.Equal(got[0].Dice, tc.dice) || got[0].Round != 1 {
				t.Fatalf("revealed %+v, want %s first, bids %v, roll-off dice %v\n%s", got, tc.first, tc.bids, tc.dice, dump(m))
			}
			rolled := find[match.RoundStarted](m)[0].AP
			for i, id := range []string{"red", "blue"} {
				if got, want := sideAP(m, id), rolled[id]-tc.bids[i]; got != want {
					t.Errorf("%s has %d AP after bidding %d of %d, want %d: both bids are spent", id, got, tc.bids[i], rolled[id], want)
				}
			}
			w, ok := m.View().Whose()
			if !ok || m.View().Scenario().Sides[w.Side].ID != tc.first || !w.Ready || w.Waits || w.RuleID != bid.Rule {
				t.Errorf("whose: %+v, %v; want %s's first declaration, the clock running", w, ok, tc.first)
			}
		})
	}
}

// XS-08's window (the ruling in docs/modules.md): the loser's paid
// declarations are refused until the winner has declared; the winner's
// first order opens the round to both. Done is never held back.
func TestBidWindow(t *testing.T) {
	const text = `
0  red  bid 1
0  blue bid 3
5  red  renegade-cultist-1 move 4.5 4.5
30 blue renegade-cultist-1 move 11.5 4.5
100 red renegade-cultist-1 move 4.5 4.5
`
	m := impulseMatch(t, bidDeck(t), text, 120, 5, 2)
	if got := refusedAt(m, bid.Rule); !slices.Equal(got, []int{5}) {
		t.Errorf("refused by XS-08 at %v, want [5]\n%s", got, dump(m))
	}
	if got := accepted(m, "red"); !slices.Equal(got, []int{100}) {
		t.Errorf("red's declarations taken at %v, want [100]: after blue's first\n%s", got, dump(m))
	}
	if _, ok := m.View().Whose(); ok {
		t.Error("the window is still open after the winner's first order")
	}
	for _, e := range m.View().Log(0) {
		if r, ok := e.Event.(match.Refused); ok && r.RuleID == bid.Rule && !strings.Contains(r.Reason, "won the bid and declares first") {
			t.Errorf("refusal %q does not say why", r.Reason)
		}
	}
}

// XS-08's window runs out: a winner that declares nothing holds the loser
// back for window_seconds of game time (10 s, 600 ticks), no longer; and
// a winner declaring done opens it at once.
func TestBidWindowRunsOut(t *testing.T) {
	t.Run("time", func(t *testing.T) {
		const text = `
0   blue bid 3
599 red  renegade-cultist-1 move 4.5 4.5
600 red  renegade-cultist-2 move 4.5 2.5
`
		m := impulseMatch(t, bidDeck(t), text, 700, 5, 2)
		if got := refusedAt(m, bid.Rule); !slices.Equal(got, []int{599}) {
			t.Errorf("refused by XS-08 at %v, want [599]\n%s", got, dump(m))
		}
		if got := accepted(m, "red"); !slices.Equal(got, []int{600}) {
			t.Errorf("red's declarations taken at %v, want [600]", got)
		}
	})
	t.Run("done", func(t *testing.T) {
		const text = `
0   blue bid 3
10  blue done
11  red  renegade-cultist-1 move 4.5 4.5
`
		m := impulseMatch(t, bidDeck(t), text, 60, 5, 2)
		if got := accepted(m, "red"); !slices.Equal(got, []int{11}) {
			t.Errorf("red's declarations taken at %v, want [11]\n%s", got, dump(m))
		}
	})
}

// XS-08: the bid is blind. Each side is asked before either bid is
// revealed or paid: the second side asked sees the first's AP as rolled.
// A bid goes at most to the side's pool, and every round is bid afresh.
type bidder struct {
	hand
	bid     int
	seen    []int // the other side's AP when asked
	options []int // how many options each question had
}

func (b *bidder) Reply(v match.View, q orders.Question) int {
	other := v.Scenario().Sides[1-q.Side].ID
	sd, _ := v.Side(other)
	b.seen = append(b.seen, sd.AP)
	b.options = append(b.options, len(q.Options))
	return b.bid
}

func TestBidIsBlind(t *testing.T) {
	red, blue := &bidder{bid: 4}, &bidder{bid: 2}
	src, err := dice.NewScripted(5, 2)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(bidDeck(t), rulesContent, match.DefaultSettings(), src, [2]match.Player{red, blue})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	rolled := find[match.RoundStarted](m)[0].AP
	if !slices.Equal(blue.seen, []int{rolled["red"]}) || !slices.Equal(red.seen, []int{rolled["blue"]}) {
		t.Errorf("asked, blue saw red's AP %v and red saw blue's %v; want the AP as rolled, %v", blue.seen, red.seen, rolled)
	}
	if red.options[0] != rolled["red"]+1 {
		t.Errorf("red was offered %d bids, want 0 to its pool of %d", red.options[0], rolled["red"])
	}
	if got := revealed(m); len(got) != 1 || got[0].First != "red" || !slices.Equal(got[0].Bids, []int{4, 2}) {
		t.Errorf("revealed %+v, want red first with bids [4 2]", got)
	}
}

// XS-08 in records: the bids are the record's choices (kind "ask"); a
// replay hands them back and ends in the same state.
func TestBidReplays(t *testing.T) {
	red, blue := &bidder{bid: 1}, &bidder{bid: 3}
	m, err := match.New(bidDeck(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(5), [2]match.Player{red, blue})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(2000); err != nil {
		t.Fatal(err)
	}
	rec := m.Record("testdata/impulse.yaml", 5, nil)
	asks := 0
	for _, c := range rec.Choices {
		if c.Kind == match.AskChoice {
			asks++
		}
	}
	if rounds := len(revealed(m)); asks != 2*rounds || rounds == 0 {
		t.Errorf("%d asks recorded for %d rounds bid", asks, rounds)
	}
	again, err := match.Replay(rec, bidDeck(t), rulesContent, 2000)
	if err != nil {
		t.Fatal(err)
	}
	if again.StateHash() != m.StateHash() || !slices.EqualFunc(revealed(again), revealed(m), func(a, b bid.BidsRevealed) bool {
		return a.First == b.First && slices.Equal(a.Bids, b.Bids)
	}) {
		t.Error("the replay bid otherwise")
	}
}

// XS-08 with impulse mode (XS-13): the bid's winner takes the round's
// first impulse, though XS-13 alone gives it to the side with more AP.
func TestBidGivesTheFirstImpulse(t *testing.T) {
	s := impulseDeck(t)
	s.Modules = []string{bid.Name, impulse.Name}
	m := impulseMatch(t, s, "0 red bid 0\n0 blue bid 2", 1, 6, 1)
	if got := find[impulse.FirstImpulse](m); len(got) != 1 || got[0].Side != "red" {
		t.Fatalf("XS-13 gave the first impulse to %+v, want red (more AP)", got)
	}
	if got := revealed(m); len(got) != 1 || got[0].First != "blue" || !got[0].Impulse {
		t.Fatalf("revealed %+v, want blue first, in impulse mode", got)
	}
	w, ok := m.View().Whose()
	if !ok || w.Side != 1 || w.RuleID != impulse.Rule || !w.Ready {
		t.Errorf("whose: %+v, %v; want blue's impulse", w, ok)
	}
}

// XS-08 in the orders format: "TICK SIDE bid N", a whole number from 0,
// with no unit; anything else is an error at the bid's column. A bid
// handed to the match as an order (a record written by hand) is refused,
// citing XS-08: each side is asked for its bid as the round begins.
func TestABidIsNoOrder(t *testing.T) {
	rules, err := modules.Rules([]string{bid.Name}, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	decls, err := rules.ParseOrders("orders", "0 red bid 0\n5 blue bid 12\n")
	if err != nil || len(decls) != 2 || decls[1].Steps[0].AP != 12 || decls[1].Steps[0].Unit != "" || decls[0].String() != "bid 0" {
		t.Fatalf("read %+v, %v", decls, err)
	}
	for text, want := range map[string]string{
		"0 red bid":       "orders:1:7: bid takes one whole number",
		"0 red bid -1":    `orders:1:7: bid: "-1" is not a whole number from 0 to 1000`,
		"0 red bid 2 3":   "orders:1:7: bid takes one whole number",
		"0 red bid lots":  `orders:1:7: bid: "lots" is not a whole number from 0 to 1000`,
		"0 red bid 10001": `orders:1:7: bid: "10001" is not a whole number from 0 to 1000`,
	} {
		if _, err := rules.ParseOrders("orders", text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
	red := &hand{}
	red.queue(orders.Order{Verb: bid.Verb, AP: 2})
	m, err := match.New(bidDeck(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{red, &hand{}})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	refused := find[match.Refused](m)
	if len(refused) != 1 || refused[0].RuleID != bid.Rule || !strings.Contains(refused[0].Reason, "a bid is no order") {
		t.Errorf("refused %+v, want the bid refused citing XS-08", refused)
	}
}
