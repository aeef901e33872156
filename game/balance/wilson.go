package balance

import "math"

// z95 is the standard normal quantile for a two-sided 95% interval.
const z95 = 1.959963984540054

// Rate is a share with its 95% confidence interval: K of N.
type Rate struct {
	K, N   int
	Lo, Hi float64 // the interval's bounds, 0 to 1
}

// Share is K/N, or 0 when N is 0.
func (r Rate) Share() float64 {
	if r.N == 0 {
		return 0
	}
	return float64(r.K) / float64(r.N)
}

// RateOf is k successes in n trials with the 95% Wilson score interval.
func RateOf(k, n int) Rate {
	lo, hi := Wilson(k, n, z95)
	return Rate{K: k, N: n, Lo: lo, Hi: hi}
}

// Wilson is the Wilson score interval for k successes in n trials at the
// normal quantile z (1.96 for 95%): unlike the normal approximation it
// stays within [0, 1] and does not shrink to nothing at 0 or n successes,
// which matters for the small counts a balance run gives (Newcombe 1998,
// method 3). With no trials it says nothing: [0, 1].
func Wilson(k, n int, z float64) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	p, nf := float64(k)/float64(n), float64(n)
	z2 := z * z
	d := 1 + z2/nf
	centre := (p + z2/(2*nf)) / d
	half := z * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf)) / d
	return max(centre-half, 0), min(centre+half, 1)
}
