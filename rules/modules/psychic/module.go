package psychic

import (
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the psychic module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: "GAP-22", Name: Name,
	Sources: []string{"KG-STAT-07", "KG-DATA-17", "KG-FACE-01", "GAP-22"},
	Summary: "Psychic powers: a unit whose profile lists powers uses them as orders of the face-off's fourth class " +
		"(after movement, ranged and close combat). Each costs AP and a casting test, Mind dice against its TN; a failed " +
		"test does nothing and calls a Willpower test at TN 4, whose fail costs the psychic a wound. Warp (3 AP, TN 5): to " +
		"a point in view within 20\". Mind bolt (2 AP, TN 4, 12\"): the target tests Willpower at TN 5 or takes a wound, armour " +
		"and cover no help. Terror (2 AP, TN 4, 12\"): Willpower at TN 6 or pinned. Veil (2 AP, TN 4, 6\"): shots at a friend " +
		"+1 TN until the AP round ends. Mend flesh (3 AP, TN 5, 2\"): a friend heals a wound. Calm (1 AP, TN 4, 6\"): a pinned " +
		"friend is unpinned. On by default wherever an army has a psychic."}, Load: load}

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

// Need: a psychic, a model whose profile lists powers, brings the
// discipline on by default (GAP-22).
func (m *loaded) Need(md *army.Model) (facet.Need, string) {
	if md.Unit != nil && len(md.Unit.Powers) > 0 {
		return facet.Wanted, "a psychic"
	}
	return facet.NoNeed, ""
}
