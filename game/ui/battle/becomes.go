package battle

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// moduleBecome is the verb of a rule module played that model u's order
// of verb v is given as (facet.Becomes: shoot, with a gun that fires
// blast shells, launches them), if a module says so.
func (b *Battle) moduleBecome(u orders.Unit, v orders.Verb) (orders.Verb, bool) {
	for _, m := range b.view().Played() {
		if x, ok := m.Loaded.(facet.Becomes); ok {
			if w, ok := x.Become(b.view(), u, v); ok {
				return w, true
			}
		}
	}
	return v, false
}
