package geom_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/krygothic/krygothic/rules/geom"
)

func base(x, y float64, facingDeg float64) geom.Base {
	return geom.Base{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5, Facing: geom.Degrees(facingDeg)}
}

// GAP-12: the 90° front arc is ±45°, edges included.
func TestFrontArcEdges(t *testing.T) {
	b := base(0, 0, 0)
	tests := []struct {
		name string
		deg  float64
		in   bool
	}{
		{"straight ahead", 0, true},
		{"exactly +45°", 45, true},
		{"exactly −45°", -45, true},
		{"just past +45°", 45.001, false},
		{"just past −45°", -45.001, false},
		{"behind", 180, false},
		{"side", 90, false},
	}
	for _, tc := range tests {
		p := geom.Vec{}.Polar(geom.Degrees(tc.deg), 10)
		if got := b.Sees(p, geom.FrontArc); got != tc.in {
			t.Errorf("%s: in arc %v, want %v", tc.name, got, tc.in)
		}
	}
	// Facing wraps around ±180°.
	west := base(0, 0, 180)
	if !west.Sees(geom.Vec{}.Polar(geom.Degrees(-140), 5), geom.FrontArc) || west.Sees(geom.Vec{}.Polar(geom.Degrees(130), 5), geom.FrontArc) {
		t.Error("arc across ±180°")
	}
	// Option wideArc: 180°.
	if !b.Sees(geom.Vec{}.Polar(geom.Degrees(90), 5), 2*geom.FrontArc) {
		t.Error("wideArc: 90° off is inside a 180° arc")
	}
}

// KG-RC-06: the blind side is outside the target's front arc.
func TestBlindSide(t *testing.T) {
	target := base(0, 0, 0) // faces +x
	if geom.BlindSide(base(5, 0, 180), target, geom.FrontArc) {
		t.Error("an attacker in front is not on the blind side")
	}
	if !geom.BlindSide(base(-5, 0, 0), target, geom.FrontArc) || !geom.BlindSide(base(0, 5, 0), target, geom.FrontArc) {
		t.Error("an attacker behind or beside is on the blind side")
	}
}

// RULINGS §8: distances are between the bases' closest points; contact is
// at most 0.05".
func TestDistanceAndContact(t *testing.T) {
	a, b := base(0, 0, 0), base(3, 4, 0)
	if d := geom.Distance(a, b); math.Abs(d-4) > 1e-12 {
		t.Errorf("distance %v, want 5 − 0.5 − 0.5 = 4", d)
	}
	large := geom.Base{Centre: geom.Vec{X: 3, Y: 4}, Radius: 1}
	if d := geom.Distance(a, large); math.Abs(d-3.5) > 1e-12 {
		t.Errorf("large base: %v, want 3.5", d)
	}
	if !geom.InContact(a, base(1.04, 0, 0)) || geom.InContact(a, base(1.06, 0, 0)) {
		t.Error("contact threshold is 0.05\"")
	}
	if geom.Distance(a, base(0.2, 0, 0)) != 0 {
		t.Error("overlapping bases are 0 apart")
	}
}

// Templates touch any base they overlap or meet (XS-01, KG-EXPL-02).
func TestTemplates(t *testing.T) {
	b := base(2, 0, 0)
	if !geom.Touches(geom.Vec{}, 1.5, b) || geom.Touches(geom.Vec{}, 1.4, b) {
		t.Error("a 3\" template at 2\" touches a 1\" base exactly at its edge, a 2.8\" one does not")
	}
}

// GAP-19: away from the shooters' average bearing; none when they surround.
func TestAwayFrom(t *testing.T) {
	a, ok := geom.AwayFrom(geom.Vec{}, []geom.Vec{{X: 5, Y: 0}})
	if !ok || math.Abs(geom.Turn(a, math.Pi)) > 1e-12 {
		t.Errorf("away from a shooter at +x: %v", a)
	}
	if _, ok := geom.AwayFrom(geom.Vec{}, []geom.Vec{{X: 5}, {X: -5}}); ok {
		t.Error("KG-PSY-05: shooters on both sides leave no away direction")
	}
}

// SegmentDist measures to the nearest point of the segment, ends included,
// and treats a zero-length segment as a point.
func TestSegmentDist(t *testing.T) {
	a, b := geom.Vec{}, geom.Vec{X: 4}
	for _, tc := range []struct {
		p    geom.Vec
		want float64
	}{
		{geom.Vec{X: 2, Y: 3}, 3},  // beside the middle
		{geom.Vec{X: -3, Y: 4}, 5}, // beyond a
		{geom.Vec{X: 7, Y: -4}, 5}, // beyond b
		{geom.Vec{X: 1, Y: 0}, 0},  // on it
	} {
		if got := geom.SegmentDist(a, b, tc.p); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("SegmentDist to %v = %v, want %v", tc.p, got, tc.want)
		}
		if got := geom.SegmentDist2(a, b, tc.p); math.Abs(got-tc.want*tc.want) > 1e-12 {
			t.Errorf("SegmentDist2 to %v = %v, want %v", tc.p, got, tc.want*tc.want)
		}
	}
	if got := geom.SegmentDist(a, a, geom.Vec{X: 3, Y: 4}); got != 5 {
		t.Errorf("zero-length segment: %v, want 5", got)
	}
}

// Bases side by side touch without overlapping; closer, they overlap.
func TestOverlap(t *testing.T) {
	a := base(0, 0, 0)
	if geom.Overlap(a, base(1, 0, 0)) || !geom.Overlap(a, base(0.99, 0, 0)) {
		t.Error("1\" bases overlap when their centres are under 1\" apart, and only then")
	}
}

// Overlap's shortcut for bases far apart along one axis answers exactly as
// the distance does, near the edge of touching and far from it.
func TestOverlapShortcutAgreesWithDistance(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		a := geom.Base{Centre: geom.Vec{X: rng.Float64() * 72, Y: rng.Float64() * 48}, Radius: []float64{0.5, 1}[rng.IntN(2)]}
		b := geom.Base{Radius: []float64{0.5, 1}[rng.IntN(2)]}
		touch := a.Radius + b.Radius
		b.Centre = a.Centre.Polar(rng.Float64()*2*math.Pi, touch+(rng.Float64()-0.5)*[]float64{1e-5, 1e-3, 2}[rng.IntN(3)])
		if rng.IntN(4) == 0 { // exactly along an axis
			b.Centre.Y = a.Centre.Y
		}
		if got, want := geom.Overlap(a, b), a.Centre.Dist(b.Centre) < touch-1e-6; got != want { // 1e-6: overlapSlack
			t.Fatalf("%v and %v: Overlap %v, distance says %v", a, b, got, want)
		}
	}
}

// Nearest keeps the n items nearest a base, nearest first, ties in their
// order, and leaves the list it was given as it was.
func TestNearest(t *testing.T) {
	from := base(0, 0, 0)
	at := func(x float64) geom.Base { return base(x, 0, 0) }
	items := []float64{9, 3, 5, 3, 1}
	got := geom.Nearest(from, items, at, 3)
	if len(got) != 3 || got[0] != 1 || got[1] != 3 || got[2] != 3 {
		t.Errorf("the 3 nearest: %v", got)
	}
	if items[0] != 9 || items[4] != 1 {
		t.Errorf("the list was changed: %v", items)
	}
	if all := geom.Nearest(from, items, at, 10); len(all) != 5 || all[4] != 9 {
		t.Errorf("all of them: %v", all)
	}
	if none := geom.Nearest(from, items, at, -1); len(none) != 0 {
		t.Errorf("none: %v", none)
	}
}
