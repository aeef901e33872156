package optics_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules/optics"
)

// loaded is the module as it plays with the shipped content.
func loaded(t *testing.T) (*content.Content, facet.Loaded) {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	var problems datafile.List
	l := optics.Module.Load(facet.Data{Content: c, Section: c.Modules.Sections[optics.Name], Written: true, Problems: &problems})
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	return c, l
}

// XS-17: "scope: true" buys a model a scope for its long gun, at its
// team's gear price; a scope fits only the weapons modules.yaml lists
// (not a pistol, not a shotgun), and a model with no ranged weapon has
// nothing to fit it to. Each problem is reported at the scope field.
func TestBuyingAScope(t *testing.T) {
	c, l := loaded(t)
	f := l.(facet.ArmyFields).ArmyFields()
	list := func(gear string) string {
		return "name: Test\nteam: renegades\nmodels:\n  - unit: renegade-prophet\n  - unit: renegade-cultist\n" + gear + "    scope: true\n"
	}
	a, err := army.Parse("a.yaml", []byte(list("    ranged: rifle\n")), c, f)
	if err != nil {
		t.Fatal(err)
	}
	// GAP-05/06: cultist 40 + rifle 30 × 80% + scope 10 × 80% = 72.
	if m := a.Models[1]; !optics.Scoped(m) || m.Cost != 72 {
		t.Errorf("a cultist with a scoped rifle: scoped %v, cost %d; want true and 72", optics.Scoped(m), m.Cost)
	}
	for gear, want := range map[string]string{
		"    ranged: pistol\n":  "a.yaml:7:5: scope: a scope fits a long gun only (rifle, slug-thrower, assault-rifle, sniper-rifle, high-calibre-rifle, low-calibre-rifle, heavy-rifle in modules.yaml), not the Pistol (XS-17)",
		"    ranged: shotgun\n": "not the Shotgun (XS-17)",
		"":                      "a.yaml:6:5: scope: the model has no ranged weapon to fit a scope to (XS-17)",
	} {
		if _, err := army.Parse("a.yaml", []byte(list(gear)), c, f); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %s", gear, err, want)
		}
	}
	if a, err := army.Parse("a.yaml", []byte(strings.Replace(list("    ranged: rifle\n"), "scope: true", "scope: false", 1)), c, f); err != nil || optics.Scoped(a.Models[1]) || a.Models[1].Cost != 64 {
		t.Errorf("scope: false bought a scope: %v", err)
	}
}

// Without the module, a scope and a shotgun's spread do nothing: the
// module says so of such a model (facet.Idle, a note); a model with a
// version of a weapon needs nothing of it (its numbers are its own).
// Its gear reads with what the module says of it.
func TestWhatAModelCarriesWithoutTheModule(t *testing.T) {
	c, l := loaded(t)
	need, gear := l.(facet.Armies), l.(facet.Gear)
	model := func(weapon string, scope bool) *army.Model {
		w, ok := c.Ranged(weapon)
		if !ok {
			t.Fatalf("no %s", weapon)
		}
		return &army.Model{Ranged: w, Traits: map[string]any{optics.Field: scope}}
	}
	for _, tc := range []struct {
		weapon    string
		scope     bool
		need      facet.Need
		is, reads string
	}{
		{"rifle", true, facet.Idle, "a scope (scope: true), looked through only with the optics module",
			"Rifle 4K2S1 with a scope (aimed shots read long range as 18\" with the optics module, XS-17)"},
		{"shotgun", false, facet.Idle, "a shotgun, whose shot spreads only with the optics module",
			"Shotgun 3K2S2 (spreads with the optics module, XS-17)"},
		{"heavy-rifle", true, facet.Idle, "a scope (scope: true), looked through only with the optics module",
			"Heavy rifle 4K3S1 (the rifle's heavy version, XS-17) with a scope (aimed shots read long range as 18\" with the optics module, XS-17)"},
		{"high-calibre-rifle", false, facet.NoNeed, "", "High-calibre rifle 3K3S1 (the rifle's high-calibre version, XS-17)"},
		{"pistol", false, facet.NoNeed, "", "Pistol 3K2S1"},
	} {
		m := model(tc.weapon, tc.scope)
		if n, is := need.Need(m); n != tc.need || is != tc.is {
			t.Errorf("%s, scope %v: need %v %q; want %v %q", tc.weapon, tc.scope, n, is, tc.need, tc.is)
		}
		if got := gear.Gear(m, "ranged", m.Ranged.Name+" "+m.Ranged.Stats.String()); got != tc.reads {
			t.Errorf("%s, scope %v reads %q, want %q", tc.weapon, tc.scope, got, tc.reads)
		}
	}
}
