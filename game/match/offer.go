package match

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
)

// Offers in a resolution (orders.Offer): when the rules make offers, the
// dice a resolution rolls are the match's wrapped (offering), so that
// the moment a roll lands the rules say what they offer its side, the
// side's player answers (Offers), the answer goes into the record, and
// the option taken is carried out (its AP paid, its marks set) before
// the resolution rolls its dice again (combat.Rerolls). A replay hands
// back the recorded answers; a player may hold the match while a person
// answers (View.Hold, Clock).

// offering is the match's dice as a resolution rolls them when the rules
// make offers.
type offering struct{ m *Match }

var _ combat.Rerolls = offering{}

// D6 rolls the match's dice.
func (o offering) D6(why string) (int, error) { return o.m.dice.D6(why) }

// Reroll puts what the rules offer for roll to its side's player, keeps
// the answer in the record and carries out the option taken: the re-roll
// to roll, or none.
func (o offering) Reroll(roll combat.Roll) (combat.Rerolled, error) {
	m := o.m
	of, ok := m.rules.Offer(m.table, roll)
	if !ok {
		return combat.Rerolled{}, nil
	}
	i := m.askOffer(of)
	if i < 0 {
		return combat.Rerolled{}, nil
	}
	if err := m.apply(of.Taken(i)); err != nil {
		return combat.Rerolled{}, err
	}
	return of.Rerolled(i), nil
}

// askOffer asks the player of of's side which option it takes (−1: none;
// a player that does not answer offers takes none) and records the
// answer.
func (m *Match) askOffer(of orders.Offer) int {
	i := -1
	if p, ok := m.players[of.Side].(Offers); ok {
		m.choosing = true
		i = p.Offer(m.View(), of)
		m.choosing = false
	}
	if i < -1 || i >= len(of.Options) {
		i = -1
	}
	m.choices = append(m.choices, Choice{Tick: m.table.Tick, Side: m.table.Sides[of.Side].ID, Unit: of.Roll.By, Kind: OfferChoice, Option: i + 1})
	return i
}

// Hold holds the match where it stands, in the middle of a resolution,
// while a person answers what its side was asked (an offer, Offers): the
// clock that drives the match stops its tick here and plays it on once it
// lets it go (Clock.Release: an answer given, the decision window run
// out, a save or the screen closing), and Hold returns true. It returns
// false at once when nothing that can wait drives the match (headless
// play, a fork, a replay, a hotseat claimant declaring between ticks,
// Clock.Waits off), or when no player is answering in the middle of a
// resolution: the player then answers without waiting.
func (v View) Hold() bool {
	m := v.m
	if m.hold == nil || !m.choosing {
		return false
	}
	return m.hold()
}
