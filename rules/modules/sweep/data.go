package sweep

import (
	"slices"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (sweep:): the
// automatic weapons that may sweep, how far from the target the other
// models it reaches stand, and what a sweep costs.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// Weapons are the automatic weapons that may sweep (XS-27: the
	// assault rifle and the autocannon; not the sniper rifle).
	Weapons []string `yaml:"weapons"`
	// Radius is how near the target, in inches, base to base, the other
	// enemies sharing its hits stand (XS-27: 2).
	Radius float64 `yaml:"radius"`
	// TNPenalty is added to the sweep's to-hit TN (XS-27: +1).
	TNPenalty int `yaml:"tn_penalty"`
	// AP is the sweep order's cost (XS-27: 2).
	AP int `yaml:"ap"`
}

// Automatic reports whether the ranged weapon of an id may sweep.
func (d Data) Automatic(weapon string) bool { return slices.Contains(d.Weapons, weapon) }

// Shipped is the module's data when a content's modules.yaml has no sweep
// section (RULES-INVENTORY XS-27: the assault rifle and the autocannon
// sweep, the others within 2" of the target share the hits, +1 TN, 2 AP).
func Shipped() Data {
	return Data{Weapons: []string{"assault-rifle", "autocannon"}, Radius: 2, TNPenalty: 1, AP: 2}
}

// Limits of the data.
const (
	maxRadius = 6
	maxTN     = 3
	maxAP     = 6
)

// read reads the module's section of d's content, checked: known ranged
// weapons, each once, none thrown; a radius of 0 to 6"; a TN penalty of 0
// to 3; a cost of 1 to 6 AP. Without a section, the shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Data{})
	if !ok {
		return Shipped()
	}
	at, p, c := d.Section.At, d.Problems, d.Content
	for i, id := range data.Weapons {
		w, ok := c.Ranged(id)
		switch {
		case !ok && len(c.RangedWeapons) > 0:
			p.Add(data.Keys.At("weapons", at), "sweep: weapon %q is not a ranged weapon of gear.yaml", id)
		case ok && w.Has(content.TagThrown):
			p.Add(data.Keys.At("weapons", at), "sweep: the %s is thrown, not fired", w.Name)
		case slices.Contains(data.Weapons[:i], id):
			p.Add(data.Keys.At("weapons", at), "sweep: weapon %q is listed twice", id)
		}
	}
	if !(data.Radius >= 0 && data.Radius <= maxRadius) {
		p.Add(data.Keys.At("radius", at), "sweep: radius %g; the others stand 0 to %d inches from the target", data.Radius, maxRadius)
	}
	if data.TNPenalty < 0 || data.TNPenalty > maxTN {
		p.Add(data.Keys.At("tn_penalty", at), "sweep: tn_penalty %d; 0 to %d", data.TNPenalty, maxTN)
	}
	if data.AP < 1 || data.AP > maxAP {
		p.Add(data.Keys.At("ap", at), "sweep: ap %d; a sweep costs 1 to %d AP", data.AP, maxAP)
	}
	return data
}
