package dual

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the dual module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: Rule, Name: Name,
	Sources: []string{"SW-MULTI-01", "SW-MULTI-02", "SW-MULTI-03"},
	Summary: "Dual and linked weapons: a model with two one-handed weapons (\"dual: true\" in its army list; pistols, " +
		"modules.yaml) fires both in a standard shot, each an attack of its own at −1 RC; heavy weapons are two-handed. " +
		"A linked battery (modules.yaml) fires all its guns at the one target. Without the module the second pistol is " +
		"carried, paid for and never fired."}, Load: load}

// loaded is the module as it plays with one content's data.
type loaded struct {
	data Data
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &loaded{data: read(d)} }

// The facets the module hands the game.
var (
	_ facet.Armies     = (*loaded)(nil)
	_ facet.ArmyFields = (*loaded)(nil)
	_ facet.Gear       = (*loaded)(nil)
)

// Rules are its order rules.
func (m *loaded) Rules() orders.Module { return Rules(m.data) }

// ArmyFields: "dual: true" in army list entries, read whether the module
// is played or not (the second weapon is paid for all the same).
func (m *loaded) ArmyFields() []army.Field { return []army.Field{field{data: &m.data}} }

// Need: a model carrying two weapons plays without the module, but fires
// only one of them (XS-21).
func (m *loaded) Need(md *army.Model) (facet.Need, string) {
	if Dual(md) {
		return facet.Idle, "two weapons (dual: true), fired together only with the dual module"
	}
	return facet.NoNeed, ""
}

// Gear: a model's two ranged weapons, "2× Pistol 3K2S1 (fired together
// only with the dual module, XS-21)".
func (m *loaded) Gear(md *army.Model, slot, piece string) string {
	if slot != "ranged" || !Dual(md) {
		return piece
	}
	return fmt.Sprintf("2× %s (fired together only with the dual module, %s)", piece, Rule)
}
