package melee

import (
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// What the module's orders are worth to the AI, as shares of the worth of
// the model that gives them.
const (
	// berserkRisk is the price of going berserk for each enemy left to
	// strike the model at Body 0 (the target counted as it may survive).
	berserkRisk = 0.15
	// followContact is a follow-up into contact with a new enemy (it
	// strikes first next); followCloser one that only closes in.
	followContact = 0.15
	followCloser  = 0.05
)

// Candidates: a model strikes from its reach weapon's reach; goes
// berserk where the extra wounds are worth more than standing at Body 0
// among the enemies that may strike back; follows up, into contact with
// the nearest enemy if it can reach it, else towards it. Ganging up
// needs no candidate of its own: the core's attacks and charges are
// weighed with the gang-up's odds.
func (m *module) Candidates(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	if a.Mark(u.ID, FollowMark) > 0 {
		m.followUp(a, u, consider)
	}
	reach := geom.ContactDistance
	if m.data.Has(weaponID(u), Reach) {
		reach += m.data.ReachInches
	}
	for _, e := range a.Targets() {
		if !e.Alive() || e.Objective || geom.Distance(u.Base, e.Base) > reach {
			continue
		}
		contact := geom.InContact(u.Base, e.Base)
		if !contact {
			o := orders.Order{Unit: u.ID, Verb: orders.Attack, Target: e.ID, Attack: combat.UseWeapon}
			if p := a.Preview(a.Side(), o); p.Err == nil && p.Odds != nil {
				consider(facet.Candidate{Order: o, AP: p.AP, Score: a.Harm(e, *p.Odds) - a.Risk(u, e)})
			}
		}
		m.berserk(a, u, e, consider)
	}
}

// berserk offers a berserk attack by u on e when the odds say so: the
// wounds it adds over a plain attack are worth more than the exposure.
func (m *module) berserk(a facet.Advisor, u, e *orders.Unit, consider func(facet.Candidate)) {
	if a.Mark(u.ID, BerserkMark) > 0 || m.data.BerserkCC == 0 {
		return // already berserk: its attacks have the CC
	}
	o := orders.Order{Unit: u.ID, Verb: Berserk, Target: e.ID, Word: BerserkWords[0]}
	p := a.Preview(a.Side(), o)
	d, ok := p.Detail.(*BerserkDetail)
	if p.Err != nil || p.Odds == nil || !ok {
		return
	}
	gain := a.Harm(e, *p.Odds) - a.Harm(e, d.Plain)
	foes := -p.Odds.Kill() // the target may fall to it
	for _, f := range a.Enemies() {
		if f.Alive() && !f.Objective && geom.InContact(u.Base, f.Base) {
			foes++
		}
	}
	exposure := berserkRisk * a.Value(u) * math.Max(foes, 0.25)
	if gain <= exposure {
		return
	}
	consider(facet.Candidate{Order: o, AP: p.AP, Score: a.Harm(e, *p.Odds) - a.Risk(u, e) - exposure})
}

// followUp offers u's follow-up: into contact with the nearest enemy it
// can reach, else as far towards it as it may go.
func (m *module) followUp(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	var near *orders.Unit
	best := math.Inf(1)
	for _, e := range a.Enemies() {
		if d := geom.Distance(u.Base, e.Base); e.Alive() && !e.Objective && d < best {
			near, best = e, d
		}
	}
	if near == nil {
		return
	}
	limit := m.data.FollowShare * float64(u.F.Stats.Speed.Dice())
	dir := near.Base.Centre.Sub(u.Base.Centre)
	if dir.Len() == 0 || limit <= 0 {
		return
	}
	dir = dir.Scale(1 / dir.Len())
	gap := best - 0.02 // to touch, not overlap
	worth := followContact
	if gap > limit {
		gap, worth = limit, followCloser
	}
	for _, f := range []float64{1, 0.75, 0.5, 0.25} {
		at := u.Base.Centre.Add(dir.Scale(gap * f))
		o := orders.Order{Unit: u.ID, Verb: Follow, X: math.Round(at.X*100) / 100, Y: math.Round(at.Y*100) / 100, Point: true}
		if p := a.Preview(a.Side(), o); p.Err == nil {
			consider(facet.Candidate{Order: o, AP: p.AP, Score: worth * a.Value(u)})
			return
		}
	}
}

// Turn: the AI asks the melee module after the others it asked before.
func (m *module) Turn() int { return 8 }
