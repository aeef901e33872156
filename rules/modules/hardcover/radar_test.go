package hardcover_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules/hardcover"
)

// loaded is the module as it plays with content c.
func loaded(t *testing.T, c *content.Content) facet.Loaded {
	t.Helper()
	var problems datafile.List
	l := hardcover.Module.Load(facet.Data{Content: c, Problems: &problems})
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	return l
}

// XS-19, SW-MISC-01: "radar: true" buys a model a radar sight for its
// ranged weapon at the module's price (15 points, at the team's price for
// gear); a model with no ranged weapon has nothing to fit one to, the
// problem at the line of the field. With the module off the sight is
// idle (facet.Idle); a model's gear line names it.
func TestRadarSights(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	l := loaded(t, c)
	f := army.Fields(l.(facet.ArmyFields).ArmyFields())
	list := func(gear string) string {
		return "name: Test\nteam: renegades\nmodels:\n  - unit: renegade-prophet\n  - unit: renegade-cultist\n" + gear + "    radar: true\n"
	}
	a, err := army.Parse("a.yaml", []byte(list("    ranged: pistol\n")), c, f)
	if err != nil {
		t.Fatal(err)
	}
	// GAP-05/06: cultist 40 + pistol 20 × 80% + radar sight 15 × 80% = 68.
	m := a.Models[1]
	if !hardcover.Radar(m) || m.Cost != 68 {
		t.Errorf("a cultist with a pistol and a radar sight: radar %v, cost %d; want true and 68", hardcover.Radar(m), m.Cost)
	}
	if hardcover.Radar(a.Models[0]) || hardcover.Radar(nil) {
		t.Error("a radar sight on a model that bought none")
	}
	if n, is := l.(facet.Armies).Need(m); n != facet.Idle || !strings.Contains(is, "radar sight") {
		t.Errorf("need of a model with a radar sight: %v %q; want Idle", n, is)
	}
	if n, _ := l.(facet.Armies).Need(a.Models[0]); n != facet.NoNeed {
		t.Errorf("need of a model without: %v", n)
	}
	g := l.(facet.Gear)
	if got := g.Gear(m, "ranged", "Pistol 3K2S1"); got != "Pistol 3K2S1 with a radar sight (sees through cover and darkness, XS-19)" {
		t.Errorf("gear line: %q", got)
	}
	if got := g.Gear(m, "melee", "Knife"); got != "Knife" {
		t.Errorf("the melee line: %q", got)
	}
	_, err = army.Parse("a.yaml", []byte(list("")), c, f)
	if want := "a.yaml:6:5: radar: the model has no ranged weapon to fit a radar sight to (XS-19)"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("a radar sight on no gun: %v, want %s", err, want)
	}
	if _, err := army.Parse("a.yaml", []byte(list("    ranged: pistol\n")), c, nil); err == nil {
		t.Error("radar read by a reader without the module's fields")
	}
}
