package match_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// An order declared on the very tick the channel frees finds the previous
// one resolved, not wiped out.
func TestOrderOnTheTickTheChannelFrees(t *testing.T) {
	m := play(t, `
0  red ec-trooper-1 shoot blue.renegade-cultist-1
60 red ec-trooper-1 move 3.5 4.5
`, 3, 3, 1, 2, 1, 1, 1, 1)
	if tickOf(m, isRoll("red.ec-trooper-1", "to hit")) != 60 || tickOf(m, isMove("red.ec-trooper-1")) < 0 {
		t.Errorf("the shot must resolve at 60 and the move follow\n%s", dump(m))
	}
}

// Ordering a Waiting unit ends its Waiting at once (KG-WAIT-03).
func TestOrderEndsWaiting(t *testing.T) {
	m := playSeeded(t, `
0  blue renegade-cultist-1 wait
40 red  ec-trooper-2 move 4.5 4.5 & ec-trooper-2 shoot blue.renegade-cultist-2 & ec-trooper-2 move 3.5 2.5
45 blue renegade-cultist-1 move 11.5 4.5
70 blue renegade-cultist-1 react shoot red.ec-trooper-2
`, 4)
	r := find[match.Refused](m)
	if len(r) != 1 || r[0].RuleID != "KG-WAIT-02" {
		t.Errorf("the reaction of a unit no longer Waiting must be refused: %+v\n%s", r, dump(m))
	}
}

// Orders built in code are checked like parsed ones: a reaction is the
// Waiting unit's own prepaid action; a shot needs a target.
func TestCodeBuiltOrdersAreChecked(t *testing.T) {
	m := idleSeeded(t, 1)
	if m.declare(t, "red", orders.Order{Unit: "ec-trooper-1", Verb: orders.Shoot}) {
		t.Error("a shot without a target was accepted")
	}
	m.declare(t, "blue", orders.Order{Unit: "renegade-cultist-1", Verb: orders.Wait})
	for range 40 {
		m.Step()
	}
	m.declare(t, "red", orders.Order{Unit: "ec-trooper-1", Verb: orders.Move, X: 3.5, Y: 4.5}, orders.Order{Unit: "ec-trooper-1", Verb: orders.Move, X: 4.5, Y: 4.5})
	other := &orders.Order{Unit: "renegade-prophet-1", Verb: orders.Run, X: 8.5, Y: 2.5}
	if m.declare(t, "blue", orders.Order{Unit: "renegade-cultist-1", Verb: orders.React, Then: other}) {
		t.Error("a reaction moved another unit")
	}
	free := &orders.Order{Unit: "renegade-cultist-1", Verb: orders.Free, AP: 3}
	if m.declare(t, "blue", orders.Order{Unit: "renegade-cultist-1", Verb: orders.React, Then: free}) {
		t.Error("a reaction was something other than a move, a standard shot or an attack")
	}
}

// KG-FACE-04/EX1 after the face-off window: a unit under a declared shot
// still cannot run for cover.
func TestFiredOnCannotRunLater(t *testing.T) {
	m := play(t, `
0  blue renegade-cultist-1 shoot red.ec-trooper-1
20 red  ec-trooper-1 run 1.5 2.5
`, 3, 3, 1, 2, 1, 1, 1, 1)
	if r := find[match.Refused](m); len(r) != 1 || r[0].RuleID != "KG-FACE-04" {
		t.Errorf("refusals %+v\n%s", r, dump(m))
	}
}

// KG-CMB-02: a unit pinned mid-move stops where it is, at once; a single
// order is no combo, so stopping it earns the enemy nothing (KG-AP-07(4)).
func TestPinningStopsAtOnce(t *testing.T) {
	m := play(t, `
0  red  ec-trooper-1 move 5.5 4.5 & ec-trooper-1 move 8.5 4.5
20 blue renegade-cultist-1 shoot red.ec-trooper-1
`, 3, 3, 5, 1, 2, 1, 2, 3, 1, 1, 1, 1)
	// The shot lands at tick 80, a third of the way into the second move.
	tr := unitAt(t, m, "red.ec-trooper-1")
	if !tr.F.Pin.ByHit || tr.Base.Centre.X <= 5.5 || tr.Base.Centre.X >= 8.5 {
		t.Errorf("pinned %v at %v: it should have stopped part-way along the second move\n%s", tr.F.Pin, tr.Base.Centre, dump(m))
	}
	single := play(t, `
0  red  ec-trooper-1 move 5.5 4.5
20 blue renegade-cultist-1 shoot red.ec-trooper-1
`, 3, 3, 5, 1, 2, 1, 2, 3, 1, 1, 1, 1)
	for _, s := range find[match.ComboStopped](single) {
		if s.Interrupted {
			t.Errorf("a single order counted as an interrupted combo: %+v", s)
		}
	}
}

// KG-AP-04: declaring done forfeits the side's AP at once.
func TestDoneForfeitsAP(t *testing.T) {
	m := idleSeeded(t, 1)
	m.declare(t, "red", orders.Order{Verb: orders.Done})
	if sideAP(m.Match, "red") != 0 {
		t.Errorf("red keeps %d AP after done", sideAP(m.Match, "red"))
	}
}

