package match_test

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/impulse"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// impulseDeck is two renegade bands of one Tactics Rating on an open deck,
// in impulse mode (testdata/impulse.yaml).
func impulseDeck(t *testing.T) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/impulse.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// impulseMatch is a match on s whose sides declare the orders of text at
// their ticks and nothing else (no done once a list runs out), with the
// dice faces given, played for ticks ticks.
func impulseMatch(t *testing.T, s *scenarios.Scenario, text string, ticks int, faces ...int) *match.Match {
	t.Helper()
	return impulseOn(t, s, nil, text, ticks, faces...)
}

// impulseOn is impulseMatch on order rules of the test's making (nil:
// the scenario's modules, played as a match plays them).
func impulseOn(t *testing.T, s *scenarios.Scenario, rules *orders.Rules, text string, ticks int, faces ...int) *match.Match {
	t.Helper()
	parse := rules
	if parse == nil {
		var err error
		if parse, err = modules.Rules(s.Modules, rulesContent); err != nil {
			t.Fatal(err)
		}
	}
	decls, err := parse.ParseOrders("orders", text)
	if err != nil {
		t.Fatal(err)
	}
	scripts, _ := match.Scripts([2]string{s.Sides[0].ID, s.Sides[1].ID}, decls)
	scripts[0].AutoDone, scripts[1].AutoDone = false, false
	src, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	players := [2]match.Player{scripts[0], scripts[1]}
	var m *match.Match
	if rules == nil {
		m, err = match.New(s, rulesContent, match.DefaultSettings(), src, players)
	} else {
		m, err = match.NewWithRules(s, rulesContent, match.DefaultSettings(), src, players, rules)
	}
	if err != nil {
		t.Fatal(err)
	}
	for range ticks {
		if err := m.Step(); err != nil {
			t.Fatalf("%v\n%s", err, dump(m))
		}
	}
	return m
}

// accepted lists the ticks of side's paid declarations (not reactions).
func accepted(m *match.Match, side string) []int {
	var ticks []int
	for _, e := range m.View().Log(0) {
		if d, ok := e.Event.(orders.Declared); ok && d.Side == side && d.StepAP != nil && !d.Reaction {
			ticks = append(ticks, e.Tick)
		}
	}
	return ticks
}

// XS-13's ruling: the side with more AP after the roll takes the first
// impulse of the AP round; level AP, the higher Tactics Rating; level
// both, a D6 roll-off, rolled again while tied (SW-SEQ-01: the winner of
// the initiative roll acts first; GW-INIT-03).
func TestFirstImpulse(t *testing.T) {
	skirmishOn := func(t *testing.T) *scenarios.Scenario {
		s := skirmish(t) // red Earth Confederates (TR 15), blue Renegades (TR 13)
		s.Modules = []string{impulse.Name}
		return s
	}
	for _, tc := range []struct {
		name  string
		deck  func(*testing.T) *scenarios.Scenario
		faces []int // each side's Squad Leader's AP die, then any roll-off
		first string
		dice  []int
	}{
		{"more AP", impulseDeck, []int{5, 2}, "red", nil},
		{"more AP, the other side", impulseDeck, []int{2, 5}, "blue", nil},
		{"level AP, higher Tactics Rating", skirmishOn, []int{1, 3}, "red", nil}, // 1+15 = 3+13
		{"level AP and TR, a roll-off", impulseDeck, []int{3, 3, 2, 5}, "blue", []int{2, 5}},
		{"a tied roll-off is rolled again", impulseDeck, []int{3, 3, 4, 4, 6, 1}, "red", []int{4, 4, 6, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := impulseMatch(t, tc.deck(t), "", 0, tc.faces...)
			got := find[impulse.FirstImpulse](m)
			if len(got) != 1 || got[0].Side != tc.first || !slices.Equal(got[0].Dice, tc.dice) || got[0].Round != 1 {
				t.Fatalf("first impulse %+v, want %s's with roll-off dice %v\n%s", got, tc.first, tc.dice, dump(m))
			}
			w, ok := m.View().Whose()
			if !ok || m.View().Scenario().Sides[w.Side].ID != tc.first || !w.Ready || !w.Waits || w.Pass != impulse.Pass {
				t.Errorf("whose: %+v, %v; want %s's impulse, ready, waited for", w, ok, tc.first)
			}
		})
	}
}

