package ai

import (
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
)

// Background plays a computer player off the caller's goroutine, so the
// client's frame never waits while the AI thinks (issue 17). At a tick
// with no decision under way it forks the match (Match.Fork: a copy made
// in a few microseconds that shares nothing that changes) and asks its
// player on another goroutine to declare on the copy; meanwhile the
// match plays on, and at each tick Background answers nothing. When the
// answer is ready it hands it to the match at the next tick it is asked:
// one tick (1/60 s of game time) after the table the player read, or as
// many as its thinking took. No new decision starts on the tick an answer
// is handed over, so the next one reads the table with that answer in
// it. An answer the table has moved past is refused by the match, like
// any order, and the player decides again.
//
// A match played this way depends on how fast the machine thinks, so it
// is not reproducible from its seed; its record is, as every record is
// (the declarations and their ticks). Headless play (kg selfplay, the
// tests) asks its players on its own goroutine. Under the fog of war the
// fork is the owner's (Attach), and the player reads it through its
// side's sighting as it reads the match.
//
// The close-combat answers (Defence, PayForWound, LetGo) and the answers
// to offers (Offer) come in the middle of a resolution and are the embedded player's, asked on the
// caller's goroutine: a Tactician answers them from the level and the
// view alone, never from what its decisions change.
type Background struct {
	match.Player
	match *match.Match
	done  chan []orders.Declaration // the decision under way's answer
	busy  bool                      // a decision is under way
	// Decisions counts the decisions made off the caller's goroutine.
	Decisions int
}

// NewBackground returns player played in the background once attached to
// its match; until then (or when the match cannot be forked) it is asked
// on the caller's goroutine.
func NewBackground(player match.Player) *Background {
	return &Background{Player: player, done: make(chan []orders.Declaration, 1)}
}

// Attach gives Background the match it plays in, which it forks for each
// decision.
func (b *Background) Attach(m *match.Match) { b.match = m }

// Declare hands over the answer of the decision under way if it is
// ready, or starts a decision on a fork of the match as it stands.
func (b *Background) Declare(v match.View) []orders.Declaration {
	if b.busy {
		select {
		case d := <-b.done:
			b.busy = false
			if len(d) > 0 {
				return d // the next decision waits for the table with this in it
			}
		default:
			return nil // still thinking
		}
	}
	if b.match == nil {
		return b.Player.Declare(v)
	}
	f, err := b.match.Fork([2]match.Player{}, dice.NewSeeded(0)) // the player rolls no die: it reads
	if err != nil {
		return b.Player.Declare(v)
	}
	b.busy = true
	b.Decisions++
	go func() { b.done <- b.Player.Declare(f.View()) }()
	return nil
}

// Offer is the embedded player's answer to an offer (a re-roll), asked
// on the caller's goroutine as the close-combat answers are; none when it
// answers no offers.
func (b *Background) Offer(v match.View, o orders.Offer) int {
	if p, ok := b.Player.(match.Offers); ok {
		return p.Offer(v, o)
	}
	return -1
}

// Reply is the embedded player's answer to a question a module puts to
// the side (a blind bid), asked on the caller's goroutine; the standing
// answer, 0, when it answers none.
func (b *Background) Reply(v match.View, q orders.Question) int {
	if p, ok := b.Player.(match.Replies); ok {
		return p.Reply(v, q)
	}
	return 0
}

// Wait waits for the decision under way, if any, and keeps its answer for
// the next Declare: for tests and for a screen about to close.
func (b *Background) Wait() {
	if !b.busy {
		return
	}
	d := <-b.done
	b.done <- d
}
