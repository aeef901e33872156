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

// A Switched is a Field of a rule module that only a list naming the
// module reads (modules: [force] at the top of the list): its stat
// raises, its ratio limits. In a list that does not name it, an entry
// that writes the field is refused, the message saying to name the
// module, and the field checks no lines.
type Switched interface {
	Field
	// Module is the short name of the rule module the field is of
	// ("force"), as a list's modules key names it.
	Module() string
}

// under is f as a list naming the rule modules names reads it: each
// Switched field of a module not named is off.
func (f Fields) under(names []string) Fields {
	var out Fields
	for i, x := range f {
		sw, ok := x.(Switched)
		if !ok || slices.Contains(names, sw.Module()) {
			continue
		}
		if out == nil {
			out = slices.Clone(f)
		}
		out[i] = off{sw}
	}
	if out == nil {
		return f
	}
	return out
}

// off is a Switched field in a list that does not name its module.
type off struct{ field Switched }

// Name is the field's key.
func (o off) Name() string { return o.field.Name() }

// Read refuses the field, saying which module to name.
func (o off) Read(v datafile.Section, _ *Model, _ func(string, int) bool, p *datafile.List) {
	mod := o.field.Module()
	p.Add(v.At, "%s is a field of the %s rule module: add \"modules: [%s]\" at the top of the list to build under it", o.Name(), mod, mod)
}

// known are the rule modules a list may name, in the registry's order
// (KnowModules).
var known []string

// KnowModules tells the army reader the names of the rule modules a list
// may name under its modules key: the registry (rules/modules) calls it
// once as the program starts. Until it is called, any name is taken.
func KnowModules(names ...string) { known = slices.Clone(names) }

// checkModules reports a module named that the registry does not know,
// or one named twice.
func checkModules(p *datafile.List, at datafile.Pos, names []string) {
	for i, n := range names {
		switch {
		case known != nil && !slices.Contains(known, n):
			p.Add(at, "modules: no rule module is called %q (known: %s)", n, strings.Join(known, ", "))
		case slices.Contains(names[:i], n):
			p.Add(at, "modules: %q is named twice", n)
		}
	}
}

// With is f reading every list as if it named the rule modules names too
// (kg army check --modules): their Switched fields are read, and check
// the lines, whatever the list names.
func (f Fields) With(names ...string) Fields {
	out := slices.Clone(f)
	for i, x := range out {
		if sw, ok := x.(Switched); ok && slices.Contains(names, sw.Module()) {
			out[i] = on{sw}
		}
	}
	return out
}

// on is a Switched field read whatever the list names (With).
type on struct{ field Switched }

var _ LinesField = on{}

// Name is the field's key.
func (o on) Name() string { return o.field.Name() }

// Read reads the field.
func (o on) Read(v datafile.Section, m *Model, buy func(string, int) bool, p *datafile.List) {
	o.field.Read(v, m, buy, p)
}

// CheckLines checks the lines, if the field does.
func (o on) CheckLines(lines []Line, p *datafile.List) {
	if lf, ok := o.field.(LinesField); ok {
		lf.CheckLines(lines, p)
	}
}
