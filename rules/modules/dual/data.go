package dual

import (
	"slices"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (dual:): the
// ranged weapons a model may carry two of ("dual: true" in an army
// list), what firing both costs, and the weapons that are linked
// batteries.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// OneHanded are the ranged weapons a model may carry two of (XS-21:
	// pistols; heavy weapons are two-handed and never listed).
	OneHanded []string `yaml:"one_handed"`
	// RCPenalty is the RC dice each of two weapons fired together loses
	// (XS-21, SW-MULTI-01: 1).
	RCPenalty int `yaml:"rc_penalty"`
	// Linked are the weapons that are batteries of linked guns
	// (SW-MULTI-03): a standard shot fires every gun at the target.
	Linked []*LinkedRating `yaml:"linked"`
}

// LinkedRating is a weapon that is a battery of Guns linked guns.
type LinkedRating struct {
	At     datafile.Pos `yaml:"-"`
	Weapon string       `yaml:"weapon"` // a ranged weapon's id in gear.yaml
	Guns   int          `yaml:"guns"`   // 2 to 4
}

// OneHand reports whether a model may carry two of the ranged weapon of
// an id.
func (d Data) OneHand(weapon string) bool { return slices.Contains(d.OneHanded, weapon) }

// Guns is how many linked guns the ranged weapon of an id fires
// together: 1 for a weapon that is no battery.
func (d Data) Guns(weapon string) int {
	for _, l := range d.Linked {
		if l.Weapon == weapon {
			return l.Guns
		}
	}
	return 1
}

// Shipped is the module's data when a content's modules.yaml has no dual
// section: two pistols at −1 RC each; no linked battery among the
// shipped weapons.
func Shipped() Data { return Data{OneHanded: []string{"pistol"}, RCPenalty: 1} }

// Limits of the data.
const (
	maxRCPenalty  = 3
	maxLinkedGuns = 4
)

// read reads the module's section of d's content, checked: known ranged
// weapons, no heavy or thrown one in hand, each listed once; a penalty of
// 0 to 3 RC; batteries of 2 to 4 guns. Without a section, the shipped
// data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Data{})
	if !ok {
		return Shipped()
	}
	at, p, c := d.Section.At, d.Problems, d.Content
	known := func(id string) (*content.RangedWeapon, bool) {
		w, ok := c.Ranged(id)
		return w, ok || len(c.RangedWeapons) == 0
	}
	for i, id := range data.OneHanded {
		w, ok := known(id)
		switch {
		case !ok:
			p.Add(data.Keys.At("one_handed", at), "dual: one_handed weapon %q is not a ranged weapon of gear.yaml", id)
		case w != nil && (w.Has(content.TagHeavy) || w.Has(content.TagThrown)):
			p.Add(data.Keys.At("one_handed", at), "dual: the %s is heavy or thrown: a model cannot carry two in its hands (%s)", w.Name, Rule)
		case slices.Contains(data.OneHanded[:i], id):
			p.Add(data.Keys.At("one_handed", at), "dual: one_handed weapon %q is listed twice", id)
		}
	}
	if data.RCPenalty < 0 || data.RCPenalty > maxRCPenalty {
		p.Add(data.Keys.At("rc_penalty", at), "dual: rc_penalty %d; each gun loses 0 to %d RC dice", data.RCPenalty, maxRCPenalty)
	}
	seen := map[string]bool{}
	for _, r := range data.Linked {
		if r == nil {
			continue
		}
		rat := r.At
		if rat.File == "" {
			rat = data.Keys.At("linked", at)
		}
		if _, ok := known(r.Weapon); !ok {
			p.Add(rat, "dual: linked weapon %q is not a ranged weapon of gear.yaml", r.Weapon)
		}
		if seen[r.Weapon] {
			p.Add(rat, "dual: linked weapon %q is rated twice", r.Weapon)
		}
		seen[r.Weapon] = true
		if r.Guns < 2 || r.Guns > maxLinkedGuns {
			p.Add(rat, "dual: %s guns %d; a battery links 2 to %d guns", r.Weapon, r.Guns, maxLinkedGuns)
		}
	}
	return data
}
