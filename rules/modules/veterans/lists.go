package veterans

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/modules/force"
)

// Field is the army list entries' field that makes a model a veteran,
// "veteran: {raise: {rc: 1}, flaws: [shaky-hands]}". A veteran has its
// Veteran in army.Model.Traits under Field.
const Field = "veteran"

// Veteran is what a veteran's entry says of it: the stat raises its
// improvement points bought, and its flaws.
type Veteran struct {
	// Raises are its raises in a profile's order, each with Cost 0: the
	// campaign paid for them in improvement points, not army points.
	Raises []force.Raise
	// Flaws are its flaws in the order written.
	Flaws []*Flaw
}

// Raised are the stat raises veteran m has, in a profile's order (nil for
// a model that is no veteran).
func Raised(m *army.Model) []force.Raise {
	if m == nil {
		return nil
	}
	v, _ := m.Traits[Field].(Veteran)
	return v.Raises
}

// Flaws are the flaws veteran m has, in the order written.
func Flaws(m *army.Model) []*Flaw {
	if m == nil {
		return nil
	}
	v, _ := m.Traits[Field].(Veteran)
	return v.Flaws
}

// written is the field as an entry writes it.
type written struct {
	Keys  datafile.Keys `yaml:"-"`
	Raise force.Raises  `yaml:"raise"`
	Flaws []flawRef     `yaml:"flaws"`
}

// flawRef is a flaw's id in a veteran's list of flaws, with where it
// was written.
type flawRef struct {
	ID        string
	line, col int
}

// UnmarshalYAML reads a flaw id, a single word.
func (r *flawRef) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.ScalarNode {
		return &yaml.TypeError{Errors: []string{fmt.Sprintf("line %d: a flaw is its id, a single word, not a list or mapping", n.Line)}}
	}
	r.ID, r.line, r.col = n.Value, n.Line, n.Column
	return nil
}

// field reads "veteran:" in army list entries of a list built under the
// module, and refuses a veteran entry of more than one model.
type field struct{ data *Data }

var (
	_ army.Switched   = field{}
	_ army.LinesField = field{}
)

// Name is the field's key.
func (field) Name() string { return Field }

// Module is the module a list names to write the field.
func (field) Module() string { return Name }

// Read reads an entry's veteran field: its raises as the force module
// reads its own (each +1 or more, never an X stat, never past the
// content's highest value), and its flaws, each one of the module's
// data, at most once. The model plays with a copy of its unit profile,
// raised, then each flaw's By added to its stat (never below 0; an X
// stat untouched). Its cost does not change: improvement points paid for
// the raises. Problems stand at their keys.
func (f field) Read(v datafile.Section, m *army.Model, _ func(string, int) bool, p *datafile.List) {
	var w written
	if !v.Decode(&w, p) {
		return
	}
	u := *m.Unit
	vet := Veteran{Raises: w.Raise.Apply(m.Unit.Name, &u.Stats, Field+": raise", Rule, p)}
	flawsAt := w.Keys.At("flaws", v.At)
	for _, r := range w.Flaws {
		at := flawsAt
		if r.line > 0 {
			at = datafile.Pos{File: flawsAt.File, Line: r.line, Col: r.col}
		}
		fl, ok := f.data.Flaw(r.ID)
		switch {
		case !ok:
			p.Add(at, "%s: flaws: no flaw is called %q (known: %s) (%s)", Field, r.ID, strings.Join(f.data.ids(), ", "), Rule)
			continue
		case slices.Contains(vet.Flaws, fl):
			p.Add(at, "%s: flaws: %q is written twice; a veteran has a flaw once (%s)", Field, r.ID, Rule)
			continue
		}
		vet.Flaws = append(vet.Flaws, fl)
		if s := force.Stat(&u.Stats, fl.Stat); s != nil && !s.IsX() {
			*s = max(*s+content.Stat(fl.By), 0)
		}
	}
	m.Unit = &u
	m.Traits[Field] = vet
}

// ids are the ids of d's flaws, in order.
func (d *Data) ids() []string {
	var out []string
	for _, f := range d.Flaws {
		out = append(out, f.ID)
	}
	return out
}

// CheckLines refuses an entry with a veteran field that makes more than
// one model: a veteran has a record of its own.
func (f field) CheckLines(lines []army.Line, p *datafile.List) {
	for _, ln := range lines {
		if _, vet := ln.Entry.Traits[Field]; vet && ln.Count > 1 {
			p.Add(ln.Entry.Keys.At("count", ln.Entry.At),
				"count %d: a veteran is one model with a record of its own; write each veteran as an entry of its own, count 1 (%s)",
				ln.Count, Rule)
		}
	}
}

// Describe says what veteran m's raises and flaws are, for screens:
// "Willpower 6→7, RC 4→5; flaws: Shaky hands (RC −1)"; "" for a model
// with neither.
func Describe(m *army.Model) string {
	var raises, flaws []string
	for _, r := range Raised(m) {
		raises = append(raises, fmt.Sprintf("%s %d→%d", force.Title(r.Stat), r.From, int(r.From)+r.By))
	}
	for _, f := range Flaws(m) {
		flaws = append(flaws, fmt.Sprintf("%s (%s −%d)", f.Name, force.Title(f.Stat), -f.By))
	}
	out := strings.Join(raises, ", ")
	if len(flaws) > 0 {
		if out != "" {
			out += "; "
		}
		out += "flaws: " + strings.Join(flaws, ", ")
	}
	return out
}
