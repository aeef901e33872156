package facet

import "github.com/krygothic/krygothic/rules/orders"

// Categories is what a Reader may also answer (a match's view does): the
// category of the kind of order of a verb, the core's or a played
// module's, so a module's facets can judge any order by its kind (full
// cover is left by every kind of order but a few, XS-06).
type Categories interface {
	// Category is verb v's kind's category; false for a verb the match's
	// rules do not know.
	Category(v orders.Verb) (orders.Category, bool)
}
