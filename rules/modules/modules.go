// Package modules is the list of Kry-Gothic's rule modules: the optional
// rules drawn from the other seed systems (RULES-INVENTORY §7, XS-01..31),
// each switched on by a scenario or a player and recorded with the match
// (docs/modules.md). A module's rules plug into the order rules' one seam
// (orders.Rules.With); this package names the modules, says which are on
// by default, and builds the order rules for a set of them.
package modules

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules/ammo"
	"github.com/krygothic/krygothic/rules/modules/arcs"
	"github.com/krygothic/krygothic/rules/modules/bid"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/modules/cards"
	"github.com/krygothic/krygothic/rules/modules/command"
	"github.com/krygothic/krygothic/rules/modules/down"
	"github.com/krygothic/krygothic/rules/modules/dual"
	"github.com/krygothic/krygothic/rules/modules/ecm"
	"github.com/krygothic/krygothic/rules/modules/energy"
	"github.com/krygothic/krygothic/rules/modules/evasion"
	"github.com/krygothic/krygothic/rules/modules/force"
	"github.com/krygothic/krygothic/rules/modules/handiness"
	"github.com/krygothic/krygothic/rules/modules/hardcover"
	"github.com/krygothic/krygothic/rules/modules/impulse"
	"github.com/krygothic/krygothic/rules/modules/jams"
	"github.com/krygothic/krygothic/rules/modules/locations"
	"github.com/krygothic/krygothic/rules/modules/luck"
	"github.com/krygothic/krygothic/rules/modules/melee"
	"github.com/krygothic/krygothic/rules/modules/morale"
	"github.com/krygothic/krygothic/rules/modules/optics"
	"github.com/krygothic/krygothic/rules/modules/overwatch"
	"github.com/krygothic/krygothic/rules/modules/pointblank"
	"github.com/krygothic/krygothic/rules/modules/priority"
	"github.com/krygothic/krygothic/rules/modules/psychic"
	"github.com/krygothic/krygothic/rules/modules/squads"
	"github.com/krygothic/krygothic/rules/modules/suppression"
	"github.com/krygothic/krygothic/rules/modules/sweep"
	"github.com/krygothic/krygothic/rules/modules/timeslots"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
	"github.com/krygothic/krygothic/rules/modules/veterans"
	"github.com/krygothic/krygothic/rules/orders"
)

// all is every module's registry entry, in ID order: Kry-Gothic's own
// first (GAP-), then the other seeds' (XS-). A module is one folder
// (docs/architecture.md): adding one is one line here.
var all = []facet.Entry{
	psychic.Module,
	blast.Module,
	jams.Module,
	ammo.Module,
	arcs.Module,
	overwatch.Module,
	suppression.Module,
	ecm.Module,
	bid.Module,
	cards.Module,
	vehicles.Module,
	locations.Module,
	luck.Module,
	timeslots.Module,
	impulse.Module,
	force.Module,
	morale.Module,
	melee.Module,
	optics.Module,
	evasion.Module,
	hardcover.Module,
	energy.Module,
	dual.Module,
	priority.Module,
	squads.Module,
	command.Module,
	pointblank.Module,
	sweep.Module,
	down.Module,
	veterans.Module,
	handiness.Module,
}

// The army reader learns the modules a list may name (modules: [force]).
func init() { army.KnowModules(Names()...) }

// Bindings are the keys of every module's orders, as the settings bind
// them, module by module in ID order.
func Bindings() []facet.Binding {
	var out []facet.Binding
	for _, m := range all {
		out = append(out, m.Keys...)
	}
	return out
}

// Weights are the modules' weights in the AI's levels, by name, with
// the value each has when a level gives none.
func Weights() map[string]float64 {
	out := map[string]float64{}
	for _, m := range all {
		maps.Copy(out, m.Weights)
	}
	return out
}

// Binding is the module key bound to action, if one is.
func Binding(action string) (facet.Binding, bool) {
	for _, k := range Bindings() {
		if k.Action == action {
			return k, true
		}
	}
	return facet.Binding{}, false
}

