package blast

import (
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (blast:): how
// far a blast weapon scatters when it misses.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// ScatterDice is how many D6 inches a miss scatters (XS-01: 1).
	ScatterDice int `yaml:"scatter_dice"`
	// ScatterMaxShare caps the scatter at this share of the distance to
	// the point aimed at (XS-01: at most half).
	ScatterMaxShare float64 `yaml:"scatter_max_share"`
}

// Shipped is the module's data when a content's modules.yaml has no
// blast section: a miss scatters 1D6", at most half the distance.
func Shipped() Data { return Data{ScatterDice: 1, ScatterMaxShare: 0.5} }

// maxScatterDice is the most scatter dice the data may ask for.
const maxScatterDice = 6

// read reads the module's section of d's content, checked: 0 to 6
// scatter dice, a share of 0 to 1. Without a section, the shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Data{})
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	if data.ScatterDice < 0 || data.ScatterDice > maxScatterDice {
		p.Add(data.Keys.At("scatter_dice", at), "blast: scatter_dice %d; a miss scatters 0 to %d D6 inches", data.ScatterDice, maxScatterDice)
	}
	if !(data.ScatterMaxShare >= 0 && data.ScatterMaxShare <= 1) {
		p.Add(data.Keys.At("scatter_max_share", at), "blast: scatter_max_share %g; a share of the distance is 0 to 1", data.ScatterMaxShare)
	}
	return data
}
