package match_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// Target priority in a match (XS-22, SW-SHOOT-04/05): the trooper's shot
// at the far cultist is refused, naming the prophet 6" away, as easy to
// hit and closer; its shot at the prophet is taken. Under the core rules
// the far shot is taken.
func TestTargetPriorityInAMatch(t *testing.T) {
	const text = `
0   red  ec-trooper-1 shoot blue.renegade-cultist-1
0   blue done
100 red  ec-trooper-1 shoot blue.renegade-prophet-1
`
	load := func() *scenarios.Scenario {
		s, err := scenarios.LoadFile("testdata/priority.yaml", rulesContent)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	m := playModules(t, load(), text, 1)
	refused := find[match.Refused](m)
	if len(refused) != 1 || refused[0].RuleID != "XS-22" || !strings.Contains(refused[0].Reason, "closest medium target it can shoot, blue.renegade-prophet-1") {
		t.Fatalf("refusals %+v, want the far shot refused naming the prophet\n%s", refused, dump(m))
	}
	shots := 0
	for _, d := range find[orders.Declared](m) {
		if d.Side == "red" && strings.Contains(strings.Join(d.Steps, " "), "shoot blue.renegade-prophet-1") {
			shots++
		}
	}
	if shots != 1 {
		t.Errorf("the shot at the prophet was not taken\n%s", dump(m))
	}
	core := load()
	core.Modules = []string{}
	if c := playModules(t, core, text, 1); len(find[match.Refused](c)) != 0 {
		t.Errorf("core rules: the far shot is the player's choice\n%s", dump(c))
	}
}
