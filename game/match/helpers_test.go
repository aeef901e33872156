package match_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
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
func play(t testing.TB, orders string, faces ...int) *match.Match {
	t.Helper()
	return playOn(t, skirmish(t), orders, faces...)
}

func playOn(t testing.TB, s *scenarios.Scenario, orders string, faces ...int) *match.Match {
	t.Helper()
	decls, err := match.ParseOrders("orders", orders)
	if err != nil {
		t.Fatal(err)
	}
	src, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	scripts, _ := match.Scripts([2]string{s.Sides[0].ID, s.Sides[1].ID}, decls)
	m, err := match.New(s, rulesContent, match.DefaultSettings(), src, [2]match.Player{scripts[0], scripts[1]})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(100000); err != nil {
		t.Fatalf("%v\n%s", err, dump(m))
	}
	return m
}

// dump is the log in short, for failure messages.
func dump(m *match.Match) string {
	var b strings.Builder
	for _, e := range m.Log() {
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
	for _, e := range m.Log() {
		if x, ok := e.Event.(T); ok {
			out = append(out, x)
		}
	}
	return out
}

func unitAt(t testing.TB, m *match.Match, id string) *match.Unit {
	t.Helper()
	for _, u := range m.Units {
		if u.ID == id {
			return u
		}
	}
	t.Fatalf("no unit %s", id)
	return nil
}
