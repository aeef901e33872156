package vehicles

import "github.com/krygothic/krygothic/rules/combat"

// SpeedChanged reports a vehicle's speed changing (XS-09): by a move
// order, braking at the start of a round, or stopping dead.
type SpeedChanged struct {
	RuleID   string
	Unit     string
	From, To int    // inches
	Why      string // "drives", "brakes", "stops dead"
}

// Rule names the rule that changed the speed.
func (e SpeedChanged) Rule() string { return e.RuleID }

// LocationHit reports a wound striking a vehicle's location (XS-09).
type LocationHit struct {
	RuleID   string
	Unit     string
	Location string // hull, engine, weapon, drive
	Left     int    // wounds it has left
	// Effect is what the damage does now: "halved", "destroyed", or ""
	// when nothing changes.
	Effect string
	// Redirected: the location rolled was destroyed already (or has no
	// wounds), so the hull took the wound.
	Redirected string
}

// Rule names the rule that strikes the location.
func (e LocationHit) Rule() string { return e.RuleID }

// Wrecked reports a vehicle's hull destroyed: it is removed, and explodes
// (XS-09).
type Wrecked struct {
	RuleID   string
	Unit     string
	Diameter float64 // the blast's, inches
}

// Rule names the rule that wrecks it.
func (e Wrecked) Rule() string { return e.RuleID }

var _ = []combat.Event{SpeedChanged{}, LocationHit{}, Wrecked{}}
