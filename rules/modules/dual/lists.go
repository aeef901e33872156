package dual

import (
	"strings"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
)

// Field is the army list entries' field that gives a model a second
// ranged weapon like its first, in the other hand ("dual: true"), paid
// for; with the module off the second is carried and paid for, and never
// fired. A model that carries two has true in army.Model.Traits under
// Field.
const Field = "dual"

// Dual reports whether model m carries two of its ranged weapon.
func Dual(m *army.Model) bool {
	if m == nil {
		return false
	}
	d, _ := m.Traits[Field].(bool)
	return d
}

// field reads "dual: true" in army list entries, with the data's
// one-handed weapons.
type field struct{ data *Data }

var _ army.Field = field{}

// Name is the field's key.
func (field) Name() string { return Field }

// Read reads an entry's dual field: true buys the model a second ranged
// weapon like its first, one the data lists as one-handed (heavy weapons
// are two-handed). Each problem stands at the field.
func (f field) Read(v datafile.Section, m *army.Model, buy func(id string, cost int) bool, p *datafile.List) {
	var dual bool
	if !v.Decode(&dual, p) || !dual {
		return
	}
	w := m.Ranged
	switch {
	case w == nil:
		p.Add(v.At, "dual: the model has no ranged weapon to carry two of (%s)", Rule)
	case w.Has(content.TagHeavy) || !f.data.OneHand(w.ID):
		p.Add(v.At, "dual: a model carries two of a one-handed weapon only (%s in modules.yaml), not the %s (%s)",
			strings.Join(f.data.OneHanded, ", "), w.Name, Rule)
	case buy(w.ID, w.Cost):
		m.Traits[Field] = true
	}
}
