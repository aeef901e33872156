package arcs

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the arcs module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: "XS-04", Name: Name,
	Sources: []string{"SW-ARC-01", "SW-ARC-EX1", "SW-SHOOT-02", "SW-OVW-01", "KG-RC-05", "KG-RC-06", "KG-MOVE-05", "KG-MOVE-07", "GAP-12"},
	Summary: "Fire arcs in degrees: a weapon may have its own fire arc instead of the 90° front arc (pistol 120°, rifle and " +
		"assault rifle 90°, autocannon and hand flamer 60°, sniper rifle 30°; a lascannon-class weapon 20°, ±10° straight " +
		"ahead). A shot outside the weapon's arc is refused, naming it. The target's vision arc for flanking stays 90°. A model " +
		"with a heavy weapon pays 1 AP for a free turn (face, or a small step) of more than 45°."}, Load: load}

// loaded is the module as it plays with one content: its rules, or why
// it cannot play with it.
type loaded struct {
	rules orders.Module
	err   error
}

// Rules are its order rules.
func (m *loaded) Rules() orders.Module { return m.rules }

// Playable is why the module cannot play with the content, nil when it
// can.
func (m *loaded) Playable() error { return m.err }

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded {
	r, err := Rules(d.Content)
	return &loaded{rules: r, err: err}
}
