package overwatch

import (
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (overwatch:):
// what going on overwatch or laying a saturation lane costs, the lane's
// width, and which ranged weapons are automatic enough to lay one.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// Cost is the AP of "U overwatch" (XS-05, RPG-ACT-08: 2).
	Cost int `yaml:"cost"`
	// LaneCost is the AP of "U lane X Y" (XS-05: 2).
	LaneCost int `yaml:"lane_cost"`
	// LaneWidth is a saturation lane's width in inches (XS-05: 2").
	LaneWidth float64 `yaml:"lane_width"`
	// LaneWeapons are the ids of the ranged weapons that may lay a lane:
	// the automatic weapons (XC-SFIRE-08).
	LaneWeapons []string `yaml:"lane_weapons"`
}

// Shipped is the module's data when a content's modules.yaml has no
// overwatch section (XS-05: 2 AP each, a 2" lane, laid by an assault
// rifle or an autocannon).
func Shipped() Data {
	return Data{Cost: 2, LaneCost: 2, LaneWidth: 2, LaneWeapons: []string{"assault-rifle", "autocannon"}}
}

// Limits of the data.
const (
	maxCost      = 12
	maxLaneWidth = 12.0
)

// read reads the module's section of d's content, checked: costs of 1 to
// 12 AP, a lane over 0 and at most 12" wide, lane weapons that are
// ranged weapons of the content, each named once. Without a section, the
// shipped data.
func read(d facet.Data) Data {
	o, ok := facet.Decode(d, Data{})
	if !ok {
		return Shipped()
	}
	at, p, c := d.Section.At, d.Problems, d.Content
	if o.Cost < 1 || o.Cost > maxCost {
		p.Add(o.Keys.At("cost", at), "overwatch: cost %d; going on overwatch costs 1 to %d AP", o.Cost, maxCost)
	}
	if o.LaneCost < 1 || o.LaneCost > maxCost {
		p.Add(o.Keys.At("lane_cost", at), "overwatch: lane_cost %d; laying a lane costs 1 to %d AP", o.LaneCost, maxCost)
	}
	if !(o.LaneWidth > 0 && o.LaneWidth <= maxLaneWidth) {
		p.Add(o.Keys.At("lane_width", at), "overwatch: lane_width %g; a lane is over 0 and at most %g inches wide", o.LaneWidth, maxLaneWidth)
	}
	for i, id := range o.LaneWeapons {
		if _, ok := c.Ranged(id); !ok {
			p.Add(o.Keys.At("lane_weapons", at), "overwatch: lane_weapons[%d] %q is no ranged weapon of gear.yaml", i, id)
		} else if slices.Contains(o.LaneWeapons[:i], id) {
			p.Add(o.Keys.At("lane_weapons", at), "overwatch: lane_weapons names %q twice", id)
		}
	}
	return o
}

// playable is why the module cannot play with content c and data d: a
// lane weapon c does not have (shipped data, with no section to report
// it at).
func playable(c *content.Content, d Data) error {
	for _, id := range d.LaneWeapons {
		if _, ok := c.Ranged(id); !ok {
			return fmt.Errorf("overwatch: lane weapon %q is not in the content (modules.yaml)", id)
		}
	}
	return nil
}
