package ai

import (
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/odds"
	"github.com/krygothic/krygothic/rules/orders"
)

// splashChance is roughly how often a blast's single wound die wounds a
// model under the template that is not its target (XS-01): a wound TN of
// about Body + armour − 3 passes on a 4 or 5.
const splashChance = 0.4

// grenadeCandidates offers a grenade thrown at each target in reach, when
// the match plays with the blast module (XS-01; otherwise every preview
// refuses). A throw is worth the target's odds as a shot, and for each
// other model its template would cover, that model's worth times the
// chance the throw lands and its wound die passes: against the enemy's
// models it counts for the throw, against the side's own twice over.
// Throwing at clusters is what makes it pay.
func (a *Tactician) grenadeCandidates(t *table, u *orders.Unit, consider func(candidate)) {
	if u.Model == nil || u.Model.Grenades == 0 {
		return
	}
	reach := float64(3*u.F.Stats.Strength.Dice()) + 2 // past long range the penalty soon leaves nothing
	for _, e := range t.targets {
		if geom.Distance(u.Base, e.Base) > reach {
			continue
		}
		o := orders.Order{Unit: u.ID, Verb: blast.Throw, Target: e.ID}
		p := t.v.Preview(a.Side, o)
		if p.Err != nil || p.Ranged == nil || p.Ranged.OutOfRange || p.Template == nil {
			continue
		}
		dist, err := odds.KeptSuccesses(p.Ranged.Dice, p.Ranged.TN, p.Ranged.Keep, dice.Table) // the 7+ table; a sum7plus match differs only past TN 6
		if err != nil {
			continue
		}
		lands := odds.AtLeast(dist, 1)
		worth := 0.0
		if p.Odds != nil {
			worth = t.harm(e, *p.Odds)
		}
		for i := range t.units {
			o := &t.units[i]
			if o.ID == e.ID || !o.Alive() || !geom.Touches(p.Template.Centre, p.Template.Radius, o.Base) {
				continue
			}
			left := float64(max(o.F.WoundCapacity-o.F.Wounds, 1))
			w := lands * splashChance * t.value(o) / left
			if o.Side == t.index {
				w *= -2
			}
			worth += w
		}
		consider(candidate{o, p.AP, worth})
	}
}
