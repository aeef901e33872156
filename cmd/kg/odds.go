package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/krygothic/krygothic/rules/dice"
	rodds "github.com/krygothic/krygothic/rules/odds"
)

// oddsOutput is the JSON kg odds prints.
type oddsOutput struct {
	Dice     int       `json:"dice"`
	TN       int       `json:"tn"`
	Keep     int       `json:"keep"`
	Sum7Plus bool      `json:"sum7plus,omitempty"`
	Kept     []float64 `json:"kept"`
}

var oddsCommand = &command{
	name:    "odds",
	summary: "exact chances of a success roll, as JSON",
	about: `Exact chance of 0, 1, … K kept successes when N exploding dice roll
against target number T and at most K passing dice are kept
(KG-DICE-06). Prints one JSON object on one line:
{"dice":N,"tn":T,"keep":K,"kept":[p0,p1,…,pK]}`,
	examples: []string{"kg odds --dice 5 --tn 5 --keep 3"},
	define: func(fs *flag.FlagSet) action {
		n := rangeFlag(fs, "dice", 0, 0, rodds.MaxDice, "`N` dice rolled (required)")
		tn := tnFlag(fs, "target number `T` (required)")
		keep := rangeFlag(fs, "keep", 0, 0, rodds.MaxDice, "keep at most `K` passing dice (default: all)")
		sum7 := fs.Bool("sum7plus", false, "read TNs above 6 as an exploding sum, not the 7+ table")
		return func(rest []string, stdout, stderr io.Writer) int {
			set := setFlags(fs)
			switch {
			case len(rest) > 0:
				return fail(stderr, "odds", fmt.Sprintf("unexpected argument %q", rest[0]))
			case !set["dice"]:
				return fail(stderr, "odds", fmt.Sprintf("--dice N is required (0 to %d)", rodds.MaxDice))
			case !set["tn"]:
				return fail(stderr, "odds", fmt.Sprintf("--tn T is required (0 to %d)", maxTN))
			case !set["keep"]:
				*keep = *n
			}
			mode := dice.Table
			if *sum7 {
				mode = dice.Sum7Plus
			}
			kept, err := rodds.KeptSuccesses(*n, *tn, *keep, mode)
			if err != nil {
				return fail(stderr, "odds", strings.TrimPrefix(err.Error(), "odds: "))
			}
			return printJSON(stdout, oddsOutput{Dice: *n, TN: *tn, Keep: *keep, Sum7Plus: *sum7, Kept: kept})
		}
	},
}

// maxTN is the highest target number the tool takes: far past any the
// rules make (a TN of 30 already needs six 6s in a row).
const maxTN = 100

// tnFlag defines --tn, a target number from 0 to maxTN.
func tnFlag(fs *flag.FlagSet, usage string) *int {
	return rangeFlag(fs, "tn", 0, 0, maxTN, usage)
}
