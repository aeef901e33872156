package command

import (
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (command:):
// what a Squad Leader's help costs and what each help gives.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// HelpAP is what a help costs its side (XS-25: 1).
	HelpAP int `yaml:"help_ap"`
	// AimDice are the RC dice a Called shot adds to the friend's next
	// shot (XS-25: 1).
	AimDice int `yaml:"aim_dice"`
	// DownTN is what Keep your head down adds to the TN of shots at the
	// friend until its next order (XS-25: 1).
	DownTN int `yaml:"down_tn"`
	// ForwardInches are the inches Go forward! adds to the friend's next
	// move, run or charge (XS-25, GW-CMD-05: 2).
	ForwardInches float64 `yaml:"forward_inches"`
}

// Shipped is the module's data when a content's modules.yaml has no
// command section (RULES-INVENTORY XS-25: 1 AP; +1 die, +1 TN, +2").
func Shipped() Data {
	return Data{HelpAP: 1, AimDice: 1, DownTN: 1, ForwardInches: 2}
}

// Limits of the data.
const (
	maxHelpAP   = 6
	maxAimDice  = 3
	maxDownTN   = 3
	maxForward  = 6
	minBonusAny = 1
)

// read reads the module's section of d's content, checked: a help of 0
// to 6 AP, 1 to 3 dice, 1 to 3 TN, 1" to 6". Without a section, the
// shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Shipped())
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	if data.HelpAP < 0 || data.HelpAP > maxHelpAP {
		p.Add(data.Keys.At("help_ap", at), "command: help_ap %d; a help costs 0 to %d AP", data.HelpAP, maxHelpAP)
	}
	if data.AimDice < minBonusAny || data.AimDice > maxAimDice {
		p.Add(data.Keys.At("aim_dice", at), "command: aim_dice %d; a Called shot adds 1 to %d RC dice", data.AimDice, maxAimDice)
	}
	if data.DownTN < minBonusAny || data.DownTN > maxDownTN {
		p.Add(data.Keys.At("down_tn", at), "command: down_tn %d; Keep your head down adds 1 to %d to the TN", data.DownTN, maxDownTN)
	}
	if data.ForwardInches < minBonusAny || data.ForwardInches > maxForward {
		p.Add(data.Keys.At("forward_inches", at), "command: forward_inches %g; Go forward! adds 1\" to %d\"", data.ForwardInches, maxForward)
	}
	return data
}
