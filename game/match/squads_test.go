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
// starts, and a squad fire order costs the commander's 2 AP for it and
// the coherent troopers, while the trooper deployed beyond 4" pays its
// own; without the module every shot is paid. KG-AP-07(3) counts the
// paid steps as commands: the four shots earn +1 AP without the module,
// and with it (two paid steps) nothing.
func TestASquadOrderInAMatch(t *testing.T) {
	const text = `
0 red ec-commander-1 shoot blue.renegade-prophet-1 & ec-trooper-2 shoot blue.renegade-prophet-1 & ec-trooper-3 shoot blue.renegade-prophet-1 & ec-trooper-1 shoot blue.renegade-prophet-1
0 blue done
`
	s, err := scenarios.LoadFile("testdata/squads.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		modules []string
		ap      int
		triumph bool
	}{{[]string{"squads"}, 2 + 0 + 0 + 2, false}, {[]string{}, 8, true}} {
		s.Modules = tc.modules
		m := playModules(t, s, text, 1)
		var red *orders.Declared
		for _, d := range find[orders.Declared](m) {
			if d.Side == "red" {
				red = &d
				break
			}
		}
		if red == nil || red.AP != tc.ap {
			t.Errorf("modules %v: red's combo %+v, want %d AP", tc.modules, red, tc.ap)
		}
		triumph := false
		for _, r := range find[match.RoundEnded](m) {
			for _, line := range r.Tally["red"] {
				triumph = triumph || strings.HasPrefix(line, "KG-AP-07(3)")
			}
		}
		if triumph != tc.triumph {
			t.Errorf("modules %v: the completed combo's triumph (KG-AP-07(3)) %v, want %v", tc.modules, triumph, tc.triumph)
		}
		formed := find[squads.SquadFormed](m)
		if want := len(tc.modules); len(formed) != 2*want || want > 0 && (formed[0].Named != "alpha" || len(formed[0].Members) != 4) {
			t.Errorf("modules %v: squads formed %+v", tc.modules, formed)
		}
	}
}
