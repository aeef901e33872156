package blast

import (
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
)

// Odds are the exact odds of a blast (XS-01) for every model it may
// come down on: on the point aimed at after a kept hit, on the thrower
// after a critical fail, or anywhere the scatter can take it after a
// miss. They are worked out from the same plan Resolve rolls, over
// every scatter the dice allow, so nothing is sampled.
type Odds struct {
	Hit          float64     // at least one hit kept: the template comes down on the point aimed at
	CriticalFail float64     // every die a 1: it comes down on the thrower (KG-DICE-08)
	Models       []ModelOdds // every model some landing covers, in the order first met
	who          []modelSeen // Models' fighters, and their wound dice's chances once worked out
}

// modelSeen is a model a landing covers: its fighter, and the chance its
// one wound die passes from the front and from the blind side (−1 until
// worked out).
type modelSeen struct {
	f    *combat.Fighter
	pass [2]float64
}

// ModelOdds are one model's odds under a blast.
type ModelOdds struct {
	ID      string
	Touched float64 // the template covers its base
	Wounded float64 // it takes at least one wound
	Removed float64 // it takes the wounds it has left
}

// OddsOf works out b's odds. The Under of b is asked once for each
// place the blast can come down: the point aimed at, the thrower's spot,
// and every scatter (the scatter dice's totals, capped, in 36
// directions).
func OddsOf(b Blast, opts combat.Options) (Odds, error) {
	p, err := b.Plan()
	if err != nil {
		return Odds{}, err
	}
	out := Odds{}
	if p.OutOfRange { // a dud: nothing comes down (KG-RC-11)
		return out, nil
	}
	hit := combat.HitDistribution(p.Dice, p.TN, p.Keep, opts.Mode)
	out.CriticalFail = hit.CritFail
	miss := 0.0
	for c := range 2 {
		miss += hit.ByHits[c][0]
	}
	// On target: the target takes its kept hits as a shot, the others a
	// die each.
	touched, _ := b.Under(b.Aim)
	for c := range 2 {
		for h, ph := range hit.ByHits[c] {
			if h == 0 || ph == 0 {
				continue
			}
			out.Hit += ph
			for _, t := range touched {
				if b.Target != nil && t.F == b.Target {
					left := max(t.F.WoundCapacity-t.F.Wounds, 0)
					dist := combat.WoundsGiven(h, p.WoundTN, p.MaxWounds, 0, c == 1, left, opts.Mode)
					out.add(t.F, ph, 1-dist[0], dist[left])
					continue
				}
				out.splash(t, b, ph, opts.Mode)
			}
		}
	}
	// A critical fail: on the thrower's spot.
	if hit.CritFail > 0 {
		at, _ := b.Under(b.From)
		for _, t := range at {
			out.splash(t, b, hit.CritFail, opts.Mode)
		}
	}
	// A miss: scattered. The scatter dice's total, capped, in one of 36
	// directions, each as likely.
	if miss > 0 {
		for dist, pd := range scatterDistances(b) {
			for dir := range 36 {
				rad := float64(dir) * 10 * math.Pi / 180
				at, _ := b.Under(Point{X: b.Aim.X + dist*math.Cos(rad), Y: b.Aim.Y + dist*math.Sin(rad)})
				for _, t := range at {
					out.splash(t, b, miss*pd/36, opts.Mode)
				}
			}
		}
	}
	return out, nil
}

// scatterDistances is the distribution of how far a miss scatters: the
// scatter dice's total, capped at the data's share of the distance.
func scatterDistances(b Blast) map[float64]float64 {
	totals := map[int]float64{0: 1}
	for range b.Scatter.ScatterDice {
		next := map[int]float64{}
		for s, p := range totals {
			for face := 1; face <= 6; face++ {
				next[s+face] += p / 6
			}
		}
		totals = next
	}
	out := map[float64]float64{}
	limit := b.Scatter.ScatterMaxShare * b.Distance
	for s, p := range totals {
		out[math.Min(float64(s), limit)] += p
	}
	return out
}

// splash adds, with probability p of this landing, a touched model's one
// wound die (XS-01).
func (o *Odds) splash(t Touched, b Blast, p float64, m dice.Mode) {
	i := o.seen(t.F)
	side := 0
	if t.BlindSide {
		side = 1
	}
	pass := o.who[i].pass[side]
	if pass < 0 {
		tn, _ := combat.WoundTN(t.F, b.Weapon, t.BlindSide)
		pass = dice.PassChance(tn, m)
		o.who[i].pass[side] = pass
	}
	removed := 0.0
	if t.F.WoundCapacity-t.F.Wounds <= 1 {
		removed = pass
	}
	o.count(i, p, pass, removed)
}

// add counts a landing of probability p that touches f, wounding it with
// probability wounded and removing it with probability removed.
func (o *Odds) add(f *combat.Fighter, p, wounded, removed float64) {
	o.count(o.seen(f), p, wounded, removed)
}

// seen is the index of f in Models, added when first met.
func (o *Odds) seen(f *combat.Fighter) int {
	for i, w := range o.who {
		if w.f == f {
			return i
		}
	}
	o.who = append(o.who, modelSeen{f: f, pass: [2]float64{-1, -1}})
	o.Models = append(o.Models, ModelOdds{ID: f.ID})
	return len(o.who) - 1
}

// count adds a landing of probability p to model i's odds.
func (o *Odds) count(i int, p, wounded, removed float64) {
	m := &o.Models[i]
	m.Touched += p
	m.Wounded += p * wounded
	m.Removed += p * removed
}

// Of returns the odds of the model with id, and whether any landing
// touches it.
func (o Odds) Of(id string) (ModelOdds, bool) {
	for _, m := range o.Models {
		if m.ID == id {
			return m, true
		}
	}
	return ModelOdds{}, false
}
