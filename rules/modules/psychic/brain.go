package psychic

import (
	"cmp"
	"math"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The computer players' psychics: a psychic weighs each power it knows by
// the power's exact odds (the preview's), less what its backlash risks:
// a wound of its own (docs/ai.md, "Psychic powers").

// What a power's effect is worth, as a share of the value of the model
// it touches (the bolt's wound is weighed as a shot's, Advisor.Harm).
const (
	pinWorth  = 0.3  // an enemy pinned by terror: it may only back away, and shoots worse
	veilWorth = 0.03 // a friend in the enemy's sights, harder to hit for the round
	mendWorth = 0.5  // a wound healed: as much as a wound dealt
	calmWorth = 2    // times the Unpin weight: a sure unpin against a re-roll
)

// warpRings are the distances, in inches, at which a psychic weighs
// warping, twelve bearings on each.
var warpRings = []float64{6, 12, 18}

// Turn: the AI asks the discipline second, after the grenades.
func (m *module) Turn() int { return 2 }

// Candidates offers u's powers, when u is a psychic.
func (m *module) Candidates(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	if !m.psychic(u) {
		return
	}
	// offer weighs o and reports whether the rules allow it.
	offer := func(o orders.Order, worth func(p Odds) float64) bool {
		p := a.Preview(a.Side(), o)
		po, ok := p.Detail.(*Odds)
		if p.Err != nil || !ok {
			return false
		}
		if score := worth(*po) - po.Backlash*a.Harm(u, oneWound(u, 1)); score > 0 {
			consider(facet.Candidate{Order: o, AP: p.AP, Score: score})
		}
		return true
	}
	for _, e := range a.Targets() {
		if e.Objective {
			continue
		}
		if m.knows(u, string(Bolt)) {
			offer(orders.Order{Unit: u.ID, Verb: Bolt, Target: e.ID}, func(p Odds) float64 { return a.Harm(e, oneWound(e, p.Works)) })
		}
		if m.knows(u, string(Terror)) && !e.F.Pin.ByHit && !e.F.SquadLeader {
			offer(orders.Order{Unit: u.ID, Verb: Terror, Target: e.ID}, func(p Odds) float64 { return p.Works * pinWorth * a.Value(e) })
		}
	}
	for _, f := range a.Own() {
		if !f.Alive() {
			continue
		}
		if f.F.Wounds > 0 && m.knows(u, string(Mend)) {
			offer(orders.Order{Unit: u.ID, Verb: Mend, Target: f.ID}, func(p Odds) float64 { return p.Works * mendWorth * a.Value(f) })
		}
		if f.F.Pin.Pinned() && m.knows(u, string(Calm)) {
			w := a.CoreWeight("unpin")
			offer(orders.Order{Unit: u.ID, Verb: Calm, Target: f.ID}, func(p Odds) float64 { return p.Works * calmWorth * w * a.Value(f) })
		}
		if m.knows(u, string(Veil)) && exposed(a, f) {
			offer(orders.Order{Unit: u.ID, Verb: Veil, Target: f.ID}, func(p Odds) float64 { return p.Works * veilWorth * a.Value(f) })
		}
	}
	if m.knows(u, string(Warp)) && !u.F.Pin.Pinned() {
		warpCandidates(a, u, offer)
	}
}

// warpCandidates offers a warp out of a fight u is in: to the point on
// warpRings whose ground (Advisor.Ground) beats where it stands, counting
// what the fight risks there (Advisor.Risk, in the ground's units), by
// the most. A psychic out of a fight does not warp: measured, warping to
// better ground lost games (docs/ai.md, "Psychic powers").
func warpCandidates(a facet.Advisor, u *orders.Unit, offer func(orders.Order, func(Odds) float64) bool) {
	move, leastGain := a.CoreWeight("move"), a.CoreWeight("least_gain")
	risk := 0.0
	for _, e := range a.Enemies() {
		if e.Alive() && geom.InContact(u.Base, e.Base) {
			risk += a.Risk(u, e)
		}
	}
	if risk == 0 {
		return
	}
	here := a.Ground(u, u.Base.Centre) - risk/(move*a.Value(u))
	type spot struct {
		at   geom.Vec
		gain float64
	}
	var spots []spot
	for _, r := range warpRings {
		for k := range 12 {
			bearing := float64(k) * math.Pi / 6
			p := geom.Vec{X: math.Round(2*(u.Base.Centre.X+r*math.Cos(bearing))) / 2, Y: math.Round(2*(u.Base.Centre.Y+r*math.Sin(bearing))) / 2}
			if _, ok := a.Deck().CellAt(p); !ok {
				continue
			}
			if gain := a.Ground(u, p) - here; gain > leastGain*(1-a.Urgency()) {
				spots = append(spots, spot{p, gain})
			}
		}
	}
	slices.SortStableFunc(spots, func(x, y spot) int { return cmp.Compare(y.gain, x.gain) })
	for _, s := range spots[:min(len(spots), warpTries)] {
		o := orders.Order{Unit: u.ID, Verb: Warp, X: s.at.X, Y: s.at.Y, Point: true}
		if offer(o, func(p Odds) float64 { return p.Works * s.gain * move * a.Value(u) }) {
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
func exposed(a facet.Advisor, f *orders.Unit) bool {
	shelter, threats := a.Shelter(f, f.Base.Centre)
	return threats > 0 && shelter < float64(threats)
}

// oneWound is the odds of an effect that deals e one wound with chance p.
func oneWound(e *orders.Unit, p float64) combat.Odds {
	left := max(e.F.WoundCapacity-e.F.Wounds, 1)
	w := make([]float64, left+1)
	w[0], w[1] = 1-p, p
	return combat.Odds{Wounds: w, Hit: p}
}
