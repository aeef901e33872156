package overwatch_test

import (
	"math"
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/overwatch"
	"github.com/krygothic/krygothic/rules/orders"
)

// SW-OVW-01: the watched area runs out to the weapon's maximum range, the
// distance under which a shot still keeps a die after the long-range
// penalty (KG-RC-11): long + keep − 1, which is where combat's own range
// rule (Fighter.InRange) stops.
func TestReachIsTheMaximumRange(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]float64{"pistol": 8, "rifle": 15, "assault-rifle": 13, "autocannon": 23, "sniper-rifle": 28} {
		w, ok := c.Ranged(id)
		if !ok {
			t.Fatalf("no %s", id)
		}
		u := &orders.Unit{ID: "u"}
		u.F.Ranged = w
		got := overwatch.Reach(u)
		if got != want || !u.F.InRange(got-0.01) || u.F.InRange(got) {
			t.Errorf("%s: reach %g (want %g); in range just short of it %v, at it %v", id, got, want, u.F.InRange(got-0.01), u.F.InRange(got))
		}
	}
	if r := overwatch.Reach(&orders.Unit{}); r != 0 {
		t.Errorf("a unit with no ranged weapon reaches %g", r)
	}
}

// XS-05: a lane is 2" wide, from the unit's centre out to its reach; a
// base touches it when its edge is within 1" of the lane's middle line.
func TestInLane(t *testing.T) {
	from := geom.Base{Centre: geom.Vec{X: 2, Y: 2}, Radius: 0.5}
	const reach, width = 10.0, 2.0
	for _, c := range []struct {
		at   geom.Vec
		want bool
	}{
		{geom.Vec{X: 8, Y: 2}, true},       // on the middle line
		{geom.Vec{X: 8, Y: 3.49}, true},    // its edge 0.99" off the line
		{geom.Vec{X: 8, Y: 3.51}, false},   // 1.01" off
		{geom.Vec{X: 12.4, Y: 2}, true},    // at the far end (2 + 0.5 + 10)
		{geom.Vec{X: 14.1, Y: 2}, false},   // beyond it
		{geom.Vec{X: 2, Y: 8}, false},      // off to the side
		{geom.Vec{X: 0.6, Y: 2.2}, true},   // just behind the unit: the lane starts at its centre
		{geom.Vec{X: -0.6, Y: 2.2}, false}, // further behind
	} {
		if got := overwatch.InLane(from, 0, reach, width, geom.Base{Centre: c.at, Radius: 0.5}); got != c.want {
			t.Errorf("a base at %v in the lane: %v, want %v", c.at, got, c.want)
		}
	}
	if end := overwatch.LaneEnd(from, math.Pi/2, reach); math.Abs(end.X-2) > 1e-9 || math.Abs(end.Y-12.5) > 1e-9 {
		t.Errorf("a lane laid down the deck ends at %v, want (2, 12.5)", end)
	}
}
