package blast_test

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/combat/combattest"
)

// The fixtures of combat's tests (rules/combat/combattest).
var (
	gear        = combattest.Gear
	ranged      = combattest.Ranged
	armour      = combattest.Armour
	joe         = combattest.Joe
	with        = combattest.With
	script      = combattest.Script
	used        = combattest.Used
	rolls       = combattest.Rolls
	states      = combattest.States
	open        = combattest.Open
	plainArmour = combattest.PlainArmour
)

// armouredTarget has Body 3 and armour 3 (KG-RC-EX5, KG-DATA-14).
func armouredTarget() *combat.Fighter {
	return with(joe("target"), func(f *combat.Fighter) { f.Stats.Body = 3; f.Armour = plainArmour; f.WoundCapacity = 3 })
}
