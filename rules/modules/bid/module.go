package bid

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the bid module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"GW-INIT-01", "GW-INIT-02", "GAP-29"},
		Summary: "The blind AP bid: as each AP round begins, once the AP are rolled, each side secretly bids AP from its " +
			"new pool (0 up to all of it). Both bids are revealed together and both are spent, whatever the result. The higher " +
			"bid wins the first declaration window: the other side's orders wait until the winner has declared (an order, or " +
			"done) or 10 seconds of game time have passed; Waiting models still react. Tied bids go to the higher Tactics " +
			"Rating, then a D6 roll-off. In impulse mode the winner takes the round's first impulse. A person is asked with " +
			"the game held (or bids as the standing answer says: never bids, or bids as the AI would); the AI bids when a " +
			"first shot matters."},
	Load: load,
	Keys: []facet.Binding{answerKey},
}

// answerKey is the key that steps a person's standing answer to the bid
// (and the other questions and offers put to the side).
var answerKey = facet.Binding{Action: "bids", Default: "shift+i", Hint: "bids", Rank: 18,
	About: "the standing answer to the blind AP bid as a round begins: ask me, never (bid 0), when it pays (bid as the AI would), always (the bid module)"}

// module is the bid module as it plays with one content's data.
type module struct {
	data Data
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &module{data: read(d)} }

// The facets the module hands the game.
var (
	_ facet.Keys    = (*module)(nil)
	_ facet.Replies = (*module)(nil)
	_ facet.Status  = (*module)(nil)
	_ facet.Teller  = (*module)(nil)
	_ facet.Flashes = (*module)(nil)
	_ facet.Phrases = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// Keys: Shift+I steps the person's standing answer to the bid on.
func (m *module) Keys() []facet.Key {
	return []facet.Key{{Binding: answerKey, Answers: true}}
}

// Phrase: "bid 3" reads "bids 3 AP for the first declaration window".
func (m *module) Phrase(_, verb string, args []string) ([]facet.Part, bool) {
	if verb != string(Verb) || len(args) != 1 {
		return nil, false
	}
	return []facet.Part{facet.Words("bids " + args[0] + " AP for the first declaration window")}, true
}

// Status: the top bar says who holds the first declaration window, and
// for how long: "declares first (bid 3): 8 s" for the winner, "waits for
// the bid's winner: 8 s" for the other side; what each side bid once
// revealed, "bid 2 AP", for the rest of the round.
func (m *module) Status(r facet.Reader, side int) string {
	var ids [2]string
	for _, u := range r.Units() {
		if u.Side == 0 || u.Side == 1 {
			if id, _, ok := cutSide(u.ID); ok {
				ids[u.Side] = id
			}
		}
	}
	if ids[side] == "" {
		return ""
	}
	if r.Mark(ids[side], Pending) > 0 {
		return "bidding"
	}
	bid := r.Mark(ids[side], Bid)
	c, clocked := r.(facet.Clocked)
	left := func(id string) string {
		if !clocked {
			return ""
		}
		ticks := r.Mark(id, Until) - c.Tick()
		if ticks <= 0 {
			return ""
		}
		return fmt.Sprintf(": %.0f s", float64(ticks)/float64(max(r.Options().TicksPerSecond, 1)))
	}
	switch w := ids[1-side]; {
	case r.Mark(ids[side], First) > 0 && left(ids[side]) != "":
		return fmt.Sprintf("declares first (bid %d)%s", bid, left(ids[side]))
	case w != "" && r.Mark(w, First) > 0 && left(w) != "":
		return "waits for the bid's winner" + left(w)
	}
	return fmt.Sprintf("bid %d AP", bid)
}

// cutSide splits a unit ID "side.unit-n" at its side.
func cutSide(id string) (side, unit string, ok bool) {
	for i := range len(id) {
		if id[i] == '.' {
			return id[:i], id[i+1:], true
		}
	}
	return "", "", false
}

// Tell: both bids revealed, and who declares first and why.
func (m *module) Tell(e combat.Event) ([]facet.Sentence, bool) {
	r, ok := e.(BidsRevealed)
	if !ok {
		return nil, false
	}
	return []facet.Sentence{revealed(r)}, true
}

// revealed tells a round's bids: "confederates bid 3 AP, renegades bid 1
// AP: confederates declare first (the higher bid, 3 AP to 1)".
func revealed(r BidsRevealed) facet.Sentence {
	var parts []facet.Part
	for i, id := range r.Sides {
		if i > 0 {
			parts = append(parts, facet.Words(", "))
		}
		parts = append(parts, facet.Side(id), facet.Words(fmt.Sprintf(" bids %d AP", r.Bids[i])))
	}
	first := " declares first"
	if r.Impulse {
		first = " takes the first impulse"
	}
	parts = append(parts, facet.Words(": "), facet.Side(r.First), facet.Words(first+" ("+r.Why+")"))
	return facet.Sentence{About: r.First, AboutSide: true, Rule: r.RuleID, Parts: parts}
}

// Flash: a banner when the bids are revealed.
func (m *module) Flash(e combat.Event) (facet.Sentence, bool) {
	r, ok := e.(BidsRevealed)
	if !ok {
		return facet.Sentence{}, false
	}
	return revealed(r), true
}

// Reply: the computer players' bid (Bidding).
func (m *module) Reply(r facet.Reader, q orders.Question) (int, bool) {
	d, ok := q.Detail.(Detail)
	if q.RuleID != Rule || !ok {
		return 0, false
	}
	return min(Bidding(r, d, m.data.MostShare), len(q.Options)-1), true
}
