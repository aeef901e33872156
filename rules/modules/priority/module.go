package priority

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the priority module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: "XS-22", Name: Name,
	Sources: []string{"SW-SHOOT-04", "SW-SHOOT-05", "KG-RC-05", "KG-RC-10", "GAP-14", "GAP-15"},
	Summary: "Target priority: a shooter must take the closest enemy model of a size class (small, medium: a 1\" base, " +
		"large: a 2\" base) that it can shoot, unless the one it picks is easier to hit (a lower to-hit TN, or the same TN " +
		"with more dice or hits kept); it may always pass over a target in cover, sprinting or fast for an easier one. A " +
		"refused shot names the closer target. Off by default: Kry-Gothic lets a player choose any target."}, Load: load}

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
