package match_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/modules/squads"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// XS-23 in a match: the army list's squad is formed as the first round
// starts, and a squad fire order costs the commander's 2 AP for it and
// the coherent troopers, while the trooper deployed beyond 4" pays its
// own; without the module every shot is paid.
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
	}{{[]string{"squads"}, 2 + 0 + 0 + 2}, {[]string{}, 8}} {
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
		formed := find[squads.SquadFormed](m)
		if want := len(tc.modules); len(formed) != 2*want || want > 0 && (formed[0].Named != "alpha" || len(formed[0].Members) != 4) {
			t.Errorf("modules %v: squads formed %+v", tc.modules, formed)
		}
	}
}
