package jams

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the jams module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: "XS-02", Name: Name,
	Sources: []string{"SW-JAM-01", "SW-JAM-02", "SW-JAM-03", "SW-JAM-EX1", "SW-MULTI-03", "RPG-CART-01", "RPG-JAM-01", "RPG-ACT-07", "XC-RLD-02", "GW-TRG-10"},
	Summary: "Weapon jams: a weapon rated Jam N (autocannon 2, assault rifle 1; modules.yaml) jams when a to-hit roll " +
		"with it shows a natural 1 and a D6 then comes up N or under; that shot still resolves. A jammed weapon fires no " +
		"shot until its model clears it: \"clear\" (1 AP) and a Mind check at TN 4, as often as it takes."}, Load: load}

// loaded is the module as it plays with one content.
type loaded struct{ rules orders.Module }

// Rules are its order rules.
func (m *loaded) Rules() orders.Module { return m.rules }

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded {
	r, err := Rules(d.Content)
	if err != nil {
		d.Problems.Add(d.Section.At, "%v", err)
	}
	return &loaded{rules: r}
}
