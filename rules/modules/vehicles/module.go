package vehicles

import (
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the vehicles module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: RuleID, Name: Name,
	Sources: []string{"SW-VEH-01", "SW-VEH-02", "SW-VEH-03", "SW-VEH-04", "SW-VEH-05", "SW-VEH-06", "SW-VEH-07", "SW-VEH-08",
		"SW-VEH-09", "SW-VEH-10", "SW-VEH-11", "SW-VEH-EX1", "SW-VEH-EX2", "SW-SHOOT-04", "SW-MOVE-01"},
	Summary: "Vehicles: cargo loaders and drones. A vehicle keeps its speed: a move order changes it by at most its " +
		"acceleration. Wounds strike a location rolled on a D6: a damaged engine or drive halves its speed or acceleration, " +
		"a destroyed weapon cannot fire, a destroyed hull wrecks it in a 6\" blast. U ram T drives into a model: Body + " +
		"speed/5 wound dice, unless it dodges. A moving vehicle is harder to wound in close combat, a stopped one easier to hit."},
	Load: load,
	Keys: []facet.Binding{ramKey},
}

// loaded is the module as it plays with one content: its data and rules,
// or why it cannot play with it.
type loaded struct {
	*module
	rules orders.Module
	err   error
}

// The facets the module hands the game.
var (
	_ facet.Armies     = (*loaded)(nil)
	_ facet.Playable   = (*loaded)(nil)
	_ facet.UnitFields = (*loaded)(nil)
	_ facet.Teller     = (*loaded)(nil)
	_ facet.Sounds     = (*loaded)(nil)
	_ facet.Shows      = (*loaded)(nil)
	_ facet.Brain      = (*loaded)(nil)
	_ facet.Kills      = (*loaded)(nil)
	_ facet.Drives     = (*loaded)(nil)
)

// Rules are its order rules.
func (m *loaded) Rules() orders.Module { return m.rules }

// Playable is why the module cannot play with the content, nil when it
// can.
func (m *loaded) Playable() error { return m.err }

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded {
	m := &module{data: read(d)}
	checkUnits(d.Content, m.data, d.Problems)
	r, err := m.with(d.Content)
	return &loaded{module: m, rules: r, err: err}
}

// UnitFields: a unit profile names the vehicle profile it is (vehicle:).
func (m *loaded) UnitFields() []string { return []string{Field} }

// Need: a vehicle, a model whose unit names a vehicle profile, cannot
// play without the module: it would be a plain model of many wounds
// (XS-09).
func (m *loaded) Need(md *army.Model) (facet.Need, string) {
	if Named(md.Unit) != "" {
		return facet.Required, "a vehicle"
	}
	return facet.NoNeed, ""
}
