package odds_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/odds"
)

// outcome is one way a single die can come out, with its probability.
type outcome struct {
	chain dice.Chain
	p     float64
}

// enumerateDie lists every chain one exploding die can show, deep enough
// that the TN is decided: past `depth` faces of 6 every chain passes both
// readings, so the all-6 tail is folded into one chain of sixes ending in 1.
func enumerateDie(depth int) []outcome {
	var out []outcome
	var walk func(prefix dice.Chain, p float64)
	walk = func(prefix dice.Chain, p float64) {
		if len(prefix) == depth {
			out = append(out, outcome{append(append(dice.Chain(nil), prefix...), 1), p})
			return
		}
		for f := 1; f <= 5; f++ {
			out = append(out, outcome{append(append(dice.Chain(nil), prefix...), f), p / 6})
		}
		walk(append(prefix, 6), p/6)
	}
	walk(nil, 1)
	return out
}

// bruteForce enumerates every joint outcome of n dice and judges each with
// dice.Passes, the rule itself, not the closed form under test.
func bruteForce(n, tn, keep int, m dice.Mode) []float64 {
	die := enumerateDie(tn/4 + 3)
	dist := make([]float64, keep+1)
	var walk func(left, passes int, p float64)
	walk = func(left, passes int, p float64) {
		if left == 0 {
			dist[min(passes, keep)] += p
			return
		}
		for _, o := range die {
			add := 0
			if dice.Passes(o.chain, tn, m) {
				add = 1
			}
			walk(left-1, passes+add, p*o.p)
		}
	}
	walk(n, 0, 1)
	return dist
}

func closeTo(t *testing.T, what string, got, want []float64, tol float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d entries, want %d", what, len(got), len(want))
	}
	for i := range got {
		if math.Abs(got[i]-want[i]) > tol {
			t.Errorf("%s: p[%d] = %.12f, want %.12f (±%g)", what, i, got[i], want[i], tol)
		}
	}
}

// The closed form agrees with exhaustive enumeration of every chain for
// small rolls, both TN readings (KG-DICE-05, RULINGS §1), keep below and
// above the dice.
func TestKeptSuccessesMatchesEnumeration(t *testing.T) {
	for _, m := range []dice.Mode{dice.Table, dice.Sum7Plus} {
		for _, tn := range []int{2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15} {
			for n := 0; n <= 3; n++ {
				for _, keep := range []int{0, 1, 2, 5} {
					name := fmt.Sprintf("%v %dK%d TN %d", m, n, keep, tn)
					got, err := odds.KeptSuccesses(n, tn, keep, m)
					if err != nil {
						t.Fatal(err)
					}
					closeTo(t, name, got, bruteForce(n, tn, keep, m), 1e-12)
				}
			}
		}
	}
}

// A seeded Monte-Carlo run of the real roller lands within sampling error
// of the closed form.
func TestKeptSuccessesMatchesSampling(t *testing.T) {
	const trials = 200000
	cases := []struct {
		n, tn, keep int
		m           dice.Mode
	}{
		{10, 5, 5, dice.Table},
		{5, 5, 3, dice.Table},
		{3, 7, 1, dice.Sum7Plus},
		{6, 8, 3, dice.Table},
	}
	src := dice.NewSeeded(2026)
	for _, c := range cases {
		want, _ := odds.KeptSuccesses(c.n, c.tn, c.keep, c.m)
		got := make([]float64, c.keep+1)
		roll := dice.Success{Dice: c.n, TN: c.tn, Keep: c.keep, Mode: c.m}
		for range trials {
			r, err := roll.Roll(src, "sampling")
			if err != nil {
				t.Fatal(err)
			}
			got[len(r.Kept)] += 1.0 / trials
		}
		// Four standard errors of the largest cell (p ≤ 1) is at most 0.0045.
		closeTo(t, fmt.Sprintf("sampled %dK%d TN %d %v", c.n, c.keep, c.tn, c.m), got, want, 4*math.Sqrt(0.25/trials))
	}
}

func TestKeptSuccessesBasics(t *testing.T) {
	// KG-RC-EX1 set-up: 3 dice at TN 5, keep 3. P(no hit) = (2/3)^3.
	p, _ := odds.KeptSuccesses(3, 5, 3, dice.Table)
	if math.Abs(p[0]-8.0/27) > 1e-15 || math.Abs(p[3]-1.0/27) > 1e-15 {
		t.Errorf("3 dice TN 5: %v", p)
	}
	sum := 0.0
	for _, x := range p {
		sum += x
	}
	if math.Abs(sum-1) > 1e-12 {
		t.Errorf("distribution sums to %v", sum)
	}
	if m := odds.Mean(p); math.Abs(m-1) > 1e-12 {
		t.Errorf("mean %v, want 1", m)
	}
	if a := odds.AtLeast(p, 1); math.Abs(a-19.0/27) > 1e-12 {
		t.Errorf("at least one: %v", a)
	}
	for _, bad := range [][2]int{{-1, 1}, {1, -1}, {odds.MaxDice + 1, 1}} {
		if _, err := odds.KeptSuccesses(bad[0], 5, bad[1], dice.Table); err == nil {
			t.Errorf("KeptSuccesses(%d dice, keep %d) accepted", bad[0], bad[1])
		}
	}
}

func BenchmarkKeptSuccesses10K5(b *testing.B) {
	for b.Loop() {
		if _, err := odds.KeptSuccesses(10, 5, 5, dice.Table); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSample10K5 is the baseline: the same question answered by
// rolling 10 000 seeded samples, the naive way to estimate it.
func BenchmarkSample10K5(b *testing.B) {
	src := dice.NewSeeded(1)
	roll := dice.Success{Dice: 10, TN: 5, Keep: 5}
	for b.Loop() {
		for range 10000 {
			if _, err := roll.Roll(src, "bench"); err != nil {
				b.Fatal(err)
			}
		}
	}
}
