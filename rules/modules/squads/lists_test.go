package squads_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules/squads"
)

// fields are the army list fields of the module as it plays with
// content c: the squad field.
func fields(t *testing.T, c *content.Content) army.Fields {
	t.Helper()
	var problems datafile.List
	l := squads.Module.Load(facet.Data{Content: c, Problems: &problems})
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	return l.(facet.ArmyFields).ArmyFields()
}

// XS-23 (SW-UNIT-01, SW-UNIT-02): an army list puts models into squads by
// name; a squad has one leader (an Elite or a Squad Leader) and 2 to 5
// models in all, the leader among them. Problems name the squad field's
// file:line:col.
func TestSquadsInArmyLists(t *testing.T) {
	c := gear
	f := fields(t, c)
	list := func(models string) string { return "team: renegades\nmodels:\n" + models }
	good := list(`  - {unit: renegade-prophet, ranged: rifle, squad: alpha}
  - {unit: renegade-cultist, count: 3, ranged: rifle, squad: alpha}
  - {unit: renegade-cultist, ranged: rifle}
`)
	a, err := army.Parse("a.yaml", []byte(good), c, f)
	if err != nil {
		t.Fatal(err)
	}
	var named []string
	for _, m := range a.Models {
		named = append(named, squads.Named(m))
	}
	if strings.Join(named, ",") != "alpha,alpha,alpha,alpha," {
		t.Errorf("squads %q, want the prophet and three cultists in alpha, the last cultist in none", named)
	}
	for _, tc := range []struct{ name, models, want string }{
		{"too big", "  - {unit: renegade-prophet, squad: alpha}\n  - {unit: renegade-cultist, count: 5, squad: alpha}\n",
			"a.yaml:3:30: squad alpha has 6 models; a squad has 2 to 5"},
		{"alone", "  - {unit: renegade-prophet, squad: alpha}\n  - {unit: renegade-cultist}\n",
			"a.yaml:3:30: squad alpha has 1 models"},
		{"no leader", "  - {unit: renegade-prophet}\n  - {unit: renegade-cultist, count: 2, squad: bravo}\n",
			"a.yaml:4:40: squad bravo has 0 Elite or Squad Leader models; a squad has one"},
		{"two leaders", "  - {unit: renegade-prophet, squad: alpha}\n  - {unit: renegade-zealot, squad: alpha}\n",
			"squad alpha has 2 Elite or Squad Leader models"},
		{"bad name", "  - {unit: renegade-prophet, squad: \"Alpha Team\"}\n  - {unit: renegade-cultist}\n",
			"a.yaml:3:30: squad \"Alpha Team\": a squad's name is a short word"},
	} {
		if _, err := army.Parse("a.yaml", []byte(list(tc.models)), c, f); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %q", tc.name, err, tc.want)
		}
	}
}
