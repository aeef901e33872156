package match

import (
	"errors"
	"maps"
	"slices"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
)

// Forking a match: an independent copy of it as it stands, to be played
// forward and thrown away (the AI's lookahead, issue 17: try a candidate
// order, play on with sampled dice and a cheaper model of the opponent,
// judge where it leads). A fork is cheap: it copies what playing on
// changes (the table's units, sides, running combos, tallies, fog) and
// shares what never changes once made, or changes only by being added
// to: the scenario, the content and the rules, the log so far (each
// match adds its own entries after the shared ones, never into them),
// and the deck until one of the two changes it (a door opened, a flood:
// that match copies it first).
//
// A fork's future dice come from the source it is given, never from the
// match's: a player that forks cannot learn the rolls to come. Its count
// of dice rolled goes on from the match's, so a fork that rolls the same
// faces as the match goes on to roll reaches the same StateHash.
//
// A fork keeps no record of the match before it and cannot be replayed
// (its dice come from a source no record names): Record on a fork holds
// only the declarations taken in the fork, for no use but reading.
//
// A fork shares nothing that either changes, so once made (on the
// match's goroutine: making it reads the match) it may be played on
// another goroutine while the match plays on.

// ErrFog is View.Fork's refusal under the fog of war: a fork is the whole
// table, the enemy models the side does not see among it.
var ErrFog = errors.New("a match played under the fog of war cannot be forked by a player: the fork would show the whole table")

// Fork returns an independent copy of the match as it stands now, played
// from now on by players (nil: a side that never declares) and rolling
// every die from src. Playing the fork changes nothing in the match, and
// playing the match nothing in the fork.
//
// A fork made between ticks is stepped as the match would be. One made
// by a player inside its Declare, in a Step, stands where the match
// stands: in the middle of the tick, the declarations of the sides asked
// before it taken, its own not yet; the fork's first Step plays the rest
// of that tick, asking the declaring side (the fork's player of it) and
// the sides after it, as the match goes on to. A fork made inside a
// Declare of a claim (Match.Ask) is between ticks. A player answering in
// the middle of a resolution (Defence, PayForWound, LetGo, Offer) cannot
// fork:
// half an outcome is applied, and the rest waits in the match's call
// stack.
//
// Under the fog of war a player must not see the whole table: Fork then
// returns ErrFog. Match.Fork, for the match's owner, forks any match.
func (v View) Fork(players [2]Player, src dice.Source) (*Match, error) {
	if v.m.settings.Fog {
		return nil, ErrFog
	}
	return v.m.Fork(players, src)
}

// Fork is View.Fork for the match's owner (a tool that weighs a position,
// a test): it forks a match played under the fog of war too, each side's
// sighting copied with it.
func (m *Match) Fork(players [2]Player, src dice.Source) (*Match, error) {
	if src == nil {
		return nil, errors.New("a fork needs dice of its own: a nil source")
	}
	if m.choosing {
		return nil, errors.New("a match cannot be forked while a player answers in the middle of a resolution (a defence, a wound to pay, a break-off, an offer)")
	}
	f := *m // every field is set below, or shared on purpose (TestForkCopiesEveryField)
	lent := make([]*orders.Combo, len(m.reacting))
	for i, b := range m.reacting {
		lent[i] = b.combo
	}
	var copies []*orders.Combo
	f.table, copies = m.table.Clone(m.table.Deck, lent)
	m.deckShared, f.deckShared = true, true
	f.reacting = nil // empty between ticks: a reaction borrows its side's slot for an instant
	for i, b := range m.reacting {
		f.reacting = append(f.reacting, borrowed{copies[i], b.free})
	}
	f.players = players
	f.dice = &countingDice{src: src, count: m.dice.count}
	f.log = slices.Clip(m.log)
	f.tallies = m.tallies
	f.deeds = maps.Clone(m.deeds)
	for i := range f.tallies {
		f.tallies[i].round.CompletedCombos = slices.Clip(m.tallies[i].round.CompletedCombos)
	}
	for i := range f.fog {
		f.fog[i] = m.fog[i].clone()
	}
	if m.result != nil {
		r := *m.result
		f.result = &r
	}
	f.record, f.choices, f.replaying, f.asking = nil, nil, nil, false
	f.resume, f.stepping = m.stepping, 0
	f.hold = nil // nothing drives a fork that can wait
	return &f, nil
}

// ownDeck is the table's deck, made the match's own first if a fork
// shares it: the match is about to change it.
func (m *Match) ownDeck() *deck.Deck {
	if m.deckShared {
		m.table.Deck, m.deckShared = m.table.Deck.Clone(), false
	}
	return m.table.Deck
}

// clone is a copy of the fog state that shares no map with it.
func (s fogState) clone() fogState {
	return fogState{Sighting: Sighting{Seen: maps.Clone(s.Seen), Ghosts: maps.Clone(s.Ghosts)}, last: maps.Clone(s.last)}
}
