package viewer

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
)

// Profile is a model the reach overlay moves: a unit from the content, as
// the movement rules read it.
type Profile struct {
	Name  string     // the unit's name
	Note  string     // what sets its movement apart
	Mover move.Mover // Base.Centre is set to the point
}

// reachUnits are the units the reach overlay offers, with the ranged weapon
// each carries (a heavy weapon stops a model running, GAP-23): a trooper,
// a fast model, a heavy gunner and a wraith that ignores terrain.
var reachUnits = []struct{ unit, weapon string }{
	{"ec-trooper", ""},
	{"ec-rush-grunt", ""},
	{"ec-gunner", "autocannon"},
	{"possessed-wraith", ""},
}

// profiles builds the reach profiles from content; units it lacks (a mod's
// content) are left out, and a plain Speed 4 model stands in if none is
// left.
func profiles(c *content.Content) []Profile {
	var out []Profile
	for _, r := range reachUnits {
		u, ok := c.Unit(r.unit)
		if !ok {
			continue
		}
		m := move.Mover{Base: geom.Base{Radius: 0.5}, Speed: u.Stats.Speed.Dice(), Body: u.Stats.Body.Dice(),
			CanRun: true, IgnoresTerrain: u.IgnoresTerrain}
		note := fmt.Sprintf("Speed %d", m.Speed)
		if w, ok := c.Ranged(r.weapon); ok && w.Has("heavy") {
			m.CanRun = false
			note += ", " + w.Name + ": cannot run"
		}
		if m.IgnoresTerrain {
			note += ", ignores terrain"
		}
		out = append(out, Profile{Name: u.Name, Note: note, Mover: m})
	}
	if len(out) == 0 {
		out = append(out, Profile{Name: "Model", Note: "Speed 4",
			Mover: move.Mover{Base: geom.Base{Radius: 0.5}, Speed: 4, Body: 2, CanRun: true}})
	}
	return out
}

// Template is a circular template the template overlay lays at the cursor.
type Template struct {
	Name     string
	Diameter float64 // inches
}

// templates lists the templates of the rules: the damaged-structure
// template, twice a base (KG-EXPL-01), for 1" and 2" bases, and every
// blast weapon's template in the content, smallest first.
func templates(c *content.Content) []Template {
	out := []Template{{"Damaged structure, 1\" base", 2}, {"Damaged structure, 2\" base", 4}}
	for _, w := range c.RangedWeapons {
		if w.Template > 0 {
			out = append(out, Template{w.Name, w.Template})
		}
	}
	slices.SortStableFunc(out, func(a, b Template) int { return cmp.Compare(a.Diameter, b.Diameter) })
	return out
}
