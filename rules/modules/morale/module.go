package morale

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the morale module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: "XS-15", Name: Name,
	Sources: []string{"SW-BRK-01", "SW-BRK-02", "SW-BRK-03", "XC-SUPP-05", "GW-PAN-01", "KG-PSY-01", "KG-PSY-02", "KG-PSY-03", "KG-PSY-04", "KG-PSY-05", "KG-PSY-06", "KG-PSY-07", "KG-PSY-08", "KG-PSY-09"},
	Summary: "Morale and rout: when a side's losses first reach 25%, 50% and 75% of its starting points, every model of it " +
		"on the table tests Willpower at TN 4; a fail pins it as a hit does (it may only move away from the enemy, shoots at +1 TN). " +
		"At 75% the side's leader (its Squad Leader with the best Willpower) takes the rout test: if it fails, the team withdraws and loses."}, Load: load}

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
