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
	"github.com/krygothic/krygothic/rules/modules/arcs"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/modules/dual"
	"github.com/krygothic/krygothic/rules/modules/jams"
	"github.com/krygothic/krygothic/rules/modules/morale"
	"github.com/krygothic/krygothic/rules/modules/overwatch"
	"github.com/krygothic/krygothic/rules/modules/priority"
	"github.com/krygothic/krygothic/rules/modules/psychic"
	"github.com/krygothic/krygothic/rules/modules/squads"
	"github.com/krygothic/krygothic/rules/modules/sweep"
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
	// WithPsychics: on when a scenario names no modules and an army of it
	// has a psychic (the psychic discipline, GAP-22).
	WithPsychics bool `json:"with_psychics,omitempty"`
	// rules builds the module's order rules from the content the match
	// plays with (its data is content data, so a mod can change it).
	rules func(c *content.Content) (orders.Module, error)
}

// all is every module, in ID order: Kry-Gothic's own first (GAP-), then
// the other seeds' (XS-).
var all = []*Module{
	{ID: "GAP-22", Name: psychic.Name, WithPsychics: true, rules: psychic.Rules,
		Sources: []string{"KG-STAT-07", "KG-DATA-17", "KG-FACE-01", "GAP-22"},
		Summary: "Psychic powers: a unit whose profile lists powers uses them as orders of the face-off's fourth class " +
			"(after movement, ranged and close combat). Each costs AP and a casting test, Mind dice against its TN; a failed " +
			"test does nothing and calls a Willpower test at TN 4, whose fail costs the psychic a wound. Warp (3 AP, TN 5): to " +
			"a point in view within 20\". Mind bolt (2 AP, TN 4, 12\"): the target tests Willpower at TN 5 or takes a wound, armour " +
			"and cover no help. Terror (2 AP, TN 4, 12\"): Willpower at TN 6 or pinned. Veil (2 AP, TN 4, 6\"): shots at a friend " +
			"+1 TN until the AP round ends. Mend flesh (3 AP, TN 5, 2\"): a friend heals a wound. Calm (1 AP, TN 4, 6\"): a pinned " +
			"friend is unpinned. On by default wherever an army has a psychic."},
	{ID: "XS-01", Name: "blast", Default: true, rules: blast.Rules,
		Sources: []string{"SW-BLAST-01", "SW-BLAST-02", "SW-BLAST-03", "SW-BLAST-EX1", "SW-SCAT-01", "SW-STAT-09", "KG-EXPL-01", "KG-EXPL-02", "KG-EXPL-03", "GAP-03", "GAP-07"},
		Summary: "Blast templates and scatter: a model carrying frag grenades throws one (2 AP) at an enemy or a point " +
			"within 3\" × Strength. A kept hit centres the 3\" template on the target; a miss scatters it 1D6\", at most half the " +
			"distance. The target takes its hits as a shot; every other model under the template, friends too, rolls one " +
			"wound die and tests for pinning; in a (W) area the floor is damaged. A grenade launcher fires 4\" shells the " +
			"same way (launch, 2 AP)."},
	{ID: "XS-02", Name: jams.Name, rules: jams.Rules,
		Sources: []string{"SW-JAM-01", "SW-JAM-02", "SW-JAM-03", "SW-JAM-EX1", "SW-MULTI-03", "RPG-CART-01", "RPG-JAM-01", "RPG-ACT-07", "XC-RLD-02", "GW-TRG-10"},
		Summary: "Weapon jams: a weapon rated Jam N (autocannon 2, assault rifle 1; modules.yaml) jams when a to-hit roll " +
			"with it shows a natural 1 and a D6 then comes up N or under; that shot still resolves. A jammed weapon fires no " +
			"shot until its model clears it: \"clear\" (1 AP) and a Mind check at TN 4, as often as it takes; a model clearing " +
			"may move in the same combo but not shoot, charge or fight in close combat."},
	{ID: "XS-04", Name: arcs.Name, rules: arcs.Rules,
		Sources: []string{"SW-ARC-01", "SW-ARC-EX1", "SW-SHOOT-02", "SW-OVW-01", "KG-RC-05", "KG-RC-06", "KG-MOVE-05", "KG-MOVE-07", "GAP-12"},
		Summary: "Fire arcs in degrees: a weapon may have its own fire arc instead of the 90° front arc (pistol 120°, rifle and " +
			"assault rifle 90°, autocannon and hand flamer 60°, sniper rifle 30°; a lascannon-class weapon 20°, ±10° straight " +
			"ahead). A shot outside the weapon's arc is refused, naming it. The target's vision arc for flanking stays 90°. A model " +
			"with a heavy weapon pays 1 AP for a free turn (face, or a small step) of more than 45°."},
	{ID: "XS-05", Name: overwatch.Name, rules: overwatch.Rules,
		Sources: []string{"SW-OVW-01", "SW-OVW-02", "SW-SEQ-02", "RPG-ACT-08", "XC-SFIRE-08", "KG-WAIT-01", "KG-WAIT-02", "KG-WAIT-03", "KG-WAIT-04", "KG-WAIT-05", "KG-WAIT-06"},
		Summary: "Overwatch: a unit (2 AP, not after a move, and no move after it) watches its weapon arc out to its maximum range, Waiting, and fires " +
			"one prepaid standard shot at the first enemy that begins a movement step in the arc (before the step) or moves into it, " +
			"single orders included. Saturation lane (2 AP, assault rifle or autocannon): a 2\"-wide lane towards a point in the arc, " +
			"for one AP round; every enemy moving in it tests for pinning at TN 5, and a failed test is a suppressive hit. " +
			"Both are broken as Waiting is: an order (a later move too), a hit by ranged fire, a charge."},
	{ID: "XS-09", Name: "vehicles", rules: vehicles.Rules,
		Sources: []string{"SW-VEH-01", "SW-VEH-02", "SW-VEH-03", "SW-VEH-04", "SW-VEH-05", "SW-VEH-06", "SW-VEH-07", "SW-VEH-08",
			"SW-VEH-09", "SW-VEH-10", "SW-VEH-11", "SW-VEH-EX1", "SW-VEH-EX2", "SW-SHOOT-04", "SW-MOVE-01"},
		Summary: "Vehicles: cargo loaders and drones. A vehicle keeps its speed: a move order changes it by at most its " +
			"acceleration. Wounds strike a location rolled on a D6: a damaged engine or drive halves its speed or acceleration, " +
			"a destroyed weapon cannot fire, a destroyed hull wrecks it in a 6\" blast. U ram T drives into a model: Body + " +
			"speed/5 wound dice, unless it dodges. A moving vehicle is harder to wound in close combat, a stopped one easier to hit."},
	{ID: "XS-15", Name: morale.Name, rules: morale.Rules,
		Sources: []string{"SW-BRK-01", "SW-BRK-02", "SW-BRK-03", "XC-SUPP-05", "GW-PAN-01", "KG-PSY-01", "KG-PSY-02", "KG-PSY-03", "KG-PSY-04", "KG-PSY-05", "KG-PSY-06", "KG-PSY-07", "KG-PSY-08", "KG-PSY-09"},
		Summary: "Morale and rout: when a side's losses first reach 25%, 50% and 75% of its starting points, every model of it " +
			"on the table tests Willpower at TN 4; a fail pins it as a hit does (it may only move away from the enemy, shoots at +1 TN). " +
			"At 75% the side's leader (its Squad Leader with the best Willpower) takes the rout test: if it fails, the team withdraws and loses."},
	{ID: "XS-21", Name: dual.Name, rules: dual.Rules,
		Sources: []string{"SW-MULTI-01", "SW-MULTI-02", "SW-MULTI-03"},
		Summary: "Dual and linked weapons: a model with two one-handed weapons (\"dual: true\" in its army list; pistols, " +
			"modules.yaml) fires both in a standard shot, each an attack of its own at −1 RC; heavy weapons are two-handed. " +
			"A linked battery (modules.yaml) fires all its guns at the one target. Without the module the second pistol is " +
			"carried, paid for and never fired."},
	{ID: "XS-22", Name: priority.Name, rules: priority.Rules,
		Sources: []string{"SW-SHOOT-04", "SW-SHOOT-05", "KG-RC-05", "KG-RC-10", "GAP-14", "GAP-15"},
		Summary: "Target priority: a shooter must take the closest enemy model of a size class (small, medium: a 1\" base, " +
			"large: a 2\" base) that it can shoot, unless the one it picks is easier to hit (a lower to-hit TN, or the same TN " +
			"with more dice or hits kept); it may always pass over a target in cover, sprinting or fast for an easier one. A " +
			"refused shot names the closer target. Off by default: Kry-Gothic lets a player choose any target."},
	{ID: "XS-23", Name: squads.Name, rules: squads.Rules,
		Sources: []string{"SW-UNIT-01", "SW-UNIT-02", "SW-UNIT-03", "SW-UNIT-04", "SW-SEQ-08", "SW-BRK-02", "SW-BRK-03", "KG-META-07"},
		Summary: "Squads and coherency: models form squads of 2-5 under an Elite or Squad Leader (named in the army list, " +
			"or formed at the start from each leader's nearest models). In a combo, a member's move, shot or attack is paid by its " +
			"leader's step of the same kind before it, while every member stands within 4\" of its leader; a squad out of " +
			"coherency pays for each model in full until it regroups."},
	{ID: "XS-27", Name: sweep.Name, rules: sweep.Rules,
		Sources: []string{"XC-BURST-01", "XC-SFIRE-03", "XC-SFIRE-04", "GW-TRG-01", "GW-TRG-02", "GW-TRG-03", "SW-MULTI-02", "KG-RC-07"},
		Summary: "Sweep: an automatic weapon (assault rifle, autocannon; modules.yaml) sweeps a target (\"sweep\", 2 AP): one " +
			"to-hit roll at +1 TN, and its kept hits are dealt in turn to the target and the other enemies within 2\" of it " +
			"that the shooter could shoot, each rolling to wound at its own TN."},
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

// DefaultsFor are the names of the modules on when a scenario names
// none, in ID order: Defaults, and the psychic discipline when an army
// of it has a psychic.
func DefaultsFor(psychics bool) []string {
	var out []string
	for _, m := range all {
		if m.Default || psychics && m.WithPsychics {
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
