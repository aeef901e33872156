package ai

import (
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/orders"
)

// grenadeCandidates offers a grenade thrown, or a launcher's shell fired,
// at each target in reach, when the match plays with the blast module
// (XS-01; otherwise every preview refuses). A blast is worth the target's
// odds as a shot, and for each other model it may come down on (on
// target, scattered or fumbled), that model's worth times its exact
// chance of a wound, as the preview gives it: against the enemy's models
// it counts for the blast, against the side's own twice over. Aiming at
// clusters is what makes it pay.
func (a *Tactician) grenadeCandidates(t *table, u *orders.Unit, consider func(candidate)) {
	if u.Model != nil && u.Model.Grenades > 0 {
		// Past long range (3" × Strength) the penalty soon leaves nothing.
		a.blastCandidates(t, u, blast.Throw, float64(3*u.F.Stats.Strength.Dice())+2, consider)
	}
	if w := u.F.Ranged; w != nil && w.Template > 0 && !u.F.RangedBroken {
		a.blastCandidates(t, u, blast.Launch, w.Long+2, consider)
	}
}

// blastCandidates offers the blast order verb at each target within reach
// inches.
func (a *Tactician) blastCandidates(t *table, u *orders.Unit, verb orders.Verb, reach float64, consider func(candidate)) {
	for _, e := range t.targets {
		if geom.Distance(u.Base, e.Base) > reach {
			continue
		}
		o := orders.Order{Unit: u.ID, Verb: verb, Target: e.ID}
		p := t.v.Preview(a.Side, o)
		if p.Err != nil || p.Ranged == nil || p.Ranged.OutOfRange || p.Template == nil {
			continue
		}
		worth := 0.0
		if p.Odds != nil {
			worth = t.harm(e, *p.Odds)
		}
		if p.Blast != nil {
			worth += t.splash(e.ID, *p.Blast)
		}
		consider(candidate{order: o, ap: p.AP, score: worth})
	}
}

// splash is what a blast's wounds are worth to the side, but for its
// target's (the target's odds as a shot count those): each model's worth
// times its chance of a wound, over its wounds left; the side's own models
// count twice against it.
func (t *table) splash(target string, o combat.BlastOdds) float64 {
	worth := 0.0
	for _, m := range o.Models {
		if m.ID == target {
			continue
		}
		i := slices.IndexFunc(t.units, func(u orders.Unit) bool { return u.ID == m.ID })
		if i < 0 {
			continue
		}
		u := &t.units[i]
		w := m.Wounded * t.value(u) / float64(max(u.F.WoundCapacity-u.F.Wounds, 1))
		if u.Side == t.index {
			w *= -2
		}
		worth += w
	}
	return worth
}
