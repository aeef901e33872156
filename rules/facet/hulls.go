package facet

import "github.com/krygothic/krygothic/rules/orders"

// Hulls is the facet of a module some of whose models are drawn as a
// hull rather than a round base (a vehicle): a rounded hull turned to the
// model's facing, its marker on it, a number on its corner badge and
// groups of pips under it. The client draws every module's hulls with
// one drawer.
type Hulls interface {
	// Hulled reports whether model u's token is a hull, with the marker
	// it wears ("CL"), from its profile alone: the deployment screen
	// draws a model so before there is a match. A hull shows no class.
	Hulled(u orders.Unit) (marker string, ok bool)
	// Hull is what hull u shows in the match.
	Hull(r Reader, u orders.Unit) Hull
}

// Hull is what a model drawn as a hull shows beyond a model's token.
type Hull struct {
	// Number is written on its corner badge (a vehicle's speed); a
	// badge of 0 is left out when the token is drawn small.
	Number int
	// Pips are its groups of pips (a vehicle's locations, each its
	// wounds), each group in a colour of its own, in order.
	Pips []Pips
}

// Pips is a group of a hull's pips: Capacity of them, Left lit.
type Pips struct {
	Left, Capacity int
}
