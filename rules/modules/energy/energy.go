// Package energy is rule module XS-20, energy fields (SW-ARM-02,
// SW-DATA-03): a model whose unit profile names a field (`field:
// flux-field`, the Heracletians' technology) adds the field's rating to
// the wound TN of every shot and close-combat attack at it. Unlike armour,
// a field is never lost from the blind side (KG-RC-06) and slows nobody;
// a model wears one field at a time. See docs/modules.md.
package energy

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Name is the module's short name, as scenarios and --modules write it.
const Name = "energy"

// Rule is the module's design in RULES-INVENTORY §7, cited by its
// modifiers.
const Rule = "XS-20"

// Rules are the module's order rules with data d: a shot rule and a
// close-combat rule that add the target's field to the wound TN.
func Rules(d Data) orders.Module {
	return orders.Module{Name: Name,
		Shots:  []orders.ShotRule{d.shot},
		Melees: []orders.MeleeRule{d.melee},
	}
}

// Of is the field unit u wears, from its unit profile; nil for none (an
// objective, a model whose profile names none).
func (d Data) Of(u *orders.Unit) *Gear {
	if u == nil || u.Model == nil {
		return nil
	}
	id, _, named, _ := fieldOf(u.Model.Unit)
	if !named {
		return nil
	}
	g, _ := d.Gear(id)
	return g
}

// Modifier is the field's modifier on the wound TN of an attack at its
// wearer.
func (g *Gear) Modifier() combat.Modifier {
	return combat.Modifier{RuleID: Rule, What: g.Name + ", an energy field", On: combat.OnTN, Value: g.Rating}
}

// shot adds the target's field to the wound TN of a shot at it
// (RangedAttack.WoundMods): after the blind side's −2 and the armour it
// strips (KG-RC-06), which leave the field alone. A shot that lands on
// another model of a melee (GAP-14) loses it with the target's other
// modifiers.
func (d Data) shot(_ *orders.Table, _ *orders.Unit, _ geom.Base, target *orders.Unit, a *combat.RangedAttack) {
	if g := d.Of(target); g != nil {
		a.WoundMods = append(a.WoundMods, g.Modifier())
	}
}

// melee adds the defender's field to the wound TN of a close-combat
// attack on it: its TN modifiers are the wound TN's (a point-blank
// shot's too, KG-CCA-09).
func (d Data) melee(_ *orders.Table, _, target *orders.Unit, a *combat.CCAttack) {
	if g := d.Of(target); g != nil {
		a.Mods = append(a.Mods, g.Modifier())
	}
}
