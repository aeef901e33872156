package dual_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules/dual"
)

// fields are the army list fields of the module as it plays with
// content c: the dual field.
func fields(t *testing.T, c *content.Content) army.Fields {
	t.Helper()
	var problems datafile.List
	l := dual.Module.Load(facet.Data{Content: c, Problems: &problems})
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	return l.(facet.ArmyFields).ArmyFields()
}

// XS-21: "dual: true" gives a model a second ranged weapon like its first,
// paid for; only a weapon the dual module lists as one-handed (pistols)
// may be carried twice, heavy weapons being two-handed, and a model with
// no ranged weapon has nothing to carry two of. Each problem is reported
// at the line of the dual field.
func TestDualWeapons(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	f := fields(t, c)
	list := func(gear string) string {
		return "name: Test\nteam: renegades\nmodels:\n  - unit: renegade-prophet\n  - unit: renegade-cultist\n" + gear + "    dual: true\n"
	}
	a, err := army.Parse("a.yaml", []byte(list("    ranged: pistol\n")), c, f)
	if err != nil {
		t.Fatal(err)
	}
	// GAP-05/06: cultist 40 + 2 × 20 × 80% = 72.
	if m := a.Models[1]; !dual.Dual(m) || m.Cost != 72 {
		t.Errorf("a cultist with two pistols: dual %v, cost %d; want true and 72", dual.Dual(m), m.Cost)
	}
	for gear, want := range map[string]string{
		"    ranged: rifle\n":      "a.yaml:7:5: dual: a model carries two of a one-handed weapon only (pistol in modules.yaml), not the Rifle (XS-21)",
		"    ranged: autocannon\n": "not the Autocannon (XS-21)",
		"":                         "a.yaml:6:5: dual: the model has no ranged weapon to carry two of (XS-21)",
	} {
		if _, err := army.Parse("a.yaml", []byte(list(gear)), c, f); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %s", gear, err, want)
		}
	}
}
