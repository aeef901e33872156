package deck_test

import (
	"math"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/deck/decktest"
	"github.com/krygothic/krygothic/rules/geom"
)

func at(x, y float64) geom.Vec { return geom.Vec{X: x, Y: y} }

func model(x, y, facingDeg float64) geom.Base {
	return geom.Base{Centre: at(x, y), Radius: 0.5, Facing: geom.Degrees(facingDeg)}
}

// KG-RC-05, GAP-11: walls block; lines along a wall or through an open
// corner are clear; a closed door blocks, an open one does not.
func TestLineOfSight(t *testing.T) {
	d := decktest.Build(t,
		"..........",
		"..#.......",
		"..#.......",
		"####D#####",
		"..........",
	)
	tests := []struct {
		name string
		a, b geom.Vec
		want bool
	}{
		{"open floor", at(0.5, 0.5), at(9.5, 0.5), true},
		{"through a wall", at(0.5, 1.5), at(9.5, 1.5), false},
		{"along the wall's top face", at(0.5, 1.0), at(9.5, 1.0), true},
		{"along the wall's side", at(2.0, 0.5), at(2.0, 2.9), true},
		{"grazing the wall's corner", at(1.5, 1.5), at(2.5, 0.5), true},
		{"through a closed door", at(4.5, 2.5), at(4.5, 4.5), false},
		{"through the bulkhead", at(6.5, 2.5), at(6.5, 4.5), false},
		{"off the deck", at(0.5, 0.5), at(12, 0.5), false},
	}
	for _, tc := range tests {
		if got := d.Clear(tc.a, tc.b); got != tc.want {
			t.Errorf("%s: clear %v, want %v", tc.name, got, tc.want)
		}
		if got := d.Clear(tc.b, tc.a); got != tc.want {
			t.Errorf("%s (reversed): clear %v, want %v", tc.name, got, tc.want)
		}
	}
	if err := d.SetDoor(4, 3, true); err != nil {
		t.Fatal(err)
	}
	if !d.Clear(at(4.5, 2.5), at(4.5, 4.5)) {
		t.Error("GAP-38: an open door does not block sight")
	}
	if err := d.SetDoor(0, 0, true); err == nil {
		t.Error("opened a door where there is none")
	}
}

// A diagonal seam between two walls meeting at a corner blocks sight.
func TestDiagonalSeamBlocks(t *testing.T) {
	d := decktest.Build(t,
		"#..",
		".#.",
		"...",
	)
	// From (0.2, 1.8) to (1.8, 0.2) the line passes exactly through the
	// corner (1, 1) where walls (0, 0) and (1, 1) meet.
	if d.Clear(at(0.2, 1.8), at(1.8, 0.2)) {
		t.Error("a line through the corner where two walls meet passes between them")
	}
	// With only one of them, the corner is just grazed.
	one := decktest.Build(t,
		"#..",
		"...",
		"...",
	)
	if !one.Clear(at(0.2, 1.8), at(1.8, 0.2)) {
		t.Error("grazing a single wall's corner is clear")
	}
}

// GAP-11: cover when at least 3 of 5 rays are hidden; other models give
// cover; cover touching the shooter does not.
func TestCover(t *testing.T) {
	d := decktest.Build(t,
		"............",
		"............",
		"........c...",
		"............",
		"............",
	)
	shooter, target := model(1.5, 2.5, 0), model(9.5, 2.5, 180)
	s := d.Sight(shooter, target, nil, -1, -1)
	if !s.InView || !s.Cover || s.Hidden < 3 {
		t.Errorf("behind a crate: %+v", s)
	}
	open := d.Sight(model(1.5, 0.5, 0), model(9.5, 0.5, 180), nil, -1, -1)
	if open.Cover || open.Hidden != 0 || !open.InView {
		t.Errorf("in the open: %+v", open)
	}
	// The shooter crouched at the crate fires over it.
	over := d.Sight(model(8.5, 2.5, 0), model(11.5, 2.5, 180), nil, -1, -1)
	if over.Cover {
		t.Errorf("the shooter's own cover hid the target: %+v", over)
	}
	// A model in the way gives cover (GAP-11).
	bases := []geom.Base{shooter, model(5.5, 0.5, 0), model(9.5, 0.5, 0)}
	bases[0] = model(1.5, 0.5, 0)
	occ := d.Occupy(bases)
	if s := d.Sight(bases[0], bases[2], occ, 0, 2); !s.Cover {
		t.Errorf("behind another model: %+v", s)
	}
	if s := d.Sight(bases[0], bases[2], nil, 0, 2); s.Cover {
		t.Errorf("without models: %+v", s)
	}
}

