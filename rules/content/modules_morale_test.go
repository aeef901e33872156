package content_test

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content"
)

// The morale module's data (XS-15) is content data: the shipped values
// are the design's 25/50/75 %, TN 4 and a rout at 75 %; a modules.yaml
// without a morale key keeps them; bad values are refused at their line.
func TestMoraleData(t *testing.T) {
	c := load(t)
	if m := c.Modules.Morale; !slices.Equal(m.Thresholds, []int{25, 50, 75}) || m.WillpowerTN != 4 || m.RoutThreshold != 75 {
		t.Errorf("shipped morale data %+v, want thresholds 25/50/75, TN 4, rout at 75 (XS-15)", m)
	}
	fsys := good()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("blast: {scatter_dice: 1, scatter_max_share: 0.5}\n")}
	c, err := content.Load(fsys, "mod")
	if err != nil {
		t.Fatal(err)
	}
	if m := c.Modules.Morale; m.WillpowerTN != 4 || len(m.Thresholds) != 3 {
		t.Errorf("a modules.yaml without morale has %+v, want the shipped data", m)
	}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("blast: {scatter_dice: 1, scatter_max_share: 0.5}\nmorale: {thresholds: [30, 60], willpower_tn: 5, rout_threshold: 0}\n")}
	if c, err = content.Load(fsys, "mod"); err != nil || c.Modules.Morale.WillpowerTN != 5 || c.Modules.Morale.RoutThreshold != 0 {
		t.Errorf("a mod's morale data: %+v, %v", c.Modules.Morale, err)
	}
	for _, tc := range []struct{ data, want string }{
		{"morale:\n  thresholds: [50, 25]\n  willpower_tn: 4\n  rout_threshold: 50\n", "mod/modules.yaml:2:3: morale: thresholds [50 25]"},
		{"morale:\n  thresholds: [25, 150]\n  willpower_tn: 4\n", "each is a percentage 1 to 100"},
		{"morale:\n  thresholds: [25]\n  willpower_tn: 1\n", "mod/modules.yaml:3:3: morale: willpower_tn 1"},
		{"morale:\n  thresholds: [25, 50]\n  willpower_tn: 4\n  rout_threshold: 75\n", "mod/modules.yaml:4:3: morale: rout_threshold 75 is none of the thresholds"},
		{"morale:\n  thresholds: []\n  willpower_tn: 4\n", "thresholds is empty"},
	} {
		fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(tc.data)}
		if _, err := content.Load(fsys, "mod"); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %q", tc.data, err, tc.want)
		}
	}
}
