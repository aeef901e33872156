package match_test

import (
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// fogDeck: a bulkhead splits the room but for a gap at the top; red's
// trooper starts in the open, blue's cultist behind the bulkhead's south
// end, out of red's sight.
const fogDeck = `name: Fog
rounds: 10
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ################
  #..............#
  #..............#
  #..............#
  #.......#......#
  #.......#......#
  #a......#.....d#
  ################
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: rifle}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: pistol}
`

func fogMatch(t *testing.T, fog bool, text string) *match.Match {
	t.Helper()
	s, err := scenarios.Load(fstest.MapFS{"s.yaml": {Data: []byte(fogDeck)}}, "s.yaml", "s.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	decls, err := orders.ParseOrders("orders", text)
	if err != nil {
		t.Fatal(err)
	}
	scripts, _ := match.Scripts([2]string{"red", "blue"}, decls)
	st := match.DefaultSettings()
	st.Fog = fog
	m, err := match.New(s, rulesContent, st, dice.NewSeeded(1), [2]match.Player{scripts[0], scripts[1]})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Under the fog of war a side sees only the enemy its models see (the
// engine's sight, all round); it remembers where it last saw one that has
// gone out of sight (a ghost, with the tick), until it sees it again. Without fog everything is seen. What a side's player reads
// through AppendUnitsSeenBy follows the same sight.
func TestFogOfWar(t *testing.T) {
	const cultist = "blue.renegade-prophet-1"
	plain := fogMatch(t, false, "")
	plain.Step()
	if s := plain.View().Sighting("red"); !s.Seen[cultist] {
		t.Fatalf("without fog red does not see the cultist: %+v", s)
	}

	// The cultist walks north into the gap's view, then back south.
	m := fogMatch(t, true, "0 blue renegade-prophet-1 run 13.5 1.5\n150 blue renegade-prophet-1 run 14.5 6.5\n")
	m.Step()
	v := m.View()
	if s := v.Sighting("red"); s.Seen[cultist] || len(s.Ghosts) != 0 {
		t.Fatalf("at the start red sees %+v; want nothing: the bulkhead hides the cultist", s)
	}
	if got := v.AppendUnitsSeenBy("red", nil); len(got) != 1 || got[0].ID != "red.ec-commander-1" {
		t.Errorf("red reads %d units under the fog; want its own trooper only", len(got))
	}
	if got := v.AppendUnitsSeenBy("blue", nil); len(got) != 1 {
		t.Errorf("blue reads %d units; want its own cultist only (it cannot see round the bulkhead either)", len(got))
	}
	for m.Tick() < 110 && !m.Over() {
		m.Step()
	}
	s := m.View().Sighting("red")
	if !s.Seen[cultist] {
		t.Fatalf("at tick %d the cultist stands in the open at %v; red does not see it\n%s", m.Tick(), unitAt(t, m, cultist).Base.Centre, dump(m))
	}
	seenAt := unitAt(t, m, cultist).Base.Centre
	for m.Tick() < 400 && !m.Over() {
		m.Step()
	}
	s = m.View().Sighting("red")
	g, ok := s.Ghosts[cultist]
	if s.Seen[cultist] || !ok {
		t.Fatalf("the cultist back behind the bulkhead: red sees %+v; want a ghost", s)
	}
	if g.Base.Centre.Dist(seenAt) > 3 || g.Tick < 150 {
		t.Errorf("the ghost is at %v, tick %d; want near where red last saw it (%v), after tick 150", g.Base.Centre, g.Tick, seenAt)
	}
	read := m.View().AppendUnitsSeenBy("red", nil)
	if len(read) != 2 || read[1].Base.Centre != g.Base.Centre {
		t.Errorf("red reads %v; want its trooper and the cultist where it was last seen", read)
	}
	if real := unitAt(t, m, cultist).Base.Centre; real == g.Base.Centre {
		t.Fatalf("the cultist never left the ghost's place: the test proves nothing")
	}
}

// What both players may look at together under the fog of war: each
// model its enemy sees, and no other; the cultist behind the bulkhead is
// left out, and so is red's trooper, which the cultist cannot see.
func TestUnitsInTheOpen(t *testing.T) {
	const cultist, trooper = "blue.renegade-prophet-1", "red.ec-commander-1"
	if got := fogMatch(t, false, "").View().AppendUnitsInTheOpen(nil); len(got) != 2 {
		t.Fatalf("without fog the open table has %d units; want both", len(got))
	}
	m := fogMatch(t, true, "0 blue renegade-prophet-1 run 13.5 1.5\n")
	m.Step()
	if got := m.View().AppendUnitsInTheOpen(nil); len(got) != 0 {
		t.Fatalf("at the start %d units are in the open; want none (neither side sees the other)", len(got))
	}
	for m.Tick() < 110 && !m.Over() {
		m.Step()
	}
	v := m.View()
	if !v.Sighting("red").Seen[cultist] || !v.Sighting("blue").Seen[trooper] {
		t.Fatalf("at tick %d the two do not see each other: the test proves nothing\n%s", m.Tick(), dump(m))
	}
	if got := v.AppendUnitsInTheOpen(nil); len(got) != 2 {
		t.Errorf("in each other's sight, %d units are in the open; want both", len(got))
	}
}

// A scenario whose file says fog: true is fought under the fog of war
// whatever the settings say, and its record says so.
func TestScenarioFog(t *testing.T) {
	s, err := scenarios.Load(fstest.MapFS{"s.yaml": {Data: []byte("fog: true\n" + fogDeck)}}, "s.yaml", "s.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Fog {
		t.Fatal("fog: true did not reach the scenario")
	}
	m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{nil, nil})
	if err != nil {
		t.Fatal(err)
	}
	if !m.View().Fog() || !m.Record("s", 1, nil).Settings.Fog {
		t.Errorf("fog %v, recorded %v; want the scenario's fog on and recorded", m.View().Fog(), m.Record("s", 1, nil).Settings.Fog)
	}
}
