package main

import (
	"encoding/json"
	"fmt"
	"io"

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

func odds(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("odds")
	n := fs.Int("dice", 0, "dice rolled")
	tn := fs.Int("tn", 0, "target number")
	keep := fs.Int("keep", 0, "most passing dice kept (default: all)")
	sum7 := fs.Bool("sum7plus", false, "read TNs above 6 as an exploding sum")
	rest, err := parse(fs, args)
	if err != nil {
		return usageError(stderr, "kg odds: "+err.Error())
	}
	set := setFlags(fs)
	switch {
	case len(rest) > 0:
		return usageError(stderr, fmt.Sprintf("kg odds: unexpected argument %q", rest[0]))
	case !set["dice"] || *n < 0:
		return usageError(stderr, "kg odds: --dice N is required (0 or more)")
	case !set["tn"]:
		return usageError(stderr, "kg odds: --tn T is required")
	case tnRange(*tn) != "":
		return usageError(stderr, "kg odds: "+tnRange(*tn))
	case set["keep"] && *keep < 0:
		return usageError(stderr, "kg odds: --keep K must be 0 or more")
	case !set["keep"]:
		*keep = *n
	}
	mode := dice.Table
	if *sum7 {
		mode = dice.Sum7Plus
	}
	kept, err := rodds.KeptSuccesses(*n, *tn, *keep, mode)
	if err != nil {
		return usageError(stderr, "kg "+err.Error())
	}
	out, _ := json.Marshal(oddsOutput{Dice: *n, TN: *tn, Keep: *keep, Sum7Plus: *sum7, Kept: kept})
	fmt.Fprintln(stdout, string(out))
	return 0
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
