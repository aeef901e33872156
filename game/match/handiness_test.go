package match_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/handiness"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// handyDeck is a trooper with a pistol and one with a heavy rifle facing
// cultists with rifles, all of Speed 3, with the handiness module (XS-31)
// or, off, without it.
func handyDeck(t *testing.T, off bool) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/handiness.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	if off {
		s.Modules = []string{"blast"}
	}
	return s
}

// XS-31 (XC-INIT-05's handy weapons; KG-FACE-03's tie-break): two shots
// face off between models of Speed 3. A pistol counts +1 Speed, so the
// pistol goes first with no die rolled; a Heavy weapon −1, so the rifle
// beats the heavy rifle; the log says the Speeds counted (tie_break).
// Two moves face off by dice as ever (a weapon makes no model quicker to
// move). Without the module Speed ties are rolled for.
func TestHandyWeaponsWinTheTieBreak(t *testing.T) {
	for _, c := range []struct {
		name, text string
		off        bool
		first, why string
		tie        *handiness.TieBreak // the log's tie-break, nil for none
	}{
		{"a pistol against a rifle", "0 red ec-trooper-1 shoot blue.renegade-cultist-1\n0 blue renegade-cultist-1 shoot red.ec-trooper-1\n", false,
			"red", "faster unit first", &handiness.TieBreak{RuleID: "XS-31", Units: []string{"red.ec-trooper-1", "blue.renegade-cultist-1"}, Speeds: []int{4, 3}, Changes: []int{1, 0}}},
		{"a heavy rifle against a rifle", "0 red ec-trooper-2 shoot blue.renegade-cultist-1\n0 blue renegade-cultist-1 shoot red.ec-trooper-2\n", false,
			"blue", "faster unit first", &handiness.TieBreak{RuleID: "XS-31", Units: []string{"blue.renegade-cultist-1", "red.ec-trooper-2"}, Speeds: []int{3, 2}, Changes: []int{0, -1}}},
		{"the rifle declared first", "0 blue renegade-cultist-1 shoot red.ec-trooper-1\n5 red ec-trooper-1 shoot blue.renegade-cultist-1\n", false,
			"red", "faster unit first", &handiness.TieBreak{RuleID: "XS-31", Units: []string{"red.ec-trooper-1", "blue.renegade-cultist-1"}, Speeds: []int{4, 3}, Changes: []int{1, 0}}},
		{"moves", "0 red ec-trooper-1 move 4 2.5\n0 blue renegade-cultist-1 move 6 2.5\n", false, "", "equal Speed; d6", nil},
		{"module off", "0 red ec-trooper-1 shoot blue.renegade-cultist-1\n0 blue renegade-cultist-1 shoot red.ec-trooper-1\n", true, "", "equal Speed; d6", nil},
	} {
		for seed := uint64(1); seed <= 4; seed++ {
			m := playModules(t, handyDeck(t, c.off), c.text, seed)
			f := find[orders.FaceOff](m)
			if len(f) != 1 || !strings.Contains(f[0].Why, c.why) || c.first != "" && f[0].First != c.first {
				t.Fatalf("%s, seed %d: face-offs %+v; want %q first, why %q\n%s", c.name, seed, f, c.first, c.why, dump(m))
			}
			tb := find[handiness.TieBreak](m)
			switch {
			case c.tie == nil && len(tb) != 0:
				t.Errorf("%s, seed %d: tie-breaks logged %+v; want none", c.name, seed, tb)
			case c.tie != nil && (len(tb) != 1 || !reflect.DeepEqual(tb[0], *c.tie)):
				t.Errorf("%s, seed %d: tie-breaks logged %+v; want %+v", c.name, seed, tb, *c.tie)
			}
		}
	}
}

// The order panel and the selected model's panel say the Speed a model
// counts in an attack's face-off (XS-31); a model with a plain rifle has
// no such row.
func TestHandinessShowsInThePreview(t *testing.T) {
	s := handyDeck(t, false)
	m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	set, err := modules.Playing(s.Modules, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	rows := func(unit string) string {
		u := unitAt(t, m, unit)
		o := orders.Order{Unit: unit, Verb: orders.Shoot, Target: "blue.renegade-prophet-1"}
		p := m.View().Preview("red", o)
		var out []string
		for _, md := range set {
			if pv, ok := md.Loaded.(facet.Previews); ok {
				for _, r := range pv.Rows(m.View(), u, o, p) {
					for _, term := range r.Terms {
						out = append(out, term.Text)
					}
				}
			}
		}
		return strings.Join(out, "; ")
	}
	if got := rows("red.ec-trooper-1"); !strings.Contains(got, "Speed 4 as 3 (+1, handy Pistol, XS-31)") {
		t.Errorf("the pistol's rows %q", got)
	}
	if got := rows("red.ec-trooper-2"); !strings.Contains(got, "Speed 2 as 3 (-1, Heavy") {
		t.Errorf("the heavy rifle's rows %q", got)
	}
	if got := rows("red.ec-commander-1"); strings.Contains(got, "XS-31") {
		t.Errorf("a rifle's rows %q; want no tie-break row", got)
	}
}
