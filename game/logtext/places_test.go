package logtext

import (
	"regexp"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/overwatch"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// placesDeck is a 12 × 6 deck: a west zone, crates, a rail, a wall.
func placesDeck() *scenarios.Scenario {
	return &scenarios.Scenario{
		Legend: []scenarios.Legend{
			{Char: '.', Name: "deck plate", Cell: deck.Cell{Terrain: deck.Easy}},
			{Char: '#', Name: "bulkhead", Cell: deck.Cell{Terrain: deck.Impossible, Wall: true}},
			{Char: 'c', Name: "crates", Cell: deck.Cell{Terrain: deck.Difficult, Cover: true}},
			{Char: '=', Name: "loading rails", Cell: deck.Cell{Terrain: deck.Difficult}},
			{Char: 'a', Name: "deck plate (west)", Cell: deck.Cell{Terrain: deck.Easy}, Zone: "west"},
		},
		Rows: []string{
			"############",
			"#aa........#",
			"#aa.....cc.#",
			"#aa........#",
			"#aa===.....#",
			"############",
		},
	}
}

// A point of the deck in words: on a landmark, by one within 2.5", in a
// deployment zone, else the ninth of the deck it lies in. Walls, the
// commonest floor and the zones are no landmarks.
func TestScenarioPlaces(t *testing.T) {
	place := ScenarioPlaces(placesDeck())
	for _, c := range []struct {
		at   geom.Vec
		want string
	}{
		{geom.Vec{X: 8.5, Y: 2.5}, "on the crates"},
		{geom.Vec{X: 10.5, Y: 1.5}, "by the crates"}, // 1" from the crates
		{geom.Vec{X: 4.5, Y: 3.5}, "by the loading rails"},
		{geom.Vec{X: 1.5, Y: 1.5}, "in the west deployment zone"},
		{geom.Vec{X: 5.5, Y: 0.5}, "in the north of the deck"}, // next to the wall only: walls are no landmarks
		{geom.Vec{X: 10.9, Y: 5.9}, "in the south-east of the deck"},
	} {
		if got := place(c.at); got != c.want {
			t.Errorf("%v: %q, want %q", c.at, got, c.want)
		}
	}
	if ScenarioPlaces(nil) != nil || ScenarioPlaces(&scenarios.Scenario{}) != nil {
		t.Error("no scenario, or no map, should place nothing")
	}
}

// The eight points of the compass, the deck's y growing southwards.
func TestCompass(t *testing.T) {
	for deg, want := range map[float64]string{0: "east", 44: "south-east", 90: "south", 180: "west", -90: "north", 270: "north", -135: "north-west", 359: "east", 112: "south"} {
		if got := Compass(deg); got != want {
			t.Errorf("%g°: %q, want %q", deg, got, want)
		}
	}
}

// placedNames are testNames with points placed on placesDeck and every
// unit standing at from.
func placedNames(from geom.Vec) Names {
	n := testNames
	n.Place = ScenarioPlaces(placesDeck())
	n.From = func(string) (geom.Vec, bool) { return from, true }
	return n
}

// Orders, refusals and notes in a player's words: names, never IDs; spots
// and game time, never coordinates or ticks; a move's distance and
// direction from where the unit stands, a combo's later step from where
// the earlier one ends.
func TestPlayerWords(t *testing.T) {
	n := placedNames(geom.Vec{X: 2.5, Y: 2.5})
	noFrom := n
	noFrom.From = nil
	for _, c := range []struct {
		name, got, want string
	}{
		{"a move", Orders("red", "ec-trooper-1 move 8.5 2.5", n),
			`Trooper 1 move 6" east, to a spot on the crates`},
		{"a run unplaced", Orders("red", "ec-trooper-1 run 8.5 2.5", noFrom),
			`Trooper 1 run to a spot on the crates`},
		{"a combo", Orders("red", "ec-trooper-1 step 2.5 3.5 & ec-trooper-1 move 2.5 1.5", n),
			`Trooper 1 small step 1" south, to a spot by the loading rails & Trooper 1 move 2" north, to a spot in the west deployment zone`},
		{"a turn", Orders("red", "ec-trooper-1 face 225", n), "Trooper 1 face north-west"},
		{"a charge", Orders("red", "ec-trooper-1 charge blue.renegade-cultist-2", n), "Trooper 1 charge Cultist 2"},
		{"a warp", Orders("red", "ec-trooper-1 warp 8.5 2.5", n), `Trooper 1 warp 6" east, to a spot on the crates`},
		{"a mind bolt", Orders("red", "ec-trooper-1 bolt blue.renegade-cultist-2", n), "Trooper 1 use mind bolt on Cultist 2"},
		{"a mend", Orders("red", "ec-trooper-1 mend ec-commander-1", n), "Trooper 1 use mend flesh on Commander"},
		{"a refusal's point", Text("red", "(10.5, 1.5) is beyond a move of 3\" along any open path", n),
			`a spot by the crates is beyond a move of 3" along any open path`},
		{"a blast's point", Text("red", "the point (8.5, 2.5) takes 1 wound", n), "a spot on the crates takes 1 wound"},
		{"a refusal's tick", Text("red", "the command channel is busy until tick 150: only a cancel can be sent", n),
			"the command channel is busy until game time 0:02: only a cancel can be sent"},
		{"a refusal's units", Text("red", "red.ec-commander-1 is not in base contact with blue.renegade-cultist-1", n),
			"Commander is not in base contact with Cultist 1"},
	} {
		if c.got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.name, c.got, c.want)
		}
		if strings.Contains(c.got, "ec-") || coordsPattern.MatchString(c.got) || strings.Contains(c.got, "tick") {
			t.Errorf("%s: an ID, a point or a tick reaches the player: %q", c.name, c.got)
		}
	}
	// Without Place, the words stay as the rules wrote them.
	if got := Text("red", "(10.5, 1.5) is busy until tick 150", testNames); got != "(10.5, 1.5) is busy until tick 150" {
		t.Errorf("without Place: %q", got)
	}
}

