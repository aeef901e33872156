package battle

import (
	"strings"

	"github.com/krygothic/krygothic/rules/orders"
)

// readStep reads one step of side's declaration as a Declared event
// writes it, in the orders format ("renegade-prophet-1 run 13.5 2.5"):
// the acting unit's full id (the side's prefix added to a short one) and
// the verb; unit is "" for a step of no unit ("done", "cancel").
func readStep(side, step string) (unit string, verb orders.Verb) {
	f := strings.Fields(step)
	switch len(f) {
	case 0:
		return "", ""
	case 1:
		return "", orders.Verb(f[0])
	}
	unit = f[0]
	if !strings.Contains(unit, ".") {
		unit = side + "." + unit
	}
	return unit, orders.Verb(f[1])
}
