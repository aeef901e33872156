package hardcover

import (
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/content/contenttest"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// The module reads its section of modules.yaml: without one, the shipped
// data (cover within 1", hard cover +1 armour, a radar sight 15 points);
// a field left out keeps its shipped value.
func TestTheModulesData(t *testing.T) {
	for src, want := range map[string]Data{
		"blast: {scatter_dice: 1, scatter_max_share: 0.5}\n": Shipped(),
		"hardcover: {reach: 1.5}\n":                          {Reach: 1.5, HardArmour: 1, RadarCost: 15},
		"hardcover: {hard_armour: 2, radar_cost: 0}\n":       {Reach: 1, HardArmour: 2, RadarCost: 0},
	} {
		fsys := contenttest.Minimal()
		fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(src)}
		c, problems := content.Read(fsys, "mod")
		if len(problems) > 0 {
			t.Fatal(problems)
		}
		sec, written := c.Modules.Sections[Name]
		var p datafile.List
		got := load(facet.Data{Content: c, Section: sec, Written: written, Problems: &p}).(*loaded).data
		if len(p) > 0 || got.Reach != want.Reach || got.HardArmour != want.HardArmour || got.RadarCost != want.RadarCost {
			t.Errorf("%q: %+v (%v), want %+v", src, got, p, want)
		}
	}
}
