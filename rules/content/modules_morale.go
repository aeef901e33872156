package content

import (
	"slices"

	"github.com/krygothic/krygothic/rules/datafile"
)

// MoraleData is the data of the morale module (XS-15): the losses that
// call for a break test, its target number, and the one that can rout a
// side.
type MoraleData struct {
	At   datafile.Pos  `yaml:"-"`
	Keys datafile.Keys `yaml:"-"`
	// Thresholds are the losses, in percent of a side's starting points,
	// whose first reaching calls for a break test (XS-15: 25, 50, 75),
	// rising.
	Thresholds []int `yaml:"thresholds"`
	// WillpowerTN is the break test's Willpower TN (XS-15: 4).
	WillpowerTN int `yaml:"willpower_tn"`
	// RoutThreshold is the threshold at which the side's leader's failed
	// test routs it (XS-15: 75); 0: no threshold routs.
	RoutThreshold int `yaml:"rout_threshold"`
}

// shippedMorale is the shipped modules.yaml's morale data.
var shippedMorale = MoraleData{Thresholds: []int{25, 50, 75}, WillpowerTN: 4, RoutThreshold: 75}

// Limits of the morale data: an attribute check's TN is 2 to 10 (with
// the 7+ table, RULINGS §1).
const (
	minMoraleTN = 2
	maxMoraleTN = 10
)

// readMorale checks the morale data of m, read from file; a modules.yaml
// without a morale key (one made before the module) has the shipped data.
func (l *loader) readMorale(m *ModuleData, file datafile.Pos) {
	if _, ok := m.Keys["morale"]; !ok {
		m.Morale = shippedMorale
		return
	}
	d := m.Morale
	at := m.Keys.At("morale", file)
	if len(d.Thresholds) == 0 {
		l.problems.Add(d.Keys.At("thresholds", at), "morale: thresholds is empty; give the losses (in %% of starting points) that call for a break test")
	}
	for i, th := range d.Thresholds {
		if th < 1 || th > 100 || i > 0 && th <= d.Thresholds[i-1] {
			l.problems.Add(d.Keys.At("thresholds", at), "morale: thresholds %v; each is a percentage 1 to 100, rising", d.Thresholds)
			break
		}
	}
	if d.WillpowerTN < minMoraleTN || d.WillpowerTN > maxMoraleTN {
		l.problems.Add(d.Keys.At("willpower_tn", at), "morale: willpower_tn %d; a check's TN is %d to %d", d.WillpowerTN, minMoraleTN, maxMoraleTN)
	}
	if d.RoutThreshold != 0 && !slices.Contains(d.Thresholds, d.RoutThreshold) {
		l.problems.Add(d.Keys.At("rout_threshold", at), "morale: rout_threshold %d is none of the thresholds %v (0: no rout)", d.RoutThreshold, d.Thresholds)
	}
}
