package ai

import (
	"cmp"
	"math"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/psychic"
	"github.com/krygothic/krygothic/rules/orders"
)

// The psychic discipline (GAP-22): a psychic weighs each power it knows
// by the power's exact odds (the preview's), less what its backlash
// risks: a wound of its own.

// What a power's effect is worth, as a share of the value of the model
// it touches (the bolt's wound is weighed as a shot's, t.harm).
const (
	pinWorth  = 0.3  // an enemy pinned by terror: it may only back away, and shoots worse
	veilWorth = 0.03 // a friend in the enemy's sights, harder to hit for the round
	mendWorth = 0.5  // a wound healed: as much as a wound dealt
	calmWorth = 2    // times the Unpin weight: a sure unpin against a re-roll
)

// warpRings are the distances, in inches, at which a psychic weighs
// warping, twelve bearings on each.
var warpRings = []float64{6, 12, 18}

// psychicCandidates offers u's powers, when u is a psychic and the
// match plays the discipline.
func (a *Tactician) psychicCandidates(t *table, u *orders.Unit, consider func(candidate)) {
	if !psychic.Psychic(u) || !t.v.Plays(psychic.Name) {
		return
	}
	// offer weighs o and reports whether the rules allow it.
	offer := func(o orders.Order, worth func(p orders.PowerOdds) float64) bool {
		p := t.v.Preview(a.Side, o)
		if p.Err != nil || p.Power == nil {
			return false
		}
		if score := worth(*p.Power) - p.Power.Backlash*t.harm(u, oneWound(u, 1)); score > 0 {
			consider(candidate{order: o, ap: p.AP, score: score})
		}
		return true
	}
	for _, e := range t.targets {
		if e.Objective {
			continue
		}
		if psychic.Knows(u, string(psychic.Bolt)) {
			offer(orders.Order{Unit: u.ID, Verb: psychic.Bolt, Target: e.ID}, func(p orders.PowerOdds) float64 { return t.harm(e, oneWound(e, p.Works)) })
		}
		if psychic.Knows(u, string(psychic.Terror)) && !e.F.Pin.ByHit && !e.F.SquadLeader {
			offer(orders.Order{Unit: u.ID, Verb: psychic.Terror, Target: e.ID}, func(p orders.PowerOdds) float64 { return p.Works * pinWorth * t.value(e) })
		}
	}
	for _, f := range t.own {
		if !f.Alive() {
			continue
		}
		if f.F.Wounds > 0 && psychic.Knows(u, string(psychic.Mend)) {
			offer(orders.Order{Unit: u.ID, Verb: psychic.Mend, Target: f.ID}, func(p orders.PowerOdds) float64 { return p.Works * mendWorth * t.value(f) })
		}
		if f.F.Pin.Pinned() && psychic.Knows(u, string(psychic.Calm)) {
			w := a.Level.Weights.Unpin
			offer(orders.Order{Unit: u.ID, Verb: psychic.Calm, Target: f.ID}, func(p orders.PowerOdds) float64 { return p.Works * calmWorth * w * t.value(f) })
		}
		if psychic.Knows(u, string(psychic.Veil)) && exposed(t, f) {
			offer(orders.Order{Unit: u.ID, Verb: psychic.Veil, Target: f.ID}, func(p orders.PowerOdds) float64 { return p.Works * veilWorth * t.value(f) })
		}
	}
	if psychic.Knows(u, string(psychic.Warp)) && !u.F.Pin.Pinned() {
		a.warpCandidates(t, u, offer)
	}
}

// warpCandidates offers a warp out of a fight u is in: to the point on
// warpRings whose ground (a.ground) beats where it stands, counting what
// the fight risks there (t.risk, in the ground's units), by the most.
// A psychic out of a fight does not warp: measured, warping to better
// ground lost games (docs/ai.md, "Psychic powers").
func (a *Tactician) warpCandidates(t *table, u *orders.Unit, offer func(orders.Order, func(orders.PowerOdds) float64) bool) {
	w := &a.Level.Weights
	risk := 0.0
	for _, e := range t.enemies {
		if e.Alive() && geom.InContact(u.Base, e.Base) {
			risk += t.risk(u, e)
		}
	}
	if risk == 0 {
		return
	}
	here := a.ground(t, u, u.Base.Centre) - risk/(w.Move*t.value(u))
	type spot struct {
		at   geom.Vec
		gain float64
	}
	var spots []spot
	for _, r := range warpRings {
		for k := range 12 {
			bearing := float64(k) * math.Pi / 6
			p := geom.Vec{X: math.Round(2*(u.Base.Centre.X+r*math.Cos(bearing))) / 2, Y: math.Round(2*(u.Base.Centre.Y+r*math.Sin(bearing))) / 2}
			if _, ok := t.deck.CellAt(p); !ok {
				continue
			}
			if gain := a.ground(t, u, p) - here; gain > w.LeastGain*(1-t.urgency) {
				spots = append(spots, spot{p, gain})
			}
		}
	}
	slices.SortStableFunc(spots, func(x, y spot) int { return cmp.Compare(y.gain, x.gain) })
	for _, s := range spots[:min(len(spots), warpTries)] {
		o := orders.Order{Unit: u.ID, Verb: psychic.Warp, X: s.at.X, Y: s.at.Y, Point: true}
		if offer(o, func(p orders.PowerOdds) float64 { return p.Works * s.gain * w.Move * t.value(u) }) {
			return // the best point it may warp to
		}
	}
}

// warpTries is how many of the best points a psychic asks the rules
// about before it gives up on warping (a point may be in a wall, out of
// view or taken).
const warpTries = 6

// exposed reports whether an enemy gun has f in its sights: within its
// long range and seeing it out of cover.
func exposed(t *table, f *orders.Unit) bool {
	shelter, threats := t.shelter(f, f.Base.Centre)
	return threats > 0 && shelter < float64(threats)
}

// oneWound is the odds of an effect that deals e one wound with chance p.
func oneWound(e *orders.Unit, p float64) combat.Odds {
	left := max(e.F.WoundCapacity-e.F.Wounds, 1)
	w := make([]float64, left+1)
	w[0], w[1] = 1-p, p
	return combat.Odds{Wounds: w, Hit: p}
}
