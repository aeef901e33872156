package ui

import (
	"strings"

	"github.com/krygothic/krygothic/rules/words"
)

// Count says n things with the noun in the right number: "1 event",
// "0 events", "3 events". Every count the client shows goes through it.
func Count(n int, one, many string) string { return words.Count(n, one, many) }

// ModuleList says a set of rule modules in words: "blast, jams", or
// "none (the core rules alone)".
func ModuleList(names []string) string {
	if len(names) == 0 {
		return "none (the core rules alone)"
	}
	return strings.Join(names, ", ")
}
