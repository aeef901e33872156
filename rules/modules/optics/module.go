package optics

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the optics module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: Rule, Name: Name,
	Sources: []string{"XC-RNG-01", "XC-RNG-02", "XC-RNG-03", "XC-RNG-04", "XC-RNG-05", "XC-SHOT-01", "XC-SHOT-02", "XC-SHOT-03",
		"XC-STNC-05", "RPG-RNG-02", "RPG-CAL-01", "RPG-CAL-02", "GW-RNG-02", "SW-SHOOT-03", "SW-MISC-03", "KG-RC-11"},
	Summary: "Range models and optics: a scope (\"scope: true\" in an army list, 10 points; long guns, modules.yaml) makes an " +
		"aimed shot read the weapon's long range as 1.5 × LR. A shotgun (3K2S2, short 3\", long 8\") spreads: +1 RC die at " +
		"medium and long range, and −1 b (+1 to the wound TN) at long range. Weapons of gear.yaml may be versions of another, " +
		"their numbers checked: high calibre +1 b −1 a, low calibre +1 a −1 b, a pistol version −1 a and half the ranges, a " +
		"heavy version +1 b and heavy. Without the module a scope is carried and paid for, and a shotgun fires without its spread."},
	Load: load}

// module is the optics module as it plays with one content's data.
type module struct {
	rules
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &module{rules{data: read(d)}} }

// The facets the module hands the game.
var (
	_ facet.Armies     = (*module)(nil)
	_ facet.ArmyFields = (*module)(nil)
	_ facet.Gear       = (*module)(nil)
	_ facet.Previews   = (*module)(nil)
	_ facet.Selecting  = (*module)(nil)
	_ facet.States     = (*module)(nil)
	_ facet.Reach      = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// ArmyFields: "scope: true" in army list entries, read whether the module
// is played or not (the scope is paid for all the same).
func (m *module) ArmyFields() []army.Field { return []army.Field{field{data: &m.data}} }

// Need: a model with a scope, or with a weapon that spreads, plays
// without the module, but its scope does nothing and its shotgun does
// not spread (XS-17).
func (m *module) Need(md *army.Model) (facet.Need, string) {
	var idle []string
	if Scoped(md) {
		idle = append(idle, "a scope (scope: true), looked through only with the optics module")
	}
	if md != nil && md.Ranged != nil && m.data.Spread.Spreads(md.Ranged.ID) {
		idle = append(idle, fmt.Sprintf("a %s, whose shot spreads only with the optics module", lower(md.Ranged.Name)))
	}
	if len(idle) == 0 {
		return facet.NoNeed, ""
	}
	return facet.Idle, strings.Join(idle, ", and ")
}

// Gear: a model's ranged weapon with what the module says of it: its
// scope ("Rifle 4K2S1 with a scope (…)"), its spread, the weapon it is a
// version of.
func (m *module) Gear(md *army.Model, slot, piece string) string {
	if slot != "ranged" || md == nil || md.Ranged == nil {
		return piece
	}
	w := md.Ranged
	var about []string
	if v := m.data.VariantOf(w.ID); v != nil {
		about = append(about, fmt.Sprintf("the %s's %s version", v.Of, v.Kind))
	}
	if m.data.Spread.Spreads(w.ID) {
		about = append(about, "spreads with the optics module")
	}
	if len(about) > 0 {
		piece = fmt.Sprintf("%s (%s, %s)", piece, strings.Join(about, ", "), Rule)
	}
	if Scoped(md) {
		piece = fmt.Sprintf("%s with a scope (aimed shots read long range as %s\" with the optics module, %s)", piece, inches(m.scopedLong(w)), Rule)
	}
	return piece
}

// scopedLong is w's long range as an aimed shot through a scope reads it.
func (m *module) scopedLong(w *content.RangedWeapon) float64 { return w.Long * m.data.Scope.LongScale }

// Reach: a model with a scope reaches, with an aimed shot, as far as its
// weapon's long range read through the scope and its keep value allow
// (KG-RC-11): the AI weighs such shots beyond the weapon's own range.
func (m *module) Reach(_ facet.Reader, u orders.Unit) float64 {
	w := u.F.Ranged
	if w == nil || u.F.RangedBroken || !m.scoped(&u, w) {
		return 0
	}
	scoped := *w
	scoped.Long = m.scopedLong(w)
	return u.F.MaxRange(&scoped)
}

// lower is a weapon's name as a sentence writes it.
func lower(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// inches writes a distance as the panel does, to a tenth of an inch:
// "18", "7.5".
func inches(v float64) string { return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64) }
