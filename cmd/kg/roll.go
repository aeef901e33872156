package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"strings"
	"time"

	"github.com/krygothic/krygothic/rules/dice"
)

// rollOutput is the JSON kg roll --json prints.
type rollOutput struct {
	Expr         string  `json:"expr"`
	Seed         *uint64 `json:"seed,omitempty"`
	TN           int     `json:"tn,omitempty"`
	Mode         string  `json:"mode,omitempty"`
	Chains       [][]int `json:"chains"`
	Passed       []bool  `json:"passed,omitempty"`
	Kept         []int   `json:"kept"`
	Total        *int    `json:"total,omitempty"`
	Successes    *int    `json:"successes,omitempty"`
	CriticalFail bool    `json:"critical_fail,omitempty"`
	CriticalPass bool    `json:"critical_pass,omitempty"`
}

var rollCommand = &command{
	name:    "roll",
	args:    "EXPR",
	summary: "roll dice and show every die with its re-rolls",
	about: `Roll EXPR (4K3: roll 4, keep 3; 3D6; D6) and print every die with its
re-rolls. Without --tn it is a score roll: keep the highest and sum
them. With --tn it is a success roll: keep at most K dice that pass T,
and report criticals (KG-DICE-08/09). Dice come from --seed, from
--dice (those faces in order, used up exactly), or from the clock (the
seed is printed so the roll can be repeated).`,
	examples: []string{"kg roll 4K3 --seed 7", "kg roll 5K3 --tn 7 --dice 6,6,1,5,6,3,2,1"},
	define: func(fs *flag.FlagSet) action {
		seed := seedFlag(fs, 0, "seed `S` for the dice (default: from the clock, printed)")
		script := fs.String("dice", "", "comma-separated faces to use in order, not a seed: a `LIST` such as 6,2,5")
		tn := tnFlag(fs, "target number `T`: makes this a success roll")
		sum7 := fs.Bool("sum7plus", false, "read TNs above 6 as an exploding sum (with --tn)")
		noExplode := fs.Bool("no-explode", false, "do not re-roll 6s (score rolls only)")
		asJSON := fs.Bool("json", false, "print one JSON object")
		return func(rest []string, stdout, stderr io.Writer) int {
			return rollDice(rollArgs{rest, setFlags(fs), *seed, *script, *tn, *sum7, *noExplode, *asJSON}, stdout, stderr)
		}
	},
}

// rollArgs is a parsed "kg roll" command line.
type rollArgs struct {
	rest            []string
	set             map[string]bool
	seed            uint64
	script          string
	tn              int
	sum7, noExplode bool
	json            bool
}

