package arcs

import (
	"slices"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (arcs:): each
// weapon's own fire arc, and what turning a heavy weapon costs.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// Weapons are the weapons with a fire arc of their own (SW-ARC-01);
	// a weapon not listed keeps the front arc of KG-RC-05.
	Weapons []WeaponArc `yaml:"weapons"`
	// HeavyFreeTurn is how far, in degrees, a model with a heavy weapon
	// turns for free (XS-04: 45).
	HeavyFreeTurn float64 `yaml:"heavy_free_turn"`
	// HeavyTurnAP is what a bigger turn costs it (XS-04: 1 AP).
	HeavyTurnAP int `yaml:"heavy_turn_ap"`
}

// WeaponArc is one weapon's fire arc: a wedge of Degrees centred straight
// ahead of the model (SW-ARC-01, SW-ARC-EX1: a lascannon's 20° is ±10°).
type WeaponArc struct {
	At      datafile.Pos `yaml:"-"`
	Weapon  string       `yaml:"weapon"` // a ranged weapon's id in gear.yaml
	Degrees float64      `yaml:"degrees"`
}

// Arc is the fire arc in degrees of the ranged weapon with id, and
// whether the data gives it one.
func (d Data) Arc(id string) (float64, bool) {
	for _, w := range d.Weapons {
		if w.Weapon == id {
			return w.Degrees, true
		}
	}
	return 0, false
}

// Shipped is the module's data when a content's modules.yaml has no arcs
// section (XS-04: pistol 120°, rifle and assault rifle 90°, autocannon and
// hand flamer 60°, sniper rifle 30°; a heavy weapon turns 45° for free,
// then pays 1 AP).
func Shipped() Data {
	return Data{HeavyFreeTurn: 45, HeavyTurnAP: 1, Weapons: []WeaponArc{
		{Weapon: "pistol", Degrees: 120}, {Weapon: "rifle", Degrees: 90}, {Weapon: "assault-rifle", Degrees: 90},
		{Weapon: "autocannon", Degrees: 60}, {Weapon: "hand-flamer", Degrees: 60}, {Weapon: "sniper-rifle", Degrees: 30},
	}}
}

// Limits of the data.
const (
	maxHeavyTurnAP = 6
	maxArcDegrees  = 360
)

// read reads the module's section of d's content, checked: every weapon
// a ranged weapon of the content, listed once, with an arc of more than
// 0° and at most 360°; the free turn 0° to 180°; the turn's cost 0 to 6
// AP. Without a section (a modules.yaml made before the module), the
// shipped data.
func read(d facet.Data) Data {
	a, ok := facet.Decode(d, Data{})
	if !ok {
		return Shipped()
	}
	at, p, c := d.Section.At, d.Problems, d.Content
	if !(a.HeavyFreeTurn >= 0 && a.HeavyFreeTurn <= 180) {
		p.Add(a.Keys.At("heavy_free_turn", at), "arcs: heavy_free_turn %g; a turn is 0 to 180 degrees", a.HeavyFreeTurn)
	}
	if a.HeavyTurnAP < 0 || a.HeavyTurnAP > maxHeavyTurnAP {
		p.Add(a.Keys.At("heavy_turn_ap", at), "arcs: heavy_turn_ap %d; a turn costs 0 to %d AP", a.HeavyTurnAP, maxHeavyTurnAP)
	}
	for i, w := range a.Weapons {
		switch {
		case !slices.ContainsFunc(c.RangedWeapons, func(r *content.RangedWeapon) bool { return r.ID == w.Weapon }):
			p.Add(w.At, "arcs: no ranged weapon %q in gear.yaml", w.Weapon)
		case slices.ContainsFunc(a.Weapons[:i], func(o WeaponArc) bool { return o.Weapon == w.Weapon }):
			p.Add(w.At, "arcs: weapon %q is listed twice", w.Weapon)
		}
		if !(w.Degrees > 0 && w.Degrees <= maxArcDegrees) {
			p.Add(w.At, "arcs: %s's arc is %g degrees; an arc is more than 0 and at most %d", w.Weapon, w.Degrees, maxArcDegrees)
		}
	}
	return a
}
