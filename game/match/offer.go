package match

import (
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
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

// Replies is the part of a Player that answers the questions rule
// modules put to its side (orders.Question: a blind bid as an AP round
// begins). The match asks a player that has it; a player without it takes
// the first option, the standing answer.
type Replies interface {
	// Reply is the option of q the side takes, from 0. It is asked
	// before the side declares anything at this tick; a person's player
	// may hold the match for the answer (View.Hold).
	Reply(v View, q orders.Question) int
}

// Ask puts question q to its side's player (Replies) and records the
// answer (orders.Asker); a side no player plays, or one that answers no
// questions, takes option 0.
func (e env) Ask(q orders.Question) int {
	m := e.m
	i := 0
	if p, ok := m.players[q.Side].(Replies); ok {
		m.choosing = true
		i = p.Reply(m.View(), q)
		m.choosing = false
	}
	if i < 0 || i >= len(q.Options) {
		i = 0
	}
	m.choices = append(m.choices, Choice{Tick: m.table.Tick, Side: m.table.Sides[q.Side].ID, Kind: AskChoice, Option: i + 1})
	return i
}

// Judged is the option of q the played modules judge best for its side
// (facet.Replies): the computer players' answer, and a person's or a
// script's standing answer; 0 when no module judges it.
func Judged(v View, q orders.Question) int {
	for _, m := range v.Played() {
		if f, ok := m.Loaded.(facet.Replies); ok {
			if i, ok := f.Reply(v, q); ok && i >= 0 && i < len(q.Options) {
				return i
			}
		}
	}
	return 0
}

// Reply hands back the option the side took.
func (p replayer) Reply(_ View, _ orders.Question) int {
	c, _ := p.answer(AskChoice, "")
	return c.Option - 1
}

// Reply is the script's answer to a question: the amount of its first
// order of the question's verb due by now (orders.Question.Verb: "0
// confederates bid 3" gives option 3), used up; with none, option 0 (a
// script bids nothing it was not told to). Such an order is never
// declared: the script keeps it back until its question comes.
func (s *Script) Reply(v View, q orders.Question) int {
	if q.Verb == "" {
		return 0
	}
	now := v.Tick()
	for i, d := range s.answers {
		if d.Tick <= now && d.Steps[0].Verb == q.Verb {
			s.answers = slices.Delete(s.answers, i, i+1)
			return min(max(d.Steps[0].AP, 0), len(q.Options)-1)
		}
	}
	for i := s.next; i < len(s.Queue) && s.Queue[i].Tick <= now; i++ {
		if d := s.Queue[i]; answers(d) && d.Steps[0].Verb == q.Verb {
			s.Queue = slices.Delete(slices.Clone(s.Queue), i, i+1)
			return min(max(d.Steps[0].AP, 0), len(q.Options)-1)
		}
	}
	return 0
}

// answers reports whether a scripted declaration answers a question
// rather than goes to the match: one order, of no unit, that is neither
// done nor a cancel (a side's bid, orders.SideAmountArgs).
func answers(d orders.Declaration) bool {
	return len(d.Steps) == 1 && d.Steps[0].Unit == "" && d.Steps[0].Verb != orders.Done && d.Steps[0].Verb != orders.Cancel
}
