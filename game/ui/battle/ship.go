package battle

import "github.com/krygothic/krygothic/rules/orders"

// The ship's fittings on the battle screen: a console with a demolition
// charge on it shows a "C" badge (GAP-34), and the keys to set a charge
// (K) and to shut a door (Y) join the hint bar while the selected model
// can use them.

// canPlant reports whether the selected model's side carries demolition
// charges: the side that must destroy the objectives (GAP-34).
func (b *Battle) canPlant() bool {
	u, ok := b.view().Unit(b.order.selected)
	if !ok || u.Side < 0 {
		return false
	}
	return b.view().Scenario().Victory.Saboteur() == b.view().Sides()[u.Side].ID
}

// nearOpenDoor reports whether the selected model stands within reach
// of an open door it could shut (GAP-38).
func (b *Battle) nearOpenDoor() bool {
	u, ok := b.view().Unit(b.order.selected)
	if !ok {
		return false
	}
	return len(orders.OpenDoorsInReach(b.view().Deck(), u.Base)) > 0
}

// charged reports whether a demolition charge is set on unit id.
func (b *Battle) charged(id string) bool {
	_, ok := b.view().ChargeOn(id)
	return ok
}
