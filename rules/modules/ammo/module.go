package ammo

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/odds"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the ammo module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"RPG-CART-02", "RPG-RLD-01", "RPG-ACT-06", "XC-RLD-01", "XC-RLD-02", "XC-RLD-03", "XC-RLD-EX1", "GW-TRG-08", "GW-TRG-09", "GW-TRG-10"},
		Summary: "Ammunition and reload: a weapon with a magazine (pistol 6 rounds, rifle 5, assault rifle 4, autocannon 3, " +
			"sniper rifle 4, hand flamer 2; modules.yaml) fires one round an attack, a snap shot two; an empty one fires nothing " +
			"until its model reloads (\"reload\", 1 AP). A reload given as an order of its own always works; as a step of a combo " +
			"it is rushed: a Speed check at TN 4, and a failure stops the combo."},
	Load: load,
	Keys: []facet.Binding{reloadKey},
}

// reloadKey is the key of the reload order.
var reloadKey = facet.Binding{Action: "reload", Default: "shift+r", Hint: "reload", Rank: 12,
	About: "order: reload the selected model's weapon (the ammo module)"}

// module is the ammo module as it plays with one content's data.
type module struct {
	rules
}

// load reads the module's data.
func load(d facet.Data) facet.Loaded { return &module{rules{data: read(d)}} }

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

// leftOf is what the magazine of u, as a reader sees it, has left, and
// holds (0, 0 for a weapon that never runs dry).
func (m *module) leftOf(r facet.Reader, u orders.Unit) (left, rounds int) {
	rounds = m.magazine(&u)
	if rounds == 0 {
		return 0, 0
	}
	return Left(func(name string) int { return r.Mark(u.ID, name) }, rounds), rounds
}

// Keys: the reload key, offered while the selected model has fired from
// its magazine.
func (m *module) Keys() []facet.Key {
	return []facet.Key{{Binding: reloadKey,
		Verbs: func(facet.Reader, orders.Unit) []orders.Verb { return []orders.Verb{Reload} },
		Offered: func(r facet.Reader, u orders.Unit) bool {
			left, rounds := m.leftOf(r, u)
			return rounds > 0 && left < rounds
		}}}
}

// Verb: a reload is given to the model alone.
func (m *module) Verb(v orders.Verb) (facet.Verb, bool) {
	if v != Reload {
		return facet.Verb{}, false
	}
	return facet.Verb{Words: "reload", Aim: facet.Nothing}, true
}

// Rows: a shot says the rounds it leaves; a reload what it takes, with
// the chance of a rushed one.
func (m *module) Rows(r facet.Reader, u orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	left, rounds := m.leftOf(r, u)
	if rounds == 0 {
		return nil
	}
	switch {
	case o.Verb == Reload:
		return []facet.Row{{Place: facet.UnderCost, Tone: facet.Dim, Note: fmt.Sprintf(
			"Refills the %s to %d rounds (%d left). Alone, a reload always works; as a step of a combo it is rushed: "+
				"a Speed check at TN %d (%.0f%% for this model), or the combo stops (XS-03).",
			u.F.Ranged.Name, rounds, left, m.data.RushedTN, 100*m.rushedChance(r, u))}}
	case p.Ranged != nil && p.Ranged.Weapon != nil && p.Ranged.Weapon.ID == u.F.Ranged.ID:
		after := left - Need(o.Shot)
		tone := facet.Dim
		if after <= 0 {
			tone = facet.Warning
		}
		return []facet.Row{{Place: facet.WithShot, Tone: tone, Terms: []facet.Term{{
			Text: fmt.Sprintf("rounds %d/%d: %d left after this shot", left, rounds, max(after, 0)),
			Tip:  "Each attack fires a round from the magazine, a snap shot two; an empty magazine fires nothing until the model reloads (XS-03).",
		}}}}
	}
	return nil
}

// rushedChance is u's exact chance of passing a rushed reload's Speed
// check: its Speed in dice, the best reaching the TN.
func (m *module) rushedChance(r facet.Reader, u orders.Unit) float64 {
	dist, err := odds.KeptSuccesses(u.F.Stats.Speed.Dice(), m.data.RushedTN, 1, r.Options().Combat.Mode)
	if err != nil || len(dist) == 0 {
		return 0
	}
	return 1 - dist[0]
}

// Badges: the rounds left, in the warning colour at one, the bad at none.
func (m *module) Badges(r facet.Reader, u orders.Unit) []facet.Badge {
	left, rounds := m.leftOf(r, u)
	if rounds == 0 || u.Side < 0 {
		return nil
	}
	tone := facet.Dim
	switch {
	case left == 0:
		tone = facet.Bad
	case left == 1:
		tone = facet.Warning
	}
	return []facet.Badge{{Text: fmt.Sprint(left), Tone: tone}}
}

// States: the rounds left in the selected model's panel.
func (m *module) States(r facet.Reader, u orders.Unit) []string {
	left, rounds := m.leftOf(r, u)
	if rounds == 0 {
		return nil
	}
	return []string{fmt.Sprintf("rounds %d/%d (XS-03)", left, rounds)}
}

// Lines: none.
func (m *module) Lines(facet.Reader, orders.Unit) []string { return nil }

// Worth of a reload to the AI, as shares of the model's worth: with the
// magazine empty, as much as clearing a jam (a gun is most of what a
// model is worth at range); with a round left and no shot worth more, a
// little, so it reloads before it runs dry.
const (
	dryShare = 0.4
	lowShare = 0.1
)

// Candidates: a model whose magazine is empty reloads; one with a round
// left reloads while no shot is worth more than a full magazine's share
// of it.
func (m *module) Candidates(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	left, rounds := m.leftOf(a, *u)
	share := 0.0
	switch {
	case rounds == 0 || left == rounds:
		return
	case left == 0:
		share = dryShare
	case left <= 1 && a.BestShot() < lowShare*a.Value(u):
		share = lowShare
	default:
		return
	}
	o := orders.Order{Unit: u.ID, Verb: Reload}
	if p := a.Preview(a.Side(), o); p.Err == nil {
		consider(facet.Candidate{Order: o, AP: p.AP, Score: share * a.Value(u)})
	}
}

// Turn: the AI asks the ammo module after the first pack's modules.
func (m *module) Turn() int { return 8 }

// Urgent: an empty magazine fires nothing until it is refilled.
func (m *module) Urgent(r facet.Reader, side string, u orders.Unit) (orders.Order, bool) {
	left, rounds := m.leftOf(r, u)
	o := orders.Order{Unit: u.ID, Verb: Reload}
	if rounds > 0 && left == 0 && r.Preview(side, o).Err == nil {
		return o, true
	}
	return orders.Order{}, false
}