// rollDice runs "kg roll".
func rollDice(a rollArgs, stdout, stderr io.Writer) int {
	if len(a.rest) != 1 {
		return fail(stderr, "roll", "give one dice expression, such as 4K3 or 3D6")
	}
	expr, err := dice.ParseExpr(a.rest[0])
	if err != nil {
		return fail(stderr, "roll", err.Error())
	}
	src, seed, err := diceSource(a.set["seed"], a.seed, a.script, true)
	if err != nil {
		return fail(stderr, "roll", err.Error())
	}
	out := rollOutput{Expr: expr.String(), Seed: seed, Kept: []int{}}
	if a.set["tn"] {
		if a.noExplode {
			return fail(stderr, "roll", "--no-explode is for score rolls; success rolls always re-roll 6s")
		}
		mode := dice.Table
		if a.sum7 {
			mode = dice.Sum7Plus
		}
		r, err := dice.Success{Dice: expr.Dice, TN: a.tn, Keep: expr.Keep, Mode: mode}.Roll(src, "kg roll "+expr.String())
		if err = allUsed(src, err); err != nil {
			fmt.Fprintln(stderr, "kg roll:", err)
			return 1
		}
		succ := r.Successes()
		out.TN, out.Mode, out.Passed, out.Kept, out.Successes = a.tn, mode.String(), r.Passed, nonNil(r.Kept), &succ
		out.Chains, out.CriticalFail, out.CriticalPass = faces(r.Chains), r.CriticalFail, r.CriticalPass
		if a.json {
			return printJSON(stdout, out)
		}
		fmt.Fprintf(stdout, "%dK%d against TN %d (each die needs %s)%s\n", expr.Dice, expr.Keep, a.tn, dice.TargetDescription(a.tn, mode), seedNote(out.Seed))
		fmt.Fprintf(stdout, "dice: %s\n", describe(r.Chains, func(i int) string { return mark(r.Passed[i]) }))
		fmt.Fprintf(stdout, "successes: %d, kept %d (at most %d)\n", succ, len(r.Kept), expr.Keep)
		if r.CriticalFail {
			fmt.Fprintln(stdout, "critical fail: every die shows 1 (KG-DICE-08)")
		}
		if r.CriticalPass {
			fmt.Fprintln(stdout, "critical pass: three or more 6s (KG-DICE-09)")
		}
		return 0
	}

	if a.sum7 {
		return fail(stderr, "roll", "--sum7plus needs --tn")
	}
	r, err := dice.Score{Dice: expr.Dice, Keep: expr.Keep, Explode: !a.noExplode}.Roll(src, "kg roll "+expr.String())
	if err = allUsed(src, err); err != nil {
		fmt.Fprintln(stderr, "kg roll:", err)
		return 1
	}
	out.Chains, out.Kept, out.Total = faces(r.Chains), nonNil(r.Kept), &r.Total
	if a.json {
		return printJSON(stdout, out)
	}
	kept := map[int]bool{}
	for _, i := range r.Kept {
		kept[i] = true
	}
	fmt.Fprintf(stdout, "%s%s\n", expr, seedNote(out.Seed))
	fmt.Fprintf(stdout, "dice: %s\n", describe(r.Chains, func(i int) string {
		if kept[i] {
			return ""
		}
		return " (dropped)"
	}))
	fmt.Fprintf(stdout, "total: %d\n", r.Total)
	return 0
}

// seedFlag defines --seed, a seed for the dice: any whole number a
// uint64 holds, read in decimal.
func seedFlag(fs *flag.FlagSet, def uint64, usage string) *uint64 {
	return rangeFlag(fs, "seed", def, 0, math.MaxUint64, usage)
}

// diceSource is the dice a command rolls with: a script, a given seed, or
// (when clock is true) a seed from the clock, else the flag's default.
// A script and a seed together are a mistake. seed is nil for a script.
func diceSource(seedSet bool, seed uint64, script string, clock bool) (dice.Source, *uint64, error) {
	if script != "" {
		if seedSet {
			return nil, nil, fmt.Errorf("give --seed or --dice, not both")
		}
		s, err := dice.ParseScript(script)
		return s, nil, err
	}
	if !seedSet && clock {
		seed = uint64(time.Now().UnixNano())
	}
	return dice.NewSeeded(seed), &seed, nil
}

// nonNil turns a nil list into an empty one, so JSON shows [] not null.
func nonNil(list []int) []int {
	if list == nil {
		return []int{}
	}
	return list
}

// allUsed turns leftover scripted faces into an error: a script longer
// than the roll is almost always a mistake worth hearing about.
func allUsed(src dice.Source, err error) error {
	if s, ok := src.(*dice.Scripted); ok && err == nil && s.Remaining() > 0 {
		return fmt.Errorf("the roll used fewer dice than scripted: %d face(s) left over", s.Remaining())
	}
	return err
}

func faces(chains []dice.Chain) [][]int {
	out := make([][]int, len(chains))
	for i, c := range chains {
		out[i] = []int(c)
	}
	return out
}

func describe(chains []dice.Chain, note func(int) string) string {
	parts := make([]string, len(chains))
	for i, c := range chains {
		parts[i] = c.String() + note(i)
	}
	return strings.Join(parts, ", ")
}

func mark(pass bool) string {
	if pass {
		return " pass"
	}
	return " fail"
}

func seedNote(seed *uint64) string {
	if seed == nil {
		return ", scripted dice"
	}
	return fmt.Sprintf(", seed %d", *seed)
}

func printJSON(w io.Writer, v any) int {
	b, _ := json.Marshal(v)
	fmt.Fprintln(w, string(b))
	return 0
}
