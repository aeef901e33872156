// Package force is the force construction module (XS-14): an army list
// built under it (modules: [force]) obeys the ratio limits of its
// classes' points, and may make custom units that buy stat raises on a
// sliding scale (docs/modules.md).
package force

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Name is the module's short name, as scenarios, flags and army lists
// name it.
const Name = "force"

// Rule is the module's rule ID, cited by its refusals.
const Rule = "XS-14"

// Module is the force module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: Rule, Name: Name,
	Sources: []string{"SW-ARMY-01", "SW-ARMY-02", "SW-ARMY-03", "SW-ARMY-EX1", "SW-UNIT-02", "GW-FORCE-01", "GW-FORCE-02",
		"GW-FORCE-03", "GW-FORCE-04", "GW-FORCE-05", "GW-FORCE-06", "GW-FORCE-07", "GW-FORCE-08", "GW-FORCE-09",
		"XC-CHAR-02", "XC-CHAR-03", "XC-STAT-01", "KG-CLS-03", "KG-CC-12"},
	Summary: "Force construction and custom units: an army list built under the module (modules: [force] at its top) " +
		"spends at most half its Soldier points on Leaders (Squad Leaders, Elites) and at most half its Storm and Fast " +
		"points on Heavy and Special models, gear and raises included; a model may buy stat raises (raise: {mind: 1}), " +
		"each +1 costing 5 points while the stat reaches up to 4, 10 for 5-6 and 20 for 7 or more. Fielding such a " +
		"list switches the module on."},
	Load: load}

// loaded is the module as it plays with one content's data.
type loaded struct {
	data Data
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &loaded{data: read(d)} }

// The facets the module hands the game.
var (
	_ facet.Armies      = (*loaded)(nil)
	_ facet.ArmyFields  = (*loaded)(nil)
	_ facet.Gear        = (*loaded)(nil)
	_ facet.ArmyChoices = (*loaded)(nil)
	_ facet.ArmyTotals  = (*loaded)(nil)
)

// Rules are its order rules: none; the module works on army lists.
func (m *loaded) Rules() orders.Module { return orders.Module{Name: Name} }

// ArmyFields: "raise: {mind: 1}" in army list entries, and the ratio
// limits checked over the whole list, both read only in a list that
// names the module (army.Switched).
func (m *loaded) ArmyFields() []army.Field { return []army.Field{field{data: &m.data}} }

// Need: a custom unit's raised profile plays only with the module on.
func (m *loaded) Need(md *army.Model) (facet.Need, string) {
	if len(Raised(md)) > 0 {
		return facet.Required, "a custom unit with raised stats (raise:)"
	}
	return facet.NoNeed, ""
}

// Gear: a custom unit's raises after its gear, "raised mind 5→6 (10),
// rc 5→7 (30) (XS-14)".
func (m *loaded) Gear(md *army.Model, slot, piece string) string {
	d := Describe(md)
	if slot != facet.MoreGear || d == "" {
		return piece
	}
	if piece != "" {
		piece += ", "
	}
	return piece + "raised " + d + " (" + Rule + ")"
}

// most is the most +1s the army builder offers on one stat.
const most = 5

// ArmyChoices: a chooser for each stat of u that is not X, from as it is
// to +5 (never past the highest value), each with its price.
func (m *loaded) ArmyChoices(u *content.Unit, _ *content.Team) []facet.ArmyChoice {
	var out []facet.ArmyChoice
	base := u.Stats
	for _, name := range Stats {
		s := *Stat(&base, name)
		if s.IsX() {
			continue
		}
		ch := facet.ArmyChoice{Field: Field, Key: name, Values: []string{""}, Shown: []string{fmt.Sprintf("%s %d", Title(name), s)}}
		for n := 1; n <= most && s+content.Stat(n) <= content.MaxStat; n++ {
			ch.Values = append(ch.Values, strconv.Itoa(n))
			ch.Shown = append(ch.Shown, fmt.Sprintf("%s %d (+%d pts)", Title(name), int(s)+n, m.data.RaiseCost(s, n)))
		}
		out = append(out, ch)
	}
	return out
}

// Title is a stat's name as a profile heads it: "Mind", "RC".
func Title(name string) string {
	if len(name) <= 2 {
		return strings.ToUpper(name)
	}
	return strings.ToUpper(name[:1]) + name[1:]
}

// ArmyTotals: the ratio limits' points of a list built under the module.
func (m *loaded) ArmyTotals(a *army.Army) []string {
	if !slices.Contains(a.Modules, Name) {
		return nil
	}
	lines := make([]army.Line, len(a.Models))
	for i, md := range a.Models {
		lines[i] = army.Line{Model: md, Count: 1}
	}
	d := &m.data
	pt := d.Tally(lines)
	return []string{
		fmt.Sprintf("Leaders %d pts, at most %s of the Soldiers' %d (%s)", pt.Leader, share(d.LeaderShare), pt.Soldier, Rule),
		fmt.Sprintf("%s %d pts, at most %s of %s's %d (%s)", d.classes(d.Support), pt.Support, share(d.SupportShare), d.classes(d.Line), pt.Line, Rule),
	}
}
