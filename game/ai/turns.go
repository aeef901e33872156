package ai

import (
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/orders"
)

// turnOf is the side's part in the turns a rule module gives (impulse
// mode, orders.Turn): whether it may declare now (its turn has begun, or
// no module gives turns), and whether the match waits for it (its turn,
// nothing in play: it decides at once, with no reaction delay).
func turnOf(v match.View, side string) (may, waited bool) {
	t, ok := v.Whose()
	if !ok {
		return true, false
	}
	mine := v.Scenario().Sides[t.Side].ID == side
	return mine && t.Ready, mine && t.Waits
}

// giveUp is what a side with nothing worth its AP declares in its turn:
// it passes the turn (orders.Turn.Pass) through the first of its models
// that may, so the other side plays on and its own turn comes again;
// done when no module gives turns or none of its models may pass.
func giveUp(v match.View, side string, units []orders.Unit) orders.Declaration {
	d := orders.Declaration{Tick: v.Tick(), Side: side, Steps: []orders.Order{{Verb: orders.Done}}}
	t, ok := v.Whose()
	if !ok || t.Pass == "" {
		return d
	}
	for _, u := range units {
		if u.Side != t.Side || !u.Alive() || u.Objective {
			continue
		}
		o := orders.Order{Unit: u.ID, Verb: t.Pass}
		if v.Preview(side, o).Err == nil {
			d.Steps[0] = o
			return d
		}
	}
	return d
}
