package match_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// shipDeck is the deck of the ship's fittings: red, the saboteurs, must
// destroy the console at (4, 1); a door of two cells, (8, 2) and (8, 3),
// stands shut between the halves.
func shipDeck(t testing.TB) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/ship.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// playShip runs orders on s with seeded dice (only the AP rolls and the
// rolls the orders call for) until the match ends.
func playShip(t testing.TB, s *scenarios.Scenario, text string) *match.Match {
	t.Helper()
	return playWith(t, s, text, dice.NewSeeded(1))
}

// refusals is every refusal's rule and reason, one a line.
func refusals(m *match.Match) string {
	var b strings.Builder
	for _, r := range find[match.Refused](m) {
		b.WriteString(r.RuleID + " " + r.Reason + "\n")
	}
	return b.String()
}

// declared is the last declaration with a step whose verb is verb.
func declared(m *match.Match, verb string) orders.Declared {
	var out orders.Declared
	for _, d := range find[orders.Declared](m) {
		for _, st := range d.Steps {
			if f := strings.Fields(st); len(f) > 1 && f[1] == verb {
				out = d
			}
		}
	}
	return out
}

// GAP-34: a demolition charge costs 3 AP, in base contact with the
// console, and goes off at the end of the AP round, destroying it
// outright: the saboteurs win at once, and the console counts as theirs.
func TestDemolitionCharge(t *testing.T) {
	m := playShip(t, shipDeck(t), `
0 red ec-trooper-2 plant console
10 red ec-trooper-2 move 3.5 1.5 & ec-trooper-2 plant console
`)
	if r := refusals(m); !strings.Contains(r, "GAP-34 red.ec-trooper-2 must be in base contact with console") {
		t.Errorf("a charge out of base contact is refused, got refusals:\n%s", r)
	}
	if d := declared(m, "plant"); d.AP != 2+orders.PlantAP {
		t.Errorf("the move and the charge cost 2 + 3 AP: %+v", d)
	}
	planted, went := find[orders.ChargePlanted](m), find[orders.ChargeDetonated](m)
	if len(planted) != 1 || planted[0].Target != "console" || len(went) != 1 || went[0].Side != "red" {
		t.Fatalf("planted %+v, went off %+v\n%s", planted, went, dump(m))
	}
	ended := find[match.RoundEnded](m)
	at := map[string]int{}
	for _, e := range m.View().Log(0) {
		switch e.Event.(type) {
		case orders.ChargePlanted:
			at["planted"] = e.Tick
		case orders.ChargeDetonated:
			at["went"] = e.Tick
		}
	}
	if len(ended) != 1 || at["went"] < at["planted"] {
		t.Errorf("the charge goes off at the end of the round it was set in: %+v, ticks %v", ended, at)
	}
	if console := unitAt(t, m, "console"); console.Alive() {
		t.Error("the console stands after the charge went off")
	}
	r := result(m)
	if r == nil || r.Winner != "red" || r.Round != 1 || r.Reason != "every objective is destroyed" {
		t.Errorf("result %+v: red wins at the end of round 1", r)
	}
	if s, _ := m.View().Side("red"); s.Destroyed != unitAt(t, m, "console").Points {
		t.Errorf("red's tally %+v: the console is red's", s)
	}
}

