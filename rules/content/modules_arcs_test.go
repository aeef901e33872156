package content_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content"
)

// The fire-arcs data (XS-04) as shipped: the design's arcs per weapon,
// 90° for the rest, and a heavy weapon's turn past 45° costing 1 AP.
func TestShippedFireArcs(t *testing.T) {
	c := load(t)
	a := c.Modules.Arcs
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

// The widest arc any weapon fires in is the front arc at its widest
// (180°, wideArc, KG-RC-05) unless a weapon's own arc is wider (XS-04):
// the rules that skip sight to targets outside it must never skip a
// target some weapon could shoot.
func TestWidestArc(t *testing.T) {
	for _, tc := range []struct {
		arcs []content.WeaponArc
		want float64
	}{
		{nil, 180},
		{load(t).Modules.Arcs.Weapons, 180}, // the shipped arcs are all narrower
		{[]content.WeaponArc{{Weapon: "pistol", Degrees: 270}, {Weapon: "rifle", Degrees: 30}}, 270},
	} {
		if got := (content.ArcsData{Weapons: tc.arcs}).Widest(); got != tc.want {
			t.Errorf("Widest of %v = %g°, want %g°", tc.arcs, got, tc.want)
		}
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
			fsys := good()
			fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(tc.data)}
			_, err := content.Load(fsys, "mod")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got error:\n%v\nwant it to contain %q", err, tc.want)
			}
		})
	}
	fsys := good()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("blast: {scatter_dice: 1, scatter_max_share: 0.5}\n")}
	c, err := content.Load(fsys, "mod")
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := c.Modules.Arcs.Arc("pistol"); !ok || got != 120 || c.Modules.Arcs.HeavyTurnAP != 1 {
		t.Errorf("without an arcs section: pistol %g° (%v), turn %d AP; want the shipped values", got, ok, c.Modules.Arcs.HeavyTurnAP)
	}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("arcs:\n  weapons:\n    - {weapon: pistol, degrees: 100}\n  heavy_free_turn: 30\n  heavy_turn_ap: 2\n")}
	if c, err = content.Load(fsys, "mod"); err != nil {
		t.Fatal(err)
	}
	if got, _ := c.Modules.Arcs.Arc("pistol"); got != 100 || c.Modules.Arcs.HeavyFreeTurn != 30 || c.Modules.Arcs.HeavyTurnAP != 2 {
		t.Errorf("a mod's arcs not read: %+v", c.Modules.Arcs)
	}
}