// A record replays declarations in the order they were made, both sides
// interleaved within a tick, and the players' answers during resolutions.
func TestReplayKeepsOrderWithinATick(t *testing.T) {
	m := idleSeeded(t, 9)
	c := match.NewClock(m.Match)
	m.declare(t, "red", orders.Order{Unit: "ec-trooper-2", Verb: orders.Wait})
	for range 40 {
		m.Step()
	}
	c.Claim("blue", 1)
	m.hand("blue").queue(orders.Order{Unit: "renegade-cultist-1", Verb: orders.Move, X: 10.5, Y: 4.5}, orders.Order{Unit: "renegade-cultist-1", Verb: orders.Move, X: 8.5, Y: 4.5})
	if err := c.Decide("blue"); err != nil {
		t.Fatal(err)
	}
	c.Claim("red", 1)
	m.hand("red").queue(orders.Order{Unit: "ec-trooper-2", Verb: orders.React, Then: &orders.Order{Verb: orders.Move, X: 3.5, Y: 1.5}})
	if err := c.Decide("red"); err != nil {
		t.Fatal(err)
	}
	if err := m.Run(400); err != nil {
		t.Fatal(err)
	}
	r := m.Record("testdata/skirmish.yaml", 9, nil)
	again, err := match.Replay(r, skirmish(t), rulesContent, 400)
	if err != nil {
		t.Fatal(err)
	}
	if again.StateHash() != m.StateHash() {
		t.Errorf("the replay differs\n%s", dump(again))
	}
	_ = combat.Passive
}

// playSeeded runs orders on the skirmish deck with seeded dice: for tests
// whose point does not hang on the dice.
func playSeeded(t *testing.T, orders string, seed uint64) *match.Match {
	t.Helper()
	m, err := match.New(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(seed), scripts(t, orders))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(100000); err != nil {
		t.Fatal(err)
	}
	return m
}

// KG-CMB-04: a charge that reaches a unit in the middle of a
// different-action step waits where it stands until that step has ended
// and resolved; then it strikes.
func TestChargeWaitsForADifferentActionStep(t *testing.T) {
	m := playSeeded(t, `
0   red  ec-trooper-1 move 5.5 4.5
61  red  ec-trooper-1 move 7.5 4.5
122 red  ec-trooper-1 charge blue.renegade-cultist-1
150 blue renegade-cultist-1 wait & renegade-cultist-1 shoot red.ec-trooper-1 aimed
`, 4)
	shot := tickOf(m, isRoll("blue.renegade-cultist-1", "to hit"))
	strike := tickOf(m, isRoll("red.ec-trooper-1", "to hit"))
	if shot != 300 || strike != 301 {
		t.Errorf("the aimed shot (step 2 of blue's combo) resolves at 300 and the charge after it at 301; got %d and %d\n%s", shot, strike, dump(m))
	}
	for _, a := range find[orders.Arrived](m) {
		if a.Unit == "red.ec-trooper-1" && a.RuleID == "KG-MOVE-09" && (a.X < 11 || a.X > 11.5) {
			t.Errorf("the charger arrived at (%v, %v), not in contact where it waited", a.X, a.Y)
		}
	}
}

// GAP-38: a closed door blocks sight until a model walks through it, which
// opens it at no cost; the match opens it on its own copy of the deck.
func TestWalkingThroughADoorOpensIt(t *testing.T) {
	s, err := scenarios.LoadFile("testdata/door.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	m := playOn(t, s, `
0   red ec-trooper-1 shoot blue.renegade-cultist-1
10  red ec-trooper-1 move 5.5 4.5
71  red ec-trooper-1 move 8.5 4.5
132 red ec-trooper-1 move 5.5 4.5
193 red ec-trooper-1 face 0
194 red ec-trooper-1 shoot blue.renegade-cultist-1
`, 6, 6, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3)
	if r := find[match.Refused](m); len(r) != 1 || r[0].RuleID != "KG-RC-05" {
		t.Errorf("the shot through the closed door must be refused for want of a view: %+v", r)
	}
	opened := find[orders.DoorOpened](m)
	if len(opened) != 1 || opened[0].Unit != "red.ec-trooper-1" || opened[0].X != 7 || opened[0].Y != 4 {
		t.Errorf("the trooper must open the door at (7, 4) once: %+v", opened)
	}
	if tickOf(m, isRoll("red.ec-trooper-1", "to hit")) < 194 {
		t.Errorf("the shot through the open door must be taken\n%s", dump(m))
	}
	if c, _ := s.Deck.Cell(7, 4); c.Open {
		t.Error("the match opened the door on the scenario it was given, not its own copy")
	}
}

// A hotseat declaration made on the tick a shot lands meets the shot
// resolved, as its replay will: the live match and the replay agree.
func TestHotseatDeclarationOnADueTick(t *testing.T) {
	m := idleSeeded(t, 9)
	m.declare(t, "red", orders.Order{Unit: "ec-trooper-1", Verb: orders.Shoot, Target: "blue.renegade-cultist-1"})
	for range 60 {
		m.Step()
	}
	c := match.NewClock(m.Match)
	c.Claim("blue", 1)
	m.hand("blue").queue(orders.Order{Unit: "renegade-cultist-1", Verb: orders.Move, X: 10.5, Y: 4.5})
	if err := c.Decide("blue"); err != nil {
		t.Fatal(err)
	}
	if r := find[match.Refused](m.Match); len(r) != 0 {
		t.Errorf("the move was judged before the shot at the mover resolved: %+v\n%s", r, dump(m.Match))
	}
	if err := m.Run(200); err != nil {
		t.Fatal(err)
	}
	again, err := match.Replay(m.Record("testdata/skirmish.yaml", 9, nil), skirmish(t), rulesContent, 200)
	if err != nil {
		t.Fatal(err)
	}
	if again.StateHash() != m.StateHash() {
		t.Errorf("the replay differs\nlive:\n%s\nreplay:\n%s", dump(m.Match), dump(again))
	}
}
