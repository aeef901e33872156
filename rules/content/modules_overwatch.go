package content

import (
	"path"
	"slices"

	"github.com/krygothic/krygothic/rules/datafile"
)

// OverwatchData is the data of the overwatch module (XS-05): what going
// on overwatch or laying a saturation lane costs, the lane's width, and
// which ranged weapons are automatic enough to lay one.
type OverwatchData struct {
	At   datafile.Pos  `yaml:"-"`
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

// shippedOverwatch are the shipped overwatch values.
var shippedOverwatch = OverwatchData{Cost: 2, LaneCost: 2, LaneWidth: 2, LaneWeapons: []string{"assault-rifle", "autocannon"}}

// Limits of the overwatch data.
const (
	maxOverwatchCost = 12
	maxLaneWidth     = 12.0
)

// checkOverwatch checks the overwatch data read from modules.yaml (keys:
// the file's top-level keys); a file without an overwatch block keeps
// the shipped values.
func (l *loader) checkOverwatch(c *Content, m *ModuleData) {
	if _, ok := m.Keys["overwatch"]; !ok {
		m.Overwatch = shippedOverwatch
		return
	}
	o := m.Overwatch
	at := m.Keys.At("overwatch", datafile.Pos{File: path.Join(l.shown, "modules.yaml"), Line: 1})
	if o.Cost < 1 || o.Cost > maxOverwatchCost {
		l.problems.Add(o.Keys.At("cost", at), "overwatch: cost %d; going on overwatch costs 1 to %d AP", o.Cost, maxOverwatchCost)
	}
	if o.LaneCost < 1 || o.LaneCost > maxOverwatchCost {
		l.problems.Add(o.Keys.At("lane_cost", at), "overwatch: lane_cost %d; laying a lane costs 1 to %d AP", o.LaneCost, maxOverwatchCost)
	}
	if !(o.LaneWidth > 0 && o.LaneWidth <= maxLaneWidth) {
		l.problems.Add(o.Keys.At("lane_width", at), "overwatch: lane_width %g; a lane is over 0 and at most %g inches wide", o.LaneWidth, maxLaneWidth)
	}
	for i, id := range o.LaneWeapons {
		if _, ok := c.Ranged(id); !ok {
			l.problems.Add(o.Keys.At("lane_weapons", at), "overwatch: lane_weapons[%d] %q is no ranged weapon of gear.yaml", i, id)
		} else if slices.Contains(o.LaneWeapons[:i], id) {
			l.problems.Add(o.Keys.At("lane_weapons", at), "overwatch: lane_weapons names %q twice", id)
		}
	}
}
