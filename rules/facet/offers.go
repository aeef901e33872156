package facet

import "github.com/krygothic/krygothic/rules/orders"

// Offers is the facet of a module whose rules put a choice to a side the
// moment the dice of one of its units land (orders.OfferRule: a re-roll).
// It judges the options it makes, for the computer players, and for a
// person or a script whose standing answer is "when it pays"
// (match.Worthiest).
type Offers interface {
	// Worth is what taking option i of offer o is worth to o's side, in
	// AP, its own price counted: above 0 it pays. false: the option is
	// not the module's.
	Worth(r Reader, o orders.Offer, i int) (float64, bool)
}
