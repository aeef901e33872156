package orders

import (
	"math"
	"strings"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
)

// Table is a match's state as the order rules read it: the deck, the
// models on it, both sides with their running combos, and what the fight
// remembers (the chain of fire, who has fought whom, damaged floors).
//
// The match owns the one Table of a match and alone changes it, in its
// apply step. The functions of this package only read it; what an order
// does to it they hand to the match as an Outcome (Env.Apply). The
// caches a Table keeps for the rules (the standing bases, recent movement
// plans) make it unsafe for concurrent use, even by readers.
type Table struct {
	Tick int
	Deck *deck.Deck
	Dark bool // the whole scenario is dark (KG-SCN-02)
	// Saboteur is the ID of the side that must destroy the objectives,
	// the one that carries demolition charges (GAP-34); "" for none.
	Saboteur string

	Options Options
	Units   []*Unit
	Sides   [2]*Side

	Chain     Chain           // the run of shots at one target (KG-PSY-01/02)
	Fought    map[Pair]int    // close-combat attacks made, by attacker and defender
	Charged   map[Pair]bool   // who has charged whom
	Templates []geom.Base     // damaged-structure templates on the deck (KG-EXPL-01)
	Marks     map[MarkKey]int // what rule modules remember of units (Mark)
	// Rules are the order rules the match plays by, set once by the
	// match: their ShotRules change every ranged attack RangedAttack
	// describes. nil: the core rules.
	Rules *Rules
	// current is the step being checked or carried out (Current), nil
	// between them.
	current *Step
	cache   // standing bases and recent plans (cache.go)
}

// Current is the step whose attack the table is describing: the step
// being checked (its Plan, the cost and check rules) or carried out (its
// Resolve), nil at any other time. A ShotRule or MeleeRule that depends on
// the step, not only on the model and its target (when it begins, the
// steps of its combo before it: XS-12's rushed attacks), reads it, and
// checks that the attack is its unit's: a free attack or an overwatch
// shot made while another step resolves is not that step's.
func (t *Table) Current() *Step { return t.current }

// stepping makes st the table's current step and returns the one before
// it, to put back: defer t.stepping(t.stepping(st)).
func (t *Table) stepping(st *Step) (was *Step) {
	was, t.current = t.current, st
	return was
}

// Options are the rule options a match is played with.
type Options struct {
	Combat  combat.Options
	WideArc bool // option wideArc: 180° arcs (GAP-12)
	// Window is the face-off window in ticks: declarations this close are
	// a face-off (KG-FACE, RULINGS: the real-time AP clock).
	Window int
	// TicksPerSecond is the match's clock rate and TicksPerAP how long
	// each AP spent keeps a command channel busy, in ticks (RULINGS: the
	// real-time AP clock), for the rules that time steps in game time
	// (XS-12's slots and rushed attacks); 0 where no match set them.
	TicksPerSecond, TicksPerAP int
}

// Pair is an attacker and a defender, by unit id.
type Pair [2]string

// Chain is the run of shots at one target (KG-PSY-01/02), broken by any
// other action by anybody.
type Chain struct {
	Target   string
	Shooters []string // units that fired in the chain, in order
	Missers  []string // different units that missed in a row, just now
}

// MarkKey names what a rule module remembers of a unit.
type MarkKey struct {
	Unit string
	Mark string
}

// Unit is a model (or an objective) on the table.
type Unit struct {
	ID        string // "side.unit-n", e.g. "attackers.ec-trooper-2"
	Side      int    // 0 or 1; −1 for an objective
	F         combat.Fighter
	Base      geom.Base
	Model     *army.Model // nil for an objective
	OnTable   bool        // false while held back for an arrival, or removed
	Objective bool        // a console or the like: it never acts (GAP-34)

	Waiting      bool // KG-WAIT
	Ran          bool // ran this AP round (sprinting, KG-RC-10)
	Stepped      bool // its last action was a small step: the next may not be a movement action (KG-MOVE-07)
	DefenceClass combat.DefenceClass
	DefenceType  combat.DefenceType
	LetsGo       bool // its standing answer to an enemy asking to break off from it (KG-CC-14)
	Points       int  // what destroying it is worth (GAP-31)
}

// Alive reports whether the unit is on the table, standing: not removed,
// not Down.
func (u *Unit) Alive() bool { return u.OnTable && u.F.Alive() }

// Present reports whether the unit is on the table, standing or Down (a
// Down model may still be attacked or brought back).
func (u *Unit) Present() bool { return u.OnTable && u.F.Present() }

// Side is one side as the order rules read it.
type Side struct {
	ID, Name    string
	Index       int
	AP          int
	Done        bool
	Frozen      bool   // frozen until its unfreeze event (GAP-34)
	Tactics     int    // its team's Tactics Rating (KG-AP-02), for a module's tie-break
	ChannelFree int    // the tick its command channel frees
	Combo       *Combo // the declaration it is carrying out, if any
}

// Busy reports whether the side's command channel takes no declaration
// at tick but a cancel (KG-CMB-06): an order's time on it has not run
// out, or a declaration of it (not a reaction) is still being carried out.
func (s *Side) Busy(tick int) bool {
	return tick < s.ChannelFree || s.Combo != nil && !s.Combo.Reaction
}