// Log lines with Place: deployments, arrivals and overwatch read in
// words and by the compass.
func TestEventsInWords(t *testing.T) {
	n := placedNames(geom.Vec{X: 2.5, Y: 2.5})
	for _, c := range []struct {
		ev   combat.Event
		want string
	}{
		{match.Deployed{RuleID: "GAP-32", Side: "red", Unit: "red.ec-trooper-1", OnTable: true, X: 1.5, Y: 1.5, Facing: 0},
			"Trooper 1 deploys at a spot in the west deployment zone facing east (GAP-32)"},
		{orders.Arrived{RuleID: "KG-MOVE-01", Unit: "red.ec-trooper-1", X: 8.5, Y: 2.5, Inches: 6},
			`Trooper 1 moves 6" along its path to a spot on the crates (KG-MOVE-01)`},
		{overwatch.OverwatchSet{RuleID: "XS-05", Unit: "red.ec-trooper-1", Bearing: 359.6, Reach: 15},
			`Trooper 1 goes on overwatch: its arc facing east, out to 15" (XS-05)`},
		{overwatch.OverwatchSet{RuleID: "XS-05", Unit: "red.ec-trooper-1", Lane: true, Bearing: 270, Reach: 13},
			`Trooper 1 lays a saturation lane north, out to 13" (XS-05)`},
	} {
		lines := Lines(match.Entry{Event: c.ev}, n)
		var got []string
		for _, l := range lines {
			got = append(got, strings.TrimSpace(l.Text))
		}
		if s := strings.Join(got, " "); s != c.want {
			t.Errorf("%T:\n got %q\nwant %q", c.ev, s, c.want)
		}
	}
}

// An order at a point of the deck, of any module, says where in words and
// how far from the model, never its coordinates: "Trooper 1 throw at a
// spot on the crates, 5" east", not "Trooper 1 throw 8.5 2.5"; so does a
// door shut (issue 36).
func TestOrdersAtAPointInWords(t *testing.T) {
	n := testNames
	n.Place = ScenarioPlaces(placesDeck())
	n.From = func(string) (geom.Vec, bool) { return geom.Vec{X: 3.5, Y: 2.5}, true }
	raw := regexp.MustCompile(`[0-9]+\.[0-9]+ [0-9]|\([0-9.]+, [0-9.]+\)|ec-trooper`)
	for _, c := range []struct{ order, want string }{
		{"ec-trooper-1 throw 8.5 2.5", `Trooper 1 throw at a spot on the crates, 5" east`},
		{"ec-trooper-1 launch 17.63 25.56", `Trooper 1 launch at a spot in the south-east of the deck, 27" south-east`},
		{"ec-trooper-1 throw blue.renegade-cultist-1", `Trooper 1 throw Cultist 1`},
		{"ec-trooper-1 shut 4 1", `Trooper 1 shut the door at a spot by the loading rails`},
	} {
		got := Orders("red", c.order, n)
		if got != c.want || raw.MatchString(got) {
			t.Errorf("%s: %q, want %q", c.order, got, c.want)
		}
	}
}

// A run declared 6.5" away that walks 6.7" round the crates says which
// is which: the order the straight line, the move its path (issue 36).
func TestAMoveSaysItsPath(t *testing.T) {
	n := testNames
	n.Place = ScenarioPlaces(placesDeck())
	n.From = func(string) (geom.Vec, bool) { return geom.Vec{X: 3.5, Y: 2.5}, true }
	declared := Orders("red", "ec-trooper-1 run 10 2.5", n)
	moved := Lines(match.Entry{Event: orders.Arrived{RuleID: "KG-MOVE-02", Unit: "red.ec-trooper-1", X: 10, Y: 2.5, Inches: 6.7}}, n)
	if !strings.Contains(declared, `run 6.5" east`) || !strings.Contains(moved[0].Text, `moves 6.7" along its path`) {
		t.Errorf("declared %q, then %q", declared, moved[0].Text)
	}
}
