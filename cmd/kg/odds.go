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
		n := fs.Int("dice", 0, "`N` dice rolled (required, 0 or more)")
		tn := fs.Int("tn", 0, "target number `T` (required, 0 to 100)")
		keep := fs.Int("keep", 0, "keep at most `K` passing dice (default: all)")
		sum7 := fs.Bool("sum7plus", false, "read TNs above 6 as an exploding sum, not the 7+ table")
		return func(rest []string, stdout, stderr io.Writer) int {
			set := setFlags(fs)
			switch {
			case len(rest) > 0:
				return fail(stderr, "odds", fmt.Sprintf("unexpected argument %q", rest[0]))
			case !set["dice"] || *n < 0:
				return fail(stderr, "odds", "--dice N is required (0 or more)")
			case !set["tn"]:
				return fail(stderr, "odds", "--tn T is required")
			case tnRange(*tn) != "":
				return fail(stderr, "odds", tnRange(*tn))
			case set["keep"] && *keep < 0:
				return fail(stderr, "odds", "--keep K must be 0 or more")
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

// tnRange says what is wrong with a --tn value, or "" when it is fine.
func tnRange(tn int) string {
	if tn < 0 || tn > maxTN {
		return fmt.Sprintf("--tn %d: a target number is 0 to %d", tn, maxTN)
	}
	return ""
}
