// Package odds computes exact probabilities for Kry-Gothic rolls, for the
// client's odds preview and the AI. Nothing here samples: every figure is
// worked out from the per-die chance of [dice.PassChance].
package odds

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/dice"
)

// MaxDice bounds the dice of one query; no rule rolls anywhere near this.
const MaxDice = 1000

// KeptSuccesses returns the exact distribution of a success-mode keep roll
// (KG-DICE-06): p[i] is the probability of exactly i kept successes when n
// exploding dice are rolled against tn and at most keep passing dice are
// kept, for i = 0..keep. The entries sum to 1.
func KeptSuccesses(n, tn, keep int, m dice.Mode) ([]float64, error) {
	switch {
	case n < 0 || n > MaxDice:
		return nil, fmt.Errorf("odds: %d dice; the number of dice must be 0 to %d", n, MaxDice)
	case keep < 0 || keep > MaxDice:
		return nil, fmt.Errorf("odds: keep %d; the keep value must be 0 to %d", keep, MaxDice)
	}
	succ := Binomial(n, dice.PassChance(tn, m))
	kept := make([]float64, keep+1)
	for i, p := range succ {
		kept[min(i, keep)] += p
	}
	return kept, nil
}

// Binomial returns P(exactly i of n independent trials succeed), i = 0..n,
// each succeeding with probability p. It builds the distribution one trial
// at a time, which stays accurate where binomial coefficients overflow.
func Binomial(n int, p float64) []float64 {
	dist := make([]float64, n+1)
	dist[0] = 1
	for trial := 1; trial <= n; trial++ {
		for i := trial; i >= 1; i-- {
			dist[i] = dist[i]*(1-p) + dist[i-1]*p
		}
		dist[0] *= 1 - p
	}
	return dist
}

// Mean is the expected value of a distribution over 0, 1, 2, ….
func Mean(dist []float64) float64 {
	m := 0.0
	for i, p := range dist {
		m += float64(i) * p
	}
	return m
}

// AtLeast is the probability of i or more in dist.
func AtLeast(dist []float64, i int) float64 {
	s := 0.0
	for j := max(i, 0); j < len(dist); j++ {
		s += dist[j]
	}
	return s
}
