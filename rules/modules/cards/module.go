package cards

import (
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the cards module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"GW-INIT-01", "GW-ACT-05", "GW-WND-03", "GW-PAN-02", "GW-CMD-01", "GW-CMD-04", "GW-FORCE-01", "GW-FORCE-09"},
		Summary: "Tactics cards: each side draws from its own deck of tactics cards (content data, 18 shipped), one card per " +
			"living Squad Leader as each AP round begins, into a hand of at most 3 (a card drawn into a full hand is discarded); " +
			"the hand is shown to its own side only. A card costs the AP printed on it (0-3) and is played by an order through " +
			"one of the side's models on a friendly model (\"card\", Shift+T) when its trigger allows: any time, as the round " +
			"begins, when an enemy model is wounded or pinned, when the enemy has just played a card. Pin them!, Second wind, " +
			"Comms blackout, Counter-manoeuvre and more: AP now or next round, dice, TN, reach."},
	Load: load,
	Keys: []facet.Binding{playKey},
}

// playKey is the key of the card order: pressed again, the next card.
var playKey = facet.Binding{Action: "play_card", Default: "shift+t", Hint: "tactics card", Rank: 16,
	About: "order: play a tactics card of your hand on the friend under the pointer (the model itself for a card that acts on the side); again for the next playable card (the cards module)"}

// module is the cards module as it plays with one content's data.
type module struct {
	rules
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &module{rules{data: read(d)}} }

