package luck

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the luck module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"XC-LUCK-01", "XC-LUCK-02", "XC-LUCK-03", "XC-LUCK-04", "GW-FORCE-01", "GW-FORCE-02", "GW-FORCE-03",
			"GW-FORCE-04", "GW-FORCE-05", "GW-FORCE-06", "GW-FORCE-07", "GW-CMD-02", "GW-ASN-06"},
		Summary: "Re-rolls and luck: the moment a model's roll lands failed (to hit, to wound, to avoid hits, a Willpower or " +
			"other check), its side may have the failed dice rolled again. A Squad Leader that sees the model orders a command " +
			"re-roll of all its failed dice (2 AP, shouted on the command channel; once per model an AP round, the Squad Leader's " +
			"own rolls too); an Elite veteran rolls one failed die of its own again, free, once an AP round. A person is asked " +
			"with the odds, the game held for the answer (or a standing answer: never, when it pays, always); the AI re-rolls " +
			"what matters."},
	Load: load,
	Keys: []facet.Binding{answerKey},
}

// answerKey is the key that steps a person's standing answer to re-roll
// offers on.
var answerKey = facet.Binding{Action: "rerolls", Default: "shift+l", Hint: "re-rolls", Rank: 17,
	About: "the standing answer to re-roll offers: ask me, never, when it pays, always (the luck module)"}

// module is the luck module as it plays with one content's data.
type module struct {
	rules
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &module{rules{data: read(d)}} }

// The facets the module hands the game.
var (
	_ facet.Keys     = (*module)(nil)
	_ facet.Offers   = (*module)(nil)
	_ facet.Previews = (*module)(nil)
	_ facet.Badges   = (*module)(nil)
	_ facet.States   = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// Keys: Shift+L steps the person's standing answer to re-roll offers on.
func (m *module) Keys() []facet.Key {
	return []facet.Key{{Binding: answerKey, Answers: true}}
}

// Worth: an option of the module's is worth its chance of turning the
// roll times what the roll is at stake for (a kill, a Squad Leader's
// nerve), less its AP.
func (m *module) Worth(_ facet.Reader, o orders.Offer, i int) (float64, bool) {
	opt := o.Options[i]
	at, ok := opt.Detail.(stake)
	if opt.RuleID != Rule || !ok {
		return 0, false
	}
	return Worth(at, opt.Odds, opt.AP), true
}

// Rows: a shot's chance to hit with a re-roll of a miss, exactly, for each
// re-roll the model would have now: its veteran's, a command re-roll.
func (m *module) Rows(r facet.Reader, u orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	rp := p.Ranged
	if rp == nil || rp.OutOfRange || rp.Dice <= 0 || rp.Keep <= 0 || p.Err != nil {
		return nil
	}
	mode := r.Options().Combat.Mode
	pass := dice.PassChance(rp.TN, mode)
	hit := Turns(pass, rp.Dice)
	var terms []facet.Term
	if n := min(m.data.VeteranDice, rp.Dice); n > 0 && m.isVeteran(u) && r.Mark(u.ID, MarkVeteran) == 0 {
		terms = append(terms, facet.Term{
			Text: fmt.Sprintf("hit %.0f%% → %.0f%% with its veteran's re-roll (free)", 100*hit, 100*Turns(pass, rp.Dice+n)),
			Tip:  fmt.Sprintf("A veteran rolls %d failed die of its own again, free, once an AP round (XS-11): an attack that misses gets %d more die.", n, n),
		})
	}
	if r.Mark(u.ID, MarkCommand) == 0 {
		if sl := seer(r, u); sl != "" {
			terms = append(terms, facet.Term{
				Text: fmt.Sprintf("hit %.0f%% → %.0f%% with a command re-roll (%d AP)", 100*hit, 100*Turns(pass, 2*rp.Dice), m.data.CommandAP),
				Tip: fmt.Sprintf("A Squad Leader that sees the model may have all the failed dice of one of its rolls rolled again, %d AP, "+
					"once per model an AP round (XS-11): an attack that misses rolls its dice again.", m.data.CommandAP),
			})
		}
	}
	if len(terms) == 0 {
		return nil
	}
	return []facet.Row{{Place: facet.UnderOdds, Tone: facet.Good, Terms: terms}}
}

// isVeteran reports whether u is a veteran.
func (m *module) isVeteran(u orders.Unit) bool { return m.veteran(&u) }

// seer is a Squad Leader of u's side that could order u's re-roll now (u
// itself, or one that sees it), "" for none: the rules judge it again
// when the dice land.
func seer(r facet.Reader, u orders.Unit) string {
	if u.F.SquadLeader {
		return u.ID
	}
	for _, sl := range r.Units() {
		if sl.Side != u.Side || !sl.F.SquadLeader || !sl.Alive() {
			continue
		}
		if s, ok := r.(facet.Sighted); !ok || s.Sees(sl.ID, u.ID) {
			return sl.ID
		}
	}
	return ""
}

// Badges: "R" on a veteran whose own re-roll is ready this AP round.
func (m *module) Badges(r facet.Reader, u orders.Unit) []facet.Badge {
	if !u.Alive() || !m.isVeteran(u) || m.data.VeteranDice == 0 || r.Mark(u.ID, MarkVeteran) != 0 {
		return nil
	}
	return []facet.Badge{{Text: "R", Tone: facet.Good}}
}

// States: a veteran's re-roll ready or spent, a command re-roll had, in
// the selected model's panel.
func (m *module) States(r facet.Reader, u orders.Unit) []string {
	var out []string
	if m.isVeteran(u) && m.data.VeteranDice > 0 {
		if r.Mark(u.ID, MarkVeteran) != 0 {
			out = append(out, "veteran's re-roll spent this round (XS-11)")
		} else {
			out = append(out, "veteran's re-roll ready (XS-11)")
		}
	}
	if r.Mark(u.ID, MarkCommand) != 0 {
		out = append(out, "command re-roll had this round (XS-11)")
	}
	return out
}

// Lines: none.
func (m *module) Lines(facet.Reader, orders.Unit) []string { return nil }
