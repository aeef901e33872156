package pointblank

import (
	"strconv"

	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (pointblank:):
// how close a shot is point blank, and what that does to its wound TN.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// Reach is the distance, in inches between the bases' closest
	// points, within which a shot is point blank, the distance included
	// (XS-26: 1"; XC-RNG-02's 1 m).
	Reach float64 `yaml:"reach"`
	// WoundTN is what point blank does to the wound TN (XS-26: −1).
	WoundTN int `yaml:"wound_tn"`
}

// Shipped is the module's data when a content's modules.yaml has no
// pointblank section (RULES-INVENTORY XS-26: at 1" or less, wound TN
// −1).
func Shipped() Data { return Data{Reach: 1, WoundTN: -1} }

// Limits of the data.
const (
	maxReach   = 3
	maxWoundTN = 3
)

// read reads the module's section of d's content, checked: a reach of
// more than 0" to 3" and a wound TN change of −1 to −3. Without a
// section, the shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Shipped())
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	if !(data.Reach > 0 && data.Reach <= maxReach) {
		p.Add(data.Keys.At("reach", at), "pointblank: reach %v; a shot is point blank within more than 0 to %d inches", data.Reach, maxReach)
		data.Reach = Shipped().Reach
	}
	if data.WoundTN > -1 || data.WoundTN < -maxWoundTN {
		p.Add(data.Keys.At("wound_tn", at), "pointblank: wound_tn %d; point blank lowers the wound TN by 1 to %d (-1 to -%d)", data.WoundTN, maxWoundTN, maxWoundTN)
		data.WoundTN = Shipped().WoundTN
	}
	return data
}

// inches writes a distance as the data gives it ("1", "1.5").
func inches(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
