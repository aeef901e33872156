package optics

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/content/contenttest"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// A content whose modules.yaml has no optics section (a mod made before
// the module) plays with the shipped data: a 10-point scope reading long
// range 1.5 times as far, the shotgun's spread, the shipped versions.
func TestNoSectionPlaysTheShippedData(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("blast: {scatter_dice: 1, scatter_max_share: 0.5}\n")}
	c, problems := content.Read(fsys, "mod")
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	var p datafile.List
	d := Module.Load(facet.Data{Content: c, Problems: &p}).(*module).data
	if len(p) > 0 || d.Scope.Cost != 10 || d.Scope.LongScale != 1.5 || !d.Scope.Fits("rifle") || d.Scope.Fits("pistol") ||
		!d.Spread.Spreads("shotgun") || d.Spread.Dice != 1 || d.Spread.LongStrength != -1 || d.VariantOf("heavy-rifle") == nil {
		t.Errorf("without a section: %+v (%v)", d, p)
	}
}

// The shipped content's optics section is the shipped data, and sound.
func TestTheShippedSection(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	sec, written := c.Modules.Sections[Name]
	if !written {
		t.Fatal("modules.yaml has no optics section")
	}
	var p datafile.List
	d := read(facet.Data{Content: c, Section: sec, Written: true, Problems: &p})
	want := Shipped()
	if len(p) > 0 || d.Scope.Cost != want.Scope.Cost || d.Scope.LongScale != want.Scope.LongScale || strings.Join(d.Scope.Weapons, " ") != strings.Join(want.Scope.Weapons, " ") ||
		strings.Join(d.Spread.Weapons, " ") != strings.Join(want.Spread.Weapons, " ") || d.Spread.Dice != want.Spread.Dice || d.Spread.LongStrength != want.Spread.LongStrength ||
		len(d.Variants) != len(want.Variants) {
		t.Errorf("the shipped section reads %+v (%v), the shipped data is %+v", d, p, want)
	}
	for i, v := range d.Variants {
		if w := want.Variants[i]; v.Weapon != w.Weapon || v.Of != w.Of || v.Kind != w.Kind {
			t.Errorf("variant %d: %+v, want %+v", i, v, w)
		}
	}
}

// Versions that go round in a circle are refused, each at its entry: a
// weapon that is a version of itself, or of a weapon that is a version
// of it.
func TestVersionsInACircle(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["gear.yaml"] = &fstest.MapFile{Data: []byte(`ranged_weapons:
  - {id: pistol, name: Pistol, cost: 20, stats: 3K2S1, short: 2, long: 6}
  - {id: big, name: Big, cost: 20, stats: 2K3S1, short: 2, long: 6}
  - {id: small, name: Small, cost: 20, stats: 3K2S1, short: 2, long: 6}
`)}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`optics:
  scope: {cost: 10, long_scale: 1.5, weapons: []}
  spread: {weapons: [], dice: 1, long_strength: -1}
  variants:
    - {weapon: pistol, of: pistol, kind: heavy}
    - {weapon: big, of: small, kind: high-calibre}
    - {weapon: small, of: big, kind: low-calibre}
    - {weapon: big, of: pistol, kind: high-calibre}
`)}
	c, problems := content.Read(fsys, "mod")
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	var p datafile.List
	read(facet.Data{Content: c, Section: c.Modules.Sections[Name], Written: true, Problems: &p})
	got := p.Error()
	for _, want := range []string{
		"mod/modules.yaml:5:7: optics: pistol is a version of itself (through pistol)",
		"mod/modules.yaml:6:7: optics: big is a version of itself (through small)",
		"mod/modules.yaml:7:7: optics: small is a version of itself (through big)",
		"mod/modules.yaml:8:7: optics: variant weapon \"big\" is listed twice",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the problems lack %q:\n%s", want, got)
		}
	}
}
