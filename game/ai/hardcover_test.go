package ai

import (
	"math"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
)

// coverRange is a deck of cover for the hardcover module (XS-19): a red
// rifleman at its west end; machinery (hard), crates beside a spot
// (soft), and crates 3" short of a spot (no cover with the module).
const coverRange = `name: Cover range
rounds: 3
modules: [MODULES]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "c", name: crates, terrain: difficult, cover: true}
  - {char: "%", name: machinery, terrain: very-difficult, cover: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ##################
  #a......c........#
  #..........%.....#
  #..........c.....#
  #...............d#
  ##################
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: rifleRADAR}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: rifle}
`

// The AI's shelter with XS-19 (facet.Shelters): a spot beside machinery
// is worth more than one beside crates, and one whose crates stand 3"
// off is no cover at all; against a radar sight only hard cover's armour
// is left. Without the module every spot the core finds in cover is worth
// the same.
func TestTheAIWeighsHardCover(t *testing.T) {
	spots := map[string]geom.Vec{"hard": {X: 12.5, Y: 2.5}, "soft": {X: 12.5, Y: 3.5}, "far": {X: 12.5, Y: 1.5}}
	shelters := func(modules, radar string) map[string]float64 {
		c, s := textScenario(t, fmtCover(modules, radar))
		m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
		if err != nil {
			t.Fatal(err)
		}
		a := NewTactician("blue", Normal, 1)
		tb := a.table(m.View())
		u := tb.own[0]
		out := map[string]float64{}
		for name, p := range spots {
			sh, threats := tb.shelter(u, p)
			if threats != 1 {
				t.Fatalf("%s: %d threats, want the rifleman", name, threats)
			}
			out[name] = sh
		}
		return out
	}
	w := Normal.Weights.Cover
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	on := shelters("hardcover", "")
	if !near(on["hard"], 1.3*w) || !near(on["soft"], w) || on["far"] != 0 {
		t.Errorf("with the module: %v; want hard %.2f, soft %.2f, far 0", on, 1.3*w, w)
	}
	radar := shelters("hardcover", ", radar: true")
	if !near(radar["hard"], 0.3*w) || radar["soft"] != 0 || radar["far"] != 0 {
		t.Errorf("against a radar sight: %v; want hard %.2f, the rest 0", radar, 0.3*w)
	}
	off := shelters("blast", "")
	if off["hard"] != w || off["soft"] != w || off["far"] != w {
		t.Errorf("without the module: %v; want %.2f each", off, w)
	}
}

// fmtCover is coverRange with its modules and the rifleman's radar.
func fmtCover(modules, radar string) string {
	return strings.NewReplacer("MODULES", modules, "RADAR", radar).Replace(coverRange)
}

// The AI plays XS-19 without a refusal: games on the cover range with
// radar sights and the module on, the Tactician and the Baseline.
func TestTheAIPlaysHardCover(t *testing.T) {
	c, s := textScenario(t, fmtCover("hardcover", ", radar: true"))
	playGames(t, c, s, 6, func(seed uint64) [2]match.Player {
		red := match.Player(NewTactician("red", Hard, seed))
		if seed%2 == 0 {
			red = &Baseline{Side: "red"}
		}
		return [2]match.Player{red, NewTactician("blue", Normal, seed)}
	})
}
