package facet

import "github.com/krygothic/krygothic/rules/orders"

// Reach is the facet of a module that lets some shots of a model reach
// further than its weapon's range (an aimed shot through a scope): the AI
// weighs its shots at enemies out to that reach, as it weighs those in
// its weapon's range (combat.Fighter.InRange); each shot's preview still
// says whether it is in range.
type Reach interface {
	// Reach is how far, between the bases' closest points, model u's
	// furthest shot may reach: such a shot is in range at any distance
	// under it. 0 when the module lets u reach no further.
	Reach(r Reader, u orders.Unit) float64
}
