package content

import (
	"path"
	"slices"

	"github.com/krygothic/krygothic/rules/datafile"
)

// ArcsData is the data of the fire-arcs module (XS-04): each weapon's own
// fire arc, and what turning a heavy weapon costs.
type ArcsData struct {
	At   datafile.Pos  `yaml:"-"`
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

// Widest is the widest fire arc in degrees any weapon may fire in: the
// front arc at its widest (180°, with the option wideArc, KG-RC-05) or a
// weapon's own arc, if one is wider. A target outside it is outside every
// weapon's arc, whichever modules and options a match plays: a rule that
// must ask whether a shot is possible may skip the costly sight test.
func (a ArcsData) Widest() float64 {
	widest := 180.0
	for _, w := range a.Weapons {
		widest = max(widest, w.Degrees)
	}
	return widest
}

// Arc is the fire arc in degrees of the ranged weapon with id, and
// whether the data gives it one.
func (a ArcsData) Arc(id string) (float64, bool) {
	for _, w := range a.Weapons {
		if w.Weapon == id {
			return w.Degrees, true
		}
	}
	return 0, false
}

// shippedArcs are the values of the shipped modules.yaml (XS-04).
var shippedArcs = ArcsData{HeavyFreeTurn: 45, HeavyTurnAP: 1, Weapons: []WeaponArc{
	{Weapon: "pistol", Degrees: 120}, {Weapon: "rifle", Degrees: 90}, {Weapon: "assault-rifle", Degrees: 90},
	{Weapon: "autocannon", Degrees: 60}, {Weapon: "hand-flamer", Degrees: 60}, {Weapon: "sniper-rifle", Degrees: 30},
}}

// Limits of the fire-arcs data.
const (
	maxHeavyTurnAP = 6
	maxArcDegrees  = 360
)

// checkArcs checks the fire-arcs data read from modules.yaml: every weapon
// a ranged weapon of the content, listed once, with an arc of more than 0°
// and at most 360°; the free turn 0° to 180°; the turn's cost 0 to 6 AP.
// A modules.yaml without an arcs section (one made before the module)
// has the shipped values.
func (l *loader) checkArcs(c *Content, m *ModuleData) {
	if _, ok := m.Keys["arcs"]; !ok {
		m.Arcs = shippedArcs
		return
	}
	a := m.Arcs
	at := m.Keys.At("arcs", datafile.Pos{File: path.Join(l.shown, "modules.yaml"), Line: 1})
	if !(a.HeavyFreeTurn >= 0 && a.HeavyFreeTurn <= 180) {
		l.problems.Add(a.Keys.At("heavy_free_turn", at), "arcs: heavy_free_turn %g; a turn is 0 to 180 degrees", a.HeavyFreeTurn)
	}
	if a.HeavyTurnAP < 0 || a.HeavyTurnAP > maxHeavyTurnAP {
		l.problems.Add(a.Keys.At("heavy_turn_ap", at), "arcs: heavy_turn_ap %d; a turn costs 0 to %d AP", a.HeavyTurnAP, maxHeavyTurnAP)
	}
	for i, w := range a.Weapons {
		switch {
		case !slices.ContainsFunc(c.RangedWeapons, func(r *RangedWeapon) bool { return r.ID == w.Weapon }):
			l.problems.Add(w.At, "arcs: no ranged weapon %q in gear.yaml", w.Weapon)
		case slices.ContainsFunc(a.Weapons[:i], func(o WeaponArc) bool { return o.Weapon == w.Weapon }):
			l.problems.Add(w.At, "arcs: weapon %q is listed twice", w.Weapon)
		}
		if !(w.Degrees > 0 && w.Degrees <= maxArcDegrees) {
			l.problems.Add(w.At, "arcs: %s's arc is %g degrees; an arc is more than 0 and at most %d", w.Weapon, w.Degrees, maxArcDegrees)
		}
	}
}
