package combat_test

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/combat/combattest"
	"github.com/krygothic/krygothic/rules/dice"
)

// The fixtures of combat's tests (rules/combat/combattest).
var (
	ranged      = combattest.Ranged
	melee       = combattest.Melee
	special     = combattest.Special
	armour      = combattest.Armour
	joe         = combattest.Joe
	with        = combattest.With
	script      = combattest.Script
	used        = combattest.Used
	rolls       = combattest.Rolls
	states      = combattest.States
	open        = combattest.Open
	settle      = combattest.Settle
	gear        = combattest.Gear
	plainArmour = combattest.PlainArmour
)

func hasState(events []combat.Event, s combat.State) bool {
	for _, x := range states(events) {
		if x == s {
			return true
		}
	}
	return false
}

func seeded(seed uint64) *dice.Seeded { return dice.NewSeeded(seed) }
