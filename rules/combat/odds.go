package combat

import (
	"math"

	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/odds"
)

// Exact odds of a declared attack, for the client's preview and the AI.

// Odds is the exact outcome distribution of one declared attack.
type Odds struct {
	// Wounds[i] is the probability that the target takes exactly i wounds,
	// for i = 0 up to the wounds it has left (dealing more is impossible).
	Wounds       []float64
	Hit          float64 // at least one hit kept (in close combat: before the avoid roll)
	CriticalFail float64 // every to-hit die a 1 (KG-DICE-08)
	CriticalPass float64 // three or more 6s and a hit (KG-DICE-09)
}

// Kill is the probability the attack removes the target.
func (o Odds) Kill() float64 { return o.Wounds[len(o.Wounds)-1] }

// MeanWounds is the expected number of wounds.
func (o Odds) MeanWounds() float64 { return odds.Mean(o.Wounds) }

// HitOutcome is the to-hit roll's distribution: ByHits[c][h] is the
// probability of h kept hits with (c = 1) or without (c = 0) a critical
// pass; critical fails are kept apart.
type HitOutcome struct {
	ByHits   [2][]float64
	CritFail float64
}

// HitDistribution works out the to-hit roll of n dice against tn keeping
// at most keep: per die, every chain is judged by dice.Passes, and its 6s
// counted up to 3; the dice are then combined one at a time.
func HitDistribution(n, tn, keep int, m dice.Mode) HitOutcome {
	// Per die: p[pass][sixes], sixes capped at 3.
	var die [2][4]float64
	k := (tn - 6 + 3) / 4
	depth := max(3, k+1, (tn+5)/6) + 1 // past this many 6s every chain passes
	for s := 0; s < depth; s++ {
		chain := make(dice.Chain, s+1)
		for i := range s {
			chain[i] = 6
		}
		for face := 1; face <= 5; face++ {
			chain[s] = face
			pass := 0
			if dice.Passes(chain, tn, m) {
				pass = 1
			}
			die[pass][min(s, 3)] += math.Pow(1.0/6, float64(s+1))
		}
	}
	die[1][3] += math.Pow(1.0/6, float64(depth)) // the all-6 tail passes
	// All dice: joint[passes][sixes].
	joint := make([][4]float64, n+1)
	joint[0][0] = 1
	for d := 1; d <= n; d++ {
		next := make([][4]float64, n+1)
		for p := 0; p < d; p++ {
			for s := range 4 {
				if joint[p][s] == 0 {
					continue
				}
				for pass := range 2 {
					for ds := range 4 {
						next[p+pass][min(s+ds, 3)] += joint[p][s] * die[pass][ds]
					}
				}
			}
		}
		joint = next
	}
	out := HitOutcome{ByHits: [2][]float64{make([]float64, keep+1), make([]float64, keep+1)}}
	if n > 0 {
		out.CritFail = math.Pow(1.0/6, float64(n))
	}
	for p := range joint {
		for s := range 4 {
			h := min(p, keep)
			crit := 0
			if s >= dice.CriticalSixes && h > 0 {
				crit = 1
			}
			out.ByHits[crit][h] += joint[p][s]
		}
	}
	out.ByHits[0][0] -= out.CritFail // all 1s: no hit, no six, but a critical fail
	return out
}

// WoundsGiven is the distribution of wounds from h wound dice at woundTN,
// capped at maxWounds (0: no cap) and at paid (0: no limit), doubled on a
// critical, and clamped at the wounds the target has left.
func WoundsGiven(h, woundTN, maxWounds, paid int, crit bool, left int, m dice.Mode) []float64 {
	return woundsTimes(h, woundTN, maxWounds, paid, crit, 1, left, m)
}

// woundsTimes is WoundsGiven with the wounds after the caps multiplied
// by factor (a rule module's, RangedPlan.WoundFactor), as a critical's are.
func woundsTimes(h, woundTN, maxWounds, paid int, crit bool, factor, left int, m dice.Mode) []float64 {
	out := make([]float64, left+1)
	for s, p := range odds.Binomial(h, dice.PassChance(woundTN, m)) {
		w := s
		if maxWounds > 0 {
			w = min(w, maxWounds)
		}
		if paid > 0 {
			w = min(w, paid)
		}
		w *= factor
		if crit {
			w *= 2
		}
		out[min(w, left)] += p
	}
	return out
}

