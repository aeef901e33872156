// Package pointblank is rule module XS-26, point-blank lethality
// (KG-RC-11, GW-TRG-05, XC-RNG-02, KG-CCA-09): a shot at a model 1" away
// or less (between the bases' closest points, the inch included) wounds
// at −1 TN, and so does a point-blank shot in close combat (KG-CCA-09).
// See docs/modules.md.
package pointblank

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Name is the module's short name, as scenarios and --modules write it.
const Name = "pointblank"

// Rule is the module's design in RULES-INVENTORY §7, cited by its
// modifiers.
const Rule = "XS-26"

// Rules are the module's order rules with data d: a shot rule for shots
// within the reach, and a close-combat rule for the point-blank shot.
func Rules(d Data) orders.Module {
	return orders.Module{Name: Name,
		Shots:  []orders.ShotRule{d.shot},
		Melees: []orders.MeleeRule{d.melee},
	}
}

// Within reports whether a shot at distance inches (between the bases'
// closest points, RULINGS §8) is point blank: within the reach, the reach
// included (RULINGS: "within N" includes N).
func (d Data) Within(distance float64) bool { return distance <= d.Reach }

// Modifier is the module's modifier on the wound TN of a point-blank
// attack, what saying why.
func (d Data) Modifier(what string) combat.Modifier {
	return combat.Modifier{RuleID: Rule, What: what, On: combat.OnTN, Value: d.WoundTN}
}

// shot makes the wound TN of a shot within the reach d.WoundTN easier
// (RangedAttack.WoundMods: a shot that lands on another model of a melee,
// GAP-14, loses it).
func (d Data) shot(_ *orders.Table, _ *orders.Unit, _ geom.Base, _ *orders.Unit, a *combat.RangedAttack) {
	if d.Within(a.Distance) {
		a.WoundMods = append(a.WoundMods, d.Modifier("point blank, within "+inches(d.Reach)+"\""))
	}
}

// melee does the same for a point-blank shot in close combat
// (KG-CCA-09): the gun fired at a model in base contact, well within the
// reach. Other close-combat attacks are blows, not shots.
func (d Data) melee(_ *orders.Table, _, _ *orders.Unit, a *combat.CCAttack) {
	if a.Attack == combat.PointBlank {
		a.Mods = append(a.Mods, d.Modifier("point-blank shot in close combat"))
	}
}
