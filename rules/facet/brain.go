package facet

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
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
	// Round is the AP round; Urgency how hard the side must force the
	// fight, 0 to 1; Attacker whether it is the scenario's attacker (the
	// saboteur).
	Round() int
	Urgency() float64
	Attacker() bool
	// Waits and Tactics are the AI level's: it puts models into Waiting
	// and reacts with them; it plays to the scenario.
	Waits() bool
	Tactics() bool
	// Weight is the level's weight of a module's own (levels.yaml), by
	// name ("rout_leader"); the module's default (Entry.Weights) when the
	// level gives none.
	Weight(name string) float64
	// Deck is the deck as it stands (shared: read only).
	Deck() *deck.Deck
	// CoreWeight is the level's weight of the core's of a name, as
	// levels.yaml names it ("unpin", "move", "least_gain"); 0 for a name
	// the core has none of.
	CoreWeight(name string) float64
	// Ground is what standing at p is worth to model u, as the AI judges
	// ground when it moves (its fighting distance, shelter and cover, the
	// modules' Grounds), in the units of a move's worth.
	Ground(u *orders.Unit, p geom.Vec) float64
	// Shelter is how sheltered u would be at p from the enemy guns that
	// could shoot it there (threats: each within its long range and an
	// inch): 1 for each that cannot see it, less for one that sees it in
	// cover.
	Shelter(u *orders.Unit, p geom.Vec) (shelter float64, threats int)
	// PreviewCombo and PreviewLast check steps as one combo of the AI's
	// side: its cost, and the last step's preview.
	PreviewCombo(side string, steps []orders.Order) (int, error)
	PreviewLast(side string, steps []orders.Order) orders.Preview
	// Keep is what a module keeps from decision to decision of this
	// computer player, under key: made with make the first time.
	Keep(key any, make func() any) any
	// Now is what a module works out once a decision, under key: made with
	// make the first time it is asked for in this decision.
	Now(key any, make func() any) any
}

// The AI's other hooks, each an optional facet of a module's loaded value
// that changes how the computer players judge the table.

// Holds is the facet of a module that keeps a model at its post: it is
// weighed for shots only (a model on overwatch goes on watching).
type Holds interface {
	Holds(a Advisor, u *orders.Unit) bool
}

// Mends is the facet of a module whose rules refuse some shots a combo
// could make good (a weapon's own fire arc: a turn, then the shot).
type Mends interface {
	// Mend is the combo to declare in place of shot o by u at e, refused
	// or not as p says, with the combo's preview (ok); hopeless: no shot
	// of u's at e can be mended, whatever its kind.
	Mend(a Advisor, u, e *orders.Unit, o orders.Order, p orders.Preview) (steps []orders.Order, mended orders.Preview, ok, hopeless bool)
}

// Stakes is the facet of a module that makes some models worth more than
// their points (the model whose loss would rout its side).
type Stakes interface {
	// Stake multiplies u's worth, and the weight of keeping it in
	// shelter: 1, 1 for most models.
	Stake(a Advisor, u *orders.Unit) (worth, shelter float64)
}

// Kills is the facet of a module that changes what removing a model
// takes (a vehicle is wrecked when its hull goes).
type Kills interface {
	// Kill is the chance an attack with odds o removes e, given the
	// chance the core's reading gives (o.Kill()).
	Kill(a Advisor, e *orders.Unit, o combat.Odds, chance float64) float64
}

// Drives is the facet of a module that limits the moves a model may make
// (a vehicle keeps to its speed window).
type Drives interface {
	// Drive says which moves u may make: allows, by the distance to the
	// spot; ok false when the module does not limit u. A drive is a move,
	// never a run.
	Drive(a Advisor, u *orders.Unit) (allows func(dist float64) bool, ok bool)
}

// Grounds is the facet of a module that makes some ground better for a
// model (near its squad's leader).
type Grounds interface {
	// Ground is what standing at p is worth to u, added to the core's.
	Ground(a Advisor, u *orders.Unit, p geom.Vec) float64
}

// Shelters is the facet of a module that judges cover otherwise than the
// core's sight (cover only near the target, hard cover that stops a
// round): the AI's shelter asks it of a spot the core finds in cover
// from an enemy gun.
type Shelters interface {
	// Shelter is how much of the core's worth of cover model u standing
	// at p keeps against enemy e's shots: 0 where the module's rules give
	// it none, 1 as the core's, more for better cover.
	Shelter(a Advisor, e, u *orders.Unit, p geom.Vec) float64
}

// Combos is the facet of a module that turns an order into a combo when
// the AI declares it (a squad leader's shot given to its squad too).
type Combos interface {
	// Combo is the steps candidate c is declared as (all: every candidate
	// of the decision); nil for c's order alone.
	Combo(a Advisor, c Candidate, all []Candidate) []orders.Order
}

// Notes is the facet of a module that notes what the AI declared (the
// round each model went on overwatch).
type Notes interface {
	Declared(a Advisor, steps []orders.Order)
}
