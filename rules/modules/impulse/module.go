package impulse

import (
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the impulse module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"SW-SEQ-01", "SW-SEQ-02", "GW-INIT-03", "GW-INIT-04", "RPG-TURN-01", "RPG-TURN-02", "RPG-TURN-03", "RPG-TURN-04"},
		Summary: "Impulse mode, turn by turn with no time pressure: the sides take impulses in turn, each declaring one order " +
			"or combo, or passing (\"pass\", Shift+P); the game waits for the side whose impulse it is. The side with more AP " +
			"takes the first impulse of each AP round (ties: the higher Tactics Rating, then a D6 roll-off). Out of its impulse " +
			"a side only reacts with Waiting models (and overwatch) and faces off between the repeats of the other's combo; " +
			"both sides passing in turn ends the round. AP and rounds are as ever."},
	Load: load,
	Keys: []facet.Binding{passKey},
}

// passKey is the key of the pass order.
var passKey = facet.Binding{Action: "pass_impulse", Default: "shift+p", Hint: "pass impulse", Rank: 4,
	About: "order: pass your side's impulse, given through the selected model (impulse mode)"}

// module is the impulse module as it plays with one content's data.
type module struct {
	data Data
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &module{data: read(d)} }

// The facets the module hands the game.
var (
	_ facet.Keys    = (*module)(nil)
	_ facet.Orders  = (*module)(nil)
	_ facet.Phrases = (*module)(nil)
	_ facet.Status  = (*module)(nil)
	_ facet.Teller  = (*module)(nil)
	_ facet.Flashes = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// whose is whose impulse it is as r says (facet.Turned); false when r
// cannot say or no side takes one now.
func whose(r facet.Reader) (orders.Turn, bool) {
	if w, ok := r.(facet.Turned); ok {
		return w.Whose()
	}
	return orders.Turn{}, false
}

// Keys: Shift+P passes the impulse, offered in the side's impulse.
func (m *module) Keys() []facet.Key {
	return []facet.Key{{Binding: passKey,
		Verbs: func(facet.Reader, orders.Unit) []orders.Verb { return []orders.Verb{Pass} },
		Offered: func(r facet.Reader, u orders.Unit) bool {
			t, ok := whose(r)
			return ok && t.Ready && t.Side == u.Side
		}}}
}

// Verb: "pass" is given through any one model of the side.
func (m *module) Verb(v orders.Verb) (facet.Verb, bool) {
	if v != Pass {
		return facet.Verb{}, false
	}
	return facet.Verb{Words: "pass the impulse", Aim: facet.Nothing}, true
}

// Phrase: "U pass" reads "passes the side's impulse".
func (m *module) Phrase(_, verb string, args []string) ([]facet.Part, bool) {
	if verb != string(Pass) || len(args) > 0 {
		return nil, false
	}
	return []facet.Part{facet.Words("passes the side's impulse")}, true
}

// Status: the top bar says, in short, whose impulse it is and what the
// other side may still do: "impulse: an order or pass" for the side
// whose it is, "impulse next" while the order before it is carried out,
// and for the other side what it may interrupt with: "interrupts: 2
// Waiting, repeats" (its Waiting models, as the reader knows them, and a
// face-off between repeats), "interrupts: none".
func (m *module) Status(r facet.Reader, side int) string {
	t, ok := whose(r)
	switch {
	case !ok:
		return ""
	case t.Side == side && t.Ready:
		return "impulse: an order or pass"
	case t.Side == side:
		return "impulse next"
	}
	var with []string
	if n := waiting(r, side); n > 0 {
		with = append(with, fmt.Sprintf("%d Waiting", n))
	}
	if m.data.RepeatInterrupts {
		with = append(with, "repeats")
	}
	if len(with) == 0 {
		return "interrupts: none"
	}
	return "interrupts: " + strings.Join(with, ", ")
}

// waiting counts side's Waiting models the reader knows of.
func waiting(r facet.Reader, side int) int {
	n := 0
	for _, u := range r.Units() {
		if u.Side == side && u.Waiting && u.Alive() {
			n++
		}
	}
	return n
}

// Tell: who takes the first impulse and why; a round ended by passes.
func (m *module) Tell(e combat.Event) ([]facet.Sentence, bool) {
	switch e := e.(type) {
	case FirstImpulse:
		return []facet.Sentence{{About: e.Side, AboutSide: true, Rule: e.RuleID,
			Parts: []facet.Part{facet.Side(e.Side), facet.Words(" takes the first impulse (" + e.Why + ")")}}}, true
	case BothPassed:
		return []facet.Sentence{passed(e)}, true
	}
	return nil, false
}

// passed tells a round ended by passes.
func passed(e BothPassed) facet.Sentence {
	if len(e.Sides) == 1 {
		return facet.Sentence{About: e.Sides[0], AboutSide: true, Rule: e.RuleID,
			Parts: []facet.Part{facet.Side(e.Sides[0]), facet.Words(" passes with nobody to pass to: done this round")}}
	}
	return facet.Sentence{Rule: e.RuleID, Parts: []facet.Part{facet.Words("Both sides passed in turn: the AP round ends")}}
}

// Flash: a banner when a round's first impulse is given, and when passes
// end the round.
func (m *module) Flash(e combat.Event) (facet.Sentence, bool) {
	switch e := e.(type) {
	case FirstImpulse:
		return facet.Sentence{About: e.Side, AboutSide: true,
			Parts: []facet.Part{facet.Side(e.Side), facet.Words(" takes the first impulse of the round")}}, true
	case BothPassed:
		return passed(e), true
	}
	return facet.Sentence{}, false
}
