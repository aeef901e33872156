package logtext

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
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
	// The log tells the rule modules' events and orders as the modules
	// played say (Names.Modules): the examples play them all.
	if testNames.Modules, err = modules.Playing(modules.Names(), rulesContent); err != nil {
		panic(err)
	}
}

// play runs orders (the kg run format) on the skirmish deck (a copy of
// game/match's test deck) with scripted dice until the match ends.
func play(t testing.TB, text string, faces ...int) *match.Match {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/skirmish.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	decls, err := orders.ParseOrders("orders", text)
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
		t.Fatal(err)
	}
	return m
}
