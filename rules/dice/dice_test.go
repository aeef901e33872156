package dice_test

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/dice"
)

// script returns a Scripted source of faces or stops the test.
func script(t *testing.T, faces ...int) *dice.Scripted {
	t.Helper()
	s, err := dice.NewScripted(faces...)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func totals(chains []dice.Chain) []int {
	out := make([]int, len(chains))
	for i, c := range chains {
		out[i] = c.Total()
	}
	return out
}

// KG-DICE-EX2: three dice show 3, 4, 6; the 6 is re-rolled and shows 3 →
// the dice read 3, 4, 9. KG-DICE-04: repeated 6s keep chaining (6,6,2 → 14).
func TestExplodingChains(t *testing.T) {
	tests := []struct {
		id     string
		faces  []int
		n      int
		totals []int
		shown  []string
	}{
		{"KG-DICE-EX2", []int{3, 4, 6, 3}, 3, []int{3, 4, 9}, []string{"3", "4", "6+3=9"}},
		{"KG-DICE-04", []int{6, 6, 2}, 1, []int{14}, []string{"6+6+2=14"}},
		{"KG-DICE-04 two dice", []int{6, 6, 1, 6, 5}, 2, []int{7, 17}, []string{"6+1=7", "6+6+5=17"}},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			src := script(t, tc.faces...)
			chains, err := dice.RollPool(src, tc.n, true, "test")
			if err != nil {
				t.Fatal(err)
			}
			if got := totals(chains); !slices.Equal(got, tc.totals) {
				t.Errorf("totals %v, want %v", got, tc.totals)
			}
			for i, c := range chains {
				if c.String() != tc.shown[i] {
					t.Errorf("die %d shown %q, want %q", i+1, c, tc.shown[i])
				}
			}
			if src.Remaining() != 0 {
				t.Errorf("%d scripted faces left unused", src.Remaining())
			}
		})
	}
}

// KG-DICE-EX1: a 3D6 roll against TN 12 showing 5, 3, 1 totals 9 and fails
// (KG-DICE-02/03: a summed target-number roll passes on ≥ TN).
func TestSummedTargetRoll(t *testing.T) {
	r, err := dice.Score{Dice: 3, Keep: 3, Explode: true}.Roll(script(t, 5, 3, 1), "KG-DICE-EX1")
	if err != nil {
		t.Fatal(err)
	}
	if r.Total != 9 || r.Reaches(12) {
		t.Errorf("total %d reaches 12 = %v; want 9, false", r.Total, r.Reaches(12))
	}
	if !r.Reaches(9) {
		t.Error("a total equal to the TN must pass (KG-DICE-03)")
	}
}

// KG-DICE-EX3: a 4K3 score roll showing 6, 5, 5, 2 keeps 6, 5, 5 for 16.
// The seed's example does not re-roll the 6; with explosion on (KG-DICE-04,
// the default for rules rolls) the 6 re-rolls and the kept total grows.
func TestScoreKeep(t *testing.T) {
	tests := []struct {
		name    string
		explode bool
		faces   []int
		kept    []int
		total   int
	}{
		{"KG-DICE-EX3 as printed", false, []int{6, 5, 5, 2}, []int{0, 1, 2}, 16},
		{"KG-DICE-EX3 with the 6 exploding", true, []int{6, 5, 5, 2, 1}, []int{0, 1, 2}, 17},
		{"KG-DICE-06 keeps the highest", false, []int{1, 4, 2, 3}, []int{1, 3, 2}, 9},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := dice.Score{Dice: 4, Keep: 3, Explode: tc.explode}.Roll(script(t, tc.faces...), tc.name)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(r.Kept, tc.kept) || r.Total != tc.total {
				t.Errorf("kept %v total %d, want %v total %d", r.Kept, r.Total, tc.kept, tc.total)
			}
		})
	}
}

// KG-DICE-07 and KG-DICE-EX4: Strength 2 against TN 5 rolls 4 and 6; the
// highest die (6, which explodes) passes. Attribute X or 0 rolls nothing and
// fails.
func TestAttributeCheck(t *testing.T) {
	checkAttributes(t, []attributeCase{
		{"KG-DICE-EX4", 2, 5, []int{4, 6, 2}, 1, true},
		{"KG-DICE-07 fail", 3, 5, []int{4, 2, 1}, 0, false},
		{"KG-DICE-07 attribute 0", 0, 2, nil, -1, false},
		{"KG-DICE-07 attribute X", -1, 2, nil, -1, false},
		// 7+ table: the 6+3 passes TN 7 though a plain 5 is lower; a 6+1 does not.
		{"KG-DICE-05 attribute at TN 7", 2, 7, []int{5, 6, 3}, 1, true},
		{"KG-DICE-05 attribute 6+1 fails TN 7", 2, 7, []int{5, 6, 1}, 1, false},
	})
}

