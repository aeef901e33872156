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

// Need: a model carrying two weapons plays without the module, but fires
// only one of them (XS-21).
func (m *loaded) Need(md *army.Model) (facet.Need, string) {
	if md.Dual {
		return facet.Idle, "two weapons (dual: true), fired together only with the dual module"
	}
	return facet.NoNeed, ""
}
