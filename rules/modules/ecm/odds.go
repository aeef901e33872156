package ecm

// The exact odds of an ECM attack's Mind contest (XS-07): each side rolls
// its Mind dice, every 6 re-rolled and added (KG-DICE-04), and its best
// die counts; the attacker wins by beating the defender's best plus the
// defender's bonus.

// maxTotal bounds the totals worked out: a die beyond it needs fifteen
// 6s in a row, a chance under one in 10^11, which is left out.
const maxTotal = 90

// dieCDF is P(one exploding die's total ≤ k), k = 0..maxTotal.
func dieCDF() []float64 {
	p := make([]float64, maxTotal+1) // P(total = k)
	for k := 1; k <= maxTotal; k++ {
		if k <= 5 {
			p[k] = 1.0 / 6
		} else if k > 6 {
			p[k] = p[k-6] / 6 // a 6, then k−6 from the re-roll
		}
	}
	cdf := make([]float64, maxTotal+1)
	for k := 1; k <= maxTotal; k++ {
		cdf[k] = cdf[k-1] + p[k]
	}
	return cdf
}

// bestCDF is P(the best of n exploding dice totals ≤ k), k = 0..maxTotal;
// n = 0 rolls nothing, a best of 0.
func bestCDF(n int) []float64 {
	one := dieCDF()
	out := make([]float64, maxTotal+1)
	for k := range out {
		out[k] = 1
		for range n {
			out[k] *= one[k]
		}
	}
	return out
}

// WinChance is the exact chance that the best of attacker exploding dice
// beats the best of defender dice plus bonus (ties to the defender,
// XS-28). An attacker with no dice never wins.
func WinChance(attacker, defender, bonus int) float64 {
	if attacker <= 0 {
		return 0
	}
	a, d := bestCDF(attacker), bestCDF(defender)
	win := 0.0
	for k := 1; k <= maxTotal; k++ {
		pa := a[k] - a[k-1] // the attacker's best is exactly k
		if need := k - 1 - bonus; need >= 0 {
			win += pa * d[need] // the defender's best + bonus ≤ k − 1
		}
	}
	return win
}
