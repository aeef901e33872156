package locations

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
	"github.com/krygothic/krygothic/rules/odds"
	"github.com/krygothic/krygothic/rules/orders"
)

// The computer players and called shots: a head shot where it kills more
// often than the plain aimed shot, a vehicle's hull or weapon where
// striking it is worth more than the aimed shot's harm. Every candidate
// is previewed, so a head shot the rules refuse (a model not braced where
// stances are played) is never declared.

// Turn: the AI asks the locations module after the first pack's.
func (m *loaded) Turn() int { return 10 }

// Candidates offers u's called shots worth more than its plain aimed
// shot at the same enemy, each scored as the AI scores a shot (Harm),
// times the level's called_shot weight.
func (m *loaded) Candidates(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	weight := a.Weight("called_shot")
	if weight <= 0 || !canAim(u) {
		return
	}
	for _, e := range a.Targets() {
		if e.Objective || !e.Alive() || !u.F.InRange(geom.Distance(u.Base, e.Base)) {
			continue
		}
		aimed := a.Preview(a.Side(), orders.Order{Unit: u.ID, Verb: orders.Shoot, Target: e.ID, Shot: combat.Aimed})
		if aimed.Err != nil || aimed.Odds == nil {
			continue // the called shot is the aimed shot and more: refused too
		}
		if m.vehicle(e) {
			m.vehicleCall(a, u, e, a.Harm(e, *aimed.Odds), weight, consider)
			continue
		}
		o := orders.Order{Unit: u.ID, Verb: Call, Target: e.ID, Word: Head}
		p := a.Preview(a.Side(), o)
		if p.Err != nil || p.Odds == nil || p.Odds.Kill() <= aimed.Odds.Kill() {
			continue // the head shot does not kill more often than the aimed shot at the body
		}
		consider(facet.Candidate{Order: o, AP: p.AP, Score: weight * a.Harm(e, *p.Odds)})
	}
}

// vehicleCall offers the shot called at vehicle e's hull, which wrecks it
// when the wounds reach what the hull has left, or at its working
// weapon, which silences it (worth half the vehicle), whichever is worth
// more, if it is worth more than plain, the aimed shot's harm.
func (m *loaded) vehicleCall(a facet.Advisor, u, e *orders.Unit, plain, weight float64, consider func(facet.Candidate)) {
	s, ok := vehicles.FromMarks(m.vehicles, e, a.Mark)
	if !ok {
		return
	}
	left := float64(max(e.F.WoundCapacity-e.F.Wounds, 1))
	var best facet.Candidate
	for _, loc := range []string{vehicles.Hull, vehicles.Weapon} {
		share := 1.0
		if loc == vehicles.Weapon {
			if e.F.Ranged == nil || e.F.RangedBroken {
				continue
			}
			share = 0.5
		}
		if s.Left[loc] == 0 {
			continue
		}
		o := orders.Order{Unit: u.ID, Verb: Call, Target: e.ID, Word: loc}
		p := a.Preview(a.Side(), o)
		if p.Err != nil || p.Odds == nil {
			continue
		}
		worth := a.Value(e) * (share*odds.AtLeast(p.Odds.Wounds, s.Left[loc]) + 0.5*p.Odds.MeanWounds()/left)
		if worth > plain && weight*worth > best.Score {
			best = facet.Candidate{Order: o, AP: p.AP, Score: weight * worth}
		}
	}
	if best.Score > 0 {
		consider(best)
	}
}
