package dual

import (
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the dual module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: "XS-21", Name: Name,
	Sources: []string{"SW-MULTI-01", "SW-MULTI-02", "SW-MULTI-03"},
	Summary: "Dual and linked weapons: a model with two one-handed weapons (\"dual: true\" in its army list; pistols, " +
		"modules.yaml) fires both in a standard shot, each an attack of its own at −1 RC; heavy weapons are two-handed. " +
		"A linked battery (modules.yaml) fires all its guns at the one target. Without the module the second pistol is " +
		"carried, paid for and never fired."}, Load: load}

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

// Need: a model carrying two weapons plays without the module, but fires
// only one of them (XS-21).
func (m *loaded) Need(md *army.Model) (facet.Need, string) {
	if md.Dual {
		return facet.Idle, "two weapons (dual: true), fired together only with the dual module"
	}
	return facet.NoNeed, ""
}
