// Package words says things in English the same way wherever the game
// writes them: the scenario checker, the command-line tool, the event log
// and the client.
package words

import "strconv"

// Count says n things with the noun in the right number: "1 event",
// "0 events", "3 events".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
