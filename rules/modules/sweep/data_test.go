package sweep

import (
	"slices"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/content/contenttest"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// A content whose modules.yaml has no sweep section (a mod made before
// the module) plays with the shipped data: the assault rifle and the
// autocannon sweep, the others within 2" share the hits, +1 TN, 2 AP
// (XS-27).
func TestNoSectionPlaysTheShippedData(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	var problems datafile.List
	m := Module.Load(facet.Data{Content: c, Problems: &problems}).(*module)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	if d := m.data; !d.Automatic("assault-rifle") || !d.Automatic("autocannon") || d.Automatic("sniper-rifle") || d.Radius != 2 || d.TNPenalty != 1 || d.AP != 2 {
		t.Errorf("without a section: %+v", d)
	}
}

// The shipped modules.yaml's sweep section reads, every value as
// written; a mod's modules.yaml with another module's section alone plays
// with the shipped values.
func TestWrittenSection(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	sec, ok := c.Modules.Sections[Name]
	if !ok {
		t.Fatal("the shipped modules.yaml has no sweep section")
	}
	var problems datafile.List
	d := Module.Load(facet.Data{Content: c, Section: sec, Written: true, Problems: &problems}).(*module).data
	if len(problems) > 0 || !slices.Equal(d.Weapons, Shipped().Weapons) || d.AP != 2 || d.Radius != 2 || d.TNPenalty != 1 {
		t.Errorf("the shipped section: %+v, %v", d, problems)
	}
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("blast: {scatter_dice: 1, scatter_max_share: 0.5}\n")}
	mod, problems := content.Read(fsys, "mod")
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	sec, ok = mod.Modules.Sections[Name]
	d = Module.Load(facet.Data{Content: mod, Section: sec, Written: ok, Problems: &problems}).(*module).data
	if len(problems) > 0 || d.AP != 2 || d.TNPenalty != 1 || d.Radius != 2 {
		t.Errorf("a modules.yaml with blast alone: sweep %+v; want the shipped values", d)
	}
}
