package hardcover

import (
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/datafile"
)

// Field is the army list entries' field that buys a model a radar sight
// for its ranged weapon ("radar: true", SW-MISC-01): with the module on,
// its shots ignore cover and darkness; with it off the sight is carried,
// paid for and does nothing. A model that carries one has true in
// army.Model.Traits under Field.
const Field = "radar"

// gearID is the radar sight as a team's forbidden gear names it.
const gearID = "radar-sight"

// Radar reports whether model m carries a radar sight.
func Radar(m *army.Model) bool {
	if m == nil {
		return false
	}
	r, _ := m.Traits[Field].(bool)
	return r
}

// field reads "radar: true" in army list entries, at the data's price.
type field struct{ data *Data }

var _ army.Field = field{}

// Name is the field's key.
func (field) Name() string { return Field }

// Read reads an entry's radar field: true buys the model a radar sight
// for its ranged weapon, at the data's price; a model with no ranged
// weapon has nothing to sight. Each problem stands at the field.
func (f field) Read(v datafile.Section, m *army.Model, buy func(id string, cost int) bool, p *datafile.List) {
	var radar bool
	if !v.Decode(&radar, p) || !radar {
		return
	}
	switch {
	case m.Ranged == nil:
		p.Add(v.At, "radar: the model has no ranged weapon to fit a radar sight to (%s)", Rule)
	case buy(gearID, f.data.RadarCost):
		m.Traits[Field] = true
	}
}