// XS-13 (SW-SEQ-01, RPG-TURN-01): the sides alternate. Red, first, moves;
// blue's order while red's is carried out is refused, and so is red's
// once it is done: the impulse is blue's, and blue's order goes.
func TestImpulsesAlternate(t *testing.T) {
	const text = `
0   red  renegade-cultist-1 move 4.5 4.5
0   blue renegade-cultist-1 move 11.5 4.5
200 red  renegade-cultist-2 move 4.5 2.5
200 blue renegade-cultist-1 move 11.5 4.5
400 blue renegade-cultist-2 move 11.5 2.5
`
	m := impulseMatch(t, impulseDeck(t), text, 600, 5, 2)
	if got := accepted(m, "red"); !slices.Equal(got, []int{0}) {
		t.Errorf("red's declarations taken at %v, want [0]\n%s", got, dump(m))
	}
	if got := accepted(m, "blue"); !slices.Equal(got, []int{200}) {
		t.Errorf("blue's declarations taken at %v, want [200] (tick 400 is red's impulse)\n%s", got, dump(m))
	}
	if got := refusedAt(m, impulse.Rule); !slices.Equal(got, []int{0, 200, 400}) {
		t.Errorf("refused by XS-13 at %v, want [0 200 400]\n%s", got, dump(m))
	}
	w, ok := m.View().Whose()
	if !ok || w.Side != 0 || !w.Ready {
		t.Errorf("after blue's impulse: %+v, want red's", w)
	}
}

// XS-13's ruling: a Waiting model's reaction does not use up its side's
// next impulse (KG-WAIT-02: it reacts during an enemy combo). Blue,
// first, waits; red's combo draws the reaction; the next impulse is
// still blue's.
func TestReactionKeepsTheImpulse(t *testing.T) {
	const text = `
0   blue renegade-cultist-1 wait
100 red  renegade-cultist-1 move 5.5 4.5 & renegade-cultist-2 move 5.5 2.5
101 blue renegade-cultist-1 react move 11.5 4.5
500 red  renegade-prophet-1 move 4.5 3.5
500 blue renegade-cultist-2 move 13.5 3.5
`
	m := impulseMatch(t, impulseDeck(t), text, 600, append([]int{2, 5}, slices.Repeat([]int{4}, 40)...)...)
	reacted := false
	for _, d := range find[orders.Declared](m) {
		reacted = reacted || d.Reaction && d.Side == "blue"
	}
	if !reacted {
		t.Fatalf("blue's Waiting cultist did not react\n%s", dump(m))
	}
	if got := accepted(m, "blue"); !slices.Equal(got, []int{0, 500}) {
		t.Errorf("blue's declarations taken at %v, want [0 500]\n%s", got, dump(m))
	}
	if got := accepted(m, "red"); !slices.Equal(got, []int{100}) {
		t.Errorf("red's declarations taken at %v, want [100]\n%s", got, dump(m))
	}
}

// XS-13's ruling: a side may pass its impulse; both passing in turn ends
// the AP round as "done" does (KG-AP-04), a pass followed by an order is
// no such end. A pass is given alone (a combo with it is refused), costs
// nothing and uses the impulse (GW-INIT-04: alternate nominations).
func TestPassing(t *testing.T) {
	const text = `
0   red  renegade-cultist-1 pass & renegade-cultist-2 move 4.5 2.5
1   red  renegade-cultist-1 pass
2   blue renegade-cultist-1 move 11.5 4.5
200 red  renegade-cultist-1 pass
210 blue renegade-prophet-1 pass
`
	m := impulseMatch(t, impulseDeck(t), text, 300, 5, 2, 4, 4, 6, 1)
	if got := refusedAt(m, impulse.Rule); !slices.Equal(got, []int{0}) {
		t.Errorf("refused by XS-13 at %v, want [0] (the pass in a combo)\n%s", got, dump(m))
	}
	ended := find[impulse.BothPassed](m)
	if len(ended) != 1 || len(ended[0].Sides) != 2 {
		t.Fatalf("rounds ended by passes: %+v, want one, by both sides\n%s", ended, dump(m))
	}
	var endTick int
	for _, e := range m.View().Log(0) {
		if r, ok := e.Event.(match.RoundEnded); ok && r.Number == 1 {
			endTick = e.Tick
		}
	}
	if endTick != 211 || m.View().Round() != 2 {
		t.Errorf("round 1 ended at tick %d, round now %d; want the end at 211, once the second pass in turn is carried out\n%s", endTick, m.View().Round(), dump(m))
	}
	if sideAP(m, "red") == 0 {
		t.Error("red has no AP in round 2")
	}
}

