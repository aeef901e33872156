// Package dual is rule module XS-21, dual and linked weapons: a model
// carrying two one-handed weapons ("dual: true" in its army list) fires
// both in a standard shot, each at −1 RC; a weapon that is a battery of
// linked guns (module data) fires every gun in a standard shot, all at
// the same target (SW-MULTI-01..03). It is a shot rule: the shot order is
// the core's, and its preview gives the exact odds. See docs/modules.md.
package dual

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Name is the module's short name.
const Name = "dual"

// Rule is the module's rule ID, cited by the modifiers it adds.
const Rule = "XS-21"

// Rules are the dual module's order rules, with data d.
func Rules(d Data) orders.Module {
	m := &module{data: d}
	return orders.Module{Name: Name, Shots: []orders.ShotRule{m.shot}}
}

type module struct {
	data Data
}

// shot makes a standard shot of a dual-armed model fire both weapons,
// each at −1 RC (SW-MULTI-01), and a linked battery's fire every gun
// (SW-MULTI-03). Other shot types fire one weapon, as in the core rules.
func (m *module) shot(_ *orders.Table, u *orders.Unit, _ geom.Base, _ *orders.Unit, a *combat.RangedAttack) {
	if a.Shot != combat.Standard || a.Fired != nil || u.F.Ranged == nil {
		return
	}
	if g := m.data.Guns(u.F.Ranged.ID); g > 1 {
		a.Volley = g
		return
	}
	if Dual(u.Model) && m.data.OneHand(u.F.Ranged.ID) {
		a.Volley = 2
		if m.data.RCPenalty > 0 {
			a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: fmt.Sprintf("two %ss at once", lower(u.F.Ranged.Name)), On: "dice", Value: -m.data.RCPenalty})
		}
	}
}

// lower is a weapon's name as a sentence writes it.
func lower(s string) string {
	b := []byte(s)
	if len(b) > 0 && b[0] >= 'A' && b[0] <= 'Z' {
		b[0] += 'a' - 'A'
	}
	return string(b)
}
