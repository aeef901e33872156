// Package decktest builds decks for tests from rows of characters, one
// per cell, so a test's map reads as a picture of itself.
package decktest

import (
	"testing"

	"github.com/krygothic/krygothic/rules/deck"
)

// Build makes a deck from rows: '#' wall, 'c' waist-high cover (crates:
// soft, on difficult ground), 'M' machinery (cover on very difficult
// ground: hard), 'H' cover named hard on difficult ground, 'S' cover named
// soft on very difficult ground (XS-19), 'D' closed door, 'g' gantry (GAP-37), 'w' weak floor, '~' difficult, '%' very
// difficult, 'k' dark, anything else easy floor. A deck the rows cannot make fails the test.
func Build(tb testing.TB, rows ...string) *deck.Deck {
	tb.Helper()
	var cells []deck.Cell
	for _, r := range rows {
		for _, ch := range r {
			c := deck.Cell{}
			switch ch {
			case '#':
				c = deck.Cell{Terrain: deck.Impossible, Wall: true}
			case 'c':
				c = deck.Cell{Terrain: deck.Difficult, Cover: true}
			case 'M':
				c = deck.Cell{Terrain: deck.VeryDifficult, Cover: true}
			case 'H':
				c = deck.Cell{Terrain: deck.Difficult, Cover: true, Hardness: deck.Hard}
			case 'S':
				c = deck.Cell{Terrain: deck.VeryDifficult, Cover: true, Hardness: deck.Soft}
			case 'D':
				c = deck.Cell{Door: true}
			case 'g':
				c.Gantry = true
			case 'w':
				c.Weak = true
			case '~':
				c.Terrain = deck.Difficult
			case '%':
				c.Terrain = deck.VeryDifficult
			case 'k':
				c.Dark = true
			}
			cells = append(cells, c)
		}
	}
	d, err := deck.New(len(rows[0]), len(rows), cells)
	if err != nil {
		tb.Fatal(err)
	}
	return d
}
