package battle

import (
	"slices"

	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/orders"
)

// verbCycle is the orders the next and previous verb actions (a gamepad's
// shoulder buttons) step through, the common ones in the order a turn
// usually wants them; the rest keep their own keys.
var verbCycle = []orders.Verb{orders.Move, orders.Run, orders.Shoot, orders.Charge, orders.Attack, orders.Wait}

// cycleVerb chooses the next or previous order of verbCycle; from an
// order outside it, the next is the first and the previous the last.
func (b *Battle) cycleVerb(c *controls.Controls) {
	step := 0
	if c.Pressed(controls.NextVerb) {
		step++
	}
	if c.Pressed(controls.PrevVerb) {
		step--
	}
	if step == 0 {
		return
	}
	i := slices.Index(verbCycle, b.order.verb)
	switch {
	case i < 0 && step > 0:
		i = 0
	case i < 0:
		i = len(verbCycle) - 1
	default:
		i = (i + step + len(verbCycle)) % len(verbCycle)
	}
	b.order.verb = verbCycle[i]
	b.order.confirm = false
}
