package match_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/squads"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// XS-23 in a match: the army list's squad is formed as the first round
// starts. Trooper 1 was deployed beyond 4" of the commander, so the squad
// is out of coherency and its fire order pays for every model in full
// (SW-SEQ-08, the ruling of 2026-11-28: the whole squad, not just the
// straggler), 8 AP as without the module; once trooper 1 has regrouped
// within 4" the same order costs the commander's 2 AP. KG-AP-07(3)
// counts the paid steps as commands: the four paid shots earn +1 AP, the
// squad's one order nothing.
func TestASquadOrderInAMatch(t *testing.T) {
	const volley = "red ec-commander-1 shoot blue.renegade-prophet-1 & ec-trooper-2 shoot blue.renegade-prophet-1 & ec-trooper-3 shoot blue.renegade-prophet-1 & ec-trooper-1 shoot blue.renegade-prophet-1\n"
	s, err := scenarios.LoadFile("testdata/squads.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		modules []string
		text    string
		ap      int
		triumph bool
	}{
		{"a straggler: the whole squad pays", []string{"squads"}, "0 " + volley + "0 blue done\n", 8, true},
		{"regrouped: one order's price", []string{"squads"}, "0 red ec-trooper-1 move 5.5 3.5 & ec-trooper-1 face 0\n0 blue done\n100 " + volley, 2, false},
		{"without the module", []string{}, "0 " + volley + "0 blue done\n", 8, true},
	} {
		s.Modules = tc.modules
		m := playModules(t, s, tc.text, 1)
		var red *orders.Declared
		for _, d := range find[orders.Declared](m) {
			if d.Side == "red" && len(d.Steps) == 4 {
				red = &d
				break
			}
		}
		if red == nil || red.AP != tc.ap {
			t.Errorf("%s: red's volley %+v, want %d AP\n%s", tc.name, red, tc.ap, dump(m))
		}
		triumph := false
		for _, r := range find[match.RoundEnded](m) {
			for _, line := range r.Tally["red"] {
				triumph = triumph || strings.HasPrefix(line, "KG-AP-07(3)")
			}
		}
		if triumph != tc.triumph {
			t.Errorf("%s: the completed combo's triumph (KG-AP-07(3)) %v, want %v", tc.name, triumph, tc.triumph)
		}
		formed := find[squads.SquadFormed](m)
		if want := len(tc.modules); len(formed) != 2*want || want > 0 && (formed[0].Named != "alpha" || len(formed[0].Members) != 4) {
			t.Errorf("%s: squads formed %+v", tc.name, formed)
		}
	}
}

// squadsFogDeck: two bulkheads stagger across the room, so neither side
// sees the other as the match starts; red's commander leads one
// trooper (alpha), blue's prophet two cultists (a squad the module forms).
const squadsFogDeck = `name: Squads in the fog
rounds: 3
fog: true
modules: [squads]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ##############
  #aa...#......#
  #aa...#..#.dd#
  #.....#..#.dd#
  #........#...#
  ##############
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: rifle, squad: alpha}
        - {unit: ec-trooper, ranged: rifle, squad: alpha}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: rifle}
        - {unit: renegade-cultist, count: 2, ranged: rifle}
`

// XS-23 under the fog of war: a squad's coherency is drawn round its
// leader for the side that sees it, though the units a side sees leave
// out the enemies it has not seen (the squad mark holds the leader's
// place among all the table's units, blue's after red's). Blue, seeing
// none of red's models, sees its prophet's ring and a line to each
// cultist, not a cultist taken for the leader; red sees its own squad.
func TestSquadsUnderTheFogOfWar(t *testing.T) {
	s, err := scenarios.Load(fstest.MapFS{"s.yaml": {Data: []byte(squadsFogDeck)}}, "s.yaml", "s.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	st := match.DefaultSettings()
	st.Fog = true
	m, err := match.New(s, rulesContent, st, dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		m.Step()
	}
	if n := len(find[squads.SquadFormed](m)); n != 2 {
		t.Fatalf("%d squads formed, want red's alpha and blue's\n%s", n, dump(m))
	}
	v := m.View()
	var standing facet.Standing
	for _, mod := range v.Played() {
		standing, _ = mod.Loaded.(facet.Standing)
	}
	for _, tc := range []struct {
		side, leader string
		members      []string
		hidden       int // the enemies it does not see
	}{
		{"blue", "blue.renegade-prophet-1", []string{"blue.renegade-cultist-1", "blue.renegade-cultist-2"}, 2},
		{"red", "red.ec-commander-1", []string{"red.ec-trooper-1"}, 3},
	} {
		units := v.AppendUnitsSeenBy(tc.side, nil)
		if len(units) != len(v.Units())-tc.hidden {
			t.Fatalf("%s sees %d of %d units, want all but the %d enemies behind the bulkhead", tc.side, len(units), len(v.Units()), tc.hidden)
		}
		at := map[string]geom.Vec{}
		for _, u := range units {
			at[u.ID] = u.Base.Centre
		}
		var rings, lines []string
		for _, sh := range standing.Standing(v, units) {
			switch sh.Kind {
			case facet.Ring:
				for id, c := range at {
					if c == sh.At {
						rings = append(rings, id)
					}
				}
			case facet.Line:
				if len(sh.Path) == 2 && sh.Path[0] == at[tc.leader] {
					lines = append(lines, fmt.Sprint(sh.Path[1] == at[tc.members[len(lines)%len(tc.members)]]))
				}
			}
		}
		if len(rings) != 1 || rings[0] != tc.leader || len(lines) != len(tc.members) || slices.Contains(lines, "false") {
			t.Errorf("%s's squad as it sees it: rings round %v, lines from %s to its members %v; want one ring round it and a line to each of %v",
				tc.side, rings, tc.leader, lines, tc.members)
		}
	}
}
