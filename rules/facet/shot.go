package facet

import "github.com/krygothic/krygothic/rules/orders"

// Shots is the facet of a module whose orders fire shots that read
// otherwise than a gun's in the order panel (a blast: one to-hit roll
// whose hits centre a template, and each model under it its own wound
// number): it rewrites the row of the shot's terms the panel writes.
type Shots interface {
	// Shot is how the shot of preview p (p.Ranged) of order o by u reads,
	// given how the core reads it; false to leave the core's row as it is
	// (the orders not the module's).
	Shot(r Reader, u orders.Unit, o orders.Order, p orders.Preview, core Shot) (Shot, bool)
}

// Shot is the row of a shot's terms in the order panel, each with what it
// means: its range band ("medium range"), its dice ("1×2d6 keep 2"), its
// to-hit number ("to hit 5+") and its to-wound number ("to wound 4+"),
// written in that order. A term left empty is left out.
type Shot struct {
	Band, Dice, Hit, Wound Term
}
