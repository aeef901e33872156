package facet

import (
	"github.com/krygothic/krygothic/rules/orders"
)

// Reader is the match as a module's facets read it: what a player at the
// table may know. game/match's View has these methods; the fog of war
// keeps unseen models out of Units.
type Reader interface {
	// Unit is the unit of an id as it stands, if it is known.
	Unit(id string) (orders.Unit, bool)
	// Units are every unit known, objectives too.
	Units() []orders.Unit
	// Mark is what a module remembers of a unit under a name (0: none).
	Mark(unit, name string) int
	// Options are the rule options the match plays with.
	Options() orders.Options
	// Preview works out order o for side as if declared now.
	Preview(side string, o orders.Order) orders.Preview
}

// Sighted is the part of a Reader that says who sees whom now (game/match's
// View has it): a facet that needs sight asserts it of its Reader, and
// does without when the Reader lacks it.
type Sighted interface {
	// Sees reports whether unit viewer has a clear view of unit target
	// now (GAP-11), whatever viewer faces.
	Sees(viewer, target string) bool
}

// Clocked is the part of a Reader that tells the match's clock
// (game/match's View has it): a facet that shows time asserts it of its
// Reader, and does without when the Reader lacks it.
type Clocked interface {
	// Tick is the match's clock, in ticks.
	Tick() int
}

// Turned is the part of a Reader that says whose turn it is to declare,
// when a module gives the sides turns (orders.Rules.Turn: impulse mode);
// game/match's View has it. The client's banner and the AI read it
// without knowing the module.
type Turned interface {
	// Whose is whose turn it is now; ok is false when no module gives
	// turns now.
	Whose() (orders.Turn, bool)
}

// Keys is the facet of a module that adds orders a player gives with a
// key (its Entry.Keys, bound by the settings): the client offers them on
// the hint bar and builds the order at the pointer as its verb's Aim
// says (Orders).
type Keys interface {
	Keys() []Key
}

// Binding is a key a module adds, as the settings bind it: a player
// rebinds it by its Action name, which the settings keep. A module lists
// its bindings in its registry entry (Entry.Keys), so the settings know
// them without any content; its Keys facet says what each does.
type Binding struct {
	// Action names the key in the bindings ("clear_jam"); Default is the
	// key it ships with ("j").
	Action, Default string
	// Hint is what the hint bar says it does ("clear jam"); About is the
	// key bindings page's help for it.
	Hint, About string
	// Rank orders the hint bar's entries for dropping when the bar is too
	// narrow: the lowest ranks stay longest (the core's run from 1 to 20).
	Rank int
}

// Key is what a module's key does on the battle screen.
type Key struct {
	Binding
	// Verbs are the orders the key chooses for the selected model u:
	// pressing it again chooses the next (a psychic's powers).
	// Empty: the model has none, and the screen says Nothing.
	Verbs func(r Reader, u orders.Unit) []orders.Verb
	// Offered reports whether the hint bar shows the key while model u is
	// selected, or, with none selected, while u is one of the side's
	// models for which it holds (nil: always, while the module is
	// played).
	Offered func(r Reader, u orders.Unit) bool
	// Nothing is what the screen says when the key is pressed and the
	// selected model has no such order ("Not a psychic: it knows no
	// powers"); "" says nothing.
	Nothing string
	// Answers: the key gives no order; it steps the person's standing
	// answer to the offers the module's rules make (orders.Offer, a
	// re-roll) on to the next: ask me, never, when it pays, always. The
	// hint bar offers it while a person plays.
	Answers bool
}

// Orders is the facet of a module that says how its orders read and are
// aimed: the order panel's and the log's words, and what a player points
// at to give one.
type Orders interface {
	// Verb is how the module describes order verb v, false for a verb
	// that is not its own.
	Verb(v orders.Verb) (Verb, bool)
}

// Verb is how a player gives an order of a module, and how it reads.
type Verb struct {
	// Words is the order as a sentence names it ("clear the jam": "point
	// at an enemy model to …").
	Words string
	// Label is the order panel's heading for it ("psychic power: Mind
	// bolt"); "" for Words.
	Label string
	// Aim is what a player points at to give it.
	Aim Aim
	// Choices, for an order aimed at an enemy or a friend that takes a
	// word after its target (orders.TargetWordArgs), are the words it
	// may take at target, given by u: the first is chosen, and pressing
	// the order's key again chooses the next (a called shot's location:
	// the head of a model on foot, a vehicle's hull, engine, weapon or
	// drive; a Squad Leader's help to a friend). nil: the order takes no
	// word.
	Choices func(r Reader, u, target orders.Unit) []string
}

// Aim is what a player points at to give an order.
type Aim int

// The aims.
const (
	// Nothing: the order is given to the selected model alone ("U clear").
	Nothing Aim = iota
	// Point: a point of the deck ("U warp X Y").
	Point
	// Enemy: an enemy model under the pointer ("U ram T").
	Enemy
	// Friend: a model of the selected model's side, itself included ("U
	// veil T").
	Friend
	// EnemyOrPoint: an enemy under the pointer, else the point ("U throw T",
	// "U throw X Y").
	EnemyOrPoint
)

// Previews is the facet of a module that adds rows to an order's preview
// in the order panel: its odds, what it does. It is asked for every
// previewed order, the core's too (a weapon's chance of jamming under a
// shot's terms).
type Previews interface {
	// Rows are the rows it adds to the preview p of order o, given by
	// unit u; none for most orders.
	Rows(r Reader, u orders.Unit, o orders.Order, p orders.Preview) []Row
}

// Row is a row of the order panel.
type Row struct {
	// Place is where in the panel the row goes.
	Place Place
	// Tone colours it.
	Tone Tone
	// Terms are a row of terms, each with its explanation on hover
	// ("cast 72% · backlash wound 5%"); a long row wraps.
	Terms []Term
	// Note is a row of explanation, wrapped, small (when Terms is empty).
	Note string
	// Tip explains a Note on hover.
	Tip string
}

// Term is a part of a row, with what it means.
type Term struct {
	Text, Tip string
}

// Place is where in the order panel a row goes.
type Place int

// The places, from the top of the panel.
const (
	// UnderCost: under the order's cost, what the order does.
	UnderCost Place = iota
	// WithShot: with a shot's terms, before its modifiers; for an order
	// with no shot, where they would be.
	WithShot
	// UnderOdds: after the order's odds: the odds of what else it
	// touches.
	UnderOdds
)

// Tone is what a row, a line or a shape is coloured as; the client's
// palette gives each its colour (the colour-blind palette too).
type Tone int

// The tones.
const (
	Ink     Tone = iota // plain text
	Dim                 // an explanation, a detail
	Warning             // a risk, a selection; the preview's colour
	Good                // it goes the way of the model's side
	Bad                 // it goes against it
)
