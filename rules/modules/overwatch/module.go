package overwatch

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the overwatch module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: "XS-05", Name: Name,
	Sources: []string{"SW-OVW-01", "SW-OVW-02", "SW-SEQ-02", "RPG-ACT-08", "XC-SFIRE-08", "KG-WAIT-01", "KG-WAIT-02", "KG-WAIT-03", "KG-WAIT-04", "KG-WAIT-05", "KG-WAIT-06"},
	Summary: "Overwatch: a unit (2 AP, not after a move, and no move after it) watches its weapon arc out to its maximum range, Waiting, and fires " +
		"one prepaid standard shot at the first enemy that begins a movement step in the arc (before the step) or moves into it, " +
		"single orders included. Saturation lane (2 AP, assault rifle or autocannon): a 2\"-wide lane towards a point in the arc, " +
		"for one AP round; every enemy moving in it tests for pinning at TN 5, and a failed test is a suppressive hit. " +
		"Both are broken as Waiting is: an order (a later move too), a hit by ranged fire, a charge."}, Load: load}

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
