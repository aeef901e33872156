package ui

import "strconv"

// Count says n things with the noun in the right number: "1 event",
// "0 events", "3 events". Every count the client shows goes through it.
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
