package dice

import (
	"fmt"
	"strconv"
	"strings"
)

// Expr is a dice expression as players write it: "4K3" (roll 4, keep 3),
// "3D6" (roll 3 and keep them all) or "D6" (one die).
type Expr struct {
	Dice int
	Keep int
}

// MaxExprDice bounds the dice of one expression, so a typo cannot ask for a
// billion dice.
const MaxExprDice = 100

// ParseExpr reads "NKM", "ND6" or "D6" (letters in either case).
func ParseExpr(s string) (Expr, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	bad := func(why string) (Expr, error) {
		return Expr{}, fmt.Errorf("dice expression %q: %s (write e.g. 4K3, 3D6 or D6)", s, why)
	}
	count := func(txt string) (int, bool) {
		n, err := strconv.Atoi(txt)
		return n, err == nil && n >= 0 && n <= MaxExprDice
	}
	if left, ok := strings.CutSuffix(t, "D6"); ok {
		if left == "" {
			return Expr{Dice: 1, Keep: 1}, nil
		}
		n, ok := count(left)
		if !ok {
			return bad(fmt.Sprintf("the number of dice must be 0 to %d", MaxExprDice))
		}
		return Expr{Dice: n, Keep: n}, nil
	}
	left, right, found := strings.Cut(t, "K")
	if !found {
		return bad("no K or D6")
	}
	n, okN := count(left)
	k, okK := count(right)
	if !okN || !okK {
		return bad(fmt.Sprintf("both numbers must be 0 to %d", MaxExprDice))
	}
	return Expr{Dice: n, Keep: k}, nil
}

// String writes e back as "4K3", or "3D6" when every die is kept.
func (e Expr) String() string {
	if e.Keep == e.Dice {
		return fmt.Sprintf("%dD6", e.Dice)
	}
	return fmt.Sprintf("%dK%d", e.Dice, e.Keep)
}
