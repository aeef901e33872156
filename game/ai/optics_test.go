package ai

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
)

// scoped is a deck where a red commander with a scoped rifle stands 17"
// from a renegade prophet across a chasm (the commander at 1.5, the
// prophet at 19.5), the way round a long corridor that leads away first:
// beyond the rifle's own reach (under 15"),
// inside an aimed shot's through the scope (long range 18", XS-17).
const scoped = `name: Scoped
rounds: 2
modules: [optics]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "~", name: chasm, terrain: impossible}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  #####################
  #a~~~~~~~~~~~~~~~~~d#
  #.#################.#
  #.#################.#
  #.#################.#
  #.#################.#
  #.#################.#
  #.#################.#
  #.#################.#
  #.#################.#
  #.#################.#
  #...................#
  #####################
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: rifle, scope: true}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: rifle}
`

// redSteps are the steps red's AI (a Tactician of level l) declares in
// the first 10 seconds of a match on text, the optics module on or off.
func redSteps(t *testing.T, text string, l Level, withModule bool) []string {
	t.Helper()
	c, s := textScenario(t, text)
	if !withModule {
		s.Modules = []string{}
	}
	m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{NewTactician("red", l, 1), nil})
	if err != nil {
		t.Fatal(err)
	}
	for m.Tick() < 600 {
		if _, over := m.Result(); over {
			break
		}
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	var out []string
	for _, e := range m.View().Log(0) {
		if d, ok := e.Event.(orders.Declared); ok && d.Side == "red" {
			out = append(out, d.Steps...)
		}
	}
	return out
}

// XS-17 for the AI: with the optics module the commander, which cannot
// close in, shoots the prophet 17" off with aimed shots through its
// scope: the AI weighs them because the module says how far the scope
// reaches (facet.Reach), where the rifle's own range (under 15") would
// rule the target out. Without the module it fires no shot from there.
// On an open deck it may also weigh the shot through the scope against
// closing in (TestTheAIPlaysWithOptics).
func TestTheAIShootsThroughItsScope(t *testing.T) {
	for _, l := range []Level{Normal, Hard} {
		got := redSteps(t, scoped, l, true)
		if len(got) == 0 || got[0] != "red.ec-commander-1 shoot blue.renegade-prophet-1 aimed" {
			t.Errorf("%s with the optics module: %q, want aimed shots at the prophet", l.Name, got)
		}
		for _, st := range redSteps(t, scoped, l, false) {
			if strings.Contains(st, " shoot ") {
				t.Errorf("%s without the module: %q, a shot out of range", l.Name, st)
			}
		}
	}
}

// firefight is an open deck where both sides carry the optics module's
// gear: scoped rifles, shotguns, a heavy rifle, a machine pistol, a
// high- and a low-calibre rifle.
const firefight = `name: Firefight
rounds: 4
modules: [optics]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "c", name: crates, terrain: difficult, cover: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ##############################
  #aaa.........................#
  #aaa......cc.........cc...ddd#
  #aaa......cc.........cc...ddd#
  #aaa......................ddd#
  #aaa.........cc...........ddd#
  #aaa.........cc...........ddd#
  #aaa......................ddd#
  ##############################
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: high-calibre-rifle, scope: true}
        - {unit: ec-trooper, count: 2, ranged: shotgun}
        - {unit: ec-marksman, ranged: sniper-rifle, scope: true}
        - {unit: ec-gunner, ranged: heavy-rifle}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: rifle, scope: true}
        - {unit: renegade-cultist, count: 2, ranged: shotgun}
        - {unit: renegade-runner, ranged: machine-pistol}
        - {unit: renegade-salvager, ranged: low-calibre-rifle, scope: true}
`

// XS-17 for the AI, whole games: the Tactician (normal and hard) and the
// Baseline play the optics module's gear to the end with no order
// refused; the Tactician fires aimed shots through its scopes and
// shotguns past short range (their spread in the rolls).
func TestTheAIPlaysWithOptics(t *testing.T) {
	c, s := textScenario(t, firefight)
	aimed, spread := 0, 0
	games := playGames(t, c, s, 12, func(seed uint64) [2]match.Player {
		red := match.Player(NewTactician("red", Normal, seed))
		if seed%3 == 0 {
			red = &Baseline{Side: "red"}
		}
		return [2]match.Player{red, NewTactician("blue", Hard, seed)}
	})
	for _, m := range games {
		for _, e := range m.View().Log(0) {
			switch ev := e.Event.(type) {
			case orders.Declared:
				for _, st := range ev.Steps {
					if strings.HasSuffix(st, " aimed") && (strings.Contains(st, "commander") || strings.Contains(st, "marksman") ||
						strings.Contains(st, "prophet") || strings.Contains(st, "salvager")) {
						aimed++
					}
				}
			case combat.Roll:
				for _, md := range ev.Modifiers {
					if md.RuleID == "XS-17" && ev.Kind == combat.HitRoll {
						spread++
					}
				}
			}
		}
	}
	if aimed == 0 || spread == 0 {
		t.Errorf("12 games: %d aimed shots by scoped models, %d spreading shotgun rolls; want some of each", aimed, spread)
	}
	t.Logf("12 games: %d aimed shots by scoped models, %d spreading shotgun rolls", aimed, spread)
}
