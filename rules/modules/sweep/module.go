package sweep

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the sweep module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: "XS-27", Name: Name,
	Sources: []string{"XC-BURST-01", "XC-SFIRE-03", "XC-SFIRE-04", "GW-TRG-01", "GW-TRG-02", "GW-TRG-03", "SW-MULTI-02", "KG-RC-07"},
	Summary: "Sweep: an automatic weapon (assault rifle, autocannon; modules.yaml) sweeps a target (\"sweep\", 2 AP): one " +
		"to-hit roll at +1 TN, and its kept hits are dealt in turn to the target and the other enemies within 2\" of it " +
		"that the shooter could shoot, each rolling to wound at its own TN."}, Load: load}

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
