package match_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/logtext"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

var rulesContent *content.Content

func init() {
	var err error
	if rulesContent, err = content.Default(); err != nil {
		panic(err)
	}
}

func skirmish(t testing.TB) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/skirmish.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// play runs orders (the kg run format) on the skirmish deck with scripted
// dice until the match ends.
func play(t testing.TB, text string, faces ...int) *match.Match {
	t.Helper()
	return playOn(t, skirmish(t), text, faces...)
}

func playOn(t testing.TB, s *scenarios.Scenario, text string, faces ...int) *match.Match {
	t.Helper()
	src, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	return playWith(t, s, text, src)
}

// playWith runs orders on s with the dice of src until the match ends.
func playWith(t testing.TB, s *scenarios.Scenario, text string, src dice.Source) *match.Match {
	t.Helper()
	m := scripted(t, s, text, src)
	if err := m.Run(100000); err != nil {
		t.Fatalf("%v\n%s", err, dump(m))
	}
	return m
}

// scripted is a match on s, not begun, in which each side declares the
// orders text gives it, with the dice of src.
func scripted(t testing.TB, s *scenarios.Scenario, text string, src dice.Source) *match.Match {
	t.Helper()
	rules, err := modules.Rules(s.Modules, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	decls, err := rules.ParseOrders("orders", text)
	if err != nil {
		t.Fatal(err)
	}
	scripts, _ := match.Scripts([2]string{s.Sides[0].ID, s.Sides[1].ID}, decls)
	m, err := match.New(s, rulesContent, match.DefaultSettings(), src, [2]match.Player{scripts[0], scripts[1]})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// dump is the log in short, for failure messages.
func dump(m *match.Match) string {
	var b strings.Builder
	for _, e := range m.View().Log(0) {
		if _, ok := e.Event.(match.Deployed); ok {
			continue
		}
		fmt.Fprintf(&b, "  t%d %T %+v\n", e.Tick, e.Event, e.Event)
	}
	return b.String()
}

// find returns the events of type T, in order.
func find[T combat.Event](m *match.Match) []T {
	var out []T
	for _, e := range m.View().Log(0) {
		if x, ok := e.Event.(T); ok {
			out = append(out, x)
		}
	}
	return out
}

func unitAt(t testing.TB, m *match.Match, id string) orders.Unit {
	t.Helper()
	u, ok := m.View().Unit(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	return u
}

// sideAP is a side's AP now.
func sideAP(m *match.Match, side string) int {
	s, _ := m.View().Side(side)
	return s.AP
}

// result is how the match ended, nil while it goes on.
func result(m *match.Match) *match.Result {
	if r, over := m.Result(); over {
		return &r
	}
	return nil
}

// plainLog is m's log in words, as a player reads it with Rules detail
// off, its lines joined (a long line wraps); it fails the test on any of
// raw (rule IDs, unit IDs, marks) in it.
func plainLog(t *testing.T, m *match.Match, raw ...string) string {
	t.Helper()
	names := logtext.MatchNames(m.View())
	names.Plain = true
	var b strings.Builder
	for _, e := range m.View().Log(0) {
		for _, l := range logtext.Lines(e, names) {
			b.WriteString(strings.TrimSpace(l.Text) + " ")
		}
	}
	text := b.String()
	for _, r := range raw {
		if strings.Contains(text, r) {
			t.Errorf("the plain log names %q:\n%s", r, text)
		}
	}
	return text
}