// KG-DICE-07: the attribute check keeps one die, the best under the TN rule.
// Its contract: a passing die beats a failing one; between two dice that
// both pass or both fail the higher total wins; and on equal totals the
// FIRST in rolling order is kept, as keep rolls keep rolling order on ties
// (bestFirst). With exploding dice a pass is a function of the chain's
// total, rising with it, so "pass beats fail" never overrules a higher
// total; it is what lets a later passing die replace a failing best.
func TestAttributeBestDieOnTies(t *testing.T) {
	checkAttributes(t, []attributeCase{
		{"KG-DICE-07 passing tie keeps the first", 3, 5, []int{5, 5, 2}, 0, true},
		{"KG-DICE-07 passing tie after a lower die", 3, 5, []int{2, 5, 5}, 1, true},
		{"KG-DICE-07 failing tie keeps the first", 3, 5, []int{3, 3, 1}, 0, false},
		// chains 2, 6+1, 6+1: two equal exploded totals of 7.
		{"KG-DICE-04/07 exploded tie keeps the first", 3, 5, []int{2, 6, 6, 1, 1}, 1, true},
		// 7+ table: 6+2 fails TN 7 twice; the later 6+3 passes.
		{"KG-DICE-05/07 failing tie, then a pass", 3, 7, []int{6, 6, 6, 2, 2, 3}, 2, true},
		{"KG-DICE-07 a later pass beats an earlier fail", 2, 5, []int{4, 5}, 1, true},
	})
}

// attributeCase is an attribute check with scripted dice and the die it
// must keep.
type attributeCase struct {
	id     string
	value  int
	tn     int
	faces  []int
	best   int
	passed bool
}

// checkAttributes rolls each case's check on its scripted faces, which it
// must use up, and compares the die kept and the result.
func checkAttributes(t *testing.T, tests []attributeCase) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			src := script(t, tc.faces...)
			r, err := dice.Attribute{Value: tc.value, TN: tc.tn}.Roll(src, tc.id)
			if err != nil {
				t.Fatal(err)
			}
			if src.Remaining() != 0 {
				t.Fatalf("%d scripted faces unused", src.Remaining())
			}
			if r.Best != tc.best || r.Passed != tc.passed {
				t.Errorf("chains %v: best die %d passed %v, want %d %v", r.Chains, r.Best, r.Passed, tc.best, tc.passed)
			}
		})
	}
}

// KG-DICE-05 with RULINGS §1: the 7+ table is the default, the exploding sum
// the option sum7plus; tested at TN 7, 8, 9, 10, 11, 12 and 15.
func TestSevenPlusTable(t *testing.T) {
	tests := []struct {
		tn       int
		chain    dice.Chain
		table    bool
		sum7plus bool
	}{
		{7, dice.Chain{6, 3}, true, true},
		{7, dice.Chain{6, 2}, false, true},
		{7, dice.Chain{6, 1}, false, true},
		{7, dice.Chain{5}, false, false},
		{8, dice.Chain{6, 4}, true, true},
		{8, dice.Chain{6, 3}, false, true},
		{8, dice.Chain{6, 1}, false, false},
		{9, dice.Chain{6, 5}, true, true},
		{9, dice.Chain{6, 4}, false, true},
		{9, dice.Chain{6, 2}, false, false},
		{10, dice.Chain{6, 6, 1}, true, true},
		{10, dice.Chain{6, 5}, false, true},
		{10, dice.Chain{6, 3}, false, false},
		{11, dice.Chain{6, 6, 3}, true, true},
		{11, dice.Chain{6, 6, 2}, false, true},
		{11, dice.Chain{6, 5}, false, true},
		{11, dice.Chain{6, 4}, false, false},
		{12, dice.Chain{6, 6, 4}, true, true},
		{12, dice.Chain{6, 6, 3}, false, true},
		{12, dice.Chain{6, 5}, false, false},
		{15, dice.Chain{6, 6, 6, 3}, true, true},
		{15, dice.Chain{6, 6, 6, 2}, false, true},
		{15, dice.Chain{6, 6, 3}, false, true},
		{15, dice.Chain{6, 6, 2}, false, false},
	}
	for _, tc := range tests {
		if got := dice.Passes(tc.chain, tc.tn, dice.Table); got != tc.table {
			t.Errorf("KG-DICE-05 table: %v against TN %d passes = %v, want %v", tc.chain, tc.tn, got, tc.table)
		}
		if got := dice.Passes(tc.chain, tc.tn, dice.Sum7Plus); got != tc.sum7plus {
			t.Errorf("sum7plus: %v against TN %d passes = %v, want %v", tc.chain, tc.tn, got, tc.sum7plus)
		}
	}
}

