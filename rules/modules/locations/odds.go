package locations

import (
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
)

// ShotGrazeChance is the exact chance that a shot of plan p by shooter
// grazes the model it is aimed at, with melee other models in base
// contact with it (GAP-14: the shot lands on it 1 time in melee + 1): no
// attack of the shot wounds it, and a wound die of one of them misses
// its TN by exactly 1 (XS-10). Each attack's to-hit roll is the plan's
// (combat.HitDistribution); a suppressive shot rolls its wound dice on a
// critical only (KG-RC-12); a critical fail whose wounds remove the
// shooter stops the attacks left (KG-DICE-08), as the resolution does.
func ShotGrazeChance(p combat.RangedPlan, shooter *combat.Fighter, melee int, m dice.Mode) float64 {
	if p.OutOfRange || p.Attacks < 1 {
		return 0
	}
	hit := combat.HitDistribution(p.Dice, p.TN, p.Keep, m)
	pass, graze := dice.PassChance(p.WoundTN, m), GrazeChance(p.WoundTN, m)
	var wound, grazed float64 // one attack: it wounds; it wounds not and grazes
	for c := range 2 {
		for h, ph := range hit.ByHits[c] {
			if h == 0 || ph == 0 || !p.WoundRolls && c == 0 {
				continue
			}
			none, clean := math.Pow(1-pass, float64(h)), math.Pow(1-pass-graze, float64(h))
			wound += ph * (1 - none)
			grazed += ph * (none - clean)
		}
	}
	dead := hit.CritFail * shooterFalls(p, shooter, m)
	rest := 1 - wound - grazed - dead // the attack neither wounds nor grazes, and the shooter fights on
	// Attack by attack: still shooting, clean or grazed; stopped grazed.
	clean, hurt, stopped := 1.0, 0.0, 0.0
	for range p.Attacks {
		stopped += hurt * dead
		clean, hurt = clean*rest, clean*grazed+hurt*(grazed+rest)
	}
	return (hurt + stopped) / float64(melee+1)
}

// shooterFalls is the chance a critical fail's wounds remove the shooter:
// its own wound roll of min(dice, keep) dice at its own wound TN, capped
// at c (KG-DICE-08).
func shooterFalls(p combat.RangedPlan, s *combat.Fighter, m dice.Mode) float64 {
	left := max(s.WoundCapacity-s.Wounds, 0)
	if left == 0 || p.Weapon == nil {
		return 0
	}
	own, _ := combat.WoundTN(s, p.Weapon, false)
	return combat.WoundsGiven(min(p.Dice, p.Keep), own, p.MaxWounds, 0, false, left, m)[left]
}
