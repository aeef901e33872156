package orders

// The log's events that the order rules report. Each names the rule
// behind it; the match logs them with their tick and round
// (docs/events.md).

// Declared: a side's declaration was accepted and paid for.
type Declared struct {
	RuleID string
	Side   string
	Steps  []string // each step as written in the orders format
	AP     int
	Until  int // the tick its command channel frees
	// StepAP is what each step of a paid combo cost, in step order (they
	// add up to AP), for readers that split the AP by order (the balance
	// report); nil for a declaration paid as a whole (done, a cancel, a
	// reaction). Not shown in the log.
	StepAP []int `log:"-"`
	// Reaction: a Waiting unit's prepaid action (KG-WAIT-02), which uses
	// no command channel. Not shown in the log.
	Reaction bool `log:"-"`
	// Cancel: a cancel order (KG-CMB-06), paid as a whole and shouted,
	// which uses no command channel. Not shown in the log.
	Cancel bool `log:"-"`
}

// Rule names the rule that governs declarations.
func (e Declared) Rule() string { return e.RuleID }

// FaceOff: two declarations came within the face-off window (KG-FACE).
type FaceOff struct {
	RuleID string
	First  string // the side whose action resolves first
	Second string
	Why    string
}

// Rule names the face-off rule that decided it.
func (e FaceOff) Rule() string { return e.RuleID }

// Arrived: a unit ended a move where it was ordered, or came on at an
// entry point (compulsory moves are combat's Moved).
type Arrived struct {
	RuleID string
	Unit   string
	X, Y   float64
	Inches float64 // the length of the path it took; 0 for an arrival
	// Arrival: the unit came onto the table at a scenario's event
	// (KG-SCN-01), no move of its own. Not shown in the log.
	Arrival bool `log:"-"`
}

// Rule names the movement (or scenario) rule.
func (e Arrived) Rule() string { return e.RuleID }

// DoorOpened: a unit's base reached a closed door, which now stands open
// and no longer blocks sight (GAP-38).
type DoorOpened struct {
	RuleID string
	Unit   string
	X, Y   int // the door's cell
}

// Rule names the door rule.
func (e DoorOpened) Rule() string { return e.RuleID }
