package main

import (
	"encoding/json"
	"fmt"
	"io"
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

func roll(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("roll")
	seed := fs.Uint64("seed", 0, "seed for the dice (default: from the clock, printed)")
	script := fs.String("dice", "", "comma-separated faces to use instead of a seed")
	tn := fs.Int("tn", 0, "target number: makes this a success roll")
	sum7 := fs.Bool("sum7plus", false, "read TNs above 6 as an exploding sum")
	noExplode := fs.Bool("no-explode", false, "do not re-roll 6s (score rolls only)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	rest, err := parse(fs, args)
	if err != nil {
		return usageError(stderr, "kg roll: "+err.Error())
	}
	if len(rest) != 1 {
		return usageError(stderr, "kg roll: give one dice expression, such as 4K3 or 3D6")
	}
	if msg := tnRange(*tn); msg != "" {
		return usageError(stderr, "kg roll: "+msg)
	}
	expr, err := dice.ParseExpr(rest[0])
	if err != nil {
		return usageError(stderr, "kg roll: "+err.Error())
	}
	set := setFlags(fs)
	seedSet := set["seed"]
	var src dice.Source
	out := rollOutput{Expr: expr.String()}
	if *script != "" {
		if seedSet {
			return usageError(stderr, "kg roll: give --seed or --dice, not both")
		}
		s, err := dice.ParseScript(*script)
		if err != nil {
			return usageError(stderr, "kg roll: "+err.Error())
		}
		src = s
	} else {
		if !seedSet {
			*seed = uint64(time.Now().UnixNano())
		}
		out.Seed = seed
		src = dice.NewSeeded(*seed)
	}

	if set["tn"] {
		if *noExplode {
			return usageError(stderr, "kg roll: --no-explode is for score rolls; success rolls always re-roll 6s")
		}
		mode := dice.Table
		if *sum7 {
			mode = dice.Sum7Plus
		}
		r, err := dice.Success{Dice: expr.Dice, TN: *tn, Keep: expr.Keep, Mode: mode}.Roll(src, "kg roll "+expr.String())
		if err = allUsed(src, err); err != nil {
			fmt.Fprintln(stderr, "kg roll:", err)
			return 1
		}
		succ := r.Successes()
		out.TN, out.Mode, out.Passed, out.Kept, out.Successes = *tn, mode.String(), r.Passed, r.Kept, &succ
		out.Chains, out.CriticalFail, out.CriticalPass = faces(r.Chains), r.CriticalFail, r.CriticalPass
		if *asJSON {
			return printJSON(stdout, out)
		}
		fmt.Fprintf(stdout, "%dK%d against TN %d (each die needs %s)%s\n", expr.Dice, expr.Keep, *tn, dice.TargetDescription(*tn, mode), seedNote(out.Seed))
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

	if *sum7 {
		return usageError(stderr, "kg roll: --sum7plus needs --tn")
	}
	r, err := dice.Score{Dice: expr.Dice, Keep: expr.Keep, Explode: !*noExplode}.Roll(src, "kg roll "+expr.String())
	if err = allUsed(src, err); err != nil {
		fmt.Fprintln(stderr, "kg roll:", err)
		return 1
	}
	out.Chains, out.Kept, out.Total = faces(r.Chains), r.Kept, &r.Total
	if *asJSON {
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
