package energy

import (
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (energy:): the
// field gear a unit profile may name (`field: ID`).
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// Fields are the fields there are.
	Fields []*Gear `yaml:"fields"`
}

// Gear is an energy field: what it adds to its wearer's wound TN, from
// every side (SW-ARM-02's Field Rating).
type Gear struct {
	At     datafile.Pos `yaml:"-"`
	ID     string       `yaml:"id"`
	Name   string       `yaml:"name"`
	Rating int          `yaml:"rating"` // +N to the wound TN, 1 to 3
}

// Gear is the field of an id, if there is one.
func (d Data) Gear(id string) (*Gear, bool) {
	for _, g := range d.Fields {
		if g != nil && g.ID == id {
			return g, true
		}
	}
	return nil, false
}

// Shipped is the module's data when a content's modules.yaml has no
// energy section: the Heracletians' flux field, +1 (docs/modules.md:
// SWOMP's FR 2 on a d10 is about one step of a d6).
func Shipped() Data {
	return Data{Fields: []*Gear{{ID: "flux-field", Name: "Flux field", Rating: 1}}}
}

// maxRating is the most a field adds to the wound TN.
const maxRating = 3

// Field is the field a unit profile names its energy field with
// ("field: flux-field"): one field, as a model uses one at a time
// (SW-ARM-02).
const Field = "field"

// read reads the module's section of d's content, checked: each field an
// id of its own, a name and a rating of 1 to 3; and the unit profiles
// that name a field, each one field the section has. Without a section,
// the shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Data{})
	if !ok {
		data = Shipped()
	} else {
		checkFields(d, data)
	}
	checkUnits(d.Content, data, d.Problems)
	return data
}

// checkFields checks the section's fields.
func checkFields(d facet.Data, data Data) {
	at, p := d.Section.At, d.Problems
	seen := map[string]bool{}
	for _, g := range data.Fields {
		if g == nil {
			continue
		}
		gat := g.At
		if gat.File == "" {
			gat = data.Keys.At("fields", at)
		}
		switch {
		case g.ID == "":
			p.Add(gat, "energy: a field has no id")
		case seen[g.ID]:
			p.Add(gat, "energy: field %q is listed twice", g.ID)
		}
		seen[g.ID] = true
		if g.Name == "" {
			p.Add(gat, "energy: field %q has no name", g.ID)
		}
		if g.Rating < 1 || g.Rating > maxRating {
			p.Add(gat, "energy: %s rating %d; a field adds 1 to %d to the wound TN", g.ID, g.Rating, maxRating)
		}
	}
}

// checkUnits checks the unit profiles of c that name a field: one id, of
// a field data has.
func checkUnits(c *content.Content, data Data, p *datafile.List) {
	for _, u := range c.Units {
		switch id, sec, named, one := fieldOf(u); {
		case !named:
		case !one:
			p.Add(sec.At, "unit %s: field: names one field of modules.yaml's energy (an id): a model uses one field at a time (SW-ARM-02)", u.ID)
		default:
			if _, ok := data.Gear(id); !ok {
				p.Add(sec.At, "unit %s: field %q is not a field in modules.yaml's energy", u.ID, id)
			}
		}
	}
}

// fieldOf is the field unit profile u names, as written: its id, where it
// is written, whether u names one, and whether it is a single id.
func fieldOf(u *content.Unit) (id string, sec datafile.Section, named, one bool) {
	if u == nil {
		return "", sec, false, false
	}
	if sec, named = u.Traits[Field]; named {
		id, one = sec.Value()
	}
	return id, sec, named, one
}
