package ai

import (
	"strings"
	"testing"
)

// lanes is a deck where a red trooper faces a renegade cultist 8" away
// (past the red commander's charge) and the renegades' prophet, their
// Squad Leader and worth far more, 10" away, both in the open and in
// range.
const lanes = `name: Lanes
rounds: 2
modules: [priority]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ################
  #a.............#
  #a........d.d..#
  #..............#
  ################
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, melee: knife}
        - {unit: ec-trooper, ranged: rifle}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-cultist, ranged: rifle}
        - {unit: renegade-prophet, ranged: rifle}
`

// XS-22 for the AI: without the module it shoots the prophet, worth
// more; with target priority on, the prophet behind the cultist is no
// legal pick, and it shoots the cultist instead of trying a shot the
// match would refuse.
func TestTheAIShootsTheClosest(t *testing.T) {
	for _, l := range []Level{Normal, Hard} {
		if got := firstOrder(t, lanes, l, false); !strings.Contains(got, "shoot blue.renegade-prophet-1") {
			t.Errorf("%s without the module: %q, want the shot at the prophet", l.Name, got)
		}
		if got := firstOrder(t, lanes, l, true); !strings.Contains(got, "shoot blue.renegade-cultist-1") {
			t.Errorf("%s with target priority: %q, want the shot at the closest, the cultist", l.Name, got)
		}
	}
}
