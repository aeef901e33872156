package blast

import (
	"slices"

	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Candidates offers a grenade thrown, or a launcher's shell fired, at
// each target in reach (every preview of a throw refuses without the
// module). A blast is worth the target's odds as a shot, and for each
// other model it may come down on (on target, scattered or fumbled), that
// model's worth times its exact chance of a wound, as the preview gives
// it: against the enemy's models it counts for the blast, against the
// side's own twice over. Aiming at clusters is what makes it pay.
func (m *module) Candidates(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	if u.Model != nil && u.Model.Grenades > 0 {
		// Past long range (3" × Strength) the penalty soon leaves nothing.
		candidates(a, u, Throw, float64(3*u.F.Stats.Strength.Dice())+2, consider)
	}
	if w := u.F.Ranged; w != nil && w.Template > 0 && !u.F.RangedBroken {
		candidates(a, u, Launch, w.Long+2, consider)
	}
}

// Turn: the AI asks the blast module first, where it weighed grenades
// before modules had folders.
func (m *module) Turn() int { return 1 }

// candidates offers the blast order verb at each target within reach
// inches.
func candidates(a facet.Advisor, u *orders.Unit, verb orders.Verb, reach float64, consider func(facet.Candidate)) {
	for _, e := range a.Targets() {
		if geom.Distance(u.Base, e.Base) > reach {
			continue
		}
		o := orders.Order{Unit: u.ID, Verb: verb, Target: e.ID}
		p := a.Preview(a.Side(), o)
		d := DetailOf(p)
		if p.Err != nil || p.Ranged == nil || p.Ranged.OutOfRange || d == nil {
			continue
		}
		worth := 0.0
		if p.Odds != nil {
			worth = a.Harm(e, *p.Odds)
		}
		if d.Odds != nil {
			worth += splash(a, e.ID, *d.Odds)
		}
		consider(facet.Candidate{Order: o, AP: p.AP, Score: worth})
	}
}

// splash is what a blast's wounds are worth to the side, but for its
// target's (the target's odds as a shot count those): each model's worth
// times its chance of a wound, over its wounds left; the side's own models
// count twice against it.
func splash(a facet.Advisor, target string, o Odds) float64 {
	units := a.Units()
	worth := 0.0
	for _, m := range o.Models {
		if m.ID == target {
			continue
		}
		i := slices.IndexFunc(units, func(u orders.Unit) bool { return u.ID == m.ID })
		if i < 0 {
			continue
		}
		u := &units[i]
		w := m.Wounded * a.Value(u) / float64(max(u.F.WoundCapacity-u.F.Wounds, 1))
		if u.Side == a.Index() {
			w *= -2
		}
		worth += w
	}
	return worth
}
