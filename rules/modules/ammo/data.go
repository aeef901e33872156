package ammo

import (
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (ammo:): each
// weapon's magazine, and what reloading takes.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// ReloadAP is the reload order's AP (XS-03: 1).
	ReloadAP int `yaml:"reload_ap"`
	// RushedTN is the Speed check's TN of a reload made as a step of a
	// combo (XS-03, XC-RLD-02: 4); a reload alone needs none.
	RushedTN int `yaml:"rushed_tn"`
	// Magazines are the weapons that run dry, with their rounds; a
	// weapon not listed never does.
	Magazines []*Magazine `yaml:"magazines"`
}

// Magazine is a weapon's magazine: the attacks it fires before it must be
// reloaded (RPG-CART-02).
type Magazine struct {
	At     datafile.Pos `yaml:"-"`
	Weapon string       `yaml:"weapon"` // a ranged weapon's id in gear.yaml
	Rounds int          `yaml:"rounds"`
}

// Rounds is the magazine of the ranged weapon of an id, 0 for a weapon
// that never runs dry.
func (d Data) Rounds(weapon string) int {
	for _, m := range d.Magazines {
		if m != nil && m.Weapon == weapon {
			return m.Rounds
		}
	}
	return 0
}

// Shipped is the module's data when a content's modules.yaml has no ammo
// section (RULES-INVENTORY XS-03's suggested magazines).
func Shipped() Data {
	return Data{ReloadAP: 1, RushedTN: 4, Magazines: []*Magazine{
		{Weapon: "pistol", Rounds: 6}, {Weapon: "rifle", Rounds: 5}, {Weapon: "assault-rifle", Rounds: 4},
		{Weapon: "autocannon", Rounds: 3}, {Weapon: "sniper-rifle", Rounds: 4}, {Weapon: "hand-flamer", Rounds: 2},
	}}
}

// Limits of the data.
const (
	maxRounds   = 99
	maxReloadAP = 4
	maxRushedTN = 10
)

// read reads the module's section of d's content, checked: magazines of 1
// to 99 rounds for known ranged weapons that are not thrown, each once;
// a reload of 0 to 4 AP; a rushed reload's TN of 2 to 10.
func read(d facet.Data) Data {
	start := Shipped()
	start.Magazines = nil
	data, ok := facet.Decode(d, start)
	if !ok {
		return Shipped()
	}
	at, p, c := d.Section.At, d.Problems, d.Content
	if data.ReloadAP < 0 || data.ReloadAP > maxReloadAP {
		p.Add(data.Keys.At("reload_ap", at), "ammo: reload_ap %d; a reload costs 0 to %d AP", data.ReloadAP, maxReloadAP)
	}
	if data.RushedTN < 2 || data.RushedTN > maxRushedTN {
		p.Add(data.Keys.At("rushed_tn", at), "ammo: rushed_tn %d; the Speed check's TN is 2 to %d", data.RushedTN, maxRushedTN)
	}
	seen := map[string]bool{}
	for _, m := range data.Magazines {
		if m == nil {
			continue
		}
		mat := m.At
		if mat.File == "" {
			mat = data.Keys.At("magazines", at)
		}
		w, ok := c.Ranged(m.Weapon)
		switch {
		case !ok && len(c.RangedWeapons) > 0:
			p.Add(mat, "ammo: weapon %q is not a ranged weapon of gear.yaml", m.Weapon)
		case ok && w.Has(content.TagThrown):
			p.Add(mat, "ammo: %s is thrown: grenades are counted as carried (GAP-07), not in a magazine", m.Weapon)
		}
		if seen[m.Weapon] {
			p.Add(mat, "ammo: weapon %q has two magazines", m.Weapon)
		}
		seen[m.Weapon] = true
		if m.Rounds < 1 || m.Rounds > maxRounds {
			p.Add(mat, "ammo: %s rounds %d; a magazine holds 1 to %d (leave a weapon out for one that never runs dry)", m.Weapon, m.Rounds, maxRounds)
		}
	}
	return data
}
