// Package hardcover is rule module XS-19, cover as armour and directional
// cover: cover counts only when it lies between the shooter and the
// target within an inch of the target's base (XC-COV-06); hard cover
// (bulkheads, machinery) also stops a shot as armour does, +1 to the
// wound TN of that shot, while soft cover (crates, debris, other models)
// gives only the core's +2 to hit (KG-TERR-07, SW-SHOOT-07, XC-COV-01..04);
// a model with a radar sight ("radar: true" in its army list) ignores
// the to-hit modifiers of cover and darkness when it shoots (SW-MISC-01). A scenario's legend
// says which cover is hard (docs/scenarios.md). It is a shot rule: the
// shot order is the core's, and its preview gives the exact odds. See
// docs/modules.md.
package hardcover

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Name is the module's short name.
const Name = "hardcover"

// Rule is the module's rule ID, cited by the modifiers it adds.
const Rule = "XS-19"

// Rules are the hardcover module's order rules, with data d.
func Rules(d Data) orders.Module {
	m := &module{data: d}
	return orders.Module{Name: Name, Shots: []orders.ShotRule{m.shot}}
}

type module struct {
	data Data
}

// shot judges the cover of a shot at a model the core finds in cover
// (at least half hidden, KG-TERR-07): what hides it within the reach of
// its base must hide at least half of it, or it has no cover; hard cover
// alone hiding at least half of it adds the data's armour to the wound TN.
// A radar sight, for any shot but a throw, sees through cover and
// darkness: neither adds to the to-hit TN (SW-MISC-01); hard cover still
// stops the round as armour (a sight does not soften the plate). Each
// change the shot shows as a modifier of the module's, so the preview and
// the log say why.
func (m *module) shot(t *orders.Table, u *orders.Unit, base geom.Base, target *orders.Unit, a *combat.RangedAttack) {
	covered := a.Cover
	if Radar(u.Model) && !thrown(a) && (a.Cover || a.Dark) {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: "radar sight: cover and darkness ignored", On: combat.OnTN, Value: 0})
		a.Cover, a.Dark = false, false
	}
	if !covered || t == nil || target == nil {
		return
	}
	s := t.Screen(u, base, target, m.data.Reach)
	switch {
	case !s.Cover():
		if a.Cover {
			a.Cover = false
			a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: fmt.Sprintf("no cover within %s\" of the target", inches(m.data.Reach)), On: combat.OnTN, Value: 0})
		}
	case s.HardCover() && m.data.HardArmour > 0:
		a.WoundMods = append(a.WoundMods, combat.Modifier{RuleID: Rule, What: fmt.Sprintf("hard cover: +%d armour", m.data.HardArmour), On: combat.OnTN, Value: m.data.HardArmour})
	}
}

// thrown reports whether the attack throws its weapon (a grenade): a
// radar sight aims a gun, not a throw.
func thrown(a *combat.RangedAttack) bool { return a.Fired != nil && a.Fired.Has(content.TagThrown) }

// inches writes a distance as a sentence gives it: 1, 1.5.
func inches(v float64) string { return fmt.Sprintf("%g", v) }
