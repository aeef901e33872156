package ai

import (
	"github.com/krygothic/krygothic/rules/modules/jams"
	"github.com/krygothic/krygothic/rules/orders"
)

// clearWorth is a clear order's score as a share of the model's worth:
// above a shot's (a model's gun is most of what it is worth at range)
// and an unpin re-roll's, so a jammed model clears before anything else.
const clearWorth = 0.4

// jamCandidates offers clearing u's jammed weapon when the match plays
// with the jams module (XS-02): a jammed weapon's shots are refused, so
// its only shot is to clear it first. The clear may fail; it is offered
// again as long as the weapon stays jammed.
func (a *Tactician) jamCandidates(t *table, u *orders.Unit, consider func(candidate)) {
	if t.v.Mark(u.ID, jams.Mark) == 0 {
		return
	}
	o := orders.Order{Unit: u.ID, Verb: jams.Clear}
	if p := t.v.Preview(a.Side, o); p.Err == nil {
		consider(candidate{order: o, ap: p.AP, score: clearWorth * t.value(u)})
	}
}
