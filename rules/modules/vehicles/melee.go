package vehicles

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
)

// closeCombat changes a close-combat attack on a vehicle (XS-09, from
// SW-VEH-08/09): a moving vehicle is harder to hurt, +1 to the wound TN
// (its armour) for every full 5" of its speed; a stopped one is easier
// to hit, +2 CC dice to the attacker.
func (m *module) closeCombat(t *orders.Table, _, target *orders.Unit, a *combat.CCAttack) {
	s, ok := Of(m.data, t, target)
	if !ok {
		return
	}
	switch {
	case s.Speed == 0:
		a.Mods = append(a.Mods, combat.Modifier{RuleID: RuleID, What: "the vehicle stands still", On: "dice", Value: 2})
	case s.Speed >= 5:
		a.Mods = append(a.Mods, combat.Modifier{RuleID: RuleID, What: fmt.Sprintf("the vehicle moves at %d\": armour", s.Speed), On: "TN", Value: s.Speed / 5})
	}
}
