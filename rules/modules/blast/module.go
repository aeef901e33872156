package blast

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the blast module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: "XS-01", Name: "blast", Default: true,
	Sources: []string{"SW-BLAST-01", "SW-BLAST-02", "SW-BLAST-03", "SW-BLAST-EX1", "SW-SCAT-01", "SW-STAT-09", "KG-EXPL-01", "KG-EXPL-02", "KG-EXPL-03", "GAP-03", "GAP-07"},
	Summary: "Blast templates and scatter: a model carrying frag grenades throws one (2 AP) at an enemy or a point " +
		"within 3\" × Strength. A kept hit centres the 3\" template on the target; a miss scatters it 1D6\", at most half the " +
		"distance. The target takes its hits as a shot; every other model under the template, friends too, rolls one " +
		"wound die and tests for pinning; in a (W) area the floor is damaged. A grenade launcher fires 4\" shells the " +
		"same way (launch, 2 AP)."}, Load: load}

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
