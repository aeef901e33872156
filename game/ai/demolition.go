package ai

import (
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// plantCandidates offers the saboteur's model u a demolition charge on
// objective o (GAP-34): set at once in base contact, or as the combo
// "run (or move) into base contact AND set the charge" when a run reaches
// it. The charge destroys o for certain at the end of the round, so it is
// worth the whole objective; in a combo the charge is a different action
// from the run, which only a Waiting model may interrupt (KG-CMB-04).
// The match's preview refuses it to any other side, so the defenders
// never weigh it.
func (a *Tactician) plantCandidates(t *table, u *orders.Unit, o *orders.Unit, consider func(candidate)) {
	plant := orders.Order{Unit: u.ID, Verb: orders.Plant, Target: o.ID}
	if geom.InContact(u.Base, o.Base) {
		if p := t.v.Preview(a.Side, plant); p.Err == nil {
			consider(candidate{order: plant, ap: p.AP, score: t.value(o)})
		}
		return
	}
	d := geom.Distance(u.Base, o.Base)
	if d > runReach(u) || u.F.Pin.ByMiss {
		return
	}
	// The point of contact on the line from the objective to the model.
	to := o.Base.Centre.Polar(o.Base.Centre.Bearing(u.Base.Centre), o.Base.Radius+u.Base.Radius+0.01)
	for _, verb := range []orders.Verb{orders.Move, orders.Run} {
		steps := []orders.Order{{Unit: u.ID, Verb: verb, X: to.X, Y: to.Y}, plant}
		if ap, err := t.v.PreviewCombo(a.Side, steps); err == nil {
			consider(candidate{order: plant, ap: ap, score: t.value(o), steps: steps})
			return
		}
	}
}