// XS-13 (KG-CMB-05): out of its impulse a side may face off between the
// repeats of the other side's combo, not during its first step. The
// probe finds when red's cultist ends its first move, and so when its
// repeat begins.
func TestFaceOffBetweenRepeats(t *testing.T) {
	const combo = "0 red renegade-cultist-1 move 5.5 4.5 & renegade-cultist-1 move 7.5 4.5\n"
	probe := impulseMatch(t, impulseDeck(t), combo, 300, 5, 2)
	repeat := -1
	for _, e := range probe.View().Log(0) {
		if a, ok := e.Event.(orders.Arrived); ok && a.Unit == "red.renegade-cultist-1" && repeat < 0 {
			repeat = e.Tick
		}
	}
	if repeat < 0 {
		t.Fatalf("the first move never ended\n%s", dump(probe))
	}
	text := combo + "5 blue renegade-prophet-1 move 11.5 3.5\n" +
		strconv.Itoa(repeat+1) + " blue renegade-cultist-1 shoot red.renegade-cultist-1\n"
	m := impulseMatch(t, impulseDeck(t), text, 300, append([]int{5, 2}, slices.Repeat([]int{4}, 40)...)...)
	if got := refusedAt(m, impulse.Rule); !slices.Equal(got, []int{5}) {
		t.Errorf("refused by XS-13 at %v, want [5] (during the first step)\n%s", got, dump(m))
	}
	if got := accepted(m, "blue"); !slices.Equal(got, []int{repeat + 1}) {
		t.Errorf("blue's declarations taken at %v, want [%d] (between the repeats)\n%s", got, repeat+1, dump(m))
	}
	if len(find[orders.FaceOff](m)) != 1 {
		t.Errorf("no face-off between the repeats\n%s", dump(m))
	}
}

// XS-13 with the real-time clock: no time pressure. While the side whose
// impulse it is has nothing in play, game time stands still and that side
// holds the pointer with no decision window, asked between ticks; once
// it declares, time runs until its order is carried out.
func TestClockWaitsForTheImpulse(t *testing.T) {
	red, blue := &hand{}, &hand{}
	src, err := dice.NewScripted(5, 2)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(impulseDeck(t), rulesContent, match.DefaultSettings(), src, [2]match.Player{red, blue})
	if err != nil {
		t.Fatal(err)
	}
	c := match.NewClock(m)
	now := 0.0
	advance := func(dt float64) {
		now += dt
		if err := c.Advance(now, dt); err != nil {
			t.Fatal(err)
		}
	}
	advance(30) // half a minute thinking
	if m.Tick() != 0 || !c.Frozen() || !c.Holding("red") || c.Holding("blue") || !math.IsInf(c.Remaining("red", now), 1) {
		t.Fatalf("while red thinks: tick %d, frozen %v, red holds %v, blue holds %v, red's window %v; want time standing, red holding for ever",
			m.Tick(), c.Frozen(), c.Holding("red"), c.Holding("blue"), c.Remaining("red", now))
	}
	if c.Claim("blue", now) || !slices.Equal(c.Claimants(), []string{"red"}) {
		t.Errorf("blue claimed in red's impulse, or the claimants are %v", c.Claimants())
	}
	red.queue(orders.Order{Unit: "renegade-cultist-1", Verb: orders.Move, X: 4.5, Y: 4.5})
	advance(1.0 / 60) // red is asked: it declares at tick 0
	if got := accepted(m, "red"); !slices.Equal(got, []int{0}) {
		t.Fatalf("red's declarations taken at %v, want [0]\n%s", got, dump(m))
	}
	advance(1) // red's move plays out; then blue is waited for
	if m.Tick() == 0 || c.Holding("red") {
		t.Errorf("after red's order time runs: tick %d, red holds %v", m.Tick(), c.Holding("red"))
	}
	for range 200 {
		advance(1.0 / 60)
	}
	at := m.Tick()
	advance(10)
	if m.Tick() != at || !c.Holding("blue") {
		t.Errorf("blue's impulse: tick %d then %d, blue holds %v; want time standing for blue", at, m.Tick(), c.Holding("blue"))
	}
}

// XS-13's data: an impulse's combo of at most max_steps steps (RPG-TURN-04:
// two actions a turn), and no face-off between repeats when
// repeat_interrupts is off.
func TestImpulseData(t *testing.T) {
	rules := orders.Core().With(impulse.Rules(impulse.Data{MaxSteps: 2}))
	const text = `
0  red  renegade-cultist-1 move 5.5 4.5 & renegade-cultist-1 move 7.5 4.5 & renegade-cultist-2 move 4.5 2.5
1  red  renegade-cultist-1 move 5.5 4.5 & renegade-cultist-1 move 7.5 4.5
62 blue renegade-cultist-1 shoot red.renegade-cultist-1
`
	m := impulseOn(t, impulseDeck(t), rules, text, 300, append([]int{5, 2}, slices.Repeat([]int{4}, 40)...)...)
	var refused []string
	for _, r := range find[match.Refused](m) {
		refused = append(refused, r.Reason)
	}
	if len(refused) != 2 || !strings.Contains(refused[0], "at most 2 steps; this one has 3") || !strings.Contains(refused[1], "impulse comes once the order in play is carried out") {
		t.Errorf("refused: %q; want the 3-step combo and blue's shot between the repeats\n%s", refused, dump(m))
	}
	if got := accepted(m, "red"); !slices.Equal(got, []int{1}) {
		t.Errorf("red's declarations taken at %v, want [1]", got)
	}
}

