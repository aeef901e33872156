package ai

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// huddle is a small deck where a red trooper with a grenade (beside a
// commander with only a knife) faces four renegades packed into a 2 × 2
// corner a few inches away: a grenade's 3" template covers several.
const huddle = `name: Huddle
rounds: 2
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ##########
  #a....dd.#
  #a....dd.#
  #........#
  ##########
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, melee: knife}
        - {unit: ec-trooper, ranged: rifle, grenades: 1}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: rifle}
        - {unit: renegade-cultist, count: 3, ranged: rifle}
`

// firstOrder is the first thing the AI of level l declares for red on
// scenario text, with the scenario's modules or none.
func firstOrder(t *testing.T, text string, l Level, withModules bool) string {
	t.Helper()
	c, s := textScenario(t, text)
	if !withModules {
		s.Modules = []string{}
	}
	m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{NewTactician("red", l, 1), nil})
	if err != nil {
		t.Fatal(err)
	}
	for m.Tick() < 600 {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
		for _, e := range m.View().Log(0) {
			if d, ok := e.Event.(orders.Declared); ok && d.Side == "red" {
				return strings.Join(d.Steps, " & ")
			}
		}
	}
	t.Fatal("the AI declared nothing in 10 seconds")
	return ""
}

// XS-01 for the AI: with the blast module on, a model with a grenade
// throws it at a cluster rather than firing a rifle at one of them; with
// the module off it shoots, and never tries an order the match refuses.
func TestTheAIThrowsAtClusters(t *testing.T) {
	for _, l := range []Level{Normal, Hard} {
		if got := firstOrder(t, huddle, l, true); !strings.Contains(got, " throw ") {
			t.Errorf("%s with the blast module: %q, want a throw at the huddle", l.Name, got)
		}
		if got := firstOrder(t, huddle, l, false); strings.Contains(got, " throw ") {
			t.Errorf("%s without the module: %q", l.Name, got)
		}
	}
}

// XS-01 for the AI: a commander with a grenade launcher fires shells at
// the huddle with launch (shoot refuses a blast weapon); without the
// module it has no order for its launcher and never tries one.
func TestTheAILaunchesShells(t *testing.T) {
	launcher := strings.Replace(strings.Replace(huddle, "{unit: ec-commander, melee: knife}", "{unit: ec-commander, ranged: grenade-launcher}", 1),
		"{unit: ec-trooper, ranged: rifle, grenades: 1}", "{unit: ec-trooper, melee: knife}", 1)
	if launcher == huddle {
		t.Fatal("the huddle's lists changed: mend the test")
	}
	for _, l := range []Level{Normal, Hard} {
		if got := firstOrder(t, launcher, l, true); !strings.Contains(got, " launch ") {
			t.Errorf("%s with the blast module: %q, want a shell launched at the huddle", l.Name, got)
		}
		if got := firstOrder(t, launcher, l, false); strings.Contains(got, " launch ") || strings.Contains(got, " shoot ") {
			t.Errorf("%s without the module: %q", l.Name, got)
		}
	}
}

// A grenade's worth counts the side's own models the blast may come down
// on against it, twice over: the commander standing beside the huddle
// makes the same throws worth less than with it standing well back.
func TestGrenadeWorthCountsFriendsAgainstIt(t *testing.T) {
	// The commander, first in red's list, deploys on red's zone cell
	// nearest the enemy: beside the huddle at (5, 1), or back at (3, 3);
	// the trooper stands at the same spot in both.
	beside := strings.Replace(huddle, "#a....dd.#\n  #a....dd.#\n  #........#", "#a...add.#\n  #a....dd.#\n  #........#", 1)
	back := strings.Replace(huddle, "#a....dd.#\n  #a....dd.#\n  #........#", "#a....dd.#\n  #a....dd.#\n  #..a.....#", 1)
	if beside == huddle || back == huddle {
		t.Fatal("the huddle's map changed: mend the test's variants")
	}
	near, far := throwWorths(t, beside), throwWorths(t, back)
	if len(far) == 0 {
		t.Fatal("no throw weighed")
	}
	dropped := false
	for target, w := range far {
		if near[target] > w+1e-9 {
			t.Errorf("a throw at %s is worth %.1f with the commander beside the huddle, %.1f without", target, near[target], w)
		}
		dropped = dropped || near[target] < w-1
	}
	if !dropped {
		t.Errorf("no throw is worth clearly less with a friend by the huddle: %v against %v", near, far)
	}
}

// throwWorths is what the hard Tactician makes of a throw by red's
// grenadier at each target, on scenario text.
func throwWorths(t *testing.T, text string) map[string]float64 {
	t.Helper()
	c, s := textScenario(t, text)
	m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	a := NewTactician("red", Hard, 1)
	tb := a.table(m.View())
	out := map[string]float64{}
	for _, u := range tb.own {
		if u.Model != nil && u.Model.Grenades > 0 {
			a.moduleCandidates(tb, u, 0, func(c candidate) {
				if c.order.Verb == "throw" {
					out[c.order.Target] = c.score
				}
			})
		}
	}
	return out
}

// textScenario loads the default content and the scenario written in
// text (as a file s.yaml would hold it).
func textScenario(t *testing.T, text string) (*content.Content, *scenarios.Scenario) {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	return c, textScenarioOf(t, c, text)
}

// textScenarioOf loads the scenario written in text with content c.
func textScenarioOf(t *testing.T, c *content.Content, text string) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.Load(fstest.MapFS{"s.yaml": {Data: []byte(text)}}, "s.yaml", "s.yaml", c)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
