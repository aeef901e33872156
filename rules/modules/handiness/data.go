package handiness

import (
	"slices"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (handiness:):
// the handy weapons and what a handy or a Heavy weapon does to its
// holder's Speed in a face-off's tie-break.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// Handy are the ranged weapons quick to bring to bear (XS-31: the
	// pistol; our ruling: the shotgun and the machine pistol too,
	// XC-INIT-05's +3 and +2).
	Handy []string `yaml:"handy"`
	// HandyBonus is the Speed a handy weapon adds in the tie-break (1).
	HandyBonus int `yaml:"handy_bonus"`
	// HeavyPenalty is the Speed a Heavy weapon takes off (1).
	HeavyPenalty int `yaml:"heavy_penalty"`
}

// Shipped is the module's data when a content's modules.yaml has no
// handiness section: pistols, shotguns and machine pistols +1, Heavy
// weapons −1.
func Shipped() Data {
	return Data{Handy: []string{"pistol", "machine-pistol", "shotgun"}, HandyBonus: 1, HeavyPenalty: 1}
}

// maxStep is the most Speed a weapon may add or take off: a face-off's
// tie-break is a comparison of Speeds of 1 to 8 or so.
const maxStep = 3

// IsHandy reports whether the ranged weapon of an id is handy.
func (d Data) IsHandy(id string) bool { return slices.Contains(d.Handy, id) }

// read reads the module's section of d's content, checked: known ranged
// weapons, none Heavy, each once; a bonus and a penalty of 0 to 3.
// Without a section, the shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Data{})
	if !ok {
		return Shipped()
	}
	at, p, c := d.Section.At, d.Problems, d.Content
	for i, id := range data.Handy {
		w, ok := c.Ranged(id)
		switch {
		case !ok && len(c.RangedWeapons) > 0:
			p.Add(data.Keys.At("handy", at), "handiness: handy weapon %q is not a ranged weapon of gear.yaml", id)
		case ok && w.Has(content.TagHeavy):
			p.Add(data.Keys.At("handy", at), "handiness: the %s is Heavy: a Heavy weapon is never handy (%s)", w.Name, Rule)
		case slices.Contains(data.Handy[:i], id):
			p.Add(data.Keys.At("handy", at), "handiness: handy weapon %q is listed twice", id)
		}
	}
	if data.HandyBonus < 0 || data.HandyBonus > maxStep {
		p.Add(data.Keys.At("handy_bonus", at), "handiness: handy_bonus %d; a handy weapon adds 0 to %d Speed", data.HandyBonus, maxStep)
	}
	if data.HeavyPenalty < 0 || data.HeavyPenalty > maxStep {
		p.Add(data.Keys.At("heavy_penalty", at), "handiness: heavy_penalty %d; a Heavy weapon takes off 0 to %d Speed", data.HeavyPenalty, maxStep)
	}
	return data
}
