package match_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/modules/squads"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// XS-23 in a match: the army list's squad is formed as the first round
// starts. Trooper 1 was deployed beyond 4" of the commander, so the squad
// is out of coherency and its fire order pays for every model in full
// (SW-SEQ-08, the ruling of 2026-11-28: the whole squad, not just the
// straggler), 8 AP as without the module; once trooper 1 has regrouped
// within 4" the same order costs the commander's 2 AP. KG-AP-07(3)
// counts the paid steps as commands: the four paid shots earn +1 AP, the
// squad's one order nothing.
func TestASquadOrderInAMatch(t *testing.T) {
	const volley = "red ec-commander-1 shoot blue.renegade-prophet-1 & ec-trooper-2 shoot blue.renegade-prophet-1 & ec-trooper-3 shoot blue.renegade-prophet-1 & ec-trooper-1 shoot blue.renegade-prophet-1\n"
	s, err := scenarios.LoadFile("testdata/squads.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		modules []string
		text    string
		ap      int
		triumph bool
	}{
		{"a straggler: the whole squad pays", []string{"squads"}, "0 " + volley + "0 blue done\n", 8, true},
		{"regrouped: one order's price", []string{"squads"}, "0 red ec-trooper-1 move 5.5 3.5 & ec-trooper-1 face 0\n0 blue done\n100 " + volley, 2, false},
		{"without the module", []string{}, "0 " + volley + "0 blue done\n", 8, true},
	} {
		s.Modules = tc.modules
		m := playModules(t, s, tc.text, 1)
		var red *orders.Declared
		for _, d := range find[orders.Declared](m) {
			if d.Side == "red" && len(d.Steps) == 4 {
				red = &d
				break
			}
		}
		if red == nil || red.AP != tc.ap {
			t.Errorf("%s: red's volley %+v, want %d AP\n%s", tc.name, red, tc.ap, dump(m))
		}
		triumph := false
		for _, r := range find[match.RoundEnded](m) {
			for _, line := range r.Tally["red"] {
				triumph = triumph || strings.HasPrefix(line, "KG-AP-07(3)")
			}
		}
		if triumph != tc.triumph {
			t.Errorf("%s: the completed combo's triumph (KG-AP-07(3)) %v, want %v", tc.name, triumph, tc.triumph)
		}
		formed := find[squads.SquadFormed](m)
		if want := len(tc.modules); len(formed) != 2*want || want > 0 && (formed[0].Named != "alpha" || len(formed[0].Members) != 4) {
			t.Errorf("%s: squads formed %+v", tc.name, formed)
		}
	}
}
