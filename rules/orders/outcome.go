package orders

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
)

// Outcome is what a rule asks the match to do to the table. The match's
// apply step, the only writer of a match's state, carries it out in this
// order: it sets the fighters' new conditions, makes the changes the log
// does not show by itself (Sets), then logs the events one by one and
// does what each asks of the table (a removal, a pin that stops a combo,
// a compulsory move, a free attack, a door opened, a damaged floor).
type Outcome struct {
	Changes []combat.Change
	Sets    []Set
	Events  []combat.Event
	// By is the side whose action it is, nil for none: a wound dealt
	// counts for it (first blood, KG-AP-07(5); points destroyed, GAP-31),
	// and a combo of the other side's stopped by it is an interruption
	// (KG-AP-07(4)).
	By *Side
}

// by makes o the outcome of st's side's action.
func (t *Table) by(st *Step, o Outcome) Outcome {
	o.By = t.Sides[st.Combo.Side]
	return o
}

// Of is an outcome of a combat resolution: its changes and events.
func Of(o combat.Outcome) Outcome { return Outcome{Changes: o.Changes, Events: o.Events} }

// Sets is an outcome of changes only.
func Sets(s ...Set) Outcome { return Outcome{Sets: s} }

// Events is an outcome of events only.
func Events(e ...combat.Event) Outcome { return Outcome{Events: e} }

// Env is the match as the order rules use it while they carry an order
// out: its dice, the players' answers, and its apply step, which carries
// out each Outcome before the rules read the table again.
type Env interface {
	// Dice is the match's one dice source.
	Dice() dice.Source
	// Apply has the match carry out an outcome.
	Apply(Outcome) error
	// Defence asks the defender's side for its close-combat defence
	// against attacker (KG-CC-05): the class, and the active type to use
	// if it is legal.
	Defence(defender, attacker *Unit) (combat.DefenceClass, combat.DefenceType)
	// PayForWound asks the attacker's side whether to pay cost AP for its
	// n-th wound (KG-CC-09); left is what the side has left for it.
	PayForWound(attacker *Unit, n, cost, left int) bool
	// LetGo asks holder's side whether it lets leaving break off from the
	// fight (KG-CC-14).
	LetGo(leaving, holder *Unit) bool
}

// Set is a change to the table the log does not show by itself. Each is
// one of the types below; the match's apply step carries it out.
type Set interface{ set() }

// Scheduled puts an accepted paid declaration on its side's command
// channel: the side pays AP and the combo's steps are timed on the clock
// (RULINGS: the real-time AP clock).
type Scheduled struct {
	Combo *Combo
	AP    int
}

// Delayed pushes the rest of a combo Shift ticks later: the loser of a
// face-off (KG-FACE-01), or an attack on a target in the middle of a
// different-action step (KG-CMB-04). A move under way waits where it is.
type Delayed struct {
	Combo *Combo
	Shift int
}

// Stopped ends a combo before its end: the AP stay spent (KG-CMB-02).
// Interrupted means the enemy caused it, worth +3 AP to them
// (KG-AP-07(4)). The match logs it when the combo is still running.
type Stopped struct {
	Combo       *Combo
	RuleID, Why string
	Interrupted bool
}

// Trimmed keeps only some steps of a running combo (a cancel naming some
// of its units, KG-CMB-06).
type Trimmed struct {
	Combo *Combo
	Keep  []*Step
}

// Shouted keeps a side's command channel busy for AP more AP of shouting
// from now, at least (a cancel's 1 AP, KG-CMB-06).
type Shouted struct {
	Side int
	AP   int
}

// Paid takes AP from a side now, never below 0: an active defence
// (KG-CC-05), extra wounds (KG-CC-09), a cancel (KG-CMB-06).
type Paid struct {
	Side int
	AP   int
}

// Granted gives a side AP now, in the middle of an AP round (a tactics
// card's, XS-08). The core rules give none.
type Granted struct {
	Side int
	AP   int
}

// SideDone: the side is done for this AP round; unspent AP are lost
// (KG-AP-04).
type SideDone struct{ Side int }

// DefenceSet is a unit's standing close-combat defence (KG-CC-05).
type DefenceSet struct {
	Unit  *Unit
	Class combat.DefenceClass
	Type  combat.DefenceType
}

// LetGoSet is a unit's standing answer to an enemy asking to break off
// from it (KG-CC-14).
type LetGoSet struct {
	Unit *Unit
	On   bool
}

// WaitingSet puts a unit into Waiting or takes it out (KG-WAIT).
type WaitingSet struct {
	Unit *Unit
	On   bool
}

// Sprinted marks a unit that ran this AP round (KG-RC-10).
type Sprinted struct{ Unit *Unit }

// Placed sets where a unit stands and faces: along its path, at the end
// of a move, or turned. It is a Set as a pointer, so a mover walking its
// path reuses one a tick (no allocation).
type Placed struct {
	Unit *Unit
	Base geom.Base
}

// Begun marks a step begun: it is under way (a move walks its path).
type Begun struct{ Step *Step }

// Resolved: the step is over, and its combo moves on to its next step; a
// combo whose last step is over ends (and counts for KG-CMB-07).
type Resolved struct{ Step *Step }

// Planned gives a step the movement plan it walks (nil path: none left).
type Planned struct {
	Step *Step
	Plan move.Plan
}

// ChainSet is the chain of fire now (KG-PSY-01/02).
type ChainSet struct{ Chain Chain }

// AttackMade counts a close-combat attack by Pair[0] on Pair[1].
type AttackMade struct{ Pair Pair }

// ChargeMade records that Pair[0] charged Pair[1].
type ChargeMade struct{ Pair Pair }

// Stepped records whether a unit's last action was a small step
// (KG-MOVE-07: its next action may not be a movement action).
type Stepped struct {
	Unit *Unit
	On   bool
}

// ReactionBegun lends the side's combo slot to a Waiting unit's reaction
// for an instant (KG-WAIT-02); ReactionEnded gives it back, with the side's
// own combo and channel as they were.
type ReactionBegun struct{ Combo *Combo }

// ReactionEnded: see ReactionBegun.
type ReactionEnded struct{ Side int }

// Marked is what a rule module remembers of a unit (Table.Mark); 0
// forgets it.
type Marked struct {
	Key   MarkKey
	Value int
}

// Withdrawn: the side leaves the fight and loses the match (a rule
// module's rout: a team that breaks). The match logs its end with the
// rule and the reason.
type Withdrawn struct {
	Side        int
	RuleID, Why string
}

func (Withdrawn) set()     {}
func (Scheduled) set()     {}
func (Granted) set()       {}
func (Delayed) set()       {}
func (Stopped) set()       {}
func (Trimmed) set()       {}
func (Shouted) set()       {}
func (Paid) set()          {}
func (SideDone) set()      {}
func (DefenceSet) set()    {}
func (LetGoSet) set()      {}
func (WaitingSet) set()    {}
func (Sprinted) set()      {}
func (*Placed) set()       {}
func (Begun) set()         {}
func (Planned) set()       {}
func (Resolved) set()      {}
func (ChainSet) set()      {}
func (AttackMade) set()    {}
func (ChargeMade) set()    {}
func (Stepped) set()       {}
func (ReactionBegun) set() {}
func (ReactionEnded) set() {}
func (Marked) set()        {}

// stop is the outcome that stops c.
func stop(c *Combo, rule, why string, interrupted bool) Outcome {
	return Sets(Stopped{Combo: c, RuleID: rule, Why: why, Interrupted: interrupted})
}
