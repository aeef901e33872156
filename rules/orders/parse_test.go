package orders_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
)

func TestParseOrders(t *testing.T) {
	d, err := orders.ParseOrders("o.txt", `
# comment
10 red ec-trooper-1 move 4.5 3.5 & ec-trooper-1 shoot blue.x aimed   # a combo
20 blue cultist-1 defend active dodge
30 blue cultist-1 react attack red.y kick
40 red ec-trooper-1 cancel & ec-trooper-2 cancel
50 red done
`)
	if err != nil {
		t.Fatal(err)
	}
	if len(d) != 5 || len(d[0].Steps) != 2 || d[0].Steps[1].Shot != combat.Aimed || d[0].Line != 3 {
		t.Fatalf("%+v", d)
	}
	if d[1].Steps[0].Class != combat.Active || d[1].Steps[0].Type != combat.Dodge || d[2].Steps[0].Then.Attack != combat.Kick {
		t.Errorf("%+v %+v", d[1], d[2])
	}
	if got := d[0].Steps[0].String() + " & " + d[0].Steps[1].String(); got != "ec-trooper-1 move 4.5 3.5 & ec-trooper-1 shoot blue.x aimed" {
		t.Errorf("String: %q", got)
	}
	bad := map[string]string{
		"5 red":                  "o.txt:1: want TICK SIDE ORDER",
		"-1 red done":            "tick \"-1\"",
		"5 red a move 1":         "needs more arguments",
		"5 red a move x 1":       "\"x\" is not a number",
		"5 red a shoot":          "needs a target",
		"5 red a shoot b lazer":  "no shot type",
		"5 red a attack b bite":  "no attack type",
		"5 red a defend maybe":   "passive, or active TYPE",
		"5 red a react wait":     "KG-WAIT-05",
		"5 red a wait now":       "takes no arguments",
		"9 red done\n5 red done": "o.txt:2: tick 5 comes before",
	}
	for text, want := range bad {
		if _, err := orders.ParseOrders("o.txt", text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v; want %q", text, err, want)
		}
	}
}
