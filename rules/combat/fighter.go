package combat

import (
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
)

// Fighter is a model as combat sees it: its profile, gear and the states
// combat reads and changes.
type Fighter struct {
	ID    string                  // unique within a match, for events
	Side  string                  // its side, to tell friendly fire (GAP-15)
	Stats content.Characteristics // Speed after armour; Body bare (RULINGS §5)

	Armour  *content.Armour       // nil: unarmoured
	Ranged  *content.RangedWeapon // nil: no ranged weapon
	Melee   *content.MeleeWeapon  // nil: bare-handed
	Attacks []*content.MeleeWeapon

	Base float64 // base diameter in inches; 0 means the standard 1" (RULINGS §7)

	SquadLeader bool // never pinned (KG-PSY-03); failed Willpower costs AP (KG-PSY-09)
	Inanimate   bool // an objective such as a console: no psychology at all
	Fear        bool // causes fear (KG-PSY-06/07)
	Horror      bool // causes pure horror (KG-PSY-08)

	WoundCapacity int // wounds that remove the model (GAP-01)

	Condition // what the fight has done to it so far
}

// Condition is what a match changes of a fighter: its wounds, its breath
// and the states combat sets. Everything else about a fighter is its
// profile, fixed for the match.
//
// No resolution of this package changes the fighters it is given: each
// works on copies and reports the fighters it changed, with their new
// Condition (Change), for the match's apply step to set.
type Condition struct {
	Wounds       int  // wounds taken
	Fatigue      int  // Body lost to running this round (KG-MOVE-03)
	Pin          Pin  // pinned state (KG-PSY-01/02)
	Prone        bool // knocked down: cannot move, attack or defend actively (GAP-16)
	StuckAP      int  // AP still to spend to free it from a floor hole (KG-EXPL-02)
	RangedBroken bool // its ranged weapon broke (KG-CCA-08, KG-CCD-02)
	MeleeBroken  bool // its close-combat weapon broke (KG-CC-13 wrap)
	// Down: at its wound limit, yet not removed: it lies on the table,
	// does nothing, and may still be attacked (a wound removes it) or
	// brought back (a rule module downs models). A Down model is
	// not Alive; it is Present.
	Down bool
}

// Change is a fighter's Condition after a resolution changed it.
type Change struct {
	ID  string // the fighter's
	Now Condition
}

// Outcome is what a resolution did: its events, in the order they
// happened, and the fighters it changed. The fighters it was given are as
// they were: setting each Change is the caller's.
type Outcome struct {
	Events  []Event
	Changes []Change
}

// Pin is a unit's pinned state. A unit can be pinned by a hit, by a run of
// misses, or both; one successful unpin test clears it (KG-PSY-04).
type Pin struct {
	ByHit  bool // may only move away from the fire; its shots are +1 TN (KG-PSY-01)
	ByMiss bool // cannot move at all; fires normally (KG-PSY-02)
	TN     int  // the TN an unpin re-roll must reach: the highest failed test's
}

// Pinned reports whether the unit is pinned at all.
func (p Pin) Pinned() bool { return p.ByHit || p.ByMiss }

// NewFighter makes a fighter of a checked army model.
func NewFighter(id string, m *army.Model) *Fighter {
	return &Fighter{
		ID:            id,
		Stats:         m.Stats(),
		Armour:        m.Armour,
		Ranged:        m.Ranged,
		Melee:         m.Melee,
		Attacks:       m.Unit.SpecialAttacks,
		SquadLeader:   m.Class.ID == content.SquadLeader,
		Fear:          m.Unit.Fear,
		Horror:        m.Unit.Horror,
		WoundCapacity: m.Unit.Wounds,
	}
}

// BaseDiameter is the base's diameter in inches.
func (f *Fighter) BaseDiameter() float64 {
	if f.Base <= 0 {
		return 1
	}
	return f.Base
}

// Alive reports whether the model is still on the table and standing:
// under its wound limit.
func (f *Fighter) Alive() bool { return f.Wounds < f.WoundCapacity }

// Present reports whether the model is still on the table, standing or
// Down.
func (f *Fighter) Present() bool { return f.Alive() || f.Down }

// WoundsLeft is how many wounds remove the model: those under its wound
// limit, and one for a Down model (any wound removes it).
func (f *Fighter) WoundsLeft() int {
	if f.Down {
		return 1
	}
	return max(f.WoundCapacity-f.Wounds, 0)
}

// Body is the current Body: bare Body less running fatigue, never below 1
// for a model that has Body; a Body-0 objective stays 0 (KG-MOVE-03,
// RULINGS "Added 2026-11-23"). Wound TNs use it (KG-RC-13, KG-CC-08).
func (f *Fighter) Body() int {
	body := f.Stats.Body.Dice()
	return max(body-f.Fatigue, min(body, 1))
}

// breathLost is the Body running has taken off: a wound TN modifier
// (KG-MOVE-03). A unit of normal Body 1 loses none, out of breath or not.
func (f *Fighter) breathLost() int { return f.Stats.Body.Dice() - f.Body() }

// ArmourValue is the armour's value, 0 when unarmoured.
func (f *Fighter) ArmourValue() int {
	if f.Armour == nil {
		return 0
	}
	return f.Armour.Value
}

// rangedWeapon is the ranged weapon it can still use, or nil.
func (f *Fighter) rangedWeapon() *content.RangedWeapon {
	if f.RangedBroken {
		return nil
	}
	return f.Ranged
}

// meleeWeapon is the close-combat weapon it can still use, or nil.
func (f *Fighter) meleeWeapon() *content.MeleeWeapon {
	if f.MeleeBroken {
		return nil
	}
	return f.Melee
}
