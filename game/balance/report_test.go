package balance

import (
	"bytes"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
)

// testDeck is 4 × 3 inches with a wall at (3, 0) and a door at (3, 1).
func testDeck(t *testing.T) *deck.Deck {
	cells := make([]deck.Cell, 12)
	cells[3].Wall = true
	cells[7].Door = true
	d, err := deck.New(4, 3, cells)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// testReport adds two games by hand: red wins the first, the second is a
// draw; then one game that ended in an error.
func testReport(t *testing.T) *Report {
	d := testDeck(t)
	sides := [2]Side{{ID: "red", Team: "earth-confederate", Player: Player{AI: "hard"}}, {ID: "blue", Team: "renegades", Player: Player{AI: "easy", Slot: 1}}}
	swapped := sides
	swapped[0].Player, swapped[1].Player = sides[1].Player, sides[0].Player
	r := New(Settings{Scenario: "test", AI: [2]string{"hard", "easy"}, Seed: 7, Games: 3, SwapSides: true, MaxTicks: 100})
	r.Add(Game{Sides: sides, Winner: 0, Deck: d,
		Models: []Model{
			{Type: "ec-trooper", Side: 0, Alive: true},
			{Type: "ec-trooper", Side: 0, At: geom.Vec{X: 1.5, Y: 2.5}},
			{Type: "renegade-cultist", Side: 1, At: geom.Vec{X: 1.5, Y: 2.5}},
			{Type: "renegade-cultist", Side: 1, At: geom.Vec{X: 0.5, Y: 0.5}},
		},
		Attacks: []Attack{{Attacker: "ec-trooper", Weapon: "Rifle", Hit: true}, {Attacker: "ec-trooper", Weapon: "Rifle"},
			{Attacker: "renegade-cultist", Side: 1, Weapon: "Pistol", Hit: true}},
		Wounds: []Wound{
			{Victim: "renegade-cultist", VictimSide: 1, Attacker: "ec-trooper", Weapon: "Rifle", Wounds: 2, Removed: true, Cause: ByEnemy, Rule: "KG-RC-13"},
			{Victim: "renegade-cultist", VictimSide: 1, Attacker: "ec-trooper", Weapon: "Rifle", Wounds: 1, Removed: true, Cause: ByEnemy, Rule: "KG-RC-13"},
			{Victim: "ec-trooper", Attacker: "renegade-cultist", Side: 1, Weapon: "Pistol", Wounds: 1, Removed: true, Cause: ByEnemy, Rule: "KG-RC-13"},
			{Victim: "objective", VictimSide: -1, Attacker: "ec-trooper", Weapon: "Rifle", Wounds: 3, Removed: true, Cause: ByEnemy, Rule: "KG-RC-13"},
		},
		AP: [2]map[string]int{{"shoot": 4, "move": 2}, {"run": 3}}})
	r.Add(Game{Sides: swapped, Winner: -1, Deck: d,
		Models: []Model{
			{Type: "ec-trooper", Side: 0, At: geom.Vec{X: 1.2, Y: 2.9}},
			{Type: "renegade-cultist", Side: 1, Alive: true},
		},
		Wounds: []Wound{
			{Victim: "ec-trooper", VictimSide: 0, Side: -1, Wounds: 1, Removed: true, Cause: Unattributed, Rule: "KG-EXPL-02"},
		},
		AP: [2]map[string]int{{"shoot": 2}, {"run": 1, "active defence": 1}}})
	r.AddError()
	return r
}

func TestReportAddsUpGames(t *testing.T) {
	r := testReport(t)
	if r.Games != 2 || r.Errors != 1 || r.Draws != 1 {
		t.Errorf("games %d, errors %d, draws %d; want 2, 1, 1", r.Games, r.Errors, r.Draws)
	}
	if r.BySide != [2]Tally{{1, 2}, {0, 2}} || *r.ByTeam["earth-confederate"] != (Tally{1, 2}) || r.BySlot != [2]Tally{{1, 2}, {0, 2}} {
		t.Errorf("by side %v, by team %v, by slot %v", r.BySide, r.ByTeam, r.BySlot)
	}
	tr, cu := r.Units["ec-trooper"], r.Units["renegade-cultist"]
	if *tr != (UnitStats{Team: "earth-confederate", Fielded: 3, Survived: 1, Kills: 2, WoundsDealt: 3, Attacks: 2, Hits: 1, WoundsTaken: 2, Deaths: 2}) {
		t.Errorf("ec-trooper %+v", *tr)
	}
	if cu.Fielded != 3 || cu.Survived != 1 || cu.Kills != 1 || cu.WoundsTaken != 3 || cu.Deaths != 2 {
		t.Errorf("renegade-cultist %+v", *cu)
	}
	if w := r.Weapons["Rifle"]; w.Attacks != 2 || w.Hits != 1 || w.WoundsDealt != 3 || w.Kills != 2 || !w.Users["ec-trooper"] {
		t.Errorf("Rifle %+v (the objective is no kill)", *w)
	}
	if c := r.Unattributed["KG-EXPL-02"]; c == nil || *c != (Count{Wounds: 1, Kills: 1}) {
		t.Errorf("unattributed %v", r.Unattributed)
	}
	if r.AP[0]["shoot"] != 6 || r.AP[0]["move"] != 2 || r.AP[1]["run"] != 4 || r.AP[1]["active defence"] != 1 {
		t.Errorf("AP %v", r.AP)
	}
	// Deaths by the cell the model died in: (1, 2) twice for red (1.5, 2.5
	// and 1.2, 2.9), once for blue, and blue's (0, 0).
	if r.Deaths[0][2*4+1] != 2 || r.Deaths[1][2*4+1] != 1 || r.Deaths[1][0] != 1 || sum(r.Deaths[0]) != 2 || sum(r.Deaths[1]) != 2 {
		t.Errorf("deaths %v", r.Deaths)
	}
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

// The markdown's figures for the hand-made games, each rate with its
// Wilson interval (1 of 2: 9.5%–90.5%; 1 of 3: 6.1%–79.2%).
func TestMarkdownShowsTheFigures(t *testing.T) {
	var b bytes.Buffer
	if err := testReport(t).Markdown(&b, [2]string{"x-deaths-red.png", "x-deaths-blue.png"}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"# Balance report: test",
		"kg selfplay --games 3 --ai hard,easy --scenario test --seed 7 --swap-sides --max-ticks 100 --modules none --report FILE.md",
		"Wilson score interval",
		"| red | earth-confederate | 1 | 2 | 50.0% | 9.5%–90.5% |",
		"| (draws) | | 1 | 2 | 50.0% | 9.5%–90.5% |",
		"| A = `hard` | 1 | 2 | 50.0% | 9.5%–90.5% |",
		"| ec-trooper | earth-confederate | 3 | 1 | 33.3% | 6.1%–79.2% | 2 | 3 | 2 | 50.0% | 9.5%–90.5% | 2 | 2 |",
		"| Rifle | ec-trooper | 2 | 50.0% | 9.5%–90.5% | 3 | 2 | 100.0% | 34.2%–100.0% |",
		"| no attacker in the log | KG-EXPL-02 | 1 | 1 |",
		"| shoot | 6 | 75.0% | 3.0 | 0 | 0.0% | 0.0 |",
		"| **all** | 8 | 100.0% | 4.0 | 5 | 100.0% | 2.5 |",
		"### red (earth-confederate): 2 deaths, at most 2 in one cell",
		"![where red models died](x-deaths-red.png)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q\n%s", want, out)
		}
	}
}
