package hardcover

import (
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (hardcover:):
// how near the target cover must lie, what hard cover adds to the wound
// roll, and what a radar sight costs.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// Reach: cover counts only within this many inches of the target's
	// base, between it and the shooter (XS-19, XC-COV-06: 1; within 1"
	// includes 1").
	Reach float64 `yaml:"reach"`
	// HardArmour is what hard cover adds to the wound TN of a shot at a
	// model behind it, as armour does (XS-19: +1).
	HardArmour int `yaml:"hard_armour"`
	// RadarCost is what a radar sight costs a model, in points at its
	// team's price for gear ("radar: true" in an army list, SW-MISC-01).
	RadarCost int `yaml:"radar_cost"`
}

// Shipped is the module's data when a content's modules.yaml has no
// hardcover section (RULES-INVENTORY XS-19: cover within 1", hard cover
// +1 armour; a radar sight 15 points, the price of a pair of grenades).
func Shipped() Data { return Data{Reach: 1, HardArmour: 1, RadarCost: 15} }

// Limits of the data.
const (
	maxReach      = 3
	maxHardArmour = 3
	maxRadarCost  = 100
)

// read reads the module's section of d's content, checked: a reach of
// more than 0 and at most 3 inches, hard cover worth 0 to 3 armour, a
// radar sight of 0 to 100 points. Without a section, the shipped data;
// a field left out keeps its shipped value.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Shipped())
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	if !(data.Reach > 0 && data.Reach <= maxReach) {
		p.Add(data.Keys.At("reach", at), "hardcover: reach %g; cover counts within more than 0 and at most %d inches of the target", data.Reach, maxReach)
	}
	if data.HardArmour < 0 || data.HardArmour > maxHardArmour {
		p.Add(data.Keys.At("hard_armour", at), "hardcover: hard_armour %d; hard cover adds 0 to %d to the wound TN", data.HardArmour, maxHardArmour)
	}
	if data.RadarCost < 0 || data.RadarCost > maxRadarCost {
		p.Add(data.Keys.At("radar_cost", at), "hardcover: radar_cost %d; a radar sight costs 0 to %d points", data.RadarCost, maxRadarCost)
	}
	return data
}
