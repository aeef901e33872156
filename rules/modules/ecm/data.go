package ecm

import (
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (ecm:): what a
// jammer and an ECM suite cost, how far each reaches, and what they make
// an order cost.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// JammerCost is a jammer's points (XS-07: 30), at the team's gear
	// price; JammerReach its reach in inches (SW-MISC-02: 20);
	// JammerAP what it adds to an enemy declaration in reach (XS-07: 1).
	JammerCost  int     `yaml:"jammer_cost"`
	JammerReach float64 `yaml:"jammer_reach"`
	JammerAP    int     `yaml:"jammer_ap"`
	// ECMCost is an ECM suite's points (our reading: 25); AttackAP an
	// ECM attack's AP (XS-07: 2); AttackReach its reach (XS-07: 20).
	ECMCost     int     `yaml:"ecm_cost"`
	AttackAP    int     `yaml:"attack_ap"`
	AttackReach float64 `yaml:"attack_reach"`
	// Classes are the classes whose models may carry an ECM suite
	// (XS-07: Special and Elite).
	Classes []string `yaml:"classes"`
}

// Shipped is the module's data when a content's modules.yaml has no ecm
// section (RULES-INVENTORY XS-07, SW-MISC-02).
func Shipped() Data {
	return Data{JammerCost: 30, JammerReach: 20, JammerAP: 1, ECMCost: 25, AttackAP: 2, AttackReach: 20,
		Classes: []string{string(content.Special), string(content.Elite)}}
}

// Uses reports whether model m is of a class that may carry an ECM suite.
func (d Data) Uses(m *army.Model) bool {
	return m != nil && m.Class != nil && slices.Contains(d.Classes, string(m.Class.ID))
}

// classWords are the classes that may carry an ECM suite, as a sentence
// names them ("Special or Elite model").
func (d Data) classWords() string {
	return strings.Join(d.Classes, " or ") + " model"
}

// Limits of the data.
const (
	maxCost  = 200
	maxReach = 72
	maxAP    = 4
)

// read reads the module's section of d's content, checked: costs of 0 to
// 200 points, reaches of 1" to 72", AP of 0 to 4 (an attack at least 1),
// known classes. Without a section, the shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Shipped())
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	for _, c := range []struct {
		key  string
		v    int
		low  int
		high int
		what string
	}{
		{"jammer_cost", data.JammerCost, 0, maxCost, "a jammer costs 0 to %d points"},
		{"ecm_cost", data.ECMCost, 0, maxCost, "an ECM suite costs 0 to %d points"},
		{"jammer_ap", data.JammerAP, 0, maxAP, "a jammer adds 0 to %d AP"},
		{"attack_ap", data.AttackAP, 1, maxAP, "an ECM attack costs 1 to %d AP"},
	} {
		if c.v < c.low || c.v > c.high {
			p.Add(data.Keys.At(c.key, at), "ecm: %s %d; "+c.what, c.key, c.v, c.high)
		}
	}
	for _, r := range []struct {
		key string
		v   float64
	}{{"jammer_reach", data.JammerReach}, {"attack_reach", data.AttackReach}} {
		if r.v < 1 || r.v > maxReach {
			p.Add(data.Keys.At(r.key, at), "ecm: %s %g; a reach is 1 to %d inches", r.key, r.v, maxReach)
		}
	}
	for _, c := range data.Classes {
		if _, ok := d.Content.Class(content.ClassID(c)); !ok && len(d.Content.Classes) > 0 {
			p.Add(data.Keys.At("classes", at), "ecm: class %q is not a class of classes.yaml", c)
		}
	}
	return data
}

// field reads "jammer: true" or "ecm: true" in army list entries: the gear
// is bought at the team's gear price; an ECM suite only for a model of a
// class the data names. With the module off, the gear is carried, paid
// for and idle.
type field struct {
	name string
	data *Data
}

var _ army.Field = field{}

// Name is the field's key.
func (f field) Name() string { return f.name }

// Read reads an entry's field: true buys the gear. Each problem stands at
// the field.
func (f field) Read(v datafile.Section, m *army.Model, buy func(id string, cost int) bool, p *datafile.List) {
	var on bool
	if !v.Decode(&on, p) || !on {
		return
	}
	cost, id := f.data.JammerCost, "jammer"
	if f.name == ECMField {
		cost, id = f.data.ECMCost, "ecm-suite"
		if !f.data.Uses(m) {
			p.Add(v.At, "ecm: only a %s carries an ECM suite, not a %s (%s)", f.data.classWords(), className(m), Rule)
			return
		}
	}
	if buy(id, cost) {
		m.Traits[f.name] = true
	}
}

// className is m's class's name, "model" when it has none.
func className(m *army.Model) string {
	if m == nil || m.Class == nil {
		return "model"
	}
	return m.Class.Name
}

// Has reports whether model m carries the gear of field.
func Has(m *army.Model, field string) bool {
	if m == nil {
		return false
	}
	v, _ := m.Traits[field].(bool)
	return v
}
