package content

import (
	"slices"

	"github.com/krygothic/krygothic/rules/datafile"
)

// SweepData is the data of the sweep module (XS-27): the automatic
// weapons that may sweep, how far from the target the other models it
// reaches stand, and what a sweep costs.
type SweepData struct {
	At   datafile.Pos  `yaml:"-"`
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
func (d SweepData) Automatic(weapon string) bool { return slices.Contains(d.Weapons, weapon) }

// shippedSweep are the shipped sweep data.
var shippedSweep = SweepData{Weapons: []string{"assault-rifle", "autocannon"}, Radius: 2, TNPenalty: 1, AP: 2}

// Limits of the sweep data.
const (
	maxSweepRadius = 6
	maxSweepTN     = 3
	maxSweepAP     = 6
)

// checkSweep reports what is wrong with the sweep data d, written at at:
// known ranged weapons, each once, none thrown; a radius of 0 to 6"; a TN
// penalty of 0 to 3; a cost of 1 to 6 AP.
func (l *loader) checkSweep(c *Content, d SweepData, at datafile.Pos) {
	for i, id := range d.Weapons {
		w, ok := c.Ranged(id)
		switch {
		case !ok && len(c.RangedWeapons) > 0:
			l.problems.Add(d.Keys.At("weapons", at), "sweep: weapon %q is not a ranged weapon of gear.yaml", id)
		case ok && w.Has(TagThrown):
			l.problems.Add(d.Keys.At("weapons", at), "sweep: the %s is thrown, not fired", w.Name)
		case slices.Contains(d.Weapons[:i], id):
			l.problems.Add(d.Keys.At("weapons", at), "sweep: weapon %q is listed twice", id)
		}
	}
	if !(d.Radius >= 0 && d.Radius <= maxSweepRadius) {
		l.problems.Add(d.Keys.At("radius", at), "sweep: radius %g; the others stand 0 to %d inches from the target", d.Radius, maxSweepRadius)
	}
	if d.TNPenalty < 0 || d.TNPenalty > maxSweepTN {
		l.problems.Add(d.Keys.At("tn_penalty", at), "sweep: tn_penalty %d; 0 to %d", d.TNPenalty, maxSweepTN)
	}
	if d.AP < 1 || d.AP > maxSweepAP {
		l.problems.Add(d.Keys.At("ap", at), "sweep: ap %d; a sweep costs 1 to %d AP", d.AP, maxSweepAP)
	}
}
