package ai

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/geom"
)

// flanks is a deck where a red commander with a sniper rifle (a 30° arc
// under the fire-arcs module, XS-04) deploys facing between two renegades
// standing over 15° to either side of it, inside the 90° front arc.
const flanks = `name: Flanks
rounds: 2
modules: [arcs]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ################
  #.............d#
  #..............#
  #..............#
  #..............#
  #..............#
  #a.............#
  #..............#
  #..............#
  #..............#
  #..............#
  #.............d#
  ################
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: sniper-rifle}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: rifle}
        - {unit: renegade-cultist, ranged: rifle}
`

// XS-04 for the AI: with the fire-arcs module on, a shooter whose target
// stands outside its weapon's arc turns to face it and shoots, in one
// combo the match accepts (the turn within the sniper's ±15° of the
// target); without the module it shoots at once, as the core's 90° arc
// allows, and never turns.
func TestTheAITurnsToShoot(t *testing.T) {
	for _, l := range []Level{Normal, Hard} {
		got := firstOrder(t, flanks, l, true)
		steps := strings.Split(got, " & ")
		if len(steps) != 2 || !strings.Contains(steps[0], " face ") || !strings.Contains(steps[1], " shoot ") {
			t.Fatalf("%s with the fire-arcs module: %q, want a turn and then a shot", l.Name, got)
		}
		f := strings.Fields(steps[0])
		deg, err := strconv.ParseFloat(f[len(f)-1], 64)
		if err != nil {
			t.Fatal(err)
		}
		// The commander stands at (1.5, 6.5), the renegades at (14.5, 1.5) and (14.5, 11.5).
		target := geom.Vec{X: 14.5, Y: 1.5}
		if strings.Contains(steps[1], "cultist") {
			target.Y = 11.5
		}
		want := geom.Vec{X: 1.5, Y: 6.5}.Bearing(target)
		if math.Abs(geom.Turn(geom.Degrees(deg), want)) > geom.Degrees(15) {
			t.Errorf("%s: turned to %g°, the target is at %.1f°", l.Name, deg, want*180/math.Pi)
		}
		if got := firstOrder(t, flanks, l, false); strings.Contains(got, " face ") || !strings.Contains(got, " shoot ") {
			t.Errorf("%s without the module: %q, want a shot and no turn", l.Name, got)
		}
	}
}
