package cards

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The AI's weights: what a card is worth, in shares of an AP's worth
// (the best a shot of the model weighed is worth per AP, or a small share
// of its own worth when it has none) or of the model's worth.
const (
	// apShare of the model's worth stands for an AP's worth when it has
	// no shot.
	apShare = 0.02
	// later: an AP next round, or taken from the enemy, as a share of one
	// now.
	later = 0.8
	// sideShare of an AP's worth: Pin them!, Comms blackout.
	sideShare = 0.6
	// guardShare of the model's worth per enemy gun that threatens it
	// (at most mostThreats): Take cover!, Grit your teeth.
	guardShare  = 0.03
	mostThreats = 3
	// aimShare of the model's best shot: Steady aim's die.
	aimShare = 0.5
	// moveShare, meleeShare, windShare of the model's worth.
	moveShare  = 0.04
	meleeShare = 0.08
	windShare  = 0.02
	// fullHand multiplies a card's worth while the hand is full: the next
	// card drawn would be discarded.
	fullHand = 1.5
)

// Candidates: each card of the AI's hand whose trigger is open, played
// through model u (on u, for a card that acts on a model) when it pays:
// AP now or next round, the enemy's taken, a cover for a model under the
// enemy's guns, a die for a model with a shot, reach for one that must
// close in, the enemy's card cancelled when it was worth cancelling.
// Each is checked by its preview first, so none is refused.
func (m *module) Candidates(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	if !u.Alive() || u.Objective {
		return
	}
	hand := m.data.Hand(a.Mark, a.Side())
	for _, c := range hand {
		if !Open(a.Mark, a.Side(), c.Trigger) || c.AP > a.AP() {
			continue
		}
		score := m.worth(a, u, c)
		if len(hand) >= m.data.HandMax {
			score *= fullHand
		}
		if score <= 0 {
			continue
		}
		o := orders.Order{Unit: u.ID, Verb: Play, Target: u.ID, Word: c.ID}
		if p := a.Preview(a.Side(), o); p.Err == nil {
			consider(facet.Candidate{Order: o, AP: p.AP, Score: score})
		}
	}
}

// apWorth is what an AP is worth to the AI weighing model u.
func apWorth(a facet.Advisor, u *orders.Unit) float64 {
	return max(a.BestShot(), apShare*a.Value(u))
}

// worth is what playing card c through (or on) model u is worth now.
func (m *module) worth(a facet.Advisor, u *orders.Unit, c *Card) float64 {
	ap, v := apWorth(a, u), c.Value
	switch c.Effect {
	case GainAP:
		return v * ap
	case NextAP:
		return later * v * ap
	case DrainAP:
		return later * v * ap
	case PinTN, CancelAP:
		return sideShare * ap
	case Counter:
		return m.counterWorth(a, u)
	case SecondWind:
		if u.F.Fatigue > 0 && a.Urgency() > 0 {
			return windShare * a.Value(u)
		}
	case HitTN, WoundTN:
		if u.F.WoundsLeft() > 1 && !u.F.SquadLeader {
			return 0
		}
		_, threats := a.Shelter(u, u.Base.Centre)
		return guardShare * v * float64(min(threats, mostThreats)) * a.Value(u)
	case ShotDice:
		return aimShare * v * a.BestShot()
	case Reach:
		if a.BestShot() == 0 && (a.Urgency() > 0 || a.Attacker()) && !u.F.Pin.Pinned() {
			return moveShare * a.Value(u)
		}
	case MeleeDice:
		for _, e := range a.Enemies() {
			if e.Alive() && geom.InContact(u.Base, e.Base) {
				return meleeShare * v * a.Value(u)
			}
		}
	}
	return 0
}

// counterWorth is what cancelling the card the enemy just played is
// worth: the AP it moved, or a share of an AP for a lasting effect.
func (m *module) counterWorth(a facet.Advisor, u *orders.Unit) float64 {
	enemy := ""
	for _, e := range a.Units() {
		if e.Side >= 0 && e.Side != a.Index() {
			enemy = sideOf(e.ID)
			break
		}
	}
	last := a.Mark(enemy, markLast)
	if enemy == "" || last <= 0 || last > len(m.data.Deck) {
		return 0
	}
	c, ap := m.data.Deck[last-1], apWorth(a, u)
	switch c.Effect {
	case GainAP, DrainAP:
		return float64(a.Mark(enemy, markLastAmount)) * ap
	case NextAP:
		return later * c.Value * ap
	}
	return sideShare * ap
}

// Turn: the AI asks the cards module after the others.
func (m *module) Turn() int { return 10 }