// Module is one rule module as players and scenario files name it.
type Module = facet.Info

// All returns every module, in ID order.
func All() []Module {
	out := make([]Module, len(all))
	for i, m := range all {
		out[i] = m.Info
	}
	return out
}

// Names are the short names of every module, in ID order.
func Names() []string {
	out := make([]string, len(all))
	for i, m := range all {
		out[i] = m.Name
	}
	return out
}

// Find returns the module of a short name.
func Find(name string) (Module, bool) {
	for _, m := range all {
		if m.Name == name {
			return m.Info, true
		}
	}
	return Module{}, false
}

// Defaults are the names of the modules on by default, in ID order: the
// set of a scenario that names none.
func Defaults() []string {
	var out []string
	for _, m := range all {
		if m.Default {
			out = append(out, m.Name)
		}
	}
	return out
}

// DefaultsFor are the names of the modules on when a scenario that
// fields models names none, in ID order: Defaults, and every module a
// model wants (facet.Wanted: a psychic brings the psychic discipline).
func DefaultsFor(models []*army.Model, c *content.Content) []string {
	loaded, _ := Load(c) // a content with problems plays with what its modules could read
	var out []string
	for _, m := range loaded {
		if m.Default || needed(m, models) >= facet.Wanted {
			out = append(out, m.Name)
		}
	}
	return out
}

// needed is the most any of models needs of module m.
func needed(m facet.Module, models []*army.Model) facet.Need {
	a, ok := m.Loaded.(facet.Armies)
	if !ok {
		return facet.NoNeed
	}
	most := facet.NoNeed
	for _, md := range models {
		if md != nil {
			n, _ := a.Need(md)
			most = max(most, n)
		}
	}
	return most
}

// Want is a model's need of a module that a match does not play with.
type Want struct {
	Model  *army.Model
	Module Module
	Need   facet.Need
	Is     string // what the model is, or carries (facet.Armies)
}

// Wants lists, for each model that needs one of the modules not named
// (Idle or Required), that module: module by module in ID order, and
// for each the models in their order.
func Wants(models []*army.Model, names []string, c *content.Content) []Want {
	loaded, _ := Load(c)
	var out []Want
	for _, m := range loaded {
		a, ok := m.Loaded.(facet.Armies)
		if !ok || slices.Contains(names, m.Name) {
			continue
		}
		for _, md := range models {
			if md == nil {
				continue
			}
			if n, is := a.Need(md); n == facet.Idle || n == facet.Required {
				out = append(out, Want{Model: md, Module: m.Info, Need: n, Is: is})
			}
		}
	}
	return out
}

// Check says what is wrong with a set of module names: an unknown name,
// or one named twice. nil when the set is sound.
func Check(names []string) error {
	for i, n := range names {
		if _, ok := Find(n); !ok {
			return fmt.Errorf("unknown rule module %q (known: %s)", n, strings.Join(Names(), ", "))
		}
		if slices.Contains(names[:i], n) {
			return fmt.Errorf("rule module %q is named twice", n)
		}
	}
	return nil
}

// Parse reads a comma-separated list of module names, as --modules takes
// it: "blast,jams", "none" for no module at all, or "all" for every one.
func Parse(list string) ([]string, error) {
	switch strings.TrimSpace(list) {
	case "none":
		return []string{}, nil
	case "all":
		return Names(), nil
	}
	names := []string{}
	for n := range strings.SplitSeq(list, ",") {
		names = append(names, strings.TrimSpace(n))
	}
	if err := Check(names); err != nil {
		return nil, err
	}
	return names, nil
}

// Rules returns the order rules with the named modules plugged in, in ID
// order whatever the order of names, so a set plays the same however it
// was written. Content c's module data must be sound (Load).
func Rules(names []string, c *content.Content) (*orders.Rules, error) {
	set, err := Playing(names, c)
	if err != nil {
		return nil, err
	}
	return set.Rules(), nil
}

