package facet

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
)

// Brain is the facet of a module the computer players play with: the
// module offers its orders for a model, each with what it is worth, and
// the AI weighs them with the core's by worth per AP (docs/ai.md).
type Brain interface {
	// Candidates offers the module's orders worth weighing for model u
	// of the AI's side, each to consider.
	Candidates(a Advisor, u *orders.Unit, consider func(Candidate))
	// Turn is when the AI asks the module among the others (lowest
	// first); it keeps the order the AI asked them in before modules had
	// folders, so games play as they did.
	Turn() int
}

// Urgent is the facet of a module whose state calls for one order before
// any other (a jammed weapon cleared before it can fire): the baseline AI
// gives it first.
type Urgent interface {
	// Urgent is the order model u of side should give before any other,
	// false for none.
	Urgent(r Reader, side string, u orders.Unit) (orders.Order, bool)
}

// Candidate is an order the AI may declare, and what it is worth.
type Candidate struct {
	Order orders.Order
	// Steps, when not nil, is the combo the candidate is declared as,
	// whole (Order is its main step).
	Steps []orders.Order
	AP    int
	Score float64
}

// Advisor is what the AI knows and how it judges, lent to a module's
// Brain for one decision.
type Advisor interface {
	Reader
	// Side is the AI's side's ID; Index its index.
	Side() string
	Index() int
	// AP are the AI's side's AP now.
	AP() int
	// Value is what a model is worth to its side.
	Value(u *orders.Unit) float64
	// Harm is what an attack with odds o on enemy e is worth.
	Harm(e *orders.Unit, o combat.Odds) float64
	// Risk is what model u risks fighting e.
	Risk(u, e *orders.Unit) float64
	// Targets are the models the AI may attack: enemies, and the
	// objectives it means to destroy; Enemies the enemy's models; Own
	// its own that can act.
	Targets() []*orders.Unit
	Enemies() []*orders.Unit
	Own() []*orders.Unit
	// BestShot is the best a plain shot of the model weighed now is worth
	// per AP (0: it has none).
	BestShot() float64
}
