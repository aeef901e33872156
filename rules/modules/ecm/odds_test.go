package ecm

import (
	"math"
	"testing"

	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
)

// XS-07 (XS-28: ties to the defender): the exact chance an ECM attack
// wins its Mind contest. One die against one wins 3/7 (a tie, 1/7 with
// 6s re-rolled and added, goes to the defender; the rest split evenly);
// against no dice it always wins, and against no dice and +1 only above
// a 1 (5/6); with no dice it never wins.
func TestTheContestsExactOdds(t *testing.T) {
	for _, tc := range []struct {
		a, d, bonus int
		want        float64
	}{
		{1, 1, 0, 3.0 / 7},
		{1, 0, 0, 1},
		{1, 0, 1, 5.0 / 6},
		{0, 3, 0, 0},
	} {
		if got := WinChance(tc.a, tc.d, tc.bonus); math.Abs(got-tc.want) > 1e-6 {
			t.Errorf("WinChance(%d, %d, +%d) = %.6f, want %.6f", tc.a, tc.d, tc.bonus, got, tc.want)
		}
	}
}

// The odds agree with the contest rolled as the rules roll it, many
// times over (seeded): the marksman's 4 Mind dice against a cultist's 3
// with one model between.
func TestTheOddsMatchTheDice(t *testing.T) {
	src := dice.NewSeeded(7)
	const n = 100000
	won := 0
	for range n {
		a, _ := dice.Score{Dice: 4, Keep: 1, Explode: true}.Roll(src, "a")
		d, _ := dice.Score{Dice: 3, Keep: 1, Explode: true}.Roll(src, "d")
		if a.Total > d.Total+1 {
			won++
		}
	}
	if got, want := float64(won)/n, WinChance(4, 3, 1); math.Abs(got-want) > 0.005 {
		t.Errorf("rolled %.4f, the odds say %.4f", got, want)
	}
}

// Between counts the bases the line between two models crosses.
func TestModelsBetween(t *testing.T) {
	from, to := base(0, 0), base(20, 0)
	others := []geom.Base{base(10, 0.4), base(5, 2), base(15, -0.3)}
	if n := Between(from, to, others); n != 2 {
		t.Errorf("%d models between, want 2", n)
	}
}

// base is a 1" base at x, y.
func base(x, y float64) geom.Base {
	return geom.Base{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5}
}