// XS-13 in saves and replays: a match played on the real-time clock,
// whose impulses are taken between ticks while the clock waits
// (Match.Ask), replays to the same state, and a save made while the clock
// waits for an impulse resumes with the same state and the same impulse
// waited for.
func TestImpulseSavesAndReplays(t *testing.T) {
	red, blue := &hand{}, &hand{}
	m, err := match.New(impulseDeck(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(11), [2]match.Player{red, blue})
	if err != nil {
		t.Fatal(err)
	}
	c := match.NewClock(m)
	now := 0.0
	advance := func(seconds float64) {
		for range int(seconds * 60) {
			now += 1.0 / 60
			if err := c.Advance(now, 1.0/60); err != nil {
				t.Fatal(err)
			}
		}
	}
	plans := map[string][]orders.Order{
		"red":  {{Unit: "renegade-cultist-1", Verb: orders.Move, X: 4.5, Y: 4.5}, {Unit: "renegade-cultist-2", Verb: orders.Move, X: 4.5, Y: 2.5}},
		"blue": {{Unit: "renegade-cultist-1", Verb: orders.Move, X: 11.5, Y: 4.5}, {Unit: "renegade-cultist-2", Verb: orders.Move, X: 13.5, Y: 3.5}},
	}
	hands := map[string]*hand{"red": red, "blue": blue}
	var saved match.Record
	for i := range 4 {
		advance(2)
		w, ok := m.View().Whose()
		if !ok || !w.Waits {
			t.Fatalf("impulse %d: the clock waits for nobody: %+v\n%s", i, w, dump(m))
		}
		side := m.View().Scenario().Sides[w.Side].ID
		if i == 2 {
			saved = m.Record("testdata/impulse.yaml", 11, nil)
		}
		hands[side].queue(plans[side][0])
		plans[side] = plans[side][1:]
	}
	advance(2)
	r, err := match.Resume(saved, impulseDeck(t), rulesContent, [2]match.Player{&hand{}, &hand{}})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := match.Replay(saved, impulseDeck(t), rulesContent, saved.SavedAt)
	if w1, _ := r.View().Whose(); r.StateHash() != saved.FinalHash || w1 != mustWhose(t, want) {
		t.Errorf("the save resumed: hash %.8s, want %.8s; whose %+v", r.StateHash(), saved.FinalHash, w1)
	}
	full := m.Record("testdata/impulse.yaml", 11, nil)
	asked := 0
	for _, d := range full.Declarations {
		if d.Asked {
			asked++
		}
	}
	if asked != 4 {
		t.Errorf("%d declarations taken between ticks, want the 4 impulses", asked)
	}
	again, err := match.Replay(full, impulseDeck(t), rulesContent, full.SavedAt)
	if err != nil {
		t.Fatal(err)
	}
	if again.StateHash() != m.StateHash() {
		t.Errorf("the replay ends in another state than the match\n%s\n---\n%s", dump(again), dump(m))
	}
}

// mustWhose is whose impulse it is in m.
func mustWhose(t *testing.T, m *match.Match) orders.Turn {
	t.Helper()
	w, ok := m.View().Whose()
	if !ok {
		t.Fatal("no impulse")
	}
	return w
}

// XS-13 in the top bar (facet.Status): the side whose impulse it is may
// give an order or pass; the other side's line says what it may still
// interrupt with, its Waiting models counted.
func TestImpulseStatus(t *testing.T) {
	m := impulseMatch(t, impulseDeck(t), "0 blue renegade-cultist-1 wait\n", 60, 2, 5)
	var st facet.Status
	for _, pm := range m.View().Played() {
		if f, ok := pm.Loaded.(facet.Status); ok && pm.Name == impulse.Name {
			st = f
		}
	}
	if st == nil {
		t.Fatal("the impulse module has no status")
	}
	if red, blue := st.Status(m.View(), 0), st.Status(m.View(), 1); red != "impulse: an order or pass" || blue != "interrupts: 1 Waiting, repeats" {
		t.Errorf("red's line %q, blue's %q", red, blue)
	}
}
