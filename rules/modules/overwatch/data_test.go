package overwatch

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/content/contenttest"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// loaded is the module as it loads from content c, and what is wrong
// with its data.
func loaded(c *content.Content) (*module, error) {
	var problems datafile.List
	sec, ok := c.Modules.Sections[Name]
	m := Module.Load(facet.Data{Content: c, Section: sec, Written: ok, Problems: &problems}).(*module)
	return m, problems.Err()
}

// inFolder is the module as it loads from a small content folder (one
// pistol) whose modules.yaml is yaml.
func inFolder(t *testing.T, yaml string) (*module, error) {
	t.Helper()
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(yaml)}
	c, problems := content.Read(fsys, "mod")
	if err := problems.Err(); err != nil {
		t.Fatal(err)
	}
	return loaded(c)
}

// The overwatch data (XS-05) as shipped: 2 AP each, a 2" lane laid by an
// assault rifle or an autocannon. Bad data is reported at its place; a
// content without a section plays the shipped values, and cannot play
// at all when it lacks their lane weapons.
func TestOverwatchData(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	m, err := loaded(c)
	if err != nil || m.Playable() != nil {
		t.Fatal(err, m.Playable())
	}
	if d := m.data; d.Cost != 2 || d.LaneCost != 2 || d.LaneWidth != 2 || strings.Join(d.LaneWeapons, ",") != "assault-rifle,autocannon" {
		t.Errorf("shipped: %+v", d)
	}
	for _, tc := range []struct{ data, want string }{
		{"overwatch:\n  cost: 0\n  lane_cost: 2\n  lane_width: 2\n", "mod/modules.yaml:2:3: overwatch: cost 0; going on overwatch costs 1 to 12 AP"},
		{"overwatch:\n  cost: 2\n  lane_cost: 13\n  lane_width: 2\n", "mod/modules.yaml:3:3: overwatch: lane_cost 13"},
		{"overwatch:\n  cost: 2\n  lane_cost: 2\n  lane_width: 0\n", "mod/modules.yaml:4:3: overwatch: lane_width 0"},
		{"overwatch:\n  cost: 2\n  lane_cost: 2\n  lane_width: 2\n  lane_weapons: [laser]\n", "mod/modules.yaml:5:3: overwatch: lane_weapons[0] \"laser\" is no ranged weapon"},
		{"overwatch:\n  cost: 2\n  lane_cost: 2\n  lane_width: 2\n  lane_weapons: [pistol, pistol]\n", "overwatch: lane_weapons names \"pistol\" twice"},
	} {
		if _, err := inFolder(t, tc.data); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %q", tc.data, err, tc.want)
		}
	}
	m, err = inFolder(t, "overwatch:\n  cost: 3\n  lane_cost: 1\n  lane_width: 1.5\n  lane_weapons: [pistol]\n")
	if err != nil || m.Playable() != nil || m.data.Cost != 3 || m.data.LaneWidth != 1.5 {
		t.Errorf("a mod's overwatch: %+v (%v, %v)", m.data, err, m.Playable())
	}
	m, err = inFolder(t, "blast: {scatter_dice: 1, scatter_max_share: 0.5}\n")
	if err != nil || m.data.Cost != 2 {
		t.Fatalf("without a section: %+v (%v)", m.data, err)
	}
	if err := m.Playable(); err == nil || !strings.Contains(err.Error(), `lane weapon "assault-rifle" is not in the content`) {
		t.Errorf("the shipped lane weapons in a content without them: %v", err)
	}
}
