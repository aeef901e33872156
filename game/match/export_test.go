package match

import (
	"maps"

	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
)

// Reseat gives the match new players and dice from now on: in a test,
// the match played on exactly as a fork of it made now is played.
func (m *Match) Reseat(players [2]Player, src dice.Source) {
	m.players, m.dice.src = players, src
}

// Reactions is how many reactions are under way (borrowed combo slots).
func (m *Match) Reactions() int { return len(m.reacting) }

// Marks is a copy of what the rule modules remember of the units.
func (m *Match) Marks() map[orders.MarkKey]int { return maps.Clone(m.table.Marks) }

// DiceRolled is how many dice the match has rolled.
func (m *Match) DiceRolled() int { return m.dice.count }

// Seat gives the match new players from now on; its dice go on as they
// were.
func (m *Match) Seat(players [2]Player) { m.players = players }
