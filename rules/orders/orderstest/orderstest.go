// Package orderstest builds order tables for tests: units on a deck drawn
// as rows of characters (rules/deck/decktest), two sides with AP, and the
// bookkeeping a match would have made, so a rule's test can preview or
// plan orders without a match.
package orderstest

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/deck/decktest"
	"github.com/krygothic/krygothic/rules/orders"
)

// Table is a table of units on the deck of rows (decktest.Build), played
// by rules: side 0 "red" and side 1 "blue", 12 AP each.
func Table(tb testing.TB, rules *orders.Rules, rows []string, units ...*orders.Unit) *orders.Table {
	tb.Helper()
	t := &orders.Table{Deck: decktest.Build(tb, rows...), Units: units, Rules: rules,
		Fought: map[orders.Pair]int{}, Charged: map[orders.Pair]bool{}, Marks: map[orders.MarkKey]int{}}
	for i, id := range []string{"red", "blue"} {
		t.Sides[i] = &orders.Side{ID: id, Index: i, AP: 12}
	}
	return t
}

// Open is the rows of an open deck w inches wide and h deep: easy floor
// everywhere.
func Open(w, h int) []string {
	rows := make([]string, h)
	for i := range rows {
		rows[i] = strings.Repeat(".", w)
	}
	return rows
}