// GAP-37: seen from above, waist-high cover cells hide nothing, while
// another model in the way still gives cover and a wall still blocks;
// a model is elevated when its base centre stands on a gantry cell.
func TestSightFromAbove(t *testing.T) {
	d := decktest.Build(t,
		"gggggg......",
		"gggggg......",
		"gggggg..c...",
		"gggggg......",
		"gggggg..#...",
	)
	shooter, target := model(1.5, 2.5, 0), model(9.5, 2.5, 180)
	if s := d.Sight(shooter, target, nil, -1, -1); !s.Cover {
		t.Fatalf("from the floor, behind a crate: %+v", s)
	}
	if s := d.SightFromAbove(shooter, target, nil, -1, -1); s.Cover || !s.InView || s.Hidden != 0 {
		t.Errorf("from above, behind a crate: %+v", s)
	}
	bases := []geom.Base{model(1.5, 0.5, 0), model(5.5, 0.5, 0), model(9.5, 0.5, 0)}
	occ := d.Occupy(bases)
	if s := d.SightFromAbove(bases[0], bases[2], occ, 0, 2); !s.Cover {
		t.Errorf("from above, behind another model: %+v", s)
	}
	if s := d.SightFromAbove(model(1.5, 4.5, 0), model(10.5, 4.5, 180), nil, -1, -1); s.InView {
		t.Errorf("from above, through a wall: %+v", s)
	}
	if !d.Elevated(geom.Vec{X: 5.9, Y: 4.1}) || d.Elevated(geom.Vec{X: 6.1, Y: 4.1}) || d.Elevated(geom.Vec{X: -1, Y: 0}) {
		t.Error("elevated: on a gantry cell, and only there")
	}
	up, down := geom.Vec{X: 1.5, Y: 2.5}, geom.Vec{X: 9.5, Y: 2.5}
	if !d.FiresDown(up, down) || d.FiresDown(up, up) || d.FiresDown(down, up) || d.FiresDown(down, down) {
		t.Error("fires down: from a gantry at a model off one, only")
	}
}

// Half behind a wall corner: the rays the wall stops count as hidden.
func TestHalfBehindAWall(t *testing.T) {
	d := decktest.Build(t,
		"..........",
		"..........",
		".......#..",
		".......#..",
		"..........",
	)
	// Exactly half behind the wall's end: 2 of 5 rays stopped, not cover.
	if s := d.Sight(model(0.5, 2.0, 0), model(8.5, 2.0, 180), nil, -1, -1); !s.InView || s.Cover || s.Hidden != 2 {
		t.Errorf("exactly half behind the wall: %+v", s)
	}
	// More than half behind it: cover.
	if s := d.Sight(model(0.5, 2.0, 0), model(8.5, 2.2, 180), nil, -1, -1); !s.InView || !s.Cover {
		t.Errorf("more than half behind the wall: %+v", s)
	}
	if s := d.Sight(model(0.5, 3.0, 0), model(9.5, 3.0, 180), nil, -1, -1); s.InView {
		t.Errorf("fully behind the wall: %+v", s)
	}
}

// Push-out with resolv: a base dropped into a wall or onto another model
// is moved clear.
func TestPushOut(t *testing.T) {
	d := decktest.Build(t,
		".....",
		".....",
		"..#..",
		".....",
	)
	b, ok := d.PushOut(model(2.5, 1.8, 0), nil)
	if !ok || !d.Fits(b) || b.Centre.Y > 1.5+1e-6 {
		t.Errorf("out of the wall: %+v ok %v", b.Centre, ok)
	}
	other := model(0.5, 0.5, 0)
	b, ok = d.PushOut(model(0.9, 0.5, 0), []geom.Base{other})
	if !ok || b.Centre.Dist(other.Centre) < 1-1e-6 {
		t.Errorf("off the other base: %+v ok %v", b.Centre, ok)
	}
	pocket := decktest.Build(t, "###", "#.#", "###")
	if _, ok := pocket.PushOut(model(1.5, 1.5, 0), []geom.Base{model(1.5, 1.5, 0)}); ok {
		t.Error("a one-cell pocket already holding a base reported room for another")
	}
}

// The resolv baseline agrees with the grid walk on clear-cut lines.
func TestResolvBaselineAgrees(t *testing.T) {
	d := decktest.Build(t, strings.Repeat(".", 10), "....#.....", "....#.....", strings.Repeat(".", 10))
	s := d.SightSpace()
	for _, l := range [][2]geom.Vec{{at(0.5, 0.5), at(9.5, 0.5)}, {at(0.5, 1.5), at(9.5, 2.5)}, {at(0.5, 3.5), at(9.5, 3.2)}} {
		if d.Clear(l[0], l[1]) != d.ResolvClear(l[0], l[1], s) {
			t.Errorf("%v: grid %v, resolv %v", l, d.Clear(l[0], l[1]), d.ResolvClear(l[0], l[1], s))
		}
	}
}

