package morale

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/content/contenttest"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// loaded is the module as it plays with the content of fsys (its
// modules.yaml's morale section), and the problems its data has.
func loaded(t *testing.T, fsys fstest.MapFS) (*module, error) {
	t.Helper()
	c, problems := content.Read(fsys, "mod")
	if err := problems.Err(); err != nil {
		t.Fatal(err)
	}
	sec, written := c.Modules.Sections[Name]
	var mine datafile.List
	m := Module.Load(facet.Data{Content: c, Section: sec, Written: written, Problems: &mine}).(*module)
	return m, mine.Err()
}

// The morale module's data (XS-15), its section of modules.yaml: the
// shipped values are the design's 25/50/75 %, TN 4 and a rout at 75 %; a
// modules.yaml without a morale section keeps them; bad values are
// refused at their line.
func TestData(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	sec, written := c.Modules.Sections[Name]
	var problems datafile.List
	m := Module.Load(facet.Data{Content: c, Section: sec, Written: written, Problems: &problems}).(*module)
	if d := m.data; len(problems) > 0 || !written || !slices.Equal(d.Thresholds, []int{25, 50, 75}) || d.WillpowerTN != 4 || d.RoutThreshold != 75 {
		t.Errorf("shipped morale data %+v (written %v, %v), want thresholds 25/50/75, TN 4, rout at 75 (XS-15)", d, written, problems)
	}
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("blast: {scatter_dice: 1, scatter_max_share: 0.5}\n")}
	if m, err := loaded(t, fsys); err != nil || m.data.WillpowerTN != 4 || len(m.data.Thresholds) != 3 || m.data.RoutThreshold != 75 {
		t.Errorf("a modules.yaml without morale has %+v (%v), want the shipped data", m.data, err)
	}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("blast: {scatter_dice: 1, scatter_max_share: 0.5}\nmorale: {thresholds: [30, 60], willpower_tn: 5, rout_threshold: 0}\n")}
	if m, err := loaded(t, fsys); err != nil || m.data.WillpowerTN != 5 || m.data.RoutThreshold != 0 || !slices.Equal(m.data.Thresholds, []int{30, 60}) {
		t.Errorf("a mod's morale data: %+v, %v", m.data, err)
	}
	for _, tc := range []struct{ data, want string }{
		{"morale:\n  thresholds: [50, 25]\n  willpower_tn: 4\n  rout_threshold: 50\n", "mod/modules.yaml:2:3: morale: thresholds [50 25]"},
		{"morale:\n  thresholds: [25, 150]\n  willpower_tn: 4\n", "each is a percentage 1 to 100"},
		{"morale:\n  thresholds: [25]\n  willpower_tn: 1\n", "mod/modules.yaml:3:3: morale: willpower_tn 1"},
		{"morale:\n  thresholds: [25, 50]\n  willpower_tn: 4\n  rout_threshold: 75\n", "mod/modules.yaml:4:3: morale: rout_threshold 75 is none of the thresholds"},
		{"morale:\n  thresholds: []\n  willpower_tn: 4\n", "thresholds is empty"},
		{"morale:\n  thresholds: [25]\n  willpower_tn: 4\n  rout: 25\n", "mod/modules.yaml:4:3: unknown field \"rout\""},
	} {
		fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(tc.data)}
		if _, err := loaded(t, fsys); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %q", tc.data, err, tc.want)
		}
	}
}

// A module with no threshold to test at (data made by hand, not read)
// cannot play, and says why.
func TestNoThresholdsCannotPlay(t *testing.T) {
	if err := (&module{data: Data{WillpowerTN: 4}}).Playable(); err == nil || !strings.Contains(err.Error(), "no thresholds") {
		t.Errorf("no thresholds, playable: %v", err)
	}
	if err := (&module{data: Shipped()}).Playable(); err != nil {
		t.Errorf("the shipped data cannot play: %v", err)
	}
}
