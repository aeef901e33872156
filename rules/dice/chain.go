package dice

import (
	"fmt"
	"strconv"
	"strings"
)

// Chain is one die as rolled: its natural face, then every re-roll that a 6
// earned (KG-DICE-04). A chain that does not explode holds one face.
type Chain []int

// Natural is the face the die showed before any re-roll.
func (c Chain) Natural() int {
	if len(c) == 0 {
		return 0
	}
	return c[0]
}

// Total is the sum of every face in the chain (6,6,2 → 14).
func (c Chain) Total() int {
	t := 0
	for _, f := range c {
		t += f
	}
	return t
}

// Sixes counts the faces showing 6, re-rolls included.
func (c Chain) Sixes() int {
	n := 0
	for _, f := range c {
		if f == 6 {
			n++
		}
	}
	return n
}

// String shows the chain as the log does: "6+6+2=14", or "4" when the die
// did not explode.
func (c Chain) String() string {
	if len(c) == 1 {
		return strconv.Itoa(c[0])
	}
	parts := make([]string, len(c))
	for i, f := range c {
		parts[i] = strconv.Itoa(f)
	}
	return strings.Join(parts, "+") + "=" + strconv.Itoa(c.Total())
}

// RollPool rolls n dice. With explode set, every 6 is re-rolled and added
// (KG-DICE-04). Faces are drawn the way a player rolls: all n dice first,
// then the re-rolls of each 6, die by die in order, so a script for
// "3, 4, 6 and the 6 re-rolls a 3" reads 3,4,6,3 (KG-DICE-EX2).
func RollPool(src Source, n int, explode bool, why string) ([]Chain, error) {
	if n < 0 {
		return nil, fmt.Errorf("%s: cannot roll %d dice", why, n)
	}
	chains := make([]Chain, n)
	for i := range chains {
		f, err := src.D6(fmt.Sprintf("%s (die %d of %d)", why, i+1, n))
		if err != nil {
			return nil, err
		}
		chains[i] = Chain{f}
	}
	if !explode {
		return chains, nil
	}
	for i := range chains {
		for chains[i][len(chains[i])-1] == 6 {
			f, err := src.D6(fmt.Sprintf("%s (re-roll %d of die %d after a 6)", why, len(chains[i]), i+1))
			if err != nil {
				return nil, err
			}
			chains[i] = append(chains[i], f)
		}
	}
	return chains, nil
}

// AllOnes reports whether every die of a non-empty roll shows a natural 1:
// the critical fail of KG-DICE-08.
func AllOnes(chains []Chain) bool {
	if len(chains) == 0 {
		return false
	}
	for _, c := range chains {
		if c.Natural() != 1 {
			return false
		}
	}
	return true
}

// CriticalSixes is how many 6 faces a to-hit roll needs for a critical pass
// (KG-DICE-09, GAP-21, RULINGS §5).
const CriticalSixes = 3

// IsCriticalPass reports whether a roll shows three or more 6 faces in
// total, first rolls and re-rolls alike (KG-DICE-09, GAP-21).
func IsCriticalPass(chains []Chain) bool {
	n := 0
	for _, c := range chains {
		n += c.Sixes()
	}
	return n >= CriticalSixes
}
