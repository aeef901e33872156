package match

import (
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
)

// Caches of work the rules would otherwise redo many times a tick (a bot
// previews a shot at every enemy each time its channel frees). Each is
// checked against the state it was made from on every use, never trusted
// on a promise to invalidate, so a cached answer is always the answer the
// work would give now (docs/performance.md, "Headless games").

// standing is every unit on the table, their bases and the deck's index
// of them (deck.Occupy), as of the last time a ranged attack was worked
// out. It is rebuilt whenever a unit has come, gone or moved.
type standing struct {
	deck  *deck.Deck
	units []*Unit // standing units, in m.Units order
	bases []geom.Base
	occ   *deck.Occupancy
}

// occupancy returns the standing units, their bases (in the same order)
// and the deck's index of those bases, rebuilding them only when a unit
// has come, gone or moved since the last call.
func (m *Match) occupancy() ([]*Unit, []geom.Base, *deck.Occupancy) {
	c := &m.standing
	if c.occ != nil && c.deck == m.Scenario.Deck {
		k := 0
		for _, u := range m.Units {
			if !u.Alive() {
				continue
			}
			if k >= len(c.units) || c.units[k] != u || c.bases[k] != u.Base {
				k = -1
				break
			}
			k++
		}
		if k == len(c.units) {
			return c.units, c.bases, c.occ
		}
	}
	// Fresh slices: the old index keeps the old ones.
	c.units, c.bases = nil, nil
	for _, u := range m.Units {
		if u.Alive() {
			c.units = append(c.units, u)
			c.bases = append(c.bases, u.Base)
		}
	}
	c.deck = m.Scenario.Deck
	c.occ = c.deck.Occupy(c.bases)
	return c.units, c.bases, c.occ
}

// indexOf is u's place among units, or 0 when it is not there (as a
// missing key read from an index by id).
func indexOf(units []*Unit, u *Unit) int {
	for i, o := range units {
		if o == u {
			return i
		}
	}
	return 0
}
