package orders_test

import (
	"fmt"
	"math"
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
		"5 red":                            "o.txt:1:1: want TICK SIDE ORDER",
		"  5 red a fly":                    "o.txt:1:9: a: unknown order \"fly\"",
		"5 red a move 1 1 &b fly":          "o.txt:1:19: b: unknown order",
		"5 red a face NaN":                 "o.txt:1:7: a face: \"NaN\" is not a number",
		"5 red a face Inf":                 "o.txt:1:7: a face: \"Inf\" is not a number",
		"5 red a step 1 -Inf":              "\"-Inf\" is not a number",
		"5 red a free 9223372036854775807": "not a whole number of AP from 1 to 1000",
		"5 red a move 1 2 3 4":             "a move takes 2 argument(s), got 4",
		"5 red " + strings.Repeat("a face 1 & ", orders.MaxComboSteps) + "a face 1": "o.txt:1:7: a combo of 49 steps; a combo holds at most 48",
		"5 red a face 1\x00":     "o.txt:1:15: a NUL byte",
		"5 red a face \xff":      "o.txt:1:14: byte 0xff is not UTF-8",
		"5 red é face 1 & b fly": "o.txt:1:18: b: unknown order",
		"-1 red done":            "tick \"-1\"",
		"5 red a move 1":         "needs more arguments",
		"5 red a move x 1":       "\"x\" is not a number",
		"5 red a shoot":          "needs a target",
		"5 red a shoot b lazer":  "no shot type",
		"5 red a attack b bite":  "no attack type",
		"5 red a defend maybe":   "passive, or active TYPE",
		"5 red a react wait":     "KG-WAIT-05",
		"5 red a wait now":       "takes no arguments",
		"9 red done\n5 red done": "o.txt:2:1: tick 5 comes before",
	}
	for text, want := range bad {
		if _, err := orders.ParseOrders("o.txt", text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v; want %q", text, err, want)
		}
	}
}

// An orders file past MaxDeclarations, or with thousands of mistakes, is
// refused quickly, its first problems listed and the rest counted.
func TestParseOrdersLimits(t *testing.T) {
	many := strings.Repeat("1 red done\n", orders.MaxDeclarations+1)
	if _, err := orders.ParseOrders("o.txt", many); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("o.txt:%d:1: more than %d declarations", orders.MaxDeclarations+1, orders.MaxDeclarations)) {
		t.Errorf("too many: %v", err)
	}
	_, err := orders.ParseOrders("o.txt", strings.Repeat("x red done\n", 5000))
	if err == nil || strings.Count(err.Error(), "\n") != 20 || !strings.HasSuffix(err.Error(), "o.txt: and 4980 more problems") {
		t.Errorf("5000 bad lines: %d lines of errors, ending %q", strings.Count(fmt.Sprint(err), "\n"), fmt.Sprint(err)[max(0, len(fmt.Sprint(err))-60):])
	}
}

