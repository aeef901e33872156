package vehicles

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The computer players and vehicles: a vehicle rams, every attack on one
// may wreck it, and its moves keep to its speed window.

// Turn: the AI asks for rams after every other module's orders, where it
// asked before the module had a folder.
func (m *loaded) Turn() int { return 9 }

// Candidates offers a vehicle's ram at each enemy model its drive can
// reach (otherwise the speed window refuses a ram too far or too near). A
// ram is worth the target's odds (a model on foot mostly dodges; a
// vehicle cannot), less the half of the wounds dealt that the rammer takes
// on its own hull.
func (m *loaded) Candidates(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	if m.data.Of(u) == nil || u.F.Pin.ByMiss {
		return
	}
	reach := float64(u.F.Stats.Speed.Dice()) + 1.5 // the drive, and the two bases to contact
	for _, e := range a.Targets() {
		if e.Objective || geom.Distance(u.Base, e.Base) > reach {
			continue
		}
		o := orders.Order{Unit: u.ID, Verb: Ram, Target: e.ID}
		p := a.Preview(a.Side(), o)
		if p.Err != nil || p.Odds == nil {
			continue
		}
		// The recoil, half the wounds dealt, strikes the hull.
		hull := 1.0
		if s, ok := FromMarks(m.data, u, a.Mark); ok {
			hull = float64(max(s.Left[Hull], 1))
		}
		recoil := a.Value(u) * 0.5 * p.Odds.MeanWounds() / 2 / hull
		consider(facet.Candidate{Order: o, AP: p.AP, Score: a.Harm(e, *p.Odds) - recoil})
	}
}

// Kill: an attack removes a vehicle with all its wounds, or with its hull
// destroyed, whichever is likelier.
func (m *loaded) Kill(a facet.Advisor, e *orders.Unit, o combat.Odds, chance float64) float64 {
	if s, ok := FromMarks(m.data, e, a.Mark); ok {
		return max(chance, s.WreckChance(m.data.LocationFaces, o.Wounds))
	}
	return chance
}

// Drive: a vehicle's next move keeps to its speed window. A spot d inches
// away in a straight line may be in it: a path is at least as long, and a
// move's length rounds to whole inches (the preview then checks the path
// itself).
func (m *loaded) Drive(a facet.Advisor, u *orders.Unit) (func(d float64) bool, bool) {
	s, ok := FromMarks(m.data, u, a.Mark)
	if !ok {
		return nil, false
	}
	lo, hi := s.Window()
	return func(d float64) bool { return d <= float64(hi)+0.5 && d >= float64(lo)-0.5 }, true
}