// Playing is the named modules as they play with content c, in ID
// order: the modules a match plays with, whose facets the client, the log
// and the AI use. An error names an unknown module, or what is wrong with
// c's module data (Load).
func Playing(names []string, c *content.Content) (facet.Set, error) {
	if err := Check(names); err != nil {
		return nil, err
	}
	loaded, err := Load(c)
	if err != nil {
		return nil, err
	}
	var set facet.Set
	for i, m := range all {
		if !slices.Contains(names, m.Name) {
			continue
		}
		if p, ok := loaded[i].Loaded.(facet.Playable); ok {
			if err := p.Playable(); err != nil {
				return nil, fmt.Errorf("rule module %s: %w", m.Name, err)
			}
		}
		set = append(set, loaded[i])
	}
	return set, nil
}

// Load is every module as it plays with content c, in ID order: each
// module's data read from c (its section of modules.yaml, the fields it
// adds to unit profiles). It is worked out once for a content and kept
// with it. An error lists every problem of the data at its file, line
// and column.
func Load(c *content.Content) (facet.Set, error) {
	l := c.Memo(loadedKey{}, func() any { return load(c) }).(loadedContent)
	return l.set, l.err
}

// loadedKey is the key Load keeps its work under (content.Memo).
type loadedKey struct{}

// loadedContent is what Load worked out from a content.
type loadedContent struct {
	set facet.Set
	err error
}

// load reads every module's data from c: each its own section of
// modules.yaml; a section no module reads is a problem.
func load(c *content.Content) loadedContent {
	var problems datafile.List
	set := make(facet.Set, len(all))
	for i, m := range all {
		sec, written := c.Modules.Sections[m.Name]
		d := facet.Data{Content: c, Section: sec, Written: written, Problems: &problems}
		set[i] = facet.Module{Info: m.Info, Loaded: m.Load(d)}
	}
	unitFields := map[string]bool{}
	for _, m := range set {
		if f, ok := m.Loaded.(facet.UnitFields); ok {
			for _, name := range f.UnitFields() {
				unitFields[name] = true
			}
		}
	}
	for _, u := range c.Units {
		u.Traits.Unclaimed(func(k string) bool { return unitFields[k] }, "unit "+u.ID, &problems)
	}
	for _, name := range slices.Sorted(maps.Keys(c.Modules.Sections)) {
		if _, ok := Find(name); !ok {
			problems.Add(c.Modules.Sections[name].At, "modules.yaml: no rule module is called %q (known: %s)", name, strings.Join(Names(), ", "))
		}
	}
	return loadedContent{set: set, err: problems.Err()}
}

// Fields are the fields the modules add to army list entries, as the army
// reader takes them (army.Field), for content c.
func Fields(c *content.Content) army.Fields {
	loaded, _ := Load(c) // a content with problems reads armies with what its modules could read
	var out army.Fields
	for _, m := range loaded {
		if f, ok := m.Loaded.(facet.ArmyFields); ok {
			out = append(out, f.ArmyFields()...)
		}
	}
	return out
}

// Default is the content embedded in the game, its modules' data read
// (Load).
func Default() (*content.Content, error) {
	c, err := content.Default()
	if err != nil {
		return nil, err
	}
	if _, err := Load(c); err != nil {
		return nil, err
	}
	return c, nil
}

// ReadDir reads a content folder on disk, as Read does.
func ReadDir(dir string) (*content.Content, error) { return Read(os.DirFS(dir), dir) }

// Read reads a content folder (content.Read) and every rule module's data
// in it (Load), and reports every problem of both at once, each at its
// file, line and column; shown names the folder in messages.
func Read(fsys fs.FS, shown string) (*content.Content, error) {
	c, problems := content.Read(fsys, shown)
	if _, err := Load(c); err != nil {
		var more datafile.List
		if errors.As(err, &more) {
			problems = append(problems, more...)
		}
	}
	if err := problems.Err(); err != nil {
		return nil, err
	}
	return c, nil
}

// Sorted returns names in ID order, the order records keep them in.
func Sorted(names []string) []string {
	out := []string{}
	for _, m := range all {
		if slices.Contains(names, m.Name) {
			out = append(out, m.Name)
		}
	}
	return out
}
