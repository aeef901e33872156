package timeslots

import (
	"math"

	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (timeslots:).
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// Slot is the length of a time slot in seconds of game time: a
	// declaration takes effect at the next boundary (RULINGS: 0.5).
	Slot float64 `yaml:"slot"`
	// RushedWithin is how soon, in seconds of game time, after a unit's
	// attack step ended its next attack step is rushed, inclusive
	// (RULINGS: 1).
	RushedWithin float64 `yaml:"rushed_within"`
	// RushedDice are the dice a rushed attack rolls fewer (RULINGS: one),
	// never below one die.
	RushedDice int `yaml:"rushed_dice"`
	// AttackSteps is the most attack steps of one unit a combo holds
	// (XC-INIT-02: 4).
	AttackSteps int `yaml:"attack_steps"`
}

// Shipped is the module's data when a content's modules.yaml has no
// timeslots section: RULINGS' numbers.
func Shipped() Data { return Data{Slot: 0.5, RushedWithin: 1, RushedDice: 1, AttackSteps: 4} }

// Limits of the data.
const (
	maxSlot        = 5.0 // seconds: a slot as long as the longest AP the settings allow
	maxWithin      = 10.0
	maxRushedDice  = 3
	maxAttackSteps = 12
)

// ticks is seconds of game time in ticks at rate ticks a second (the
// match's 60 where the table knows none), rounded.
func ticks(seconds float64, rate int) int {
	if rate <= 0 {
		rate = 60
	}
	return int(math.Round(seconds * float64(rate)))
}

// read reads the module's section of d's content, checked. Without a
// section, the shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Data{})
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	if data.Slot < 0.1 || data.Slot > maxSlot {
		p.Add(data.Keys.At("slot", at), "timeslots: slot %g s; a time slot lasts 0.1 to %g seconds", data.Slot, maxSlot)
	}
	if data.RushedWithin < 0 || data.RushedWithin > maxWithin {
		p.Add(data.Keys.At("rushed_within", at), "timeslots: rushed_within %g s; 0 to %g seconds", data.RushedWithin, maxWithin)
	}
	if data.RushedDice < 0 || data.RushedDice > maxRushedDice {
		p.Add(data.Keys.At("rushed_dice", at), "timeslots: rushed_dice %d; a rushed attack loses 0 to %d dice", data.RushedDice, maxRushedDice)
	}
	if data.AttackSteps < 1 || data.AttackSteps > maxAttackSteps {
		p.Add(data.Keys.At("attack_steps", at), "timeslots: attack_steps %d; a combo holds 1 to %d attack steps of a unit", data.AttackSteps, maxAttackSteps)
	}
	return data
}
