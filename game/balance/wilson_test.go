package balance

import (
	"math"
	"testing"
)

// The Wilson interval against the values Newcombe (1998, Table I, method
// 3) publishes, and the textbook 0 of 10 and 5 of 10.
func TestWilsonKnownValues(t *testing.T) {
	for _, c := range []struct {
		k, n   int
		lo, hi float64
	}{
		{81, 263, 0.2553, 0.3662},
		{15, 148, 0.0624, 0.1605},
		{0, 20, 0, 0.1611},
		{1, 29, 0.0061, 0.1718},
		{0, 10, 0, 0.2775},
		{5, 10, 0.2366, 0.7634},
		{10, 10, 0.7225, 1},
	} {
		r := RateOf(c.k, c.n)
		if math.Abs(r.Lo-c.lo) > 5e-5 || math.Abs(r.Hi-c.hi) > 5e-5 {
			t.Errorf("%d of %d: [%.4f, %.4f], want [%.4f, %.4f]", c.k, c.n, r.Lo, r.Hi, c.lo, c.hi)
		}
	}
	if lo, hi := Wilson(0, 0, z95); lo != 0 || hi != 1 {
		t.Errorf("no trials: [%g, %g], want [0, 1]", lo, hi)
	}
}
