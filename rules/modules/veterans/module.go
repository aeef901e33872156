// Package veterans is the campaign advancement module (XS-30): a model
// that lived through battles of a campaign is a veteran, written in its
// army list with the stat raises its improvement points bought and the
// flaws its wounds left (veteran: {raise: {rc: 1}, flaws: [shaky-hands]}),
// and plays with that profile. The campaign reckons the points and rolls
// the flaws with this package's pure functions (Data.Earned, RaiseCost,
// Data.RollFlaw); the module itself has no order rules (docs/modules.md).
package veterans

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules/force"
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
	// prices are the force module's raise prices (XS-14), which the
	// raises' improvement points follow.
	prices force.Data
}

// load reads the module's data from the content, and the force module's
// raise prices (problems in its section are the force module's to
// report).
func load(d facet.Data) facet.Loaded {
	prices, _ := force.Of(d.Content)
	return &loaded{data: read(d), prices: prices}
}

// The facets the module hands the game.
var (
	_ facet.Armies      = (*loaded)(nil)
	_ facet.ArmyFields  = (*loaded)(nil)
	_ facet.Gear        = (*loaded)(nil)
	_ facet.Advancement = (*loaded)(nil)
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

// Earned: the improvement points a battle earns a model (Data.Earned).
func (m *loaded) Earned(d facet.Deeds) int { return m.data.Earned(d) }

// RaiseCost: the improvement points of +1 to a stat now at from, at the
// force module's prices as the content gives them (RaiseCost).
func (m *loaded) RaiseCost(from content.Stat) int { return RaiseCost(m.prices, from) }

// RollFlaw: the flaw roll of a model that was Down (Data.RollFlaw), the
// flaw by its id.
func (m *loaded) RollFlaw(src dice.Source, has []string) (int, string) {
	roll, f := m.data.RollFlaw(src, has)
	if f == nil {
		return roll, ""
	}
	return roll, f.ID
}

// Flaw: the flaw of an id by name, and its stat change in words
// ("Shaky hands", "RC −1").
func (m *loaded) Flaw(id string) (string, string, bool) {
	f, ok := m.data.Flaw(id)
	if !ok {
		return "", "", false
	}
	return f.Name, fmt.Sprintf("%s %+d", force.Title(f.Stat), f.By), true
}

// Entry: the veteran field of a model's entry, {raise: {…}, flaws: […]}.
func (m *loaded) Entry(raises map[string]int, flaws []string) (string, any) {
	v := map[string]any{}
	if len(raises) > 0 {
		v["raise"] = raises
	}
	if len(flaws) > 0 {
		v["flaws"] = flaws
	}
	return Field, v
}
