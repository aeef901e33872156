package priority

import (
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (priority:): the
// size classes a shooter sorts targets into (SW-SHOOT-04), by base
// diameter.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// MediumBase is the smallest base diameter, in inches, of a medium
	// target (a man, KG's 1" base); smaller bases are small targets.
	MediumBase float64 `yaml:"medium_base"`
	// LargeBase is the smallest base diameter of a large target (at
	// least twice man-sized, KG's 2" large base).
	LargeBase float64 `yaml:"large_base"`
}

// Size classes of targets (SW-SHOOT-04).
const (
	SmallTarget  = "small"
	MediumTarget = "medium"
	LargeTarget  = "large"
)

// Size is the size class of a model whose base has radius r.
func (d Data) Size(r float64) string {
	switch dia := 2 * r; {
	case dia >= d.LargeBase:
		return LargeTarget
	case dia >= d.MediumBase:
		return MediumTarget
	}
	return SmallTarget
}

// Shipped is the module's data when a content's modules.yaml has no
// priority section (XS-22: KG's 1" base is medium, its 2" large base
// large).
func Shipped() Data { return Data{MediumBase: 1, LargeBase: 2} }

// maxBase bounds a size class's base diameter, in inches.
const maxBase = 12

// read reads the module's section of d's content, checked: 0 <
// medium_base < large_base ≤ 12. Without a section, the shipped data.
func read(d facet.Data) Data {
	p, ok := facet.Decode(d, Data{})
	if !ok {
		return Shipped()
	}
	if !(p.MediumBase > 0 && p.MediumBase < p.LargeBase && p.LargeBase <= maxBase) {
		d.Problems.Add(p.Keys.At("medium_base", d.Section.At), "priority: medium_base %g and large_base %g; they need 0 < medium_base < large_base ≤ %d inches",
			p.MediumBase, p.LargeBase, maxBase)
	}
	return p
}