// PassChance must be exact: the table and the option at every TN the issue
// names, worked out by hand.
func TestPassChance(t *testing.T) {
	tests := []struct {
		tn       int
		table    float64
		sum7plus float64
	}{
		{2, 5.0 / 6, 5.0 / 6},
		{5, 2.0 / 6, 2.0 / 6},
		{6, 1.0 / 6, 1.0 / 6},
		{7, 4.0 / 36, 6.0 / 36},
		{8, 3.0 / 36, 5.0 / 36},
		{9, 2.0 / 36, 4.0 / 36},
		{10, 1.0 / 36, 3.0 / 36},
		{11, 4.0 / 216, 2.0 / 36},
		{12, 3.0 / 216, 1.0 / 36},
		{15, 4.0 / 1296, 4.0 / 216},
	}
	for _, tc := range tests {
		if got := dice.PassChance(tc.tn, dice.Table); math.Abs(got-tc.table) > 1e-15 {
			t.Errorf("table TN %d: %v, want %v", tc.tn, got, tc.table)
		}
		if got := dice.PassChance(tc.tn, dice.Sum7Plus); math.Abs(got-tc.sum7plus) > 1e-15 {
			t.Errorf("sum7plus TN %d: %v, want %v", tc.tn, got, tc.sum7plus)
		}
	}
}

// GAP-13: a natural 1 fails whatever the TN; KG-DICE-03: equal passes.
func TestNaturalOneAndEqualTN(t *testing.T) {
	for _, m := range []dice.Mode{dice.Table, dice.Sum7Plus} {
		if dice.Passes(dice.Chain{1}, 1, m) || dice.Passes(dice.Chain{1}, -3, m) {
			t.Errorf("%v: a natural 1 passed a TN of 1 or less (GAP-13)", m)
		}
		if !dice.Passes(dice.Chain{5}, 5, m) || !dice.Passes(dice.Chain{6, 1}, 6, m) {
			t.Errorf("%v: a die equal to the TN failed (KG-DICE-03)", m)
		}
	}
}

// Success-mode keep rolls with the ranged examples' dice.
func TestSuccessRoll(t *testing.T) {
	tests := []struct {
		id        string
		roll      dice.Success
		faces     []int
		successes int
		kept      int
	}{
		// KG-RC-EX1: pistol 3K2S1, RC 3, TN 5: 4, 2, 6 → one success.
		{"KG-RC-EX1", dice.Success{Dice: 3, TN: 5, Keep: 3}, []int{4, 2, 6, 1}, 1, 1},
		// KG-RC-EX2: RC 5, TN 5: 6, 8 (6+2), 1, 5, 6 → four pass, three kept.
		{"KG-RC-EX2", dice.Success{Dice: 5, TN: 5, Keep: 3}, []int{6, 6, 1, 5, 6, 3, 2, 1}, 4, 3},
		// KG-RC-EX3 with the seed's literal dice 8, 7, 8 at TN 7, keep 1
		// (RULINGS §1): the table passes none, sum7plus passes all three.
		{"KG-RC-EX3 table", dice.Success{Dice: 3, TN: 7, Keep: 1}, []int{6, 6, 6, 2, 1, 2}, 0, 0},
		{"KG-RC-EX3 sum7plus", dice.Success{Dice: 3, TN: 7, Keep: 1, Mode: dice.Sum7Plus}, []int{6, 6, 6, 2, 1, 2}, 3, 1},
		// KG-RC-EX3's point, the 1K cap at 7", with chains that pass the table.
		{"KG-RC-EX3 cap", dice.Success{Dice: 3, TN: 7, Keep: 1}, []int{6, 6, 6, 3, 4, 5}, 3, 1},
		// KG-CC-EX2: CC 4, Str 3 keeps up to 3 dice that reach the opponent's CC.
		{"KG-CC-EX2", dice.Success{Dice: 4, TN: 3, Keep: 3}, []int{3, 4, 5, 2}, 3, 3},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			r, err := tc.roll.Roll(script(t, tc.faces...), tc.id)
			if err != nil {
				t.Fatal(err)
			}
			if r.Successes() != tc.successes || len(r.Kept) != tc.kept {
				t.Errorf("successes %d kept %d, want %d and %d", r.Successes(), len(r.Kept), tc.successes, tc.kept)
			}
			for _, i := range r.Kept {
				if !r.Passed[i] {
					t.Errorf("kept die %d did not pass", i)
				}
			}
		})
	}
}

