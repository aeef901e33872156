package energy

import (
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the energy module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"SW-ARM-02", "SW-DATA-03"},
		Summary: "Energy fields: a model whose unit profile names a field (the Heracletians' Visionary and Mutator wear a " +
			"flux field, +1) adds its rating to the wound TN of every shot and close-combat attack at it, on top of its " +
			"armour. Unlike armour, a field is never lost from the blind side and has no Speed penalty; a model wears one " +
			"field at a time. Without the module the fields do nothing."},
	Load: load,
}

// module is the energy module as it plays with one content's data.
type module struct {
	data Data
}

// load reads the module's data from the content, and checks the unit
// profiles that name a field.
func load(d facet.Data) facet.Loaded { return &module{data: read(d)} }

// The facets the module hands the game.
var (
	_ facet.Armies     = (*module)(nil)
	_ facet.UnitFields = (*module)(nil)
	_ facet.Auras      = (*module)(nil)
	_ facet.States     = (*module)(nil)
	_ facet.Previews   = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// UnitFields: a unit profile may name its field (field:).
func (m *module) UnitFields() []string { return []string{Field} }

// wears is the field of model md's unit profile, nil for none.
func (m *module) wears(md *army.Model) *Gear {
	if md == nil {
		return nil
	}
	return m.data.Of(&orders.Unit{Model: md})
}

// Need: a model with a field plays without the module, its field doing
// nothing: a note (the armies play exactly as before).
func (m *module) Need(md *army.Model) (facet.Need, string) {
	if g := m.wears(md); g != nil {
		return facet.Idle, fmt.Sprintf("an energy field (%s: %s), of use only with the energy module", Field, g.ID)
	}
	return facet.NoNeed, ""
}

// Aura: a model wearing a field shimmers, as a psychic glows.
func (m *module) Aura(u orders.Unit) bool { return m.data.Of(&u) != nil }

// States: the selected model's field, in words.
func (m *module) States(_ facet.Reader, u orders.Unit) []string {
	g := m.data.Of(&u)
	if g == nil {
		return nil
	}
	return []string{fmt.Sprintf("%s: +%d to its wound TN from every side, the blind side too (XS-20)", strings.ToLower(g.Name), g.Rating)}
}

// Lines: none.
func (m *module) Lines(facet.Reader, orders.Unit) []string { return nil }

// Rows: a close-combat attack or a charge on a model with a field says
// what the field adds to the wound TN its odds count (a shot's terms list
// it among their wound modifiers).
func (m *module) Rows(r facet.Reader, _ orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	if o.Verb != orders.Attack && o.Verb != orders.Charge || p.Odds == nil {
		return nil
	}
	t, ok := r.Unit(o.Target)
	if !ok {
		return nil
	}
	g := m.data.Of(&t)
	if g == nil {
		return nil
	}
	return []facet.Row{{Place: facet.UnderOdds, Tone: facet.Dim, Terms: []facet.Term{{
		Text: fmt.Sprintf("its %s: to wound +%d TN, counted in the odds (XS-20)", strings.ToLower(g.Name), g.Rating),
		Tip:  "An energy field adds its rating to the wound TN of every attack at its wearer, on top of its armour; unlike armour it is never lost from the blind side, and it slows nobody (XS-20, SW-ARM-02).",
	}}}}
}
