package facet

import "github.com/krygothic/krygothic/rules/orders"

// Replies is the facet of a module whose rules put questions to a side
// (orders.Question: a blind bid as an AP round begins). It judges the
// answer for the computer players, and for a person or a script that
// gives none of its own (match.Judged).
type Replies interface {
	// Reply is the option of q the module judges best for q's side;
	// false: the question is not the module's.
	Reply(r Reader, q orders.Question) (int, bool)
}
