package priority

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/content/contenttest"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// loaded is the module's data as it loads from content c, and what is
// wrong with it.
func loaded(c *content.Content) (Data, error) {
	var problems datafile.List
	sec, ok := c.Modules.Sections[Name]
	m := Module.Load(facet.Data{Content: c, Section: sec, Written: ok, Problems: &problems}).(*module)
	return m.data, problems.Err()
}

// The target-priority data (XS-22, SW-SHOOT-04): KG's 1" bases are
// medium targets, 2" large bases large, anything narrower small; bad
// bounds are reported at their place; a modules.yaml without a priority
// section has the shipped classes.
func TestTargetSizes(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	p, err := loaded(c)
	if err != nil {
		t.Fatal(err)
	}
	for r, want := range map[float64]string{0.25: SmallTarget, 0.5: MediumTarget, 0.9: MediumTarget, 1: LargeTarget, 2: LargeTarget} {
		if got := p.Size(r); got != want {
			t.Errorf("SW-SHOOT-04: a base of radius %g\" is %s, want %s", r, got, want)
		}
	}
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("priority:\n  medium_base: 3\n  large_base: 2\n")}
	c, problems := content.Read(fsys, "mod")
	if err := problems.Err(); err != nil {
		t.Fatal(err)
	}
	if _, err := loaded(c); err == nil || !strings.Contains(err.Error(), "mod/modules.yaml:2:3: priority: medium_base 3 and large_base 2") {
		t.Errorf("got %v", err)
	}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("blast: {scatter_dice: 1, scatter_max_share: 0.5}\n")}
	if c, problems = content.Read(fsys, "mod"); problems.Err() != nil {
		t.Fatal(problems.Err())
	}
	if p, err := loaded(c); err != nil || p.MediumBase != 1 || p.LargeBase != 2 {
		t.Errorf("without a priority section: %+v (%v), want the shipped classes", p, err)
	}
}
