package blast

import "github.com/krygothic/krygothic/rules/combat"

// BlastLanded reports where a blast weapon's template came down (XS-01):
// on the point aimed at, or scattered from it; the models it touched. A
// module whose explosions are blasts (a vehicle's wreck) lands them with
// this event too, under its own rule.
type BlastLanded struct {
	RuleID    string
	By        string  // the thrower
	Weapon    string  // the weapon's name
	X, Y      float64 // the template's centre, deck inches
	AimX      float64 // the point aimed at, deck inches: where a scatter starts
	AimY      float64
	Diameter  float64  // inches
	Scattered float64  // inches it scattered from the point aimed at; 0 on target
	Touched   []string // every model under it, in table order
}

// Rule names the rule that places the template.
func (e BlastLanded) Rule() string { return e.RuleID }

var _ combat.Event = BlastLanded{}