// RangedOdds is the exact distribution of wounds a declared ranged attack
// deals, computed from the same plan the resolution rolls.
func RangedOdds(a RangedAttack, opts Options) (Odds, error) {
	p, err := a.Plan()
	if err != nil {
		return Odds{}, err
	}
	left := a.Target.WoundsLeft()
	one := AttackOdds(p, left, opts.Mode)
	if p.OutOfRange {
		return one, nil
	}
	out := one
	switch {
	case p.Attacks == 2:
		out = snapOdds(one, one.CriticalFail*shooterDies(a, p, opts.Mode), left)
	case p.Attacks > 2:
		out = volleyOdds(one, one.CriticalFail*shooterDies(a, p, opts.Mode), left, p.Attacks)
	}
	if n := len(a.Melee) + 1; n > 1 { // GAP-14: the shot lands on the target 1 time in n
		for i := range out.Wounds {
			out.Wounds[i] /= float64(n)
		}
		out.Wounds[0] += float64(n-1) / float64(n)
	}
	return out, nil
}

// shooterDies is the chance a critical fail removes the shooter: its own
// wound roll of min(dice, keep) dice, capped at c (KG-DICE-08).
func shooterDies(a RangedAttack, p RangedPlan, m dice.Mode) float64 {
	s := a.Shooter
	left := max(s.WoundCapacity-s.Wounds, 0)
	own, _ := WoundTN(s, p.Weapon, false)
	dist := WoundsGiven(min(p.Dice, p.Keep), own, p.MaxWounds, 0, false, left, m)
	return dist[left]
}

// snapOdds combines a snap shot's two attacks: the second is rolled unless
// the first killed the shooter (pDead, part of one.Wounds[0]); neither can
// deal more than the target has left.
func snapOdds(one Odds, pDead float64, left int) Odds {
	both := func(p float64) float64 { return 1 - (1-p)*(1-p) }
	two := Odds{Wounds: make([]float64, left+1), Hit: both(one.Hit), CriticalFail: both(one.CriticalFail), CriticalPass: both(one.CriticalPass)}
	for i, pi := range one.Wounds {
		if i == 0 {
			pi -= pDead
			two.Wounds[0] += pDead
		}
		for j, pj := range one.Wounds {
			two.Wounds[min(i+j, left)] += pi * pj
		}
	}
	return two
}

// volleyOdds is the odds of n attacks in a row, each with the odds one,
// each stopping the rest when it removes the shooter (a critical fail,
// pDead of each attack): weapons fired together in one shot. Hit, critical
// fail and critical pass are those of at least one attack.
func volleyOdds(one Odds, pDead float64, left, n int) Odds {
	atLeastOnce := func(p float64) float64 { return 1 - math.Pow(1-p, float64(n)) }
	out := Odds{Wounds: make([]float64, left+1), Hit: atLeastOnce(one.Hit), CriticalFail: atLeastOnce(one.CriticalFail), CriticalPass: atLeastOnce(one.CriticalPass)}
	alive := make([]float64, left+1) // the shooter still shooting, by wounds dealt so far
	alive[0] = 1
	for range n {
		next := make([]float64, left+1)
		for i, pi := range alive {
			if pi == 0 {
				continue
			}
			out.Wounds[i] += pi * pDead // it fell: the rest are not fired
			for j, pj := range one.Wounds {
				if j == 0 {
					pj -= pDead
				}
				next[min(i+j, left)] += pi * pj
			}
		}
		alive = next
	}
	for i, p := range alive {
		out.Wounds[i] += p
	}
	return out
}

// CCOdds is the exact distribution of wounds a declared close-combat attack
// deals, with the defence type and paid extra wounds fixed in advance, and
// fear and pure horror tests weighed in.
func CCOdds(a CCAttack, choose Fixed, opts Options) (Odds, error) {
	if err := a.Legal(); err != nil {
		return Odds{}, err
	}
	def := NoDefenceType
	if a.Defence == Active {
		def = choose.Defence(0, a.LegalDefences())
		if err := a.legalDefence(def); err != nil {
			return Odds{}, err
		}
	}
	left := a.Defender.WoundsLeft()
	total := Odds{Wounds: make([]float64, left+1)}
	for _, branch := range a.fearBranches(opts.Mode) {
		if branch.noAttack {
			total.Wounds[0] += branch.p
			continue
		}
		o := a.ccOdds(a.plan(def, branch.shaken), def, choose, left, opts.Mode)
		total.Hit += branch.p * o.Hit
		total.CriticalFail += branch.p * o.CriticalFail
		total.CriticalPass += branch.p * o.CriticalPass
		for i, p := range o.Wounds {
			total.Wounds[i] += branch.p * p
		}
	}
	return total, nil
}

