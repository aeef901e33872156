package content

import (
	"github.com/krygothic/krygothic/rules/datafile"
)

// JamsData is the data of the jams module (XS-02): each weapon's Jam
// rating and what clearing a jam takes.
type JamsData struct {
	At   datafile.Pos  `yaml:"-"`
	Keys datafile.Keys `yaml:"-"`
	// ClearAP is the Clear jam order's AP (XS-02: 1).
	ClearAP int `yaml:"clear_ap"`
	// ClearTN is the Mind check's TN that clears a jam (XS-02: 4).
	ClearTN int `yaml:"clear_tn"`
	// Weapons are the weapons that can jam, with their ratings; a weapon
	// not listed never jams.
	Weapons []*JamRating `yaml:"weapons"`
}

// JamRating is a weapon's "Jam N": after a to-hit roll showing a natural
// 1, a D6 at or under N jams it (XS-02, SW-JAM-02).
type JamRating struct {
	At     datafile.Pos `yaml:"-"`
	Weapon string       `yaml:"weapon"` // a ranged weapon's id in gear.yaml
	Jam    int          `yaml:"jam"`    // N, 1 to 6
}

// Rating is the Jam N of the ranged weapon of an id, 0 for a weapon
// that never jams.
func (d JamsData) Rating(weapon string) int {
	for _, r := range d.Weapons {
		if r.Weapon == weapon {
			return r.Jam
		}
	}
	return 0
}

// shippedJams are the shipped jams data (RULES-INVENTORY XS-02: autocannon
// Jam 2, assault rifle Jam 1, others none).
var shippedJams = JamsData{ClearAP: 1, ClearTN: 4, Weapons: []*JamRating{{Weapon: "autocannon", Jam: 2}, {Weapon: "assault-rifle", Jam: 1}}}

// Limits of the jams data.
const (
	maxJam     = 6
	maxClearAP = 4
	maxClearTN = 10
)

// checkJams reports what is wrong with the jams data d, written at at:
// ratings of 1 to 6 for known ranged weapons, each once, and a clearing
// order that costs 0 to 4 AP and needs a TN of 2 to 10.
func (l *loader) checkJams(c *Content, d JamsData, at datafile.Pos) {
	if d.ClearAP < 0 || d.ClearAP > maxClearAP {
		l.problems.Add(d.Keys.At("clear_ap", at), "jams: clear_ap %d; clearing a jam costs 0 to %d AP", d.ClearAP, maxClearAP)
	}
	if d.ClearTN < 2 || d.ClearTN > maxClearTN {
		l.problems.Add(d.Keys.At("clear_tn", at), "jams: clear_tn %d; the Mind check's TN is 2 to %d", d.ClearTN, maxClearTN)
	}
	seen := map[string]bool{}
	for _, r := range d.Weapons {
		if r == nil {
			continue
		}
		rat := r.At
		if rat.File == "" {
			rat = d.Keys.At("weapons", at)
		}
		if _, ok := c.Ranged(r.Weapon); !ok && len(c.RangedWeapons) > 0 {
			l.problems.Add(rat, "jams: weapon %q is not a ranged weapon of gear.yaml", r.Weapon)
		}
		if seen[r.Weapon] {
			l.problems.Add(rat, "jams: weapon %q is rated twice", r.Weapon)
		}
		seen[r.Weapon] = true
		if r.Jam < 1 || r.Jam > maxJam {
			l.problems.Add(rat, "jams: %s Jam %d; a rating is 1 to %d (leave a weapon out to have it never jam)", r.Weapon, r.Jam, maxJam)
		}
	}
}