// GAP-34: only the saboteurs carry charges, only onto an objective, one
// at a time; a scenario without saboteurs has none.
func TestDemolitionChargeRefusals(t *testing.T) {
	s := shipDeck(t)
	m := playShip(t, s, `
0 red ec-trooper-2 plant blue.renegade-cultist-1
1 red ec-trooper-2 move 3.5 1.5 & ec-trooper-2 plant console
300 red ec-trooper-2 plant console
`)
	want := []string{
		"GAP-34 blue.renegade-cultist-1 is no objective",
		"GAP-34 a charge is already set on console",
	}
	for _, w := range want {
		if !strings.Contains(refusals(m), w) {
			t.Errorf("want a refusal %q, got:\n%s", w, refusals(m))
		}
	}
	// With blue the saboteurs, red at the console is refused: it defends it.
	s = shipDeck(t)
	s.Victory.Attacker = "blue"
	m = playShip(t, s, "0 red ec-trooper-2 move 3.5 1.5 & ec-trooper-2 plant console\n")
	if !strings.Contains(refusals(m), "only the saboteurs (blue) carry demolition charges") {
		t.Errorf("the defenders carry no charges, got:\n%s", refusals(m))
	}
	s = skirmish(t)
	m = playShip(t, s, "0 red ec-trooper-1 plant blue.renegade-cultist-1\n")
	if !strings.Contains(refusals(m), "GAP-34 nobody carries demolition charges here") {
		t.Errorf("no saboteurs, no charges, got:\n%s", refusals(m))
	}
}

// GAP-38, our ruling: a model within 1" of an open door shuts it for no AP
// (both its cells), and it blocks sight again; not from the doorway, not
// a door already shut.
func TestShutTheDoor(t *testing.T) {
	s := shipDeck(t)
	m := playShip(t, s, `
0 red ec-commander-1 shut 8.5 2.5
1 red ec-commander-1 run 7.5 2.5
100 red ec-commander-1 move 8.5 2.5
200 red ec-commander-1 shut 8.5 3.5
300 red ec-commander-1 move 9.5 2.5
400 red ec-commander-1 shut 8.5 3.5
`)
	for _, w := range []string{
		"GAP-38 the door at 8 2 is already shut",
		"GAP-38 red.ec-commander-1 stands in the doorway: it cannot shut the door on itself",
	} {
		if !strings.Contains(refusals(m), w) {
			t.Errorf("want a refusal %q, got:\n%s", w, refusals(m))
		}
	}
	shut := find[orders.DoorClosed](m)
	if len(shut) != 1 || shut[0].Unit != "red.ec-commander-1" {
		t.Fatalf("shut: %+v\n%s", shut, dump(m))
	}
	if d := declared(m, "shut"); d.AP != 0 || len(d.Steps) == 0 {
		t.Errorf("shutting a door: %+v, want it declared for 0 AP", d)
	}
	d := m.View().Deck()
	for _, c := range [][2]int{{8, 2}, {8, 3}} {
		if cell, _ := d.Cell(c[0], c[1]); !cell.Door || cell.Open {
			t.Errorf("door cell %v: %+v, want shut", c, cell)
		}
	}
	west, east := geom.Base{Centre: geom.Vec{X: 6.5, Y: 2.5}, Radius: 0.5}, geom.Base{Centre: geom.Vec{X: 11.5, Y: 2.5}, Radius: 0.5}
	if d.Sight(west, east, nil, -1, -1).InView {
		t.Error("a shut door still lets sight through")
	}
	// Too far from any door.
	m = playShip(t, s, "0 red ec-commander-1 run 7.5 2.5\n100 red ec-commander-1 move 8.5 2.5\n200 red ec-commander-1 move 5.5 2.5\n300 red ec-commander-1 shut 8.5 2.5\n")
	if !strings.Contains(refusals(m), "GAP-38 red.ec-commander-1 is more than 1\" from the door at 8 2") {
		t.Errorf("a door out of reach, got:\n%s", refusals(m))
	}
	if doors := orders.OpenDoorsInReach(m.View().Deck(), unitAt(t, m, "red.ec-commander-1").Base); len(doors) != 0 {
		t.Errorf("3\" from the open door, doors in reach %v; want none", doors)
	}
	// Beside it, past the doorway: the open cell is in reach.
	m = playShip(t, s, "0 red ec-commander-1 run 7.5 2.5\n100 red ec-commander-1 move 9.5 2.5\n")
	if doors := orders.OpenDoorsInReach(m.View().Deck(), unitAt(t, m, "red.ec-commander-1").Base); len(doors) != 1 || doors[0] != [2]int{8, 2} {
		t.Errorf("beside the open door, doors in reach %v; want [[8 2]]", doors)
	}
}