// fearBranch is one way the pre-attack psychology can go, and its chance.
type fearBranch struct {
	shaken   shock
	noAttack bool // fear shock sent a model running, or froze the attacker: no attack
	p        float64
}

// fearBranches follows psychologyTest, as ccPsychology does: who tests,
// and the chance they fail.
func (a CCAttack) fearBranches(m dice.Mode) []fearBranch {
	fail := func(dice, tn int) float64 {
		return math.Pow(1-chance(tn, m), float64(max(dice, 0)))
	}
	t := a.psychologyTest()
	var pFail float64
	var will int
	switch t.kind {
	case horrorTest:
		will = t.victim.Stats.Willpower.Dice()
		pFail = fail(will/2, fearTN)
	case fearTest:
		pFail = fail(t.victim.Stats.Willpower.Dice(), fearTN)
		will = math.MaxInt // fear alone never makes a model run
	default:
		return []fearBranch{{p: 1}}
	}
	if !t.onDefender { // an attacker shocked by a pure horror freezes (KG-PSY-06/08)
		return []fearBranch{{p: 1 - pFail}, {noAttack: true, p: pFail}}
	}
	shaken := shock{defender: true}
	if will <= 2 { // KG-PSY-08: a 6 and the shocked model runs off
		return []fearBranch{{p: 1 - pFail}, {shaken: shaken, p: pFail * 5 / 6}, {noAttack: true, p: pFail / 6}}
	}
	return []fearBranch{{p: 1 - pFail}, {shaken: shaken, p: pFail}}
}

func chance(tn int, m dice.Mode) float64 { return dice.PassChance(tn, m) }

// ccOdds is the distribution for one plan: to hit, avoid, wound.
func (a CCAttack) ccOdds(p CCPlan, def DefenceType, choose Fixed, left int, m dice.Mode) Odds {
	o := Odds{Wounds: make([]float64, left+1)}
	hit := HitDistribution(p.Dice, p.TN, p.Keep, m)
	o.CriticalFail = hit.CritFail
	o.Wounds[0] += hit.CritFail
	avoid, _ := odds.KeptSuccesses(p.AvoidDice, p.AvoidTN, p.AvoidKeep, m)
	paid := 1 + max(choose.ExtraWounds, 0)
	if p.MultipleWounds {
		paid = 0
	}
	for c := range 2 {
		for h, ph := range hit.ByHits[c] {
			if ph == 0 {
				continue
			}
			if h > 0 {
				o.Hit += ph
			}
			if c == 1 {
				o.CriticalPass += ph
			}
			if h == 0 && def != CounterAttack {
				o.Wounds[0] += ph // no hit: no avoid roll, no wound
				continue
			}
			for saves, pa := range avoid {
				through := h
				if def != CounterAttack {
					through = max(h-saves, 0)
				}
				var wounds []float64
				switch {
				case through == 0 || a.Attack == Shove:
					wounds = []float64{1}
				case a.Attack == Tackle:
					wounds = a.tackleWounds(through, left, m)
				default:
					wounds = WoundsGiven(through, p.WoundTN, p.MaxWounds, paid, c == 1, left, m)
				}
				for w, pw := range wounds {
					o.Wounds[w] += ph * pa * pw
				}
			}
		}
	}
	return o
}

// tackleWounds mirrors tackle: wound saves only when an object stops them.
func (a CCAttack) tackleWounds(through, left int, m dice.Mode) []float64 {
	travel := float64(a.Attacker.Stats.Strength.Dice() + through)
	if a.Obstacle <= 0 || a.Obstacle > travel {
		return []float64{1}
	}
	tn, _ := OwnWoundTN(a.Defender, nil)
	return WoundsGiven(max(int(math.Floor(a.Obstacle)), 1), tn, 0, 0, false, left, m)
}
