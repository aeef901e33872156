package ai

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/overwatch"
	"github.com/krygothic/krygothic/rules/orders"
)

// standoff is a long deck where red's riflemen face blue's from 19"
// apart: out of a rifle's reach (15", KG-RC-11) but within a move or two
// of it, so nobody has a shot and blue may walk into red's arcs. It plays
// with the overwatch module (XS-05).
const standoff = `name: Standoff
rounds: 2
modules: [overwatch]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ########################
  #a....................d#
  #a....................d#
  #a....................d#
  #a....................d#
  ########################
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: rifle}
        - {unit: ec-trooper, count: 3, ranged: rifle}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: rifle}
        - {unit: renegade-cultist, count: 3, ranged: rifle}
`

// XS-05: with no shot to take and enemies a move or two from its arc,
// the AI holds fire: its first order is an overwatch. Without the module
// it cannot, and does something else.
func TestTheAIGoesOnOverwatchWithNoShot(t *testing.T) {
	for _, l := range []Level{Normal, Hard} {
		got := firstOrder(t, standoff, l, true)
		if !strings.Contains(got, " overwatch") && !strings.Contains(got, " lane ") {
			t.Errorf("%s: the AI's first order is %q, want it to hold fire (overwatch or lane)", l.Name, got)
		}
		if core := firstOrder(t, standoff, l, false); strings.Contains(core, "overwatch") {
			t.Errorf("%s: without the module the AI declared %q", l.Name, core)
		}
	}
}

// XS-05: in a whole match of the AI against itself on the standoff,
// checked tick by tick, no side ever holds fire with more than half its
// models at once, every order is accepted, and the match is fought out:
// models hold fire, move and shoot (the AP do not all go into waiting).
func TestTheAIHoldsFireWithHalfItsModelsAtMost(t *testing.T) {
	c, s := textScenario(t, standoff)
	m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(3), [2]match.Player{NewTactician("red", Hard, 1), NewTactician("blue", Normal, 2)})
	if err != nil {
		t.Fatal(err)
	}
	for steps := 0; steps < 200000; steps++ {
		if _, over := m.Result(); over {
			break
		}
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
		watching := map[int]int{}
		for _, u := range m.View().Units() {
			if u.Alive() && m.View().Mark(u.ID, overwatch.MarkWatching) > 0 && u.Waiting {
				watching[u.Side]++
			}
		}
		for side, n := range watching {
			if n > 2 {
				t.Fatalf("tick %d: side %d holds fire with %d of its 4 models", m.Tick(), side, n)
			}
		}
	}
	held, shots, moves := 0, 0, 0
	for _, e := range m.View().Log(0) {
		switch ev := e.Event.(type) {
		case match.Refused:
			t.Errorf("refused at tick %d: %+v", e.Tick, ev)
		case overwatch.OverwatchSet:
			held++
		case orders.Declared:
			for _, st := range ev.Steps {
				f := strings.Fields(st)
				switch {
				case len(f) > 1 && f[1] == "shoot":
					shots++
				case len(f) > 1 && (f[1] == "move" || f[1] == "run"):
					moves++
				}
			}
		}
	}
	if held == 0 || shots == 0 || moves == 0 {
		t.Errorf("held fire %d times, shot %d, moved %d: want all three", held, shots, moves)
	}
	t.Logf("held fire %d times, shot %d, moved %d", held, shots, moves)
}
