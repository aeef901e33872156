package deck_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/deck/decktest"
	"github.com/krygothic/krygothic/rules/geom"
)

// The hardness of cover (XS-19): a legend that names none leaves it to
// the ground, hard on very difficult ground (machinery), soft on easier
// (crates); a named hardness stands whatever the ground; a cell that is
// no cover is never hard cover.
func TestHardCover(t *testing.T) {
	for _, tc := range []struct {
		c    deck.Cell
		want bool
	}{
		{deck.Cell{Terrain: deck.Difficult, Cover: true}, false},
		{deck.Cell{Terrain: deck.VeryDifficult, Cover: true}, true},
		{deck.Cell{Terrain: deck.Easy, Cover: true}, false},
		{deck.Cell{Terrain: deck.Difficult, Cover: true, Hardness: deck.Hard}, true},
		{deck.Cell{Terrain: deck.VeryDifficult, Cover: true, Hardness: deck.Soft}, false},
		{deck.Cell{Terrain: deck.VeryDifficult}, false},
		{deck.Cell{Terrain: deck.Easy, Hardness: deck.Hard}, false},
	} {
		if got := tc.c.HardCover(); got != tc.want {
			t.Errorf("%+v: hard cover %v, want %v", tc.c, got, tc.want)
		}
	}
	if deck.ByGround.String() != "true" || deck.Soft.String() != "soft" || deck.Hard.String() != "hard" {
		t.Error("hardness names: true, soft, hard, as a legend writes them")
	}
}

// XS-19 (XC-COV-06: cover within an inch of the target, the direction of
// fire deciding): Screen counts what hides each ray on its last stretch,
// within the reach of the target's base, and which of those rays hard
// cover hides. Cover further off hides nothing there; a wall or a hard
// cover cell is hard, crates and other models soft; the shooter's own
// barricade and, fired down over from a gantry, cover cells hide nothing;
// the same cover seen from behind the target is not between them.
func TestScreen(t *testing.T) {
	d := decktest.Build(t,
		"..................",
		"........c.........",
		"........M.........",
		"........H.........",
		"........S.........",
		"..................",
		".......#..........",
		".......#..........",
		"..................",
	)
	type ray struct{ hidden, hard int }
	cases := []struct {
		name              string
		shooter, target   geom.Base
		reach             float64
		want              ray
		cover, hardCover  bool
		coreCover, inView bool
	}{
		{"crates beside the target", model(1.5, 1.5, 0), model(9.5, 1.5, 180), 1, ray{5, 0}, true, false, true, true},
		{"machinery beside the target", model(1.5, 2.5, 0), model(9.5, 2.5, 180), 1, ray{5, 5}, true, true, true, true},
		{"cover named hard on difficult ground", model(1.5, 3.5, 0), model(9.5, 3.5, 180), 1, ray{5, 5}, true, true, true, true},
		{"cover named soft on very difficult ground", model(1.5, 4.5, 0), model(9.5, 4.5, 180), 1, ray{5, 0}, true, false, true, true},
		// The machinery is 1" from the target's base edge: within 1"
		// includes 1" (RULINGS).
		{"machinery exactly 1\" off", model(1.5, 2.5, 0), model(10.5, 2.5, 180), 1, ray{5, 5}, true, true, true, true},
		{"machinery 3\" off", model(1.5, 2.5, 0), model(12.5, 2.5, 180), 1, ray{}, false, false, true, true},
		{"machinery 3\" off, a reach of 3", model(1.5, 2.5, 0), model(12.5, 2.5, 180), 3, ray{5, 5}, true, true, true, true},
		// From the other side the machinery is behind the target.
		{"machinery behind the target", model(16.5, 2.5, 180), model(9.5, 2.5, 0), 1, ray{}, false, false, false, true},
		{"the shooter's own barricade", model(9.5, 2.5, 0), model(15.5, 2.5, 180), 1, ray{}, false, false, false, true},
		{"more than half behind a bulkhead's end", model(0.5, 6.0, 0), model(8.5, 6.2, 180), 1, ray{3, 3}, true, true, true, true},
	}
	for _, tc := range cases {
		s := d.Screen(tc.shooter, tc.target, nil, -1, -1, false, tc.reach)
		if s.Hidden != tc.want.hidden || s.Hard != tc.want.hard || s.Cover() != tc.cover || s.HardCover() != tc.hardCover {
			t.Errorf("%s: %+v (cover %v, hard %v); want %+v, cover %v, hard %v", tc.name, s, s.Cover(), s.HardCover(), tc.want, tc.cover, tc.hardCover)
		}
		if core := d.Sight(tc.shooter, tc.target, nil, -1, -1); core.Cover != tc.coreCover || core.InView != tc.inView {
			t.Errorf("%s: the core's sight %+v, want cover %v", tc.name, core, tc.coreCover)
		}
	}

	// Another model beside the target is soft cover; one far off hides
	// nothing near it.
	bases := []geom.Base{model(1.5, 0.5, 0), model(8.5, 0.5, 0), model(9.5, 0.5, 180), model(4.5, 5.5, 0), model(9.5, 5.5, 180), model(1.5, 5.5, 0)}
	occ := d.Occupy(bases)
	if s := d.Screen(bases[0], bases[2], occ, 0, 2, false, 1); !s.Cover() || s.Hard != 0 {
		t.Errorf("behind a model beside the target: %+v", s)
	}
	if s := d.Screen(bases[5], bases[4], occ, 5, 4, false, 1); s.Hidden != 0 {
		t.Errorf("behind a model 4\" off the target: %+v", s)
	}
	if !d.Sight(bases[5], bases[4], occ, 5, 4).Cover {
		t.Error("the core counts the model 4\" off as cover")
	}

	// Fired down over from a gantry, the machinery hides nothing (GAP-37).
	if s := d.Screen(model(1.5, 2.5, 0), model(9.5, 2.5, 180), nil, -1, -1, true, 1); s.Hidden != 0 {
		t.Errorf("fired down over the machinery: %+v", s)
	}
}
