package combat

import "github.com/krygothic/krygothic/rules/dice"

// AttackOdds is the exact distribution of wounds one attack of ranged
// plan p deals to a target with left wounds left: its to-hit roll, its
// criticals and its wound roll, as the resolution rolls them; no second
// attack, no shot into a melee (RangedOdds adds those). A rule module
// weighs a plan of its own making with it (a braced shot's, XS-06): part
// of combat's toolkit.
func AttackOdds(p RangedPlan, left int, m dice.Mode) Odds {
	one := Odds{Wounds: make([]float64, left+1)}
	if p.OutOfRange {
		one.Wounds[0] = 1
		return one
	}
	hit := HitDistribution(p.Dice, p.TN, p.Keep, m)
	one.CriticalFail = hit.CritFail
	one.Wounds[0] += hit.CritFail
	for c := range 2 {
		for h, ph := range hit.ByHits[c] {
			if ph == 0 {
				continue
			}
			if h > 0 {
				one.Hit += ph
			}
			if c == 1 {
				one.CriticalPass += ph
			}
			if h == 0 || !p.WoundRolls && c == 0 {
				one.Wounds[0] += ph
				continue
			}
			for w, pw := range woundsTimes(h, p.WoundTN, p.MaxWounds, 0, c == 1, p.WoundFactor, left, m) {
				one.Wounds[w] += ph * pw
			}
		}
	}
	return one
}