// The five GAP-11 sample points: the centre and the base's edge at ±45° and
// ±135° of the line of fire.
func TestSamplePoints(t *testing.T) {
	d := decktest.Build(t, "..........")
	_ = d
	target := model(5, 0, 0)
	for _, deg := range []float64{0, 33, 90, 200} {
		from := target.Centre.Polar(geom.Degrees(deg+180), 7)
		got := deck.SamplePoints(from, target)
		fire := from.Bearing(target.Centre)
		want := []geom.Vec{target.Centre,
			target.Centre.Polar(fire+math.Pi/4, 0.5), target.Centre.Polar(fire-math.Pi/4, 0.5),
			target.Centre.Polar(fire+3*math.Pi/4, 0.5), target.Centre.Polar(fire-3*math.Pi/4, 0.5)}
		for i := range want {
			if got[i].Dist(want[i]) > 1e-12 {
				t.Errorf("from %v°: point %d is %v, want %v", deg, i, got[i], want[i])
			}
		}
	}
}

// A line ending exactly on a wall's near face is clear, from either side.
func TestRayEndingOnAWallFace(t *testing.T) {
	d := decktest.Build(t, "...#....")
	if !d.Clear(at(0.5, 0.5), at(3, 0.5)) || !d.Clear(at(7.5, 0.5), at(4, 0.5)) {
		t.Error("a line ending on a wall's face was blocked")
	}
}

// Push-out keeps bases on the deck and parts bases on the same spot.
func TestPushOutStaysOnDeck(t *testing.T) {
	d := decktest.Build(t, ".....", ".....", ".....")
	b, ok := d.PushOut(model(0.3, 1.5, 0), nil)
	if !ok || b.Centre.X < 0.5-1e-9 {
		t.Errorf("off the edge: %+v %v", b.Centre, ok)
	}
	b, ok = d.PushOut(model(2.5, 1.5, 0), []geom.Base{model(2.5, 1.5, 0)})
	if !ok || b.Centre.Dist(at(2.5, 1.5)) < 1-1e-6 {
		t.Errorf("same spot: %+v %v", b.Centre, ok)
	}
}

// GAP-38: a base reaching a closed door finds it (and only the doors it
// overlaps) among the closed doors under it; opened, a door no longer
// blocks sight nor counts; a clone keeps its own doors.
func TestClosedDoorsUnder(t *testing.T) {
	d := decktest.Build(t,
		"..........",
		"####DD####",
		"..........",
	)
	twin := d.Clone()
	open := func(b geom.Base) [][2]int {
		got := d.ClosedDoorsUnder(b)
		for _, c := range got {
			if err := d.SetDoor(c[0], c[1], true); err != nil {
				t.Fatal(err)
			}
		}
		return got
	}
	if got := open(model(4.5, 0.4, 0)); len(got) != 0 {
		t.Errorf("a base short of the door reached %v", got)
	}
	got := open(model(5.0, 1.5, 90))
	if len(got) != 2 || got[0] != [2]int{4, 1} || got[1] != [2]int{5, 1} {
		t.Errorf("a base across both leaves reached %v, want both", got)
	}
	if !d.Clear(at(5.5, 0.5), at(5.5, 2.5)) {
		t.Error("the opened door still blocks sight")
	}
	if again := open(model(5.0, 1.5, 90)); len(again) != 0 {
		t.Errorf("an open door is closed again: %v", again)
	}
	// Every door open, then one shut again: walking through reaches it.
	if err := d.SetDoor(5, 1, false); err != nil {
		t.Fatal(err)
	}
	if shut := open(model(5.0, 1.5, 90)); len(shut) != 1 || shut[0] != [2]int{5, 1} {
		t.Errorf("a door shut again: %v", shut)
	}
	if twin.Clear(at(5.5, 0.5), at(5.5, 2.5)) {
		t.Error("opening a door on one deck opened it on its clone")
	}
}

// SetCell keeps push-out in step with the terrain: a wall raised pushes a
// base out; a wall cleared (a scenario's flood draining) no longer does.
func TestSetCellMovesWalls(t *testing.T) {
	d := decktest.Build(t, ".....", ".....", ".....")
	in := model(2.5, 1.5, 0)
	d.SetCell(2, 1, deck.Cell{Terrain: deck.Impossible, Wall: true})
	if b, ok := d.PushOut(in, nil); !ok || b.Centre == in.Centre {
		t.Errorf("a raised wall must push the base out: %+v ok %v", b.Centre, ok)
	}
	d.SetCell(2, 1, deck.Cell{})
	if b, ok := d.PushOut(in, nil); !ok || b.Centre != in.Centre {
		t.Errorf("a cleared wall must leave the base where it is: %+v ok %v", b.Centre, ok)
	}
}
