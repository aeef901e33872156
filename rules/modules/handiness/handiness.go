// Package handiness is XS-31, weapon handiness in face-offs: in a
// face-off between two attacks of the same kind, a model holding a handy
// weapon (a pistol) counts +1 Speed and one holding a Heavy weapon −1
// Speed for the tie-break (KG-FACE-03; XC-INIT-05's initiative bonuses).
package handiness

import (
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/orders"
)

// Rule is the module's design ID; Name its short name.
const (
	Rule = "XS-31"
	Name = "handiness"
)

// Rules are the module's order rules for its data: an initiative rule.
func Rules(d Data) orders.Module {
	return orders.Module{Name: Name, Initiatives: []orders.InitiativeRule{func(_ *orders.Table, st *orders.Step, speed int) int {
		if !Attack(st.Kind.Category) {
			return speed
		}
		return speed + d.Step(st.Unit.F.Ranged)
	}}}
}

// Attack reports whether a step of a face-off category is an attack, the
// face-offs handiness decides: ranged and close combat (our ruling: a
// weapon makes a model no quicker to move or to cast).
func Attack(c orders.Category) bool { return c == orders.Ranged || c == orders.CloseCombat }

// Step is what holding ranged weapon w (nil: none) adds to its holder's
// Speed in an attack's face-off: the handy bonus, minus the Heavy
// penalty, or 0.
func (d Data) Step(w *content.RangedWeapon) int {
	switch {
	case w == nil:
		return 0
	case w.Has(content.TagHeavy):
		return -d.HeavyPenalty
	case d.IsHandy(w.ID):
		return d.HandyBonus
	}
	return 0
}
