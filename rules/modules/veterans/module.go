// Package veterans is the campaign advancement module (XS-30): a model
// that lived through battles of a campaign is a veteran, written in its
// army list with the stat raises its improvement points bought and the
// flaws its wounds left (veteran: {raise: {rc: 1}, flaws: [shaky-hands]}),
// and plays with that profile. The campaign reckons the points and rolls
// the flaws with this package's pure functions (Data.Earned, RaiseCost,
// Data.RollFlaw); the module itself has no order rules (docs/modules.md).
package veterans

import (
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Name is the module's short name, as scenarios, flags and army lists
// name it.
const Name = "veterans"

// Rule is the module's rule ID, cited by its refusals.
const Rule = "XS-30"

// Module is the veterans module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: Rule, Name: Name,
	Sources: []string{"XC-DEV-01", "XC-DEV-02", "XC-DEV-03", "XC-DEV-04", "XC-FLAW-01", "XC-FLAW-02", "XC-FLAW-03",
		"KG-META-03", "KG-TEAM-01"},
	Summary: "Campaign advancement: a model that survives a battle earns improvement points (1 a battle, +1 a kill, " +
		"+1 a completed combo it was in), spent on stat raises at the force module's sliding prices, one point a point; " +
		"a model that was Down gains a flaw on a D6 of 1-2 (Shaky hands: RC -1, ...). An army list built under the module " +
		"(modules: [veterans]) writes each veteran's raises and flaws (veteran: {raise: {rc: 1}, flaws: [shaky-hands]}), " +
		"which change its profile and not its cost; fielding such a list switches the module on."},
	Load: load}

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

// Rules are its order rules: none; the module works on army lists.
func (m *loaded) Rules() orders.Module { return orders.Module{Name: Name} }

// ArmyFields: "veteran: {raise: …, flaws: […]}" in army list entries,
// read only in a list that names the module (army.Switched).
func (m *loaded) ArmyFields() []army.Field { return []army.Field{field{data: &m.data}} }

// Need: a veteran's raised or flawed profile plays only with the module
// on.
func (m *loaded) Need(md *army.Model) (facet.Need, string) {
	if len(Raised(md)) > 0 || len(Flaws(md)) > 0 {
		return facet.Required, "a veteran with raised stats or flaws (veteran:)"
	}
	return facet.NoNeed, ""
}

// Gear: a veteran's raises and flaws after its gear, "veteran RC 4→5;
// flaws: Shaky hands (RC −1) (XS-30)".
func (m *loaded) Gear(md *army.Model, slot, piece string) string {
	d := Describe(md)
	if slot != facet.MoreGear || d == "" {
		return piece
	}
	if piece != "" {
		piece += ", "
	}
	return piece + "veteran " + d + " (" + Rule + ")"
}
