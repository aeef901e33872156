package overwatch

// The log's events of the overwatch module (docs/events.md).

// OverwatchSet: a unit went on overwatch over its arc, or laid a
// saturation lane (XS-05).
type OverwatchSet struct {
	RuleID  string
	Unit    string
	Lane    bool    // a saturation lane rather than the whole arc
	Bearing float64 // the lane's bearing in degrees (0 along +x, 90 down the deck); the unit's facing for an arc
	Reach   float64 // how far it watches, in inches from its base: its weapon's maximum range
}

// Rule names the overwatch rule.
func (e OverwatchSet) Rule() string { return e.RuleID }

// OverwatchFired: an enemy began a movement step in a unit's watched arc,
// or moved into it, and draws its prepaid shot (the shot's rolls follow).
type OverwatchFired struct {
	RuleID string
	Unit   string
	At     string
	Began  bool // the mover began its step in the arc: the shot comes before the step
}

// Rule names the overwatch rule.
func (e OverwatchFired) Rule() string { return e.RuleID }

// LaneEntered: an enemy moved into a saturation lane, or began a
// movement step in one, and takes its pinning test (the test follows).
type LaneEntered struct {
	RuleID string
	Unit   string // the lane's unit
	Mover  string
}

// Rule names the lane rule.
func (e LaneEntered) Rule() string { return e.RuleID }

// LaneHit: a mover failed its lane test and takes the lane's suppressive
// hit: pinned (the test's own state change), no wound.
type LaneHit struct {
	RuleID string
	Unit   string // the lane's unit
	Mover  string
}

// Rule names the lane rule.
func (e LaneHit) Rule() string { return e.RuleID }

// OverwatchBroken: a unit's overwatch or lane ended without its shot: it
// was given an order, hit by ranged fire or charged (KG-WAIT-03), or its
// lane's AP round ended.
type OverwatchBroken struct {
	RuleID string
	Unit   string
	Why    string
}

// Rule names the rule that broke it.
func (e OverwatchBroken) Rule() string { return e.RuleID }
