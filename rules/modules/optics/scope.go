package optics

import (
	"strings"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/datafile"
)

// Field is the army list entries' field that gives a model a scope on its
// ranged weapon ("scope: true"), paid for; with the module off the scope
// is carried, paid for and never looked through. A model that carries one
// has true in army.Model.Traits under Field.
const Field = "scope"

// ScopeID is the id a scope is bought under (a team's gear price applies).
const ScopeID = "scope"

// Scoped reports whether model m carries a scope.
func Scoped(m *army.Model) bool {
	if m == nil {
		return false
	}
	s, _ := m.Traits[Field].(bool)
	return s
}

// field reads "scope: true" in army list entries, with the data's scope.
type field struct{ data *Data }

var _ army.Field = field{}

// Name is the field's key.
func (field) Name() string { return Field }

// Read reads an entry's scope field: true buys the model a scope for its
// ranged weapon, one the data's scope fits. Each problem stands at the
// field.
func (f field) Read(v datafile.Section, m *army.Model, buy func(id string, cost int) bool, p *datafile.List) {
	var scope bool
	if !v.Decode(&scope, p) || !scope {
		return
	}
	s := f.data.Scope
	switch w := m.Ranged; {
	case w == nil:
		p.Add(v.At, "scope: the model has no ranged weapon to fit a scope to (%s)", Rule)
	case !s.Fits(w.ID):
		p.Add(v.At, "scope: a scope fits a long gun only (%s in modules.yaml), not the %s (%s)", strings.Join(s.Weapons, ", "), w.Name, Rule)
	case buy(ScopeID, s.Cost):
		m.Traits[Field] = true
	}
}
