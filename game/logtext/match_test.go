package logtext

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
)

// KG-CMB-EX1 (game/match's TestComboExample1) played on the skirmish deck:
// a cultist waits; a trooper jumps out of cover to fire and is shot by it
// before it can return. Every entry of the real log renders, and round 1
// reads as below.
func TestRealMatch(t *testing.T) {
	m := realMatch(t)
	n := MatchNames(m.View())
	var got []string
	for _, e := range m.View().Log(0) {
		checkLines(t, e, n)
		if _, ok := e.Event.(match.Deployed); ok || e.Round != 1 {
			continue
		}
		got = append(got, show(Lines(e, n))...)
	}
	want := realRound1
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("round 1 reads\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
}

// realMatch plays KG-CMB-EX1 on the skirmish deck (TestRealMatch).
func realMatch(t *testing.T) *match.Match {
	return play(t, `
0  blue renegade-cultist-1 wait
40 red  ec-trooper-2 move 4.5 4.5 & ec-trooper-2 shoot blue.renegade-cultist-2 & ec-trooper-2 move 3.5 2.5
110 blue renegade-cultist-1 react shoot red.ec-trooper-2
`,
		3, 3, // round 1 AP: red, blue
		5, 4, // the reaction shot: one hit
		3,       // wound roll: a wound
		1, 2, 3, // the trooper's pinning test fails
		1, 1, 1, 1) // rounds 2 and 3
}

// realRound1 is round 1 of realMatch in the log.
var realRound1 = []string{
	"round -1 |Round 1 begins (KG-AP-02)",
	"round 0 |  red: 18 AP, rolled [3]",
	"round 1 |  blue: 16 AP, rolled [3]",
	"info 1 |blue: Cultist 1 wait, 1 AP (KG-CMB-01)",
	"info 0 |red: a combo of 3 steps, 6 AP (KG-CMB-01)",
	"info 0 |  1. EC Trooper 2 move to a spot in the south-west of the deck",
	"info 0 |  2. EC Trooper 2 shoot Cultist 2",
	"info 0 |  3. EC Trooper 2 move 2.2\" north-west, to a spot in the west",
	"info 0 |    deployment zone",
	"info 0 |EC Trooper 2 moves 3\" along its path to a spot in the south-west of",
	"info 0 |  the deck (KG-MOVE-01)",
	"info 1 |blue: Cultist 1 react: shoot EC Trooper 2 (KG-WAIT-02)",
	"roll 1 |Cultist 1 to hit TN 5: [5] 4 → 1 hit (KG-RC-09)",
	"roll 1 |Cultist 1 to wound TN 0 (2+, GAP-13): [3] → 1 wound (KG-RC-13)",
	"info 1 |  TN -2: weapon strength b (KG-RC-13)",
	"bad 0 |EC Trooper 2 takes 1 wound (KG-RC-13)",
	"roll 0 |EC Trooper 2 Willpower TN 5: 1 2 [3] → failed (KG-PSY-01)",
	"info 0 |  TN +0: other units firing in the chain (KG-PSY-01)",
	"bad 0 |EC Trooper 2: pinned by a hit (KG-PSY-01)",
	"bad 0 |red's combo stops: EC Trooper 2 is pinned by a hit (KG-PSY-01)",
	"info 0 |  interrupted by the enemy, which gains AP for it (KG-AP-07(4))",
	"info 0 |red: done for the round (KG-CMB-01)",
	"info 1 |blue: done for the round (KG-CMB-01)",
	"round -1 |Round 1 ends (KG-AP-05)",
	"good 0 |  red: +1 AP next round",
	"good 0 |    +1 lost no units (KG-AP-07(1))",
	"good 1 |  blue: +6 AP next round",
	"good 1 |    +1 lost no units (KG-AP-07(1))",
	"good 1 |    +3 interrupted 1 enemy combo(s) (KG-AP-07(4))",
	"good 1 |    +2 first blood (KG-AP-07(5))",
}

// With the rules detail off (Names.Plain), the log says what the rules
// do, in the same words, and cites no rule: every line of TestRealMatch's
// round 1 is the same with its rule IDs taken out, and none is left
// (issue 36).
func TestRealMatchPlain(t *testing.T) {
	m := realMatch(t)
	n := MatchNames(m.View())
	n.Plain = true
	cites := regexp.MustCompile(`\b(KG|GAP|XS|SW|XC)-[A-Z0-9]`)
	var got []string
	for _, e := range m.View().Log(0) {
		for _, l := range Lines(e, n) {
			if cites.MatchString(l.Text) {
				t.Errorf("a rule ID in a plain line: %q", l.Text)
			}
		}
		if _, ok := e.Event.(match.Deployed); ok || e.Round != 1 {
			continue
		}
		got = append(got, show(Lines(e, n))...)
	}
	for _, want := range []string{
		"roll 1 |Cultist 1 to wound TN 0 (2+): [3] → 1 wound",
		"bad 0 |EC Trooper 2 takes 1 wound",
		"info 0 |  interrupted by the enemy, which gains AP for it",
		"good 1 |    +3 interrupted 1 enemy combo(s)",
		"round -1 |Round 1 ends",
	} {
		if !slices.Contains(got, want) {
			t.Errorf("no line %q in\n\t%s", want, strings.Join(got, "\n\t"))
		}
	}
	if len(got) < len(realRound1)-2 { // the rules' IDs go, the lines stay (wrapped lines may join)
		t.Errorf("%d lines plain, %d with rule IDs", len(got), len(realRound1))
	}
}

// MatchNames names models by their army-list name and number, and lists
// the sides in match order.
func TestMatchNames(t *testing.T) {
	m := play(t, "", 3, 3, 1, 1, 1, 1)
	n := MatchNames(m.View())
	if strings.Join(n.Sides, ",") != "red,blue" {
		t.Errorf("sides %v", n.Sides)
	}
	for id, want := range map[string]string{
		"red.ec-trooper-2":        "EC Trooper 2",
		"blue.renegade-cultist-1": "Cultist 1",
		"blue.renegade-prophet-1": "Renegade Prophet 1",
		"nobody.at-all-1":         "",
	} {
		if got := n.Unit(id); got != want {
			t.Errorf("%s: %q, want %q", id, got, want)
		}
	}
	if got := n.Side("red"); got != "red" {
		t.Errorf("red's name %q: the skirmish deck names no side, so its ID", got)
	}
	r := &renderer{names: n}
	if got := r.unitName("nobody.at-all-1"); got != "at-all-1" {
		t.Errorf("an unknown unit shows as %q", got)
	}
}
