package battle

import (
	"slices"

	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The hint bar offers only the orders someone can give: the selected
// model, or, when none is selected, any model of the side the person
// gives orders for. A key for an order no such model can give ("G
// throw" where nobody carries a grenade) is not on the bar.

// coreVerb is an order of the core rules as the hint bar offers it: its
// key, its words, its rank for the bar, and who can give it (nil: any
// model), u among all the units shown.
type coreVerb struct {
	action controls.Action
	does   string
	rank   int
	can    func(u orders.Unit, all []orders.Unit) bool
}

// coreVerbs are the core orders on the hint bar, in its order.
var coreVerbs = []coreVerb{
	{controls.VerbMove, "move", 6, nil}, {controls.VerbRun, "run", 10, nil}, {controls.VerbCharge, "charge", 8, nil},
	{controls.VerbShoot, "shoot", 7, armed}, {controls.VerbAttack, "attack", 9, nil}, {controls.VerbStep, "step", 12, nil},
	{controls.VerbFace, "face", 13, nil}, {controls.VerbWait, "wait", 14, nil},
	{controls.VerbUnpin, "unpin", 15, func(u orders.Unit, _ []orders.Unit) bool { return u.F.Pin.Pinned() }},
	{controls.VerbStand, "stand", 16, func(u orders.Unit, _ []orders.Unit) bool { return u.F.Prone }},
	{controls.VerbBreakOff, "break off", 11, engaged},
}

// armed reports whether u carries a ranged weapon that works.
func armed(u orders.Unit, _ []orders.Unit) bool { return u.F.Ranged != nil && !u.F.RangedBroken }

// engaged reports whether u stands in base contact with an enemy of
// all, the fight a break-off leaves (KG-CC-14).
func engaged(u orders.Unit, all []orders.Unit) bool {
	for _, e := range all {
		if e.Side != u.Side && e.Side >= 0 && !e.Objective && e.Alive() && geom.InContact(u.Base, e.Base) {
			return true
		}
	}
	return false
}

// offers is what the hint bar offers, a bit an order (hintKey): the core
// verbs, the rule modules' keys, their combo keys.
type offers struct{ verbs, keys, combos uint64 }

// offersFor is what offers were worked out for: the selection, the side
// giving orders and the moment, in steps of previewEvery ticks.
type offersFor struct {
	selected, side string
	when           int
}

// offered is what the hint bar offers now, worked out again when the
// selection, the side giving orders or a tenth of a second of game time
// has passed: the orders the selected model can give, or, when none is
// selected, any model standing of the side giving orders now
// (actingSide), or of any side a person plays when none does.
func (b *Battle) offered() offers {
	key := offersFor{b.order.selected, b.actingSide(), b.view().Tick() / previewEvery}
	if b.offer.ok && b.offer.key == key {
		return b.offer.bits
	}
	all := b.shownUnits(&b.bufs.hint)
	var givers []orders.Unit
	for _, u := range all {
		switch {
		case key.selected != "":
			if u.ID == key.selected {
				givers = append(givers, u)
			}
		case u.Objective || !u.Alive() || u.Side < 0 || u.Side >= len(b.humans):
		case key.side == b.sideID(u.Side) || key.side == "" && b.humans[u.Side] != nil:
			givers = append(givers, u)
		}
	}
	anyOf := func(ok func(u orders.Unit) bool) bool { return slices.ContainsFunc(givers, ok) }
	var o offers
	for i, v := range coreVerbs {
		if anyOf(func(u orders.Unit) bool { return v.can == nil || v.can(u, all) }) {
			o.verbs |= 1 << i
		}
	}
	facetOf := func(can func(facet.Reader, orders.Unit) bool) bool {
		return anyOf(func(u orders.Unit) bool { return can == nil || can(b.view(), u) })
	}
	for i, k := range b.keys[:min(len(b.keys), 64)] {
		if facetOf(k.key.Offered) {
			o.keys |= 1 << i
		}
	}
	for i, k := range b.combos[:min(len(b.combos), 64)] {
		if facetOf(k.key.Offered) {
			o.combos |= 1 << i
		}
	}
	b.offer.key, b.offer.bits, b.offer.ok = key, o, true
	return o
}

// offerCache is the hint bar's offers as last worked out.
type offerCache struct {
	key  offersFor
	bits offers
	ok   bool
}
