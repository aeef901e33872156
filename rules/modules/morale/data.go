package morale

import (
	"slices"

	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (morale:): the
// losses that call for a break test, its target number, and the one that
// can rout a side.
type Data struct {
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

// Shipped is the module's data when a content's modules.yaml has no
// morale section (one made before the module): the design's 25, 50 and
// 75%, TN 4, and a rout at 75%.
func Shipped() Data { return Data{Thresholds: []int{25, 50, 75}, WillpowerTN: 4, RoutThreshold: 75} }

// Limits of the data: an attribute check's TN is 2 to 10 (with the 7+
// table, RULINGS §1).
const (
	minTN = 2
	maxTN = 10
)

// read reads the module's section of d's content, checked: thresholds
// that rise, each a percentage 1 to 100, a check's TN, and a rout
// threshold that is one of the thresholds (or 0). Without a section, the
// shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Data{})
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	if len(data.Thresholds) == 0 {
		p.Add(data.Keys.At("thresholds", at), "morale: thresholds is empty; give the losses (in %% of starting points) that call for a break test")
	}
	for i, th := range data.Thresholds {
		if th < 1 || th > 100 || i > 0 && th <= data.Thresholds[i-1] {
			p.Add(data.Keys.At("thresholds", at), "morale: thresholds %v; each is a percentage 1 to 100, rising", data.Thresholds)
			break
		}
	}
	if data.WillpowerTN < minTN || data.WillpowerTN > maxTN {
		p.Add(data.Keys.At("willpower_tn", at), "morale: willpower_tn %d; a check's TN is %d to %d", data.WillpowerTN, minTN, maxTN)
	}
	if data.RoutThreshold != 0 && !slices.Contains(data.Thresholds, data.RoutThreshold) {
		p.Add(data.Keys.At("rout_threshold", at), "morale: rout_threshold %d is none of the thresholds %v (0: no rout)", data.RoutThreshold, data.Thresholds)
	}
	return data
}
