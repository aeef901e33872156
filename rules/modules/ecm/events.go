package ecm

import "github.com/krygothic/krygothic/rules/dice"

// The log's events of the ECM module (docs/events.md).

// ECMAttacked: a model made an ECM attack (XS-07): both models' Mind dice,
// the best of each (a 6 re-rolled and added), the defender's +1 for each
// model of its side between them, and whether the attacker won (beat the
// defence and the bonus; ties to the defender). Effect says what a win did
// ("cancels its order", "breaks its Waiting", "spoils nothing"); a
// combo_stopped or a state_changed follows it.
type ECMAttacked struct {
	RuleID  string
	Unit    string
	Target  string
	Dice    []dice.Chain
	Against []dice.Chain
	Best    int
	Defence int
	Between int
	Won     bool
	Effect  string
}

// Rule names the ECM rule.
func (e ECMAttacked) Rule() string { return e.RuleID }
