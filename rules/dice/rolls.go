package dice

import (
	"fmt"
	"sort"
)

// Success is a success-mode keep roll (KG-DICE-06 as combat uses it, KG-CC-06,
// KG-RC-09): roll Dice exploding dice against TN and keep at most Keep of
// those that pass.
type Success struct {
	Dice int  // dice rolled (RC, CC, … after modifiers); 0 or less rolls none
	TN   int  // target number each die must reach
	Keep int  // most passing dice kept
	Mode Mode // how TNs above 6 are read
}

// SuccessResult is a rolled [Success], with everything the log shows.
type SuccessResult struct {
	Chains       []Chain // every die as rolled, in rolling order
	Passed       []bool  // Passed[i]: Chains[i] reached the TN
	Kept         []int   // indices of the kept passing dice, best first
	CriticalFail bool    // every die showed a natural 1 (KG-DICE-08)
	CriticalPass bool    // three or more 6 faces in all, and a die kept (KG-DICE-09)
}

// Successes is how many dice passed, kept or not.
func (r SuccessResult) Successes() int {
	n := 0
	for _, p := range r.Passed {
		if p {
			n++
		}
	}
	return n
}

// Roll rolls s from src. why names the roll in errors (and in a scripted
// source's "ran out" message).
func (s Success) Roll(src Source, why string) (SuccessResult, error) {
	if s.Keep < 0 {
		return SuccessResult{}, fmt.Errorf("%s: keep value %d is negative", why, s.Keep)
	}
	chains, err := RollPool(src, max(s.Dice, 0), true, why)
	if err != nil {
		return SuccessResult{}, err
	}
	return s.Read(chains), nil
}

// Read reads chains, dice already rolled, as a roll of s: which pass,
// which are kept, whether it is a critical fail or pass. A roll some of
// whose dice were rolled again (a re-roll a rule grants) is read again
// with it.
func (s Success) Read(chains []Chain) SuccessResult {
	r := SuccessResult{
		Chains:       chains,
		Passed:       make([]bool, len(chains)),
		CriticalFail: AllOnes(chains),
	}
	var passing []int
	for i, c := range chains {
		if Passes(c, s.TN, s.Mode) {
			r.Passed[i] = true
			passing = append(passing, i)
		}
	}
	r.Kept = bestFirst(chains, passing, s.Keep)
	// Three 6s that all fail a high TN hit nothing, so there is nothing to
	// double: a critical pass needs a kept success (docs/rules.md).
	r.CriticalPass = IsCriticalPass(chains) && len(r.Kept) > 0
	return r
}

// Score is a score-mode keep roll XKY (KG-DICE-06): roll Dice dice, keep
// the Keep highest and sum them. "3D6" is Score{Dice: 3, Keep: 3}.
type Score struct {
	Dice    int  // dice rolled; 0 or less rolls none
	Keep    int  // highest dice kept and summed
	Explode bool // re-roll and add 6s (KG-DICE-04); on for rules rolls
}

// ScoreResult is a rolled [Score].
type ScoreResult struct {
	Chains []Chain // every die as rolled
	Kept   []int   // indices of the kept dice, highest first
	Total  int     // sum of the kept chains
}

// Reaches reports whether the total reaches tn: the summed target-number
// roll of KG-DICE-03 ("3D6, 12 or higher").
func (r ScoreResult) Reaches(tn int) bool { return r.Total >= tn }

// Roll rolls s from src.
func (s Score) Roll(src Source, why string) (ScoreResult, error) {
	if s.Keep < 0 {
		return ScoreResult{}, fmt.Errorf("%s: keep value %d is negative", why, s.Keep)
	}
	chains, err := RollPool(src, max(s.Dice, 0), s.Explode, why)
	if err != nil {
		return ScoreResult{}, err
	}
	all := make([]int, len(chains))
	for i := range all {
		all[i] = i
	}
	r := ScoreResult{Chains: chains, Kept: bestFirst(chains, all, s.Keep)}
	for _, i := range r.Kept {
		r.Total += chains[i].Total()
	}
	return r, nil
}

// Attribute is an attribute check (KG-DICE-07): roll as many dice as the
// attribute and pass when the highest reaches TN.
type Attribute struct {
	Value int  // the characteristic; 0 or X (negative) rolls no dice and fails
	TN    int  // target number the best die must reach
	Mode  Mode // how TNs above 6 are read
}

// AttributeResult is a rolled [Attribute].
type AttributeResult struct {
	Chains []Chain // every die as rolled; none for an attribute of 0 or X
	Best   int     // index of the highest die, -1 when no die was rolled
	Passed bool
}

// Roll rolls a from src. With the 7+ table a lower total can pass where a
// higher one fails (6+3 passes TN 7, 5 does not), so "the highest die" is
// the best die under the TN rule: the check passes when any die passes.
func (a Attribute) Roll(src Source, why string) (AttributeResult, error) {
	chains, err := RollPool(src, max(a.Value, 0), true, why)
	if err != nil {
		return AttributeResult{}, err
	}
	return a.Read(chains), nil
}

// Read reads chains, dice already rolled, as a check of a: its best die
// and whether it passes. A check some of whose dice were rolled again is
// read again with it.
func (a Attribute) Read(chains []Chain) AttributeResult {
	r := AttributeResult{Chains: chains, Best: -1}
	for i, c := range chains {
		pass := Passes(c, a.TN, a.Mode)
		better := r.Best < 0 || (pass && !r.Passed) ||
			(pass == r.Passed && c.Total() > chains[r.Best].Total())
		if better {
			r.Best, r.Passed = i, pass
		}
	}
	return r
}

// bestFirst returns at most keep of the candidate indices, highest chain
// total first; equal totals keep rolling order.
func bestFirst(chains []Chain, candidates []int, keep int) []int {
	out := append([]int(nil), candidates...)
	sort.SliceStable(out, func(i, j int) bool {
		return chains[out[i]].Total() > chains[out[j]].Total()
	})
	if len(out) > keep {
		out = out[:keep]
	}
	return out
}
