package ai

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
)

// sweepHuddle is huddle with the red commander's assault rifle and the
// sweep module (XS-27), for three rounds.
var sweepHuddle = strings.NewReplacer("- {unit: ec-commander, melee: knife}", "- {unit: ec-commander, ranged: assault-rifle}",
	"rounds: 2\n", "rounds: 3\nmodules: [sweep]\n").Replace(huddle)

// The AI sweeps clusters (XS-27): against four renegades packed into a
// corner the assault rifle sweeps (a sweep at a cultist is worth more
// than any shot at one; the prophet, a Squad Leader worth three times as
// much, draws aimed and snap shots of its own first), and never has an
// order refused; without the module it never tries.
func TestTheAISweepsAHuddle(t *testing.T) {
	if !strings.Contains(sweepHuddle, "assault-rifle") || !strings.Contains(sweepHuddle, "modules: [sweep]") {
		t.Fatal("the huddle did not take the assault rifle and the module")
	}
	sweeps := stepsOf(t, sweepHuddle, "sweep")
	if len(sweeps[true]) == 0 || len(sweeps[false]) != 0 {
		t.Errorf("sweeps with the module %d, without %d; want some, and none", len(sweeps[true]), len(sweeps[false]))
	}
	t.Logf("%d sweeps in 4 games", len(sweeps[true]))
}

// A sweep is offered only at a target with another enemy within the
// sweep's radius (XS-27: 2"): at the packed renegades it is, at a lone
// prophet it is not (a sweep at one model is a shot at +1 TN), and a
// model whose weapon is no automatic one is never offered one; nor is a
// model none of whose plain shots is worth anything.
func TestSweepsOnlyAtCrowds(t *testing.T) {
	lone := strings.Replace(sweepHuddle, "        - {unit: renegade-cultist, count: 3, ranged: rifle}\n", "", 1)
	if lone == sweepHuddle {
		t.Fatal("the lone prophet's scenario kept the cultists")
	}
	for _, tc := range []struct {
		name, text string
		want       bool
	}{{"huddle", sweepHuddle, true}, {"lone prophet", lone, false}} {
		c, s := textScenario(t, tc.text)
		m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
		if err != nil {
			t.Fatal(err)
		}
		a := NewTactician("red", Hard, 1)
		tb := a.table(m.View())
		offered := map[string]int{}
		for _, u := range tb.own {
			a.moduleCandidates(tb, u, 1, func(c candidate) {
				if c.order.Verb == "sweep" {
					offered[u.Model.Unit.ID]++
				}
			})
			a.moduleCandidates(tb, u, 0, func(c candidate) {
				if c.order.Verb == "sweep" {
					t.Errorf("%s: a sweep offered to %s with no plain shot worth anything: %v", tc.name, u.ID, c.order)
				}
			})
		}
		if got := offered["ec-commander"] > 0; got != tc.want {
			t.Errorf("%s: sweeps offered %v; want some: %v", tc.name, offered, tc.want)
		}
		if offered["ec-trooper"] > 0 {
			t.Errorf("%s: the trooper's rifle is offered a sweep: %v", tc.name, offered)
		}
	}
}
