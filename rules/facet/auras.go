package facet

import "github.com/krygothic/krygothic/rules/orders"

// Auras is the facet of a module some of whose models the client marks
// out on their figure (a psychic: a glow round its head), so a player
// knows them at a glance.
type Auras interface {
	// Aura reports whether model u wears the module's aura, from its
	// profile alone: the deployment screen draws it before there is a
	// match.
	Aura(u orders.Unit) bool
}
