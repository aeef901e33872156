package suppression

import "github.com/krygothic/krygothic/rules/combat"

// Suppressed reports suppression tokens laid on models (XS-06): by an
// attack at one of them (Cause "shot at" or "hit"), by suppressive or
// automatic fire near its target ("near the target"), or by an
// explosion ("blast"). Tokens are each model's tokens now, in the order
// of Units.
type Suppressed struct {
	RuleID string
	Cause  string
	By     string // the shooter or thrower, "" for none
	Units  []string
	Added  int
	Tokens []int
}

// Rule names the rule that lays the tokens.
func (e Suppressed) Rule() string { return e.RuleID }

var _ combat.Event = Suppressed{}

// The causes of a Suppressed.
const (
	CauseShotAt = "shot at"
	CauseHit    = "hit"
	CauseNear   = "near the target"
	CauseBlast  = "blast"
)

// The states the module's events put a unit in (combat.StateChanged).
const (
	// Rallied: it passed its suppression test (or was unpinned): its
	// tokens are gone.
	Rallied combat.State = "shook off its suppression"
	// BracedState and Unbraced: it braced; it acted otherwise, or was
	// moved or knocked down, and is braced no longer.
	BracedState combat.State = "braced"
	Unbraced    combat.State = "no longer braced"
	// InCover and OutOfCover: it took full cover; it left it.
	InCover    combat.State = "in full cover"
	OutOfCover combat.State = "out of full cover"
	// HeldDown: it failed the active-cover roll and stays in full cover.
	HeldDown combat.State = "held down in full cover"
)
