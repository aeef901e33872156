package overwatch

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Weights of holding fire, as shares of the worth of the enemy model it
// waits for: an overwatch shot is one standard shot, often at long range,
// so it is worth less than a shot now; a lane pins every enemy that moves
// through it for a round.
const (
	overwatchShare = 0.1
	laneShare      = 0.06
	// arcSlack widens the arc the AI looks in for enemies that may walk
	// into it: an enemy just outside the arc often comes round into it.
	arcSlack = 20.0 // degrees
)

// Candidates offers holding fire: for a model with a ranged weapon and
// no shot worth taking now, not already watching, with enemies that
// could come into its arc and reach with a move or two. It watches its
// arc for the most valuable of them, or, with an automatic weapon and two
// or more of them about, lays a lane towards the nearest. A side that
// must force the fight does not sit and wait, and at most half the side's
// models hold fire at a time, so the AP still go on moving and shooting.
func (m *module) Candidates(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	if a.BestShot() > 0 || u.Waiting || a.AP() < 2 || a.Attacker() && a.Urgency() > 0 || !a.Waits() {
		return
	}
	reach := Reach(u)
	if reach == 0 {
		return
	}
	waiting := 0
	own := a.Own()
	for _, o := range own {
		if o.Waiting {
			waiting++
		}
	}
	if 2*(waiting+1) > len(own) {
		return
	}
	best, nearest, worth, about, engaged := coming(a, u, reach)
	if best == nil || engaged {
		return
	}
	calm := 1 - a.Urgency()
	o := orders.Order{Unit: u.ID, Verb: Overwatch}
	if p := a.Preview(a.Side(), o); p.Err == nil {
		consider(facet.Candidate{Order: o, AP: p.AP, Score: overwatchShare * worth * calm})
	}
	if nearest != best || about > worth { // two or more about: a lane may pin several
		o := orders.Order{Unit: u.ID, Verb: Lane, Target: nearest.ID}
		if p := a.Preview(a.Side(), o); p.Err == nil {
			consider(facet.Candidate{Order: o, AP: p.AP, Score: laneShare * about * calm})
		}
	}
}

// Turn: the AI asks the overwatch module fourth, after grenades, powers
// and jams.
func (m *module) Turn() int { return 4 }

// coming finds the enemies that could come into u's arc (widened by
// arcSlack) and its reach with a move or two: the most valuable, worth
// worth, the nearest, and the worth of them all; engaged: an enemy is in
// base contact with u.
func coming(a facet.Advisor, u *orders.Unit, reach float64) (best, nearest *orders.Unit, worth, about float64, engaged bool) {
	arc := geom.HalfArc(a.Options().WideArc) + geom.Degrees(arcSlack)
	for _, e := range a.Enemies() {
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
		w := a.Value(e)
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

// watchedKey is what the AI keeps of its watches (Advisor.Keep): the
// round each model went on overwatch or laid a lane, by model.
type watchedKey struct{}

// watched is the round each of the AI's models went on overwatch.
func watched(a facet.Advisor) map[string]int {
	return a.Keep(watchedKey{}, func() any { return map[string]int{} }).(map[string]int)
}

// Declared notes the round a model was ordered on overwatch.
func (m *module) Declared(a facet.Advisor, steps []orders.Order) {
	for _, o := range steps {
		if o.Verb == Overwatch || o.Verb == Lane {
			watched(a)[o.Unit] = a.Round()
		}
	}
}

// Holds reports whether u still watches and should go on watching: it is
// not moved (which would break it, KG-WAIT-03, and waste its AP) the
// round it went on overwatch, nor later while an enemy may still come
// into its arc. Only a shot now is worth breaking it for.
func (m *module) Holds(a facet.Advisor, u *orders.Unit) bool {
	r, ok := watched(a)[u.ID]
	if !ok || !u.Waiting || a.Mark(u.ID, MarkWatching) == 0 {
		return false
	}
	if r == a.Round() {
		return true
	}
	best, _, _, _, engaged := coming(a, u, Reach(u))
	return best != nil && !engaged && !(a.Attacker() && a.Urgency() > 0)
}
