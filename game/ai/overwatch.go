package ai

import (
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/overwatch"
	"github.com/krygothic/krygothic/rules/orders"
)

// Weights of holding fire (XS-05), as shares of the worth of the enemy
// model it waits for: an overwatch shot is one standard shot, often at
// long range, so it is worth less than a shot now; a lane pins every
// enemy that moves through it for a round.
const (
	overwatchShare = 0.1
	laneShare      = 0.06
	// arcSlack widens the arc the AI looks in for enemies that may walk
	// into it: an enemy just outside the arc often comes round into it.
	arcSlack = 20.0 // degrees
)

// overwatchCandidates offers holding fire, when the match plays with the
// overwatch module (otherwise every preview refuses): for a model with a
// ranged weapon and no shot worth taking now, not already watching, with
// enemies that could come into its arc and reach with a move or two. It
// watches its arc for the most valuable of them, or, with an automatic
// weapon and two or more of them about, lays a lane towards the nearest.
// A side that must force the fight does not sit and wait, and at most
// half the side's models hold fire at a time, so the AP still go on
// moving and shooting.
func (a *Tactician) overwatchCandidates(t *table, u *orders.Unit, bestShot float64, consider func(candidate)) {
	if bestShot > 0 || u.Waiting || t.me.AP < 2 || t.attacker && t.urgency > 0 || !a.Level.Waits || !t.overwatch() {
		return
	}
	reach := overwatch.Reach(u)
	if reach == 0 {
		return
	}
	waiting := 0
	for _, o := range t.own {
		if o.Waiting {
			waiting++
		}
	}
	if 2*(waiting+1) > len(t.own) {
		return
	}
	best, nearest, worth, about, engaged := coming(t, u, reach)
	if best == nil || engaged {
		return
	}
	calm := 1 - t.urgency
	o := orders.Order{Unit: u.ID, Verb: overwatch.Overwatch}
	if p := t.v.Preview(a.Side, o); p.Err == nil {
		consider(candidate{order: o, ap: p.AP, score: overwatchShare * worth * calm})
	}
	if nearest != best || about > worth { // two or more about: a lane may pin several
		o := orders.Order{Unit: u.ID, Verb: overwatch.Lane, Target: nearest.ID}
		if p := t.v.Preview(a.Side, o); p.Err == nil {
			consider(candidate{order: o, ap: p.AP, score: laneShare * about * calm})
		}
	}
}

// overwatch reports whether the match plays with the overwatch module
// (without it, there is nothing to weigh).
func (t *table) overwatch() bool { return t.v.Plays(overwatch.Name) }

// coming finds the enemies that could come into u's arc (widened by
// arcSlack) and its reach with a move or two: the most valuable, worth
// worth, the nearest, and the worth of them all; engaged: an enemy is in
// base contact with u.
func coming(t *table, u *orders.Unit, reach float64) (best, nearest *orders.Unit, worth, about float64, engaged bool) {
	arc := geom.HalfArc(t.v.Options().WideArc) + geom.Degrees(arcSlack)
	for _, e := range t.enemies {
		if !e.Alive() || e.Objective {
			continue
		}
		d := geom.Distance(u.Base, e.Base)
		if geom.InContact(u.Base, e.Base) {
			engaged = true
		}
		if d > reach+2*float64(e.F.Stats.Speed.Dice()) || !u.Base.Sees(e.Base.Centre, arc) {
			continue
		}
		w := t.value(e)
		about += w
		if best == nil || w > worth {
			best, worth = e, w
		}
		if nearest == nil || d < geom.Distance(u.Base, nearest.Base) {
			nearest = e
		}
	}
	return best, nearest, worth, about, engaged
}

// noteWatch remembers the round a model was ordered on overwatch.
func (a *Tactician) noteWatch(t *table, steps []orders.Order) {
	for _, o := range steps {
		if o.Verb == overwatch.Overwatch || o.Verb == overwatch.Lane {
			if a.watched == nil {
				a.watched = map[string]int{}
			}
			a.watched[o.Unit] = t.round
		}
	}
}

// holding reports whether u still watches and should go on watching: it
// is not moved (which would break it, KG-WAIT-03, and waste its AP) the
// round it went on overwatch, nor later while an enemy may still come
// into its arc. Only a shot now is worth breaking it for.
func (a *Tactician) holding(t *table, u *orders.Unit) bool {
	r, ok := a.watched[u.ID]
	if !ok || !u.Waiting || t.v.Mark(u.ID, overwatch.MarkWatching) == 0 {
		return false
	}
	if r == t.round {
		return true
	}
	best, _, _, _, engaged := coming(t, u, overwatch.Reach(u))
	return best != nil && !engaged && !(t.attacker && t.urgency > 0)
}