// A declaration from a record is checked as text would be: an unknown verb,
// a shot type or attack out of range, a number that is not finite, or a
// field the verb does not take is refused (issue 13: a record with a
// "teleport" or a shot type 99 replayed, and the shot was paid for).
func TestCheckWritten(t *testing.T) {
	core := orders.Core()
	decl := func(o orders.Order) orders.Declaration {
		return orders.Declaration{Tick: 5, Side: "red", Steps: []orders.Order{o}}
	}
	good := []orders.Declaration{
		decl(orders.Order{Unit: "a", Verb: orders.Move, X: 1.25, Y: 3}),
		decl(orders.Order{Unit: "a", Verb: orders.Shoot, Target: "blue.b", Shot: combat.Aimed}),
		decl(orders.Order{Unit: "a", Verb: orders.React, Then: &orders.Order{Verb: orders.Move, X: 3.5, Y: 1.5}}),
		decl(orders.Order{Unit: "a", Verb: orders.Defend, Class: combat.Active, Type: combat.Dodge}),
		{Tick: 9, Side: "red", Steps: []orders.Order{{Verb: orders.Done}}},
	}
	for _, d := range good {
		if _, err := core.CheckWritten(d); err != nil {
			t.Errorf("%v: %v", d, err)
		}
	}
	// A field the verb does not take is dropped.
	back, err := core.CheckWritten(decl(orders.Order{Unit: "a", Verb: orders.Shoot, Target: "b", X: 7, Attack: combat.Kick}))
	if err != nil || back.Steps[0].X != 0 || back.Steps[0].Attack != 0 || back.Steps[0].Target != "b" {
		t.Errorf("stray fields: %+v %v", back, err)
	}
	bad := map[string]orders.Declaration{
		"unknown order":       decl(orders.Order{Unit: "a", Verb: "teleport", X: 1, Y: 1}),
		"no shot type":        decl(orders.Order{Unit: "a", Verb: orders.Shoot, Target: "b", Shot: 99}),
		"no attack type":      decl(orders.Order{Unit: "a", Verb: orders.Attack, Target: "b", Attack: -3}),
		"is not a number":     decl(orders.Order{Unit: "a", Verb: orders.Move, X: math.NaN(), Y: 1}),
		"unknown order \"b\"": decl(orders.Order{Unit: "a b", Verb: orders.Wait}),
		"whole number of AP":  decl(orders.Order{Unit: "a", Verb: orders.Free, AP: -5}),
		"want TICK SIDE":      {Tick: 1, Side: "", Steps: []orders.Order{{Verb: orders.Done}}},
		"holds at most":       {Tick: 1, Side: "red", Steps: make([]orders.Order, orders.MaxComboSteps+1)},
	}
	for want, d := range bad {
		if _, err := core.CheckWritten(d); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%+v: %v; want %q", d, err, want)
		}
	}
}

// A module's order of TargetWordArgs reads "U verb T WORD" (a called
// shot, "U call T head"): the target and the word, the word one of the
// kind's Words when it lists any; it writes back the same, and a record's
// order with a word it does not take is refused.
func TestTargetAndWord(t *testing.T) {
	rules := orders.Core().With(orders.Module{Name: "test", Kinds: []*orders.Kind{
		{Verb: "call", Category: orders.Ranged, Args: orders.TargetWordArgs, Target: true, Words: []string{"head", "engine"}},
		{Verb: "tag", Category: orders.Other, Args: orders.TargetWordArgs, Target: true},
	}})
	d, err := rules.ParseOrders("o.txt", "5 red a call blue.b head & a tag blue.c anything\n")
	if err != nil {
		t.Fatal(err)
	}
	if o := d[0].Steps[0]; o.Target != "blue.b" || o.Word != "head" || o.String() != "a call blue.b head" {
		t.Errorf("read %+v, written %q", o, o.String())
	}
	if o := d[0].Steps[1]; o.Word != "anything" || o.String() != "a tag blue.c anything" {
		t.Errorf("a kind with no Words takes any word: %+v", o)
	}
	for text, want := range map[string]string{
		"5 red a call":               "o.txt:1:7: a call needs a target",
		"5 red a call blue.b":        "a call needs a target and a word after it",
		"5 red a call blue.b neck":   `a call: "neck" is not one of head, engine`,
		"5 red a call blue.b head 2": "a call takes 2 argument(s), got 3",
	} {
		if _, err := rules.ParseOrders("o.txt", text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v; want %q", text, err, want)
		}
	}
	back, err := rules.CheckWritten(orders.Declaration{Tick: 1, Side: "red", Steps: []orders.Order{{Unit: "a", Verb: "call", Target: "blue.b", Word: "engine"}}})
	if err != nil || back.Steps[0].Word != "engine" {
		t.Errorf("written back: %+v %v", back, err)
	}
	if _, err := rules.CheckWritten(orders.Declaration{Tick: 1, Side: "red", Steps: []orders.Order{{Unit: "a", Verb: "call", Target: "blue.b", Word: "tail"}}}); err == nil {
		t.Error("a record's call at a tail was read")
	}
	if !rules.Has("test") || rules.Has("suppression") || orders.Core().Has("test") || (*orders.Rules)(nil).Has("test") {
		t.Error("Has: the rules know the modules plugged in, by name, and no more")
	}
}
