// Package words says things in English the same way wherever the game
// writes them: the scenario checker, the command-line tool, the event log
// and the client.
package words

import (
	"math"
	"strconv"
	"strings"
)

// Count says n things with the noun in the right number: "1 event",
// "0 events", "3 events".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// FewItems is how many items Few lists.
const FewItems = 5

// Few lists the first FewItems of items joined by sep, and counts the
// rest: "a; b; c; d; e; … and 17,995 more". A list a file someone else
// wrote can make as long as it likes (the problems of a settings file)
// is said this way, so its message stays short.
func Few(items []string, sep string) string {
	if len(items) <= FewItems {
		return strings.Join(items, sep)
	}
	return strings.Join(items[:FewItems], sep) + sep + "… and " + Thousands(len(items)-FewItems) + " more"
}

// Thousands writes n with its thousands grouped by commas: "17,995".
func Thousands(n int) string {
	s := strconv.Itoa(n)
	start := 0
	if n < 0 {
		start = 1
	}
	for i := len(s) - 3; i > start; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Tenths writes a distance in inches to a tenth, as the rules' messages
// do: "6.5", "20.0".
func Tenths(d float64) string { return strconv.FormatFloat(d, 'f', 1, 64) }

// Past writes distance d, which lies past limit, to a tenth, rounded up
// when rounding to the nearest would bring it back to the limit: a
// distance of 20.04" beyond a reach of 20" reads "20.1", never "20.0",
// so that a refusal never seems to refuse what it allows.
func Past(d, limit float64) string {
	v := math.Round(d*10) / 10
	if d > limit && v <= limit {
		v = math.Floor(limit*10)/10 + 0.1
	}
	return Tenths(v)
}
