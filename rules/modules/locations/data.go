package locations

import (
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (locations:):
// what a called shot costs and does, and what a graze takes off.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// CallTN is what calling a shot adds to its to-hit TN (XS-10, XS-24:
	// +2).
	CallTN int `yaml:"call_tn"`
	// HeadFactor multiplies a called head shot's wounds, after the c cap
	// (XS-10, XC-DMG-05: ×2).
	HeadFactor int `yaml:"head_factor"`
	// GrazeSpeed is the Speed a graze takes off until the next AP round
	// (XS-10: 1); 0: shots never graze.
	GrazeSpeed int `yaml:"graze_speed"`
	// Slowest is the Speed grazes never take a model below (1).
	Slowest int `yaml:"slowest"`
}

// Shipped is the module's data when a content's modules.yaml has no
// locations section (RULES-INVENTORY XS-10, XS-24: +2 TN, ×2, −1 Speed;
// the ruling: never below Speed 1).
func Shipped() Data { return Data{CallTN: 2, HeadFactor: 2, GrazeSpeed: 1, Slowest: 1} }

// Limits of the data.
const (
	maxCallTN     = 6
	maxHeadFactor = 4
	maxGraze      = 3
	maxSlowest    = 6
)

// read reads the module's section of d's content, checked: a called
// shot's TN of 0 to +6, a head's factor of 1 to 4, a graze of 0 to 3
// Speed, and a slowest Speed of 1 to 6. Without a section, the shipped
// data; a key left out keeps its shipped value.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Shipped())
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	if data.CallTN < 0 || data.CallTN > maxCallTN {
		p.Add(data.Keys.At("call_tn", at), "locations: call_tn %d; a called shot adds 0 to %d to its to-hit TN", data.CallTN, maxCallTN)
	}
	if data.HeadFactor < 1 || data.HeadFactor > maxHeadFactor {
		p.Add(data.Keys.At("head_factor", at), "locations: head_factor %d; a head shot's wounds are multiplied by 1 to %d", data.HeadFactor, maxHeadFactor)
	}
	if data.GrazeSpeed < 0 || data.GrazeSpeed > maxGraze {
		p.Add(data.Keys.At("graze_speed", at), "locations: graze_speed %d; a graze takes 0 to %d Speed (0: shots never graze)", data.GrazeSpeed, maxGraze)
	}
	if data.Slowest < 1 || data.Slowest > maxSlowest {
		p.Add(data.Keys.At("slowest", at), "locations: slowest %d; grazes leave a model a Speed of 1 to %d at least", data.Slowest, maxSlowest)
	}
	return data
}
