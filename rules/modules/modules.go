// Package modules is the list of Kry-Gothic's rule modules: the optional
// rules drawn from the other seed systems (RULES-INVENTORY §7, XS-01..31),
// each switched on by a scenario or a player and recorded with the match
// (docs/modules.md). A module's rules plug into the order rules' one seam
// (orders.Rules.With); this package names the modules, says which are on
// by default, and builds the order rules for a set of them.
package modules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is one rule module as players and scenario files name it.
type Module struct {
	ID      string   `json:"id"`      // its design's ID in RULES-INVENTORY §7, "XS-01"
	Name    string   `json:"name"`    // the short name scenarios and flags use, "blast"
	Sources []string `json:"sources"` // the seeds' rule IDs it comes from
	Summary string   `json:"summary"` // what it changes, in a paragraph
	Default bool     `json:"default"` // on when a scenario names no modules
	// rules builds the module's order rules from the content the match
	// plays with (its data is content data, so a mod can change it).
	rules func(c *content.Content) (orders.Module, error)
}

// all is every module, in ID order.
var all = []*Module{
	{ID: "XS-01", Name: "blast", Default: true, rules: blast.Rules,
		Sources: []string{"SW-BLAST-01", "SW-BLAST-02", "SW-BLAST-03", "SW-BLAST-EX1", "SW-SCAT-01", "SW-STAT-09", "KG-EXPL-01", "KG-EXPL-02", "KG-EXPL-03", "GAP-03", "GAP-07"},
		Summary: "Blast templates and scatter: a model carrying frag grenades throws one (2 AP) at an enemy or a point " +
			"within 3\" × Strength. A kept hit centres the 3\" template on the target; a miss scatters it 1D6\", at most half the " +
			"distance. The target takes its hits as a shot; every other model under the template, friends too, rolls one " +
			"wound die and tests for pinning; in a (W) area the floor is damaged."},
	{ID: "XS-09", Name: "vehicles", rules: vehicles.Rules,
		Sources: []string{"SW-VEH-01", "SW-VEH-02", "SW-VEH-03", "SW-VEH-04", "SW-VEH-05", "SW-VEH-06", "SW-VEH-07", "SW-VEH-08",
			"SW-VEH-09", "SW-VEH-10", "SW-VEH-11", "SW-VEH-EX1", "SW-VEH-EX2", "SW-SHOOT-04", "SW-MOVE-01"},
		Summary: "Vehicles: cargo loaders and drones. A vehicle keeps its speed: a move order changes it by at most its " +
			"acceleration. Wounds strike a location rolled on a D6: a damaged engine or drive halves its speed or acceleration, " +
			"a destroyed weapon cannot fire, a destroyed hull wrecks it in a 6\" blast. U ram T drives into a model: Body + " +
			"speed/5 wound dice, unless it dodges. A moving vehicle is harder to wound in close combat, a stopped one easier to hit."},
}

// All returns every module, in ID order.
func All() []Module {
	out := make([]Module, len(all))
	for i, m := range all {
		out[i] = *m
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
			return *m, true
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
// it: "blast,jams", or "none" for no module at all.
func Parse(list string) ([]string, error) {
	if strings.TrimSpace(list) == "none" {
		return []string{}, nil
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
// was written.
func Rules(names []string, c *content.Content) (*orders.Rules, error) {
	if err := Check(names); err != nil {
		return nil, err
	}
	var mods []orders.Module
	for _, m := range all {
		if !slices.Contains(names, m.Name) {
			continue
		}
		om, err := m.rules(c)
		if err != nil {
			return nil, fmt.Errorf("rule module %s: %w", m.Name, err)
		}
		mods = append(mods, om)
	}
	return orders.Core().With(mods...), nil
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
