package facet

import "github.com/krygothic/krygothic/rules/orders"

// Becomes is the facet of a module that gives some models' core orders
// as orders of its own: the player chooses the core's verb, and the order
// built at the pointer is the module's (shoot, for a model whose gun
// fires blast shells, launches them). The battle screen asks it as it
// builds the order, before the verb's aim is read.
type Becomes interface {
	// Become is the verb model u's order of verb v is given as; false to
	// leave v as it is (most models, most verbs).
	Become(r Reader, u orders.Unit, v orders.Verb) (orders.Verb, bool)
}
