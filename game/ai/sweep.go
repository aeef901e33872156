package ai

import (
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/sweep"
	"github.com/krygothic/krygothic/rules/orders"
)

// sweepCandidates offers a sweep at each target in range that has other
// enemies near it, when the match plays with the sweep module (XS-27;
// otherwise every preview refuses). A sweep is worth the harm its exact
// odds promise each model it reaches, the target and the others: against
// a cluster it beats a shot at one of them, against a lone model it never
// does (its +1 TN), so it is not offered there.
func (a *Tactician) sweepCandidates(t *table, u *orders.Unit, consider func(candidate)) {
	if u.F.Ranged == nil || u.F.RangedBroken || !t.v.Plays(sweep.Name) {
		return
	}
	d := t.v.Content().Modules.Sweep
	if !d.Automatic(u.F.Ranged.ID) {
		return
	}
	for _, e := range t.targets {
		if !u.F.InRange(geom.Distance(u.Base, e.Base)) || !crowded(t, e, d.Radius) {
			continue
		}
		o := orders.Order{Unit: u.ID, Verb: sweep.Sweep, Target: e.ID}
		p := t.v.Preview(a.Side, o)
		if p.Err != nil || p.Odds == nil || len(p.Spread) == 0 || p.Ranged == nil || p.Ranged.OutOfRange {
			continue
		}
		worth := t.harm(e, *p.Odds)
		for _, s := range p.Spread {
			for _, other := range t.targets {
				if other.ID == s.Unit {
					worth += t.harm(other, s.Odds)
				}
			}
		}
		consider(candidate{order: o, ap: p.AP, score: worth})
	}
}

// crowded reports whether another enemy model stands within radius of e,
// base to base: a sweep at e could reach it (XS-27).
func crowded(t *table, e *orders.Unit, radius float64) bool {
	for _, o := range t.enemies {
		if o != e && o.Alive() && !o.Objective && geom.Distance(o.Base, e.Base) <= radius {
			return true
		}
	}
	return false
}
