package ai

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// openGround is an open deck where red's trooper stands in the sights of
// blue's two riflemen, 10" off, with a wall block south of the way
// between them, for the evasion module (XS-18).
const openGround = `name: Open ground
rounds: 3
modules: [evasion]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ####################
  #a.................#
  #a.........d.......#
  #a.................#
  #a.........d.......#
  #a.....##..........#
  #a.....##..........#
  ####################
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: rifle}
        - {unit: ec-trooper, ranged: rifle}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: rifle}
        - {unit: renegade-cultist, ranged: rifle}
`

// openMatch is a match on the open ground, the module on or off, its
// models where the deck's comment says.
func openMatch(t *testing.T, on bool) *match.Match {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	s := textScenarioOf(t, c, openGround)
	if !on {
		s.Modules = []string{}
	}
	at := map[string][2]float64{"red.ec-commander-1": {1.5, 1.5}, "red.ec-trooper-1": {1.5, 3.5},
		"blue.renegade-prophet-1": {11.5, 2.5}, "blue.renegade-cultist-1": {11.5, 4.5}}
	var placements []match.Placement
	for _, turn := range match.DeploymentOrder(s) {
		p := at[turn.Unit]
		placements = append(placements, match.Placement{Unit: turn.Unit, X: p[0], Y: p[1], Facing: 180 * float64(turn.Side)})
	}
	m, err := match.NewDeployed(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{}, placements)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// XS-18 for the AI's movement (the evasion module's Grounds): to the
// trooper in the riflemen's sights, ground a full 5" away is worth the
// +1 TN it gains there, by the share of the threats that see it; ground
// 4" away gains nothing, and nor does any ground without the module.
// Its shots weigh the modifier through the odds, as every shot does.
func TestEvasionGround(t *testing.T) {
	for _, on := range []bool{true, false} {
		m := openMatch(t, on)
		a := NewTactician("red", Normal, 1)
		tb := a.table(m.View())
		var u *orders.Unit
		for i := range tb.units {
			if tb.units[i].ID == "red.ec-trooper-1" {
				u = &tb.units[i]
			}
		}
		if u == nil {
			t.Fatal("no trooper")
		}
		far, near := tb.moduleGround(u, geom.Vec{X: 7.5, Y: 3.5}), tb.moduleGround(u, geom.Vec{X: 5.5, Y: 3.5})
		shelter, threats := tb.shelter(u, geom.Vec{X: 7.5, Y: 3.5})
		want := 0.0
		if on {
			want = 0.2 * a.Level.Weights.Shelter * (1 - shelter/float64(threats))
		}
		if threats != 2 || near != 0 || far < want-1e-9 || far > want+1e-9 || on && far == 0 {
			t.Errorf("module on %v: 6\" away worth %v (want %v; sheltered %v of %d threats), 4\" away %v (want 0)", on, far, want, shelter, threats, near)
		}
	}
}

// The AI plays with evasion on: it weighs shots at moving models by their
// odds, the module's modifier in them, and moves by ground the module
// values. Four games of two AIs on the open ground: shots declared, no
// order refused.
func TestTheAIPlaysWithEvasion(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	shots := 0
	for _, m := range playGames(t, c, textScenarioOf(t, c, openGround), 4, tacticians(Hard, Normal)) {
		for _, e := range m.View().Log(0) {
			if d, ok := e.Event.(orders.Declared); ok {
				for _, st := range d.Steps {
					if strings.Contains(st, " shoot ") {
						shots++
					}
				}
			}
		}
	}
	if shots == 0 {
		t.Error("no shot in four games")
	}
}
