package army

import (
	"maps"
	"reflect"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/datafile"
)

// A Field is a field of an army list's entries that a rule module adds
// (a second pistol, a squad's name), read by the module: the reader hands
// it each entry's value, and it checks it, may buy gear for the model,
// and keeps what the model carries in Model.Traits.
type Field interface {
	// Name is the field's key in an entry ("dual").
	Name() string
	// Read reads v, an entry's value of the field, into m, the entry's
	// model: buy pays for gear at the team's price (false: the team may
	// not field it, and says so); problems go to p, at their place.
	Read(v datafile.Section, m *Model, buy func(id string, cost int) bool, p *datafile.List)
}

// A LinesField is a Field that also checks the army as a whole, once its
// entries are read (a squad's size and its one leader).
type LinesField interface {
	Field
	// CheckLines checks the army's lines: each entry's model, and how
	// many such models there are.
	CheckLines(lines []Line, p *datafile.List)
}

// Line is an entry of an army as read: its model, how many of it, and
// the entry as written.
type Line struct {
	Model *Model
	Count int
	Entry *Entry
}

// Fields are the fields the rule modules add to army list entries, as a
// reader takes them (rules/modules.Fields); nil: none, and an entry that
// writes one is refused for an unknown field.
type Fields []Field

// read reads entry e's fields that f knows into m; a field nobody knows
// is a problem, as any unknown field is.
func (f Fields) read(e *Entry, m *Model, buy func(id string, cost int) bool, p *datafile.List) {
	for _, name := range slices.Sorted(maps.Keys(e.Traits)) {
		v := e.Traits[name]
		i := slices.IndexFunc(f, func(x Field) bool { return x.Name() == name })
		if i < 0 {
			p.Add(v.At, "unknown field %q (this entry takes: %s)", name, strings.Join(f.known(), ", "))
			continue
		}
		if m.Traits == nil {
			m.Traits = map[string]any{}
		}
		f[i].Read(v, m, buy, p)
	}
}

// checkLines has every field that checks the army as a whole check it.
func (f Fields) checkLines(lines []line, p *datafile.List) {
	var out []Line
	for _, field := range f {
		lf, ok := field.(LinesField)
		if !ok {
			continue
		}
		if out == nil {
			out = make([]Line, len(lines))
			for i, ln := range lines {
				out[i] = Line{Model: ln.model, Count: ln.n, Entry: ln.entry}
			}
		}
		lf.CheckLines(out, p)
	}
}

// known are the fields an entry takes: its own and f's, sorted.
func (f Fields) known() []string {
	var out []string
	t := reflect.TypeFor[Entry]()
	for i := range t.NumField() {
		if name, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ","); name != "" && name != "-" {
			out = append(out, name)
		}
	}
	for _, x := range f {
		out = append(out, x.Name())
	}
	slices.Sort(out)
	return slices.Compact(out)
}
