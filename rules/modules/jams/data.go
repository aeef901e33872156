package jams

import (
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (jams:): each
// weapon's Jam rating and what clearing a jam takes.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// ClearAP is the Clear jam order's AP (XS-02: 1).
	ClearAP int `yaml:"clear_ap"`
	// ClearTN is the Mind check's TN that clears a jam (XS-02: 4).
	ClearTN int `yaml:"clear_tn"`
	// Weapons are the weapons that can jam, with their ratings; a weapon
	// not listed never jams.
	Weapons []*Rating `yaml:"weapons"`
}

// Rating is a weapon's "Jam N": after a to-hit roll showing a natural 1,
// a D6 at or under N jams it (XS-02, SW-JAM-02).
type Rating struct {
	At     datafile.Pos `yaml:"-"`
	Weapon string       `yaml:"weapon"` // a ranged weapon's id in gear.yaml
	Jam    int          `yaml:"jam"`    // N, 1 to 6
}

// Rating is the Jam N of the ranged weapon of an id, 0 for a weapon that
// never jams.
func (d Data) Rating(weapon string) int {
	for _, r := range d.Weapons {
		if r != nil && r.Weapon == weapon {
			return r.Jam
		}
	}
	return 0
}

// Shipped is the module's data when a content's modules.yaml has no jams
// section (RULES-INVENTORY XS-02: autocannon Jam 2, assault rifle Jam 1,
// others none).
func Shipped() Data {
	return Data{ClearAP: 1, ClearTN: 4, Weapons: []*Rating{{Weapon: "autocannon", Jam: 2}, {Weapon: "assault-rifle", Jam: 1}}}
}

// Limits of the data.
const (
	maxJam     = 6
	maxClearAP = 4
	maxClearTN = 10
)

// read reads the module's section of d's content, checked: ratings of 1
// to 6 for known ranged weapons, each once, and a clearing order that
// costs 0 to 4 AP and needs a TN of 2 to 10. Without a section, the
// shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Data{})
	if !ok {
		return Shipped()
	}
	at, p, c := d.Section.At, d.Problems, d.Content
	if data.ClearAP < 0 || data.ClearAP > maxClearAP {
		p.Add(data.Keys.At("clear_ap", at), "jams: clear_ap %d; clearing a jam costs 0 to %d AP", data.ClearAP, maxClearAP)
	}
	if data.ClearTN < 2 || data.ClearTN > maxClearTN {
		p.Add(data.Keys.At("clear_tn", at), "jams: clear_tn %d; the Mind check's TN is 2 to %d", data.ClearTN, maxClearTN)
	}
	seen := map[string]bool{}
	for _, r := range data.Weapons {
		if r == nil {
			continue
		}
		rat := r.At
		if rat.File == "" {
			rat = data.Keys.At("weapons", at)
		}
		if _, ok := c.Ranged(r.Weapon); !ok && len(c.RangedWeapons) > 0 {
			p.Add(rat, "jams: weapon %q is not a ranged weapon of gear.yaml", r.Weapon)
		}
		if seen[r.Weapon] {
			p.Add(rat, "jams: weapon %q is rated twice", r.Weapon)
		}
		seen[r.Weapon] = true
		if r.Jam < 1 || r.Jam > maxJam {
			p.Add(rat, "jams: %s Jam %d; a rating is 1 to %d (leave a weapon out to have it never jam)", r.Weapon, r.Jam, maxJam)
		}
	}
	return data
}
