package arcs

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

// inFolder is the module's data in a small content folder whose
// modules.yaml is yaml, and what is wrong with it.
func inFolder(t *testing.T, yaml string) (Data, error) {
	t.Helper()
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(yaml)}
	c, problems := content.Read(fsys, "mod")
	if err := problems.Err(); err != nil {
		t.Fatal(err)
	}
	return loaded(c)
}

// The fire-arcs data (XS-04) as shipped: the design's arcs per weapon,
// 90° for the rest, and a heavy weapon's turn past 45° costing 1 AP.
func TestShippedFireArcs(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Modules.Sections[Name]; !ok {
		t.Fatal("the shipped modules.yaml has no arcs section")
	}
	a, err := loaded(c)
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]float64{"pistol": 120, "rifle": 90, "assault-rifle": 90, "autocannon": 60, "hand-flamer": 60, "sniper-rifle": 30} {
		if got, ok := a.Arc(id); !ok || got != want {
			t.Errorf("XS-04: %s's arc %g (%v), want %g°", id, got, ok, want)
		}
	}
	if _, ok := a.Arc("frag-grenade"); ok {
		t.Error("XS-04: the frag grenade has no arc of its own")
	}
	if a.HeavyFreeTurn != 45 || a.HeavyTurnAP != 1 {
		t.Errorf("XS-04: heavy turn %g° free, then %d AP; want 45° and 1 AP", a.HeavyFreeTurn, a.HeavyTurnAP)
	}
}

// Bad fire-arcs data is reported at its place; a modules.yaml without an
// arcs section keeps the shipped values.
func TestFireArcsDataProblems(t *testing.T) {
	tests := []struct{ name, data, want string }{
		{"unknown weapon", "arcs:\n  weapons:\n    - {weapon: lascannon, degrees: 20}\n", "mod/modules.yaml:3:7: arcs: no ranged weapon \"lascannon\""},
		{"twice", "arcs:\n  weapons:\n    - {weapon: pistol, degrees: 20}\n    - {weapon: pistol, degrees: 30}\n", "mod/modules.yaml:4:7: arcs: weapon \"pistol\" is listed twice"},
		{"no arc", "arcs:\n  weapons:\n    - {weapon: pistol, degrees: 0}\n", "mod/modules.yaml:3:7: arcs: pistol's arc is 0 degrees"},
		{"too wide", "arcs:\n  weapons:\n    - {weapon: pistol, degrees: 361}\n", "arcs: pistol's arc is 361 degrees"},
		{"free turn", "arcs:\n  heavy_free_turn: 200\n", "mod/modules.yaml:2:3: arcs: heavy_free_turn 200"},
		{"turn cost", "arcs:\n  heavy_turn_ap: -1\n", "mod/modules.yaml:2:3: arcs: heavy_turn_ap -1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := inFolder(t, tc.data)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got error:\n%v\nwant it to contain %q", err, tc.want)
			}
		})
	}
	a, err := inFolder(t, "blast: {scatter_dice: 1, scatter_max_share: 0.5}\n")
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := a.Arc("pistol"); !ok || got != 120 || a.HeavyTurnAP != 1 {
		t.Errorf("without an arcs section: pistol %g° (%v), turn %d AP; want the shipped values", got, ok, a.HeavyTurnAP)
	}
	if a, err = inFolder(t, "arcs:\n  weapons:\n    - {weapon: pistol, degrees: 100}\n  heavy_free_turn: 30\n  heavy_turn_ap: 2\n"); err != nil {
		t.Fatal(err)
	}
	if got, _ := a.Arc("pistol"); got != 100 || a.HeavyFreeTurn != 30 || a.HeavyTurnAP != 2 {
		t.Errorf("a mod's arcs not read: %+v", a)
	}
}
