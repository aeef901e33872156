package facet

import (
	"github.com/krygothic/krygothic/rules/orders"
)

// Selecting is the facet of a module that shows more of the selected
// model on the board than of the others, whether an order is aimed or not
// (the wedge of its weapon's own fire arc, out to its range). The client
// draws it over the preview, and only when it measures for the player
// (the premeasure setting, RULINGS §6).
type Selecting interface {
	// Selected are the shapes model u shows while it is selected. o is
	// the order aimed at the pointer, aimed false when there is none (a
	// face order turns the wedge to where it would leave u facing).
	Selected(r Reader, u orders.Unit, o orders.Order, aimed bool) []Shape
}
