package jams

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the jams module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"SW-JAM-01", "SW-JAM-02", "SW-JAM-03", "SW-JAM-EX1", "SW-MULTI-03", "RPG-CART-01", "RPG-JAM-01", "RPG-ACT-07", "XC-RLD-02", "GW-TRG-10"},
		Summary: "Weapon jams: a weapon rated Jam N (autocannon 2, assault rifle 1; modules.yaml) jams when a to-hit roll " +
			"with it shows a natural 1 and a D6 then comes up N or under; that shot still resolves. A jammed weapon fires no " +
			"shot until its model clears it: \"clear\" (1 AP) and a Mind check at TN 4, as often as it takes; a model clearing " +
			"may move in the same combo but not shoot, charge or fight in close combat."},
	Load: load,
	Keys: []facet.Binding{clearKey},
}

// clearKey is the key of the Clear jam order.
var clearKey = facet.Binding{Action: "clear_jam", Default: "j", Hint: "clear jam", Rank: 5,
	About: "order: clear the selected model's jammed weapon (the jams module)"}

// module is the jams module as it plays with one content's data.
type module struct {
	data Data
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &module{data: read(d)} }

// The facets the module hands the game.
var (
	_ facet.Keys     = (*module)(nil)
	_ facet.Orders   = (*module)(nil)
	_ facet.Previews = (*module)(nil)
	_ facet.Badges   = (*module)(nil)
	_ facet.States   = (*module)(nil)
	_ facet.Brain    = (*module)(nil)
	_ facet.Urgent   = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// Keys: J clears the selected model's jam, offered while it is jammed.
func (m *module) Keys() []facet.Key {
	return []facet.Key{{Binding: clearKey,
		Verbs:   func(facet.Reader, orders.Unit) []orders.Verb { return []orders.Verb{Clear} },
		Offered: func(r facet.Reader, u orders.Unit) bool { return r.Mark(u.ID, Mark) > 0 }}}
}

// Verb: "clear" is given to the jammed model alone.
func (m *module) Verb(v orders.Verb) (facet.Verb, bool) {
	if v != Clear {
		return facet.Verb{}, false
	}
	return facet.Verb{Words: "clear the jam", Aim: facet.Nothing}, true
}

// Rows: a shot with a rated weapon says its exact chance of jamming it,
// under its terms.
func (m *module) Rows(_ facet.Reader, _ orders.Unit, _ orders.Order, p orders.Preview) []facet.Row {
	r := p.Ranged
	if r == nil || r.Weapon == nil || r.Weapon.Template > 0 || r.OutOfRange {
		return nil
	}
	n := m.data.Rating(r.Weapon.ID)
	if n == 0 {
		return nil
	}
	return []facet.Row{{Place: facet.WithShot, Tone: facet.Warning, Terms: []facet.Term{{
		Text: fmt.Sprintf("jam %.1f%%: a natural 1 to hit, then a D6 of %d or under (Jam %d, XS-02)", 100*Chance(r.Dice, r.Attacks, n), n, n),
		Tip:  "A weapon with a Jam value jams on a natural 1 to hit followed by a D6 of its Jam value or under; a jammed weapon fires no more until cleared (XS-02).",
	}}}}
}

// Badges: a jammed weapon's "J".
func (m *module) Badges(r facet.Reader, u orders.Unit) []facet.Badge {
	if r.Mark(u.ID, Mark) == 0 {
		return nil
	}
	return []facet.Badge{{Text: "J", Tone: facet.Warning}}
}

// States: "weapon jammed" in the selected model's panel.
func (m *module) States(r facet.Reader, u orders.Unit) []string {
	if r.Mark(u.ID, Mark) == 0 {
		return nil
	}
	return []string{"weapon jammed (XS-02)"}
}

// Lines: none.
func (m *module) Lines(facet.Reader, orders.Unit) []string { return nil }

// clearWorth is a clear order's score as a share of the model's worth:
// above a shot's (a model's gun is most of what it is worth at range)
// and an unpin re-roll's, so a jammed model clears before anything else.
const clearWorth = 0.4

// Candidates: a jammed model clears its weapon, worth more than anything
// else it could do: its shots are refused until then. The clear may
// fail; it is offered again as long as the weapon stays jammed.
func (m *module) Candidates(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	if a.Mark(u.ID, Mark) == 0 {
		return
	}
	o := orders.Order{Unit: u.ID, Verb: Clear}
	if p := a.Preview(a.Side(), o); p.Err == nil {
		consider(facet.Candidate{Order: o, AP: p.AP, Score: clearWorth * a.Value(u)})
	}
}

// Turn: the AI asks the jams module third, after grenades and powers.
func (m *module) Turn() int { return 3 }

// Urgent: a jammed weapon fires nothing until it is cleared.
func (m *module) Urgent(r facet.Reader, side string, u orders.Unit) (orders.Order, bool) {
	o := orders.Order{Unit: u.ID, Verb: Clear}
	if r.Mark(u.ID, Mark) > 0 && r.Preview(side, o).Err == nil {
		return o, true
	}
	return orders.Order{}, false
}
