package ai

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/scenarios"
)

// fieldHall is a narrow hall where the Heracletians' Visionaries, in
// flux fields, and their troopers meet renegades at pistol range, with
// the energy (XS-20) and pointblank (XS-26) modules: pistols only, so a
// fight in contact is fought with point-blank shots.
const fieldHall = `name: Close quarters
rounds: 6
modules: [energy, pointblank]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ##############
  #aa........dd#
  #aa........dd#
  #aa........dd#
  ##############
sides:
  - id: red
    zone: west
    list:
      team: heracletians
      models:
        - {unit: heracletian-visionary, count: 2, ranged: pistol, armour: flak-jacket}
        - {unit: heracletian-flux-trooper, count: 2, ranged: pistol}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: pistol}
        - {unit: renegade-cultist, count: 3, ranged: pistol}
`

// The AI plays with energy fields and point blank: it weighs shots and
// attacks by odds that count the Visionaries' fields and point blank's
// −1, and never has an order refused. Four games of normal against hard:
// the fields and point blank come into the rolls (9 and 14 of them).
func TestTheAIPlaysWithFieldsAndPointBlank(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for _, m := range playGames(t, c, textScenarioOf(t, c, fieldHall), 4, tacticians(Normal, Hard)) {
		for _, e := range m.View().Log(0) {
			if r, ok := e.Event.(combat.Roll); ok {
				for _, md := range r.Modifiers {
					seen[md.RuleID]++
				}
			}
		}
	}
	if seen["XS-20"] == 0 || seen["XS-26"] == 0 {
		t.Errorf("in four games the fields' rolls %d, point blank's %d; want some of each", seen["XS-20"], seen["XS-26"])
	}
	t.Logf("wound rolls with a field: %d, at point blank: %d", seen["XS-20"], seen["XS-26"])
}

// playGames plays a game of s with content c for each seed from 1 to n,
// between the players pair makes for that seed, each to its end; it fails
// the test for a game that does not end and for every order refused (the
// AI previews what it declares), and returns the matches, seed 1's first.
func playGames(t *testing.T, c *content.Content, s *scenarios.Scenario, n uint64, pair func(seed uint64) [2]match.Player) []*match.Match {
	t.Helper()
	var out []*match.Match
	for seed := uint64(1); seed <= n; seed++ {
		m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(seed), pair(seed))
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(200000); err != nil {
			t.Fatal(err)
		}
		if !m.Over() {
			t.Errorf("seed %d: the match did not end", seed)
		}
		for _, e := range m.View().Log(0) {
			if r, ok := e.Event.(match.Refused); ok {
				t.Errorf("seed %d: %s's order %q refused: %s (%s)", seed, r.Side, r.Order, r.Reason, r.RuleID)
			}
		}
		out = append(out, m)
	}
	return out
}

// tacticians makes, for a seed, red's Tactician at level a and blue's at b.
func tacticians(a, b Level) func(seed uint64) [2]match.Player {
	return func(seed uint64) [2]match.Player {
		return [2]match.Player{NewTactician("red", a, seed), NewTactician("blue", b, seed)}
	}
}
