package dice

import "fmt"

// Mode says how a die is judged against a target number above 6.
type Mode uint8

const (
	// Table is the default (KG-DICE-05, RULINGS §1): against TN 7 or more a
	// die needs k = ceil((TN-6)/4) sixes in a row and then a re-roll of at
	// least TN-4k (TN 7: a 6 then 3+; TN 11: 6, 6, then 3+).
	Table Mode = iota
	// Sum7Plus is the rule option "sum7plus": a die passes when its whole
	// exploded total reaches the TN (6+1 = 7 passes TN 7).
	Sum7Plus
)

// String names the mode as rule options and the CLI spell it. Every mode
// other than Table reads as Sum7Plus, here and in the rules.
func (m Mode) String() string {
	if m != Table {
		return "sum7plus"
	}
	return "table"
}

// MinTN is the lowest effective target number: a natural 1 always fails a
// to-hit, avoid, wound or attribute die (GAP-13).
const MinTN = 2

// Passes reports whether one die's chain passes target number tn.
// Up to TN 6 the natural face decides, and raising the TN to MinTN is what
// makes a natural 1 always fail (GAP-13); above 6 a 1 fails both readings
// anyway, since it neither is a 6 nor explodes.
func Passes(c Chain, tn int, m Mode) bool {
	if len(c) == 0 {
		return false
	}
	tn = max(tn, MinTN)
	if tn <= 6 {
		return c.Natural() >= tn
	}
	if m != Table {
		return c.Total() >= tn
	}
	k, last := tableSteps(tn)
	if len(c) <= k {
		return false
	}
	for _, f := range c[:k] {
		if f != 6 {
			return false
		}
	}
	return c[k] >= last
}

// TableSteps is what the 7+ table asks of one die against a TN of 7 or
// more (KG-DICE-05): sixes in a row, then a re-roll of at least last.
func TableSteps(tn int) (sixes, last int) { return tableSteps(max(tn, 7)) }

// tableSteps gives, for a TN of 7 or more, how many sixes in a row the 7+
// table wants (k) and what the re-roll after them must reach (TN-4k, 3 to 6).
func tableSteps(tn int) (k, last int) {
	k = (tn - 6 + 3) / 4
	return k, tn - 4*k
}

// PassChance is the exact probability that one exploding die passes target
// number tn under mode m; it agrees with [Passes] for every chain.
func PassChance(tn int, m Mode) float64 {
	tn = max(tn, MinTN)
	if tn <= 6 {
		return float64(7-tn) / 6
	}
	if m == Table {
		k, last := tableSteps(tn)
		p := float64(7-last) / 6
		for range k {
			p /= 6
		}
		return p
	}
	// Sum7Plus: a total of at least tn needs the first s = floor((tn-1)/6)
	// faces all 6 (their sum 6s is below tn); then the next face either
	// reaches tn-6s itself or is a 6 that keeps the chain going past it.
	s := (tn - 1) / 6
	need := tn - 6*s // 1..6: the next face must show at least this
	p := float64(7-need) / 6
	for range s {
		p /= 6
	}
	return p
}

// TargetDescription says in words what one die needs against tn, for logs
// and the CLI: "5+", "6 then 3+", "6, 6, then 3+", or "total 13+".
func TargetDescription(tn int, m Mode) string {
	tn = max(tn, MinTN)
	if tn <= 6 {
		return fmt.Sprintf("%d+", tn)
	}
	if m != Table {
		return fmt.Sprintf("total %d+", tn)
	}
	k, last := tableSteps(tn)
	s := "6"
	for range k - 1 {
		s += ", 6"
	}
	if k > 1 {
		s += ","
	}
	if last == 6 {
		return s + " then 6"
	}
	return fmt.Sprintf("%s then %d+", s, last)
}
