package ai

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// calledHuddle is huddle with rifles on both sides and the locations
// module (XS-10 with XS-24), for three rounds.
var calledHuddle = strings.NewReplacer("- {unit: ec-commander, melee: knife}", "- {unit: ec-commander, ranged: rifle}",
	"rounds: 2\n", "rounds: 3\nmodules: [locations]\n").Replace(huddle)

// The AI calls head shots where they pay (XS-10, XS-24): a rifle's c of 1
// never kills a fresh cultist of 2 wounds in one aimed shot, and a head
// shot's wound, doubled, does, so both sides call them (the preview
// compares the kill chances); no order of theirs is refused; without the
// module none is called.
func TestTheAICallsHeadShotsThatPay(t *testing.T) {
	if !strings.Contains(calledHuddle, "modules: [locations]") || !strings.Contains(calledHuddle, "ec-commander, ranged: rifle") {
		t.Fatal("the huddle did not take the rifle and the module")
	}
	calls := stepsOf(t, calledHuddle, "call")
	for _, st := range calls[true] {
		if !strings.HasSuffix(st, " head") {
			t.Errorf("%q is called at no head", st)
		}
	}
	if len(calls[true]) == 0 || len(calls[false]) != 0 {
		t.Errorf("head shots called with the module %d, without %d; want some, and none", len(calls[true]), len(calls[false]))
	}
	t.Logf("%d head shots called in 4 games", len(calls[true]))
}

// A head shot is offered where it kills more often than the plain aimed
// shot at the same model: the commander's rifle (c 1) kills a fresh
// cultist (2 wounds) only with a head shot, and is offered one at each;
// its assault rifle (c 2) kills cultist 1, in the open, more often aimed
// at the body (two hits at TN 5 come easier than one at TN 7), and the
// two in cover more often at the head (one hit at TN 9 against two at TN
// 7): it is offered those two only.
func TestAHeadShotIsOfferedWhereItKillsMore(t *testing.T) {
	assault := strings.Replace(calledHuddle, "- {unit: ec-commander, ranged: rifle}", "- {unit: ec-commander, ranged: assault-rifle}", 1)
	for _, tc := range []struct {
		name, text string
		want       string
	}{{"rifle", calledHuddle, "cultist-1 cultist-2 cultist-3"}, {"assault rifle", assault, "cultist-2 cultist-3"}} {
		c, s := textScenario(t, tc.text)
		m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
		if err != nil {
			t.Fatal(err)
		}
		a := NewTactician("red", Hard, 1)
		tb := a.table(m.View())
		var offered []string
		for _, u := range tb.own {
			if u.Model.Unit.ID != "ec-commander" {
				continue
			}
			a.moduleCandidates(tb, u, 1, func(c candidate) {
				if c.order.Verb == "call" && strings.Contains(c.order.Target, "cultist") {
					offered = append(offered, strings.TrimPrefix(c.order.Target, "blue.renegade-"))
				}
			})
		}
		if got := strings.Join(offered, " "); got != tc.want {
			t.Errorf("%s: head shots offered at %q; want %q", tc.name, got, tc.want)
		}
	}
}

// stepsOf plays the scenario written in text four times with its
// modules (true) and four times with none (false), and returns the steps
// of verb declared in each (declaredSteps).
func stepsOf(t *testing.T, text, verb string) map[bool][]string {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	out := map[bool][]string{}
	for _, with := range []bool{true, false} {
		s := textScenarioOf(t, c, text)
		if !with {
			s.Modules = []string{}
		}
		for _, st := range declaredSteps(t, c, s, 4) {
			if strings.Contains(st, " "+verb+" ") {
				out[with] = append(out[with], st)
			}
		}
	}
	return out
}

// declaredSteps plays games of s with content c, seeds 1 to n, red at
// Hard against blue at Normal, and returns every step either side
// declared, in order; an order the match refuses fails the test (the AI
// previews what it declares).
func declaredSteps(t *testing.T, c *content.Content, s *scenarios.Scenario, n uint64) []string {
	t.Helper()
	var steps []string
	for _, m := range playGames(t, c, s, n, tacticians(Hard, Normal)) {
		for _, e := range m.View().Log(0) {
			if d, ok := e.Event.(orders.Declared); ok {
				steps = append(steps, d.Steps...)
			}
		}
	}
	return steps
}