// The facets the module hands the game.
var (
	_ facet.Keys     = (*module)(nil)
	_ facet.Orders   = (*module)(nil)
	_ facet.Phrases  = (*module)(nil)
	_ facet.Previews = (*module)(nil)
	_ facet.Badges   = (*module)(nil)
	_ facet.States   = (*module)(nil)
	_ facet.Teller   = (*module)(nil)
	_ facet.Flashes  = (*module)(nil)
	_ facet.Hand     = (*module)(nil)
	_ facet.Brain    = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// sideOf is the side ID of a unit ID ("red.trooper-1": "red").
func sideOf(id string) string {
	s, _, _ := strings.Cut(id, ".")
	return s
}

// Keys: Shift+T plays a card, offered while the selected model's side
// holds one.
func (m *module) Keys() []facet.Key {
	return []facet.Key{{Binding: playKey,
		Verbs: func(r facet.Reader, u orders.Unit) []orders.Verb {
			if len(m.data.Hand(r.Mark, sideOf(u.ID))) == 0 {
				return nil
			}
			return []orders.Verb{Play}
		},
		Offered: func(r facet.Reader, u orders.Unit) bool { return len(m.data.Hand(r.Mark, sideOf(u.ID))) > 0 },
		Nothing: "No tactics card in hand: a side draws one per living Squad Leader as each AP round begins"}}
}

// Verb: a card is played on a friend and names the card.
func (m *module) Verb(v orders.Verb) (facet.Verb, bool) {
	if v != Play {
		return facet.Verb{}, false
	}
	return facet.Verb{Words: "play a tactics card", Label: "tactics card", Aim: facet.Friend, Choices: m.choices}, true
}

// choices are the cards u's side may play on target now, in the hand's
// order; the whole hand when it may play none (the order panel says why
// each is refused).
func (m *module) choices(r facet.Reader, u, target orders.Unit) []string {
	hand := m.data.Hand(r.Mark, sideOf(u.ID))
	var all, out []string
	for _, c := range hand {
		all = append(all, c.ID)
		o := orders.Order{Unit: u.ID, Verb: Play, Target: target.ID, Word: c.ID}
		if p := r.Preview(sideOf(u.ID), o); p.Err == nil {
			out = append(out, c.ID)
		}
	}
	if len(out) == 0 {
		return all
	}
	return out
}

// Phrase: "play Pin them!", "play Take cover! on Trooper 2", as the log
// and the queue say it.
func (m *module) Phrase(unit, verb string, args []string) ([]facet.Part, bool) {
	if orders.Verb(verb) != Play || len(args) != 2 {
		return nil, false
	}
	c, ok := m.data.Card(args[1])
	if !ok {
		return nil, false
	}
	parts := []facet.Part{facet.Words("play the tactics card " + c.Name)}
	if OnUnit(c.Effect) && args[0] != unit {
		parts = append(parts, facet.Words(" on "), facet.Target(args[0]))
	}
	return parts, true
}

// Rows: a card says what it does and when it is played; a shot at or by
// a model holding a card's effect says so, the odds above counting it.
func (m *module) Rows(r facet.Reader, u orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	if o.Verb == Play {
		c, ok := m.data.Card(o.Word)
		if !ok {
			return nil
		}
		return []facet.Row{{Place: facet.UnderCost, Tone: facet.Dim,
			Note: fmt.Sprintf("%s: %s (%d AP, played %s).", c.Name, m.data.what(c), c.AP, triggerWords[c.Trigger]),
			Tip:  "A tactics card of your hand (XS-08; GW-ACT-05): played, it is gone; the enemy may cancel it with a Counter-manoeuvre."}}
	}
	if p.Err != nil || p.Ranged == nil {
		return nil
	}
	var notes []string
	if v := held(r.Mark, u.ID, ShotDice); v > 0 {
		notes = append(notes, fmt.Sprintf("+%d RC %s from a tactics card", v, plural(v, "die", "dice")))
	}
	if v := r.Mark(sideOf(u.ID), markPin); v > 0 {
		notes = append(notes, fmt.Sprintf("Pin them!: the pinning test is at +%d TN", v))
	}
	if t, ok := r.Unit(o.Target); ok && o.Target != "" {
		if v := held(r.Mark, t.ID, HitTN); v > 0 {
			notes = append(notes, fmt.Sprintf("the target's card: +%d TN to hit", v))
		}
		if v := held(r.Mark, t.ID, WoundTN); v > 0 {
			notes = append(notes, fmt.Sprintf("the target's card: +%d TN to wound", v))
		}
	}
	if len(notes) == 0 {
		return nil
	}
	return []facet.Row{{Place: facet.UnderOdds, Tone: facet.Warning, Note: sentence(strings.Join(notes, "; ")) + ", counted above (XS-08)."}}
}

// badges are the unit effects' letters.
var badges = map[string]string{SecondWind: "W", HitTN: "T", WoundTN: "G", ShotDice: "S", Reach: "R", MeleeDice: "F"}

// Badges: the card effects a model holds.
func (m *module) Badges(r facet.Reader, u orders.Unit) []facet.Badge {
	if !u.Alive() {
		return nil
	}
	var out []facet.Badge
	for _, e := range unitEffects {
		if held(r.Mark, u.ID, e) != 0 {
			out = append(out, facet.Badge{Text: badges[e], Tone: facet.Good})
		}
	}
	return out
}

// States: each card effect the model holds, in the selected model's
// panel.
func (m *module) States(r facet.Reader, u orders.Unit) []string {
	var out []string
	for _, e := range unitEffects {
		if v := held(r.Mark, u.ID, e); v != 0 {
			c := Card{Effect: e, Value: float64(v)}
			if e == Reach {
				c.Value /= 10
			}
			out = append(out, fmt.Sprintf("tactics card: %s (XS-08)", m.data.what(&c)))
		}
	}
	return out
}

// Lines: none.
func (m *module) Lines(facet.Reader, orders.Unit) []string { return nil }

// Hand: the side's cards, each with its cost, whether it may be played
// now (the reader's check of the order, through a model of the side) and
// what it does.
func (m *module) Hand(r facet.Reader, side string) []facet.Held {
	hand := m.data.Hand(r.Mark, side)
	if len(hand) == 0 {
		return nil
	}
	var by *orders.Unit
	for _, u := range r.Units() {
		if sideOf(u.ID) == side && u.Alive() && !u.Objective {
			by = &u
			break
		}
	}
	combo, _ := r.(interface {
		PreviewCombo(side string, steps []orders.Order) (int, error)
	})
	out := make([]facet.Held, 0, len(hand))
	for _, c := range hand {
		h := facet.Held{Label: c.Name, Cost: c.AP, Preview: m.data.what(c), When: TriggerTitles[c.Trigger]}
		switch {
		case by == nil:
			h.Why = "no model of the side can play it"
		case !Open(r.Mark, side, c.Trigger):
			h.Why = "played " + triggerWords[c.Trigger]
		default:
			o := orders.Order{Unit: by.ID, Verb: Play, Target: by.ID, Word: c.ID}
			var err error
			if combo != nil {
				_, err = combo.PreviewCombo(side, []orders.Order{o})
			} else {
				err = r.Preview(side, o).Err
			}
			h.Playable = err == nil
			if err != nil {
				h.Why = err.Error()
			}
		}
		out = append(out, h)
	}
	return out
}

// Tell: a card drawn (to its side), discarded, played, countered; the
// deck shuffled; Comms blackout's price; Reserves come in; Second wind.
func (m *module) Tell(e combat.Event) ([]facet.Sentence, bool) {
	switch e := e.(type) {
	case CardDrawn:
		if e.Discarded {
			return []facet.Sentence{{About: e.Side, AboutSide: true, Rule: Rule, Parts: []facet.Part{facet.Side(e.Side),
				facet.Words(fmt.Sprintf(" draws the tactics card %s into a full hand: it is discarded", e.Name))}}}, true
		}
		return []facet.Sentence{{About: e.Side, AboutSide: true, Rule: Rule, Parts: []facet.Part{facet.Side(e.Side),
			facet.Words(fmt.Sprintf(" draws the tactics card %s (%d in hand)", e.Name, e.Hand))}}}, true
	case DeckShuffled:
		return []facet.Sentence{{About: e.Side, AboutSide: true, Rule: Rule, Parts: []facet.Part{facet.Side(e.Side),
			facet.Words(" shuffles its discarded tactics cards into a new deck")}}}, true
	case CardPlayed:
		parts := []facet.Part{facet.Side(e.Side), facet.Words(" plays the tactics card " + e.Name)}
		if e.On != "" {
			parts = append(parts, facet.Words(" on "), facet.Unit(e.On))
		}
		parts = append(parts, facet.Words(": "+e.What))
		out := []facet.Sentence{{Tone: facet.Good, About: e.Side, AboutSide: true, Rule: Rule, Parts: parts}}
		if c, ok := m.data.Card(e.Countered); ok {
			out = append(out, facet.Sentence{Indent: 1, Tone: facet.Good, About: e.Side, AboutSide: true, Rule: Rule,
				Parts: []facet.Part{facet.Words("the enemy's " + c.Name + " is cancelled")}})
		}
		return out, true
	case BlackoutPaid:
		return []facet.Sentence{{Tone: facet.Bad, About: e.Side, AboutSide: true, Rule: Rule, Parts: []facet.Part{facet.Side(e.Side),
			facet.Words(fmt.Sprintf(" pays %d AP more for its cancel under the enemy's Comms blackout", e.AP))}}}, true
	case ReservesIn:
		return []facet.Sentence{{Tone: facet.Good, About: e.Side, AboutSide: true, Rule: Rule, Parts: []facet.Part{facet.Side(e.Side),
			facet.Words(fmt.Sprintf("'s reserves come in: +%d AP this round", e.AP))}}}, true
	case SecondWindKept:
		return []facet.Sentence{{Tone: facet.Good, About: e.Unit, Rule: Rule, Parts: []facet.Part{facet.Unit(e.Unit),
			facet.Words(fmt.Sprintf(" keeps its breath with a Second wind: the run costs it no Body (%d back)", e.Body))}}}, true
	}
	return nil, false
}

// Flash: a banner when a card is played.
func (m *module) Flash(e combat.Event) (facet.Sentence, bool) {
	p, ok := e.(CardPlayed)
	if !ok {
		return facet.Sentence{}, false
	}
	return facet.Sentence{About: p.Side, AboutSide: true, Parts: []facet.Part{facet.Side(p.Side), facet.Words(" plays " + p.Name)}}, true
}
