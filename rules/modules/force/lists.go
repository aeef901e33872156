package force

import (
	"fmt"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
)

// Field is the army list entries' field that buys a model stat raises,
// "raise: {mind: 1, rc: 2}": stat name to how many +1s. A model with
// raises has its Raise list in army.Model.Traits under Field.
const Field = "raise"

// Stats are the names of the stats a raise may name, as content writes
// them, in a profile's order.
var Stats = content.StatNames

// Raise is one stat's raise of a custom unit: +By to stat Stat, from
// From, for Cost points.
type Raise struct {
	Stat string
	From content.Stat
	By   int
	Cost int
}

// Raised are the stat raises model m bought, in a profile's order.
func Raised(m *army.Model) []Raise {
	if m == nil {
		return nil
	}
	r, _ := m.Traits[Field].([]Raise)
	return r
}

// Stat is the characteristic of s named name (one of Stats), nil for
// another name.
func Stat(s *content.Characteristics, name string) *content.Stat { return s.Named(name) }

// Raises are a raise mapping as written, "{mind: 1, rc: 2}": each stat's
// +1s, 0 when left out; Keys say where each was written. An unknown stat
// name is an unknown field. The veterans module (XS-30) reads its raises
// with it too.
type Raises struct {
	Keys      datafile.Keys `yaml:"-"`
	Speed     int           `yaml:"speed"`
	Strength  int           `yaml:"strength"`
	Body      int           `yaml:"body"`
	Mind      int           `yaml:"mind"`
	Willpower int           `yaml:"willpower"`
	CC        int           `yaml:"cc"`
	RC        int           `yaml:"rc"`
}

// By is how many +1s r gives the stat of a name.
func (r Raises) By(name string) int {
	return map[string]int{"speed": r.Speed, "strength": r.Strength, "body": r.Body, "mind": r.Mind,
		"willpower": r.Willpower, "cc": r.CC, "rc": r.RC}[name]
}

// Apply checks the raises r writes for a model of the unit called unit
// and raises s, that model's copy of its profile, by them: each stat
// written +1 or more, to at most the content's highest value, an X stat
// never. Each problem stands at its stat's key, its message starting with
// what ("raise") and citing rule. The raises taken are returned in a
// profile's order, with no Cost: the caller prices them.
func (r Raises) Apply(unit string, s *content.Characteristics, what, rule string, p *datafile.List) []Raise {
	var out []Raise
	for _, name := range Stats {
		n := r.By(name)
		at, written := r.Keys[name]
		if !written {
			continue
		}
		st := Stat(s, name)
		switch {
		case n < 1:
			p.Add(at, "%s: %s %d; a raise is +1 or more (%s)", what, name, n, rule)
		case st.IsX():
			p.Add(at, "%s: the %s has %s X, no such ability to raise (%s)", what, unit, name, rule)
		case n > int(content.MaxStat-*st):
			p.Add(at, "%s: %s %d +%d would be %d; a stat is at most %d (%s)", what, name, *st, n, int(*st)+n, content.MaxStat, rule)
		default:
			out = append(out, Raise{Stat: name, From: *st, By: n})
			*st += content.Stat(n)
		}
	}
	return out
}

// field reads "raise:" in army list entries of a list built under the
// module, and checks the ratio limits over the whole list.
type field struct{ data *Data }

var (
	_ army.Switched   = field{}
	_ army.LinesField = field{}
)

// Name is the field's key.
func (field) Name() string { return Field }

// Module is the module a list names to write the field.
func (field) Module() string { return Name }

// Read reads an entry's raises: each stat written 1 or more, to at most
// the content's highest value, an X stat never. The model plays with a
// copy of its unit profile with the stats raised, and pays for each +1 at
// the value it reaches. Problems stand at the stat's key.
func (f field) Read(v datafile.Section, m *army.Model, _ func(string, int) bool, p *datafile.List) {
	var r Raises
	if !v.Decode(&r, p) {
		return
	}
	u := *m.Unit
	out := r.Apply(m.Unit.Name, &u.Stats, Field, Rule, p)
	if len(out) == 0 {
		return
	}
	for i := range out {
		out[i].Cost = f.data.RaiseCost(out[i].From, out[i].By)
		m.Cost += out[i].Cost
	}
	m.Unit = &u
	m.Traits[Field] = out
}

// Describe says what a model's raises are and cost, "Mind 5→6 (10),
// RC 4→6 (20)": "" for none.
func Describe(m *army.Model) string {
	var parts []string
	for _, r := range Raised(m) {
		parts = append(parts, fmt.Sprintf("%s %d→%d (%d)", r.Stat, r.From, int(r.From)+r.By, r.Cost))
	}
	return strings.Join(parts, ", ")
}

// Points are an army's points by the groups the ratio limits compare.
type Points struct {
	Leader, Soldier, Support, Line int
}

// Tally adds up lines' points by the ratio limits' groups, gear and
// raises included (each model's Cost).
func (d Data) Tally(lines []army.Line) Points {
	var pt Points
	for _, ln := range lines {
		cost := ln.Count * ln.Model.Cost
		switch ln.Model.Class.Group {
		case "leader":
			pt.Leader += cost
		case "soldier":
			pt.Soldier += cost
		}
		id := ln.Model.Class.ID
		switch {
		case slices.Contains(d.Support, id):
			pt.Support += cost
		case slices.Contains(d.Line, id):
			pt.Line += cost
		}
	}
	return pt
}

// Within reports whether part is at most share percent of whole: "at
// most half" includes half exactly (RULINGS "within N includes N").
func Within(part, share, whole int) bool { return part*100 <= share*whole }

// CheckLines checks the ratio limits (XS-14): Leader points at most
// LeaderShare percent of Soldier points, Support points at most
// SupportShare percent of Line points. A problem stands at the first
// entry of the group over its limit.
func (f field) CheckLines(lines []army.Line, p *datafile.List) {
	d := f.data
	pt := d.Tally(lines)
	first := func(in func(*army.Model) bool) datafile.Pos {
		for _, ln := range lines {
			if in(ln.Model) {
				return ln.Entry.At
			}
		}
		return datafile.Pos{}
	}
	if !Within(pt.Leader, d.LeaderShare, pt.Soldier) {
		p.Add(first(func(m *army.Model) bool { return m.Class.Group == "leader" }),
			"the Leader models (Squad Leaders, Elites) cost %d points; at most %s of the Soldier models' %d points, %d (%s)",
			pt.Leader, share(d.LeaderShare), pt.Soldier, d.LeaderShare*pt.Soldier/100, Rule)
	}
	if !Within(pt.Support, d.SupportShare, pt.Line) {
		p.Add(first(func(m *army.Model) bool { return slices.Contains(d.Support, m.Class.ID) }),
			"the %s models cost %d points; at most %s of the %s models' %d points, %d (%s)",
			d.classes(d.Support), pt.Support, share(d.SupportShare), d.classes(d.Line), pt.Line, d.SupportShare*pt.Line/100, Rule)
	}
}

// share writes a percent as players say it: "half", "60%".
func share(pc int) string {
	if pc == 50 {
		return "half"
	}
	return fmt.Sprintf("%d%%", pc)
}

// classes writes class IDs as the content names them: "Heavy and
// Special".
func (d *Data) classes(ids []content.ClassID) string {
	var names []string
	for _, id := range ids {
		name := string(id)
		if n, ok := d.names[id]; ok {
			name = n
		}
		names = append(names, name)
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
