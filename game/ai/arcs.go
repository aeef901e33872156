package ai

import (
	"math"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/modules/arcs"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// turnToShoot is shot o by u at e, turned to face e first, when the
// shot's preview p was refused because e stands outside the weapon's own
// fire arc (the fire-arcs module, XS-04; the core rules never refuse so,
// so without the module the AI never turns to shoot). It returns the
// combo (face, then shoot) and its preview: the shot's plan and odds, and
// the combo's cost, a heavy weapon's big turn included. ok is false when
// the preview was refused for another reason or turning does not help;
// hopeless is true when no turn lets any shot at e: the walls hide it
// from u wherever u faces (checked on the table's deck d before the
// combo's dearer preview), or the combo's refusal says it is out of sight
// or u is in a melee.
func turnToShoot(v match.View, d *deck.Deck, side string, u, e *orders.Unit, o orders.Order, p orders.Preview) (steps []orders.Order, turned orders.Preview, ok, hopeless bool) {
	if refusal.RuleOf(p.Err) != arcs.RuleID {
		return nil, p, false, false
	}
	if !d.Sight(u.Base, e.Base, nil, -1, -1).InView {
		return nil, p, false, true
	}
	turn := orders.Order{Unit: u.ID, Verb: orders.Rotate, Angle: hundredths(u.Base.Centre.Bearing(e.Base.Centre) * 180 / math.Pi)}
	steps = []orders.Order{turn, o}
	turned = v.PreviewLast(side, steps)
	return steps, turned, turned.Err == nil, unseen(turned.Err)
}

// unseen reports whether err refuses a shot for what no shot type
// changes: the target out of sight (KG-RC-05) or the shooter in a melee
// (GAP-14).
func unseen(err error) bool {
	r := refusal.RuleOf(err)
	return err != nil && (r == "KG-RC-05" || r == "GAP-14")
}