// Combo is a declaration being carried out (a single order is a combo of
// one), scheduled on its side's command channel.
type Combo struct {
	Side     int
	Decl     Declaration
	Steps    []*Step
	Cur      int  // the step playing now
	Reaction bool // a Waiting unit's prepaid action (KG-WAIT-02)
}

// Current is the step playing now, or nil when none is left.
func (c *Combo) Current() *Step {
	if c == nil || c.Cur >= len(c.Steps) {
		return nil
	}
	return c.Steps[c.Cur]
}

// Step is one order of a combo, on the clock: it plays out from Start and
// resolves at End.
type Step struct {
	Order      Order
	Unit       *Unit
	Target     *Unit
	Kind       *Kind
	Cost       int
	Start, End int       // ticks
	Plan       move.Plan // a move's path, worked out again as it begins
	From       geom.Base // where the unit stands as the step comes, as it was checked (after the combo's earlier steps)
	Repeated   bool      // the same action as the unit's previous step (KG-CMB-05)
	Started    bool
	// Combo is the combo the step belongs to. While a declaration is
	// being checked it is a provisional one holding only the steps before
	// this one (nil for a single order): a CostRule may read them (a
	// step another step of the combo pays for).
	Combo     *Combo
	legs      pathLegs // the lengths of Plan.Path's legs, once walked
	along     along    // PlayOut's outcome, kept so walking allocates nothing
	playedOut int      // 1 + the tick PlayOut last moved it at; 0: never
	shot      *shot    // a shot's attack and plan as checked, for its preview
}

// shot is a shot as planShot checked it.
type shot struct {
	attack combat.RangedAttack
	plan   combat.RangedPlan
}

// along is the outcome that places a mover along its path, and the slice
// that holds it.
type along struct {
	placed Placed
	sets   [1]Set
}

// Unit finds a unit by its full id, or by a short id ("ec-trooper-2" for
// "attackers.ec-trooper-2") when only one unit has it; nil when none or
// several do.
func (t *Table) Unit(id string) *Unit { return t.Find(id, -1) }

// Find is Unit, preferring side's own units for a short id (−1: any
// side).
func (t *Table) Find(id string, side int) *Unit {
	var found *Unit
	for _, u := range t.Units {
		if u.ID == id {
			return u
		}
		if shortFor(u.ID, id) && (side < 0 || u.Side == side) {
			if found != nil {
				return nil // ambiguous: give the side
			}
			found = u
		}
	}
	return found
}

// shortFor reports whether short is full's short form: full ends in a
// dot and short ("ec-trooper-2" of "attackers.ec-trooper-2"). It builds
// no string: Find runs over every unit for every order weighed.
func shortFor(full, short string) bool {
	n := len(full) - len(short)
	return n > 0 && full[n-1] == '.' && strings.HasSuffix(full, short)
}

// SideOf returns the side with id, or nil.
func (t *Table) SideOf(id string) *Side {
	for _, s := range t.Sides {
		if s != nil && s.ID == id {
			return s
		}
	}
	return nil
}

// Others lists the bases of every standing unit but u.
func (t *Table) Others(u *Unit) []geom.Base {
	var out []geom.Base
	for _, o := range t.Units {
		if o != u && o.Alive() {
			out = append(out, o.Base)
		}
	}
	return out
}

// Overlaps reports whether base b (for unit u) overlaps another standing
// base.
func (t *Table) Overlaps(u *Unit, b geom.Base) bool {
	for _, o := range t.Units {
		if o != u && o.Alive() && geom.Overlap(b, o.Base) {
			return true
		}
	}
	return false
}

// Busy is the step u is carrying out now, or nil: the current, begun step
// of a running combo.
func (t *Table) Busy(u *Unit) *Step {
	for _, s := range t.Sides {
		if st := s.Combo.Current(); st != nil && st.Started && st.Unit == u {
			return st
		}
	}
	return nil
}

// Mark is what a rule module remembers of unit id under name (0: none).
func (t *Table) Mark(id, name string) int { return t.Marks[MarkKey{id, name}] }

// Remaining is the rest of a path from point at, which lies on it.
func Remaining(path []geom.Vec, at geom.Vec) []geom.Vec {
	best, bestD := 1, math.Inf(1)
	for i := 1; i < len(path); i++ {
		if d := geom.SegmentDist(path[i-1], path[i], at); d < bestD {
			best, bestD = i, d
		}
	}
	return append([]geom.Vec{at}, path[best:]...)
}

// ShotPlan is a shot step's plan as its check worked it out (planShot):
// ok is false for any other step, or one not checked yet.
func (st *Step) ShotPlan() (combat.RangedPlan, bool) {
	if st.shot == nil {
		return combat.RangedPlan{}, false
	}
	return st.shot.plan, true
}

// Along is the point a fraction of the way along the step's path; the
// lengths of the path's legs are worked out once.
func (st *Step) Along(frac float64) geom.Vec { return st.legs.along(st.Plan.Path, frac) }
