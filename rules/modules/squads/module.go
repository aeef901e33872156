package squads

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the squads module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: "XS-23", Name: Name,
	Sources: []string{"SW-UNIT-01", "SW-UNIT-02", "SW-UNIT-03", "SW-UNIT-04", "SW-SEQ-08", "SW-BRK-02", "SW-BRK-03", "KG-META-07"},
	Summary: "Squads and coherency: models form squads of 2-5 under an Elite or Squad Leader (named in the army list, " +
		"or formed at the start from each leader's nearest models). In a combo, a member's move, shot or attack is paid by its " +
		"leader's step of the same kind before it, while every member stands within 4\" of its leader; a squad out of " +
		"coherency pays for each model in full until it regroups."}, Load: load}

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