// KG-STAT-EX2 / KG-STAT-10: RC 2 with a weapon allowing 5 rolls only 2 dice.
func TestKeepAboveDiceRollsOnlyTheDice(t *testing.T) {
	r, err := dice.Success{Dice: 2, TN: 5, Keep: 5}.Roll(script(t, 5, 5), "KG-STAT-EX2")
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Chains) != 2 || len(r.Kept) != 2 {
		t.Errorf("rolled %d dice and kept %d, want 2 and 2", len(r.Chains), len(r.Kept))
	}
}

// KG-DICE-08: all 1s is a critical fail; KG-DICE-09 / GAP-21: three or more
// 6 faces (re-rolls count) is a critical pass.
func TestCriticals(t *testing.T) {
	tests := []struct {
		id         string
		faces      []int
		dice       int
		fail, pass bool
	}{
		{"KG-DICE-08 all ones", []int{1, 1, 1}, 3, true, false},
		{"KG-DICE-08 one die not a one", []int{1, 2, 1}, 3, false, false},
		{"KG-DICE-09 three separate sixes", []int{6, 6, 6, 1, 2, 3}, 3, false, true},
		{"KG-DICE-09 one chain of three sixes", []int{6, 2, 6, 6, 1}, 2, false, true},
		{"KG-DICE-09 two sixes are not enough", []int{6, 6, 1, 1, 2}, 3, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			r, err := dice.Success{Dice: tc.dice, TN: 5, Keep: tc.dice}.Roll(script(t, tc.faces...), tc.id)
			if err != nil {
				t.Fatal(err)
			}
			if r.CriticalFail != tc.fail || r.CriticalPass != tc.pass {
				t.Errorf("critical fail %v pass %v, want %v %v", r.CriticalFail, r.CriticalPass, tc.fail, tc.pass)
			}
		})
	}
	if dice.AllOnes(nil) {
		t.Error("a roll of no dice is not a critical fail")
	}
	// Ruling (ours): three 6s that all fail TN 11 (6+5, 6+4, 6+2) hit
	// nothing, so they are no critical pass.
	r, err := dice.Success{Dice: 3, TN: 11, Keep: 3}.Roll(script(t, 6, 6, 6, 5, 4, 2), "TN 11")
	if err != nil {
		t.Fatal(err)
	}
	if r.CriticalPass || !dice.IsCriticalPass(r.Chains) {
		t.Errorf("three failing 6s: critical pass %v", r.CriticalPass)
	}
}

func TestScriptedRunsOutWithAnError(t *testing.T) {
	src := script(t, 6)
	_, err := dice.RollPool(src, 1, true, "pistol to-hit")
	if err == nil {
		t.Fatal("a script of one 6 cannot finish an exploding die")
	}
	for _, want := range []string{"pistol to-hit", "re-roll 1 of die 1", "holds only 1"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %q", err, want)
		}
	}
}

func TestScriptValidation(t *testing.T) {
	for _, bad := range []string{"7", "0", "a", "1,,2", "3;4"} {
		if _, err := dice.ParseScript(bad); err == nil {
			t.Errorf("ParseScript(%q) accepted a bad script", bad)
		}
	}
	s, err := dice.ParseScript(" 1, 6 ,3")
	if err != nil || s.Remaining() != 3 {
		t.Fatalf("ParseScript: %v, %d faces", err, s.Remaining())
	}
}

func TestSeededIsRepeatableAndFair(t *testing.T) {
	a, b := dice.NewSeeded(42), dice.NewSeeded(42)
	var counts [7]int
	for range 60000 {
		x, _ := a.D6("")
		y, _ := b.D6("")
		if x != y {
			t.Fatal("two sources with one seed differ")
		}
		counts[x]++
	}
	for f := 1; f <= 6; f++ {
		if counts[f] < 9500 || counts[f] > 10500 {
			t.Errorf("face %d came up %d times in 60000", f, counts[f])
		}
	}
}

func TestParseExpr(t *testing.T) {
	good := map[string]dice.Expr{"4K3": {4, 3}, "3d6": {3, 3}, "D6": {1, 1}, " 5k2 ": {5, 2}}
	for in, want := range good {
		if got, err := dice.ParseExpr(in); err != nil || got != want {
			t.Errorf("ParseExpr(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "K", "4", "3D8", "-1K2", "4K", "1000K1", "xK2"} {
		if _, err := dice.ParseExpr(bad); err == nil {
			t.Errorf("ParseExpr(%q) accepted a bad expression", bad)
		}
	}
}

func TestTargetDescription(t *testing.T) {
	want := map[int]string{5: "5+", 7: "6 then 3+", 10: "6 then 6", 11: "6, 6, then 3+", 15: "6, 6, 6, then 3+"}
	for tn, w := range want {
		if got := dice.TargetDescription(tn, dice.Table); got != w {
			t.Errorf("TN %d: %q, want %q", tn, got, w)
		}
	}
}
