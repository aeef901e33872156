package dual

import (
	"slices"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/content/contenttest"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// A content whose modules.yaml has no dual section (a mod made before the
// module) plays with the shipped data: two pistols at −1 RC, no linked
// battery.
func TestNoSectionPlaysTheShippedData(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("blast: {scatter_dice: 1, scatter_max_share: 0.5}\n")}
	c, problems := content.Read(fsys, "mod")
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	if _, written := c.Modules.Sections[Name]; written {
		t.Fatal("a dual section read from a modules.yaml that has none")
	}
	var p datafile.List
	d := Module.Load(facet.Data{Content: c, Problems: &p}).(*loaded).data
	if len(p) > 0 || !slices.Equal(d.OneHanded, []string{"pistol"}) || d.RCPenalty != 1 || len(d.Linked) != 0 || d.Guns("pistol") != 1 {
		t.Errorf("without a section: %+v (%v)", d, p)
	}
}
