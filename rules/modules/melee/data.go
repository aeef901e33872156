package melee

import (
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// The weapon traits of the module (modules.yaml, melee: weapons).
const (
	Reach     = "reach"      // attacks from 1" away (RPG-PROP-04)
	TwoHanded = "two-handed" // +1 Strength, cannot Parry (RPG-PROP-03)
	Blunt     = "blunt"      // ignores half the armour (RPG-MEL-03)
	Electric  = "electric"   // the shock runs on into every model touching the target (RPG-PROP-01)
	Fiery     = "fiery"      // burns: wound TN −1; burns away two AP rounds after it is lit (RPG-PROP-02)
)

// traits are the traits the module knows, in the order the docs list them.
var traits = []string{Reach, TwoHanded, Blunt, Electric, Fiery}

// Data is the module's data, its section of modules.yaml (melee:).
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// GangUp is the CC an attacker gains for each other model of its
	// side that has attacked the same target in close combat earlier
	// this AP round (XS-16: 1).
	GangUp int `yaml:"gang_up"`
	// FollowShare is the share of its Speed a model that has killed its
	// last close-combat opponent may move for free (XS-16: 0.5).
	FollowShare float64 `yaml:"follow_share"`
	// ReachInches is how far from the target a reach weapon strikes
	// (XS-16: 1).
	ReachInches float64 `yaml:"reach"`
	// TwoHandedStrength is a two-handed weapon's Strength bonus (1).
	TwoHandedStrength int `yaml:"two_handed_strength"`
	// BerserkCC is a berserk attack's CC bonus (2).
	BerserkCC int `yaml:"berserk_cc"`
	// FieryTN is added to a fiery weapon's wound TN (−1); FieryRounds
	// are the AP round ends a lit weapon lasts (2).
	FieryTN     int `yaml:"fiery_tn"`
	FieryRounds int `yaml:"fiery_rounds"`
	// Weapons are the close-combat weapons with traits; a weapon not
	// listed has none.
	Weapons []*Weapon `yaml:"weapons"`
}

// Weapon is a close-combat weapon of gear.yaml and its traits.
type Weapon struct {
	At     datafile.Pos `yaml:"-"`
	Weapon string       `yaml:"weapon"`
	Traits []string     `yaml:"traits"`
}

// Has reports whether the close-combat weapon of an id has trait tr.
func (d Data) Has(weapon, tr string) bool {
	for _, w := range d.Weapons {
		if w != nil && w.Weapon == weapon {
			return slices.Contains(w.Traits, tr)
		}
	}
	return false
}

// Shipped is the module's data when a content's modules.yaml has no melee
// section (RULES-INVENTORY XS-16): +1 CC a ganging attacker, half Speed
// to follow up, 1" reach, +1 Strength two-handed, +2 CC berserk, fiery
// weapons −1 wound TN for two AP rounds; the content's trait weapons.
func Shipped() Data {
	return Data{GangUp: 1, FollowShare: 0.5, ReachInches: 1, TwoHandedStrength: 1, BerserkCC: 2, FieryTN: -1, FieryRounds: 2,
		Weapons: []*Weapon{
			{Weapon: "spear", Traits: []string{Reach}},
			{Weapon: "maul", Traits: []string{Blunt, TwoHanded}},
			{Weapon: "great-axe", Traits: []string{TwoHanded}},
			{Weapon: "shock-baton", Traits: []string{Electric, Blunt}},
			{Weapon: "torch", Traits: []string{Fiery}},
		}}
}

// shippedWeapons are the shipped trait weapons that content c has.
func shippedWeapons(c *content.Content) []*Weapon {
	var out []*Weapon
	for _, w := range Shipped().Weapons {
		if _, ok := c.Melee(w.Weapon); ok {
			out = append(out, w)
		}
	}
	return out
}

// Limits of the data.
const (
	maxBonus = 4
	maxReach = 3
	maxTN    = 3
	maxLit   = 6
)

// read reads the module's section of d's content, checked: bonuses of 0
// to 4, a follow-up share of 0 to 1, a reach of 0 to 3 inches, a fiery
// TN of −3 to 0 lasting 1 to 6 rounds; known close-combat weapons, each
// once, with known traits. Without a section, the shipped data; a key
// left out keeps its shipped value (weapons too).
func read(d facet.Data) Data {
	start := Shipped()
	start.Weapons = nil
	data, ok := facet.Decode(d, start)
	if !ok {
		return Shipped()
	}
	at, p, c := d.Section.At, d.Problems, d.Content
	if _, written := data.Keys["weapons"]; !written {
		data.Weapons = shippedWeapons(c)
	}
	bonus := func(key string, v int) {
		if v < 0 || v > maxBonus {
			p.Add(data.Keys.At(key, at), "melee: %s %d; it is 0 to %d", key, v, maxBonus)
		}
	}
	bonus("gang_up", data.GangUp)
	bonus("two_handed_strength", data.TwoHandedStrength)
	bonus("berserk_cc", data.BerserkCC)
	if data.FollowShare < 0 || data.FollowShare > 1 {
		p.Add(data.Keys.At("follow_share", at), "melee: follow_share %g; a follow-up moves 0 to 1 times the model's Speed", data.FollowShare)
	}
	if data.ReachInches < 0 || data.ReachInches > maxReach {
		p.Add(data.Keys.At("reach", at), "melee: reach %g; a reach weapon strikes from 0 to %d inches", data.ReachInches, maxReach)
	}
	if data.FieryTN < -maxTN || data.FieryTN > 0 {
		p.Add(data.Keys.At("fiery_tn", at), "melee: fiery_tn %d; it is -%d to 0", data.FieryTN, maxTN)
	}
	if data.FieryRounds < 1 || data.FieryRounds > maxLit {
		p.Add(data.Keys.At("fiery_rounds", at), "melee: fiery_rounds %d; a lit weapon lasts 1 to %d AP rounds", data.FieryRounds, maxLit)
	}
	seen := map[string]bool{}
	for _, w := range data.Weapons {
		if w == nil {
			continue
		}
		wat := w.At
		if wat.File == "" {
			wat = data.Keys.At("weapons", at)
		}
		if _, ok := c.Melee(w.Weapon); !ok && len(c.MeleeWeapons) > 0 {
			p.Add(wat, "melee: weapon %q is not a close-combat weapon of gear.yaml", w.Weapon)
		}
		if seen[w.Weapon] {
			p.Add(wat, "melee: weapon %q is listed twice", w.Weapon)
		}
		seen[w.Weapon] = true
		if len(w.Traits) == 0 {
			p.Add(wat, "melee: weapon %q has no traits (leave it out to give it none)", w.Weapon)
		}
		for _, tr := range w.Traits {
			if !slices.Contains(traits, tr) {
				p.Add(wat, "melee: weapon %q: unknown trait %q (known: %s)", w.Weapon, tr, strings.Join(traits, ", "))
			}
		}
	}
	return data
}
