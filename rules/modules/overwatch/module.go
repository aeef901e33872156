package overwatch

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/odds"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the overwatch module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: Rule, Name: Name,
	Sources: []string{"SW-OVW-01", "SW-OVW-02", "SW-SEQ-02", "RPG-ACT-08", "XC-SFIRE-08", "KG-WAIT-01", "KG-WAIT-02", "KG-WAIT-03", "KG-WAIT-04", "KG-WAIT-05", "KG-WAIT-06"},
	Summary: "Overwatch: a unit (2 AP, not after a move, and no move after it) watches its weapon arc out to its maximum range, Waiting, and fires " +
		"one prepaid standard shot at the first enemy that begins a movement step in the arc (before the step) or moves into it, " +
		"single orders included. Saturation lane (2 AP, assault rifle or autocannon): a 2\"-wide lane towards a point in the arc, " +
		"for one AP round; every enemy moving in it tests for pinning at TN 5, and a failed test is a suppressive hit. " +
		"Both are broken as Waiting is: an order (a later move too), a hit by ranged fire, a charge."},
	Load: load,
	Keys: []facet.Binding{watchKey, laneKey},
}

// The keys of the module's orders.
var (
	watchKey = facet.Binding{Action: "overwatch", Default: "o", Hint: "overwatch", Rank: 14,
		About: "order: go on overwatch (the overwatch module)"}
	laneKey = facet.Binding{Action: "lane", Default: "n", Hint: "lane", Rank: 16,
		About: "order: lay a saturation lane at the cursor (the overwatch module)"}
)

// module is the overwatch module as it plays with one content's data:
// its data, and why it cannot play with the content (nil when it can).
type module struct {
	data Data
	err  error
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded {
	data := read(d)
	return &module{data: data, err: playable(d.Content, data)}
}

// The facets the module hands the game.
var (
	_ facet.Playable = (*module)(nil)
	_ facet.Keys     = (*module)(nil)
	_ facet.Orders   = (*module)(nil)
	_ facet.Previews = (*module)(nil)
	_ facet.Standing = (*module)(nil)
	_ facet.Aiming   = (*module)(nil)
	_ facet.Aims     = (*module)(nil)
	_ facet.Teller   = (*module)(nil)
	_ facet.Brain    = (*module)(nil)
	_ facet.Holds    = (*module)(nil)
	_ facet.Notes    = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// Playable is why the module cannot play with the content: a lane weapon
// it does not have.
func (m *module) Playable() error { return m.err }

// Keys: O goes on overwatch, N lays a lane, offered whenever the module
// is played.
func (m *module) Keys() []facet.Key {
	return []facet.Key{
		{Binding: watchKey, Verbs: func(facet.Reader, orders.Unit) []orders.Verb { return []orders.Verb{Overwatch} }},
		{Binding: laneKey, Verbs: func(facet.Reader, orders.Unit) []orders.Verb { return []orders.Verb{Lane} }},
	}
}

// Verb: "overwatch" is given to the model alone; "lane" at the enemy
// model under the pointer, or else the point.
func (m *module) Verb(v orders.Verb) (facet.Verb, bool) {
	switch v {
	case Overwatch:
		return facet.Verb{Words: "go on overwatch", Aim: facet.Nothing}, true
	case Lane:
		return facet.Verb{Words: "lay a saturation lane", Aim: facet.EnemyOrPoint}, true
	}
	return facet.Verb{}, false
}

// Rows: an overwatch or a lane says what it does, under its cost; a
// lane, each enemy Willpower's exact chance of failing its test.
func (m *module) Rows(r facet.Reader, u orders.Unit, o orders.Order, _ orders.Preview) []facet.Row {
	var note string
	reach := Reach(&u)
	switch o.Verb {
	case Overwatch:
		note = fmt.Sprintf("Watches its arc out to %s\": one standard shot, already paid, at the first enemy that moves in it, "+
			"before a step begun there. Broken like Waiting: an order, a hit, a charge (%s).", inchText(reach), Rule)
	case Lane:
		note = fmt.Sprintf("A %s\"-wide lane out to %s\" for this AP round: each enemy step in it tests Willpower at TN %d; "+
			"a fail pins it, no wound (%s).%s", inchText(m.data.LaneWidth), inchText(reach), laneTN(), Rule, laneOdds(r, u.Side))
	default:
		return nil
	}
	return []facet.Row{{Place: facet.UnderCost, Tone: facet.Dim, Note: note}}
}

// laneOdds gives the exact chance that each of the enemy's Willpower
// values fails a lane's test (KG-PSY-01: one die kept, at the test's
// TN), for the enemies of side other than side that can be pinned (a
// Squad Leader never is, KG-PSY-03, nor an inanimate model): " Fails: Wp
// 3 30%, Wp 4 20%."
func laneOdds(r facet.Reader, side int) string {
	seen := map[int]bool{}
	var wps []int
	for _, e := range r.Units() {
		if e.Side == side || e.Side < 0 || !e.Alive() || e.F.SquadLeader || e.F.Inanimate || seen[e.F.Stats.Willpower.Dice()] {
			continue
		}
		seen[e.F.Stats.Willpower.Dice()] = true
		wps = append(wps, e.F.Stats.Willpower.Dice())
	}
	slices.Sort(wps)
	out := ""
	for _, wp := range wps {
		dist, err := odds.KeptSuccesses(wp, laneTN(), 1, r.Options().Combat.Mode)
		if err != nil {
			continue
		}
		if out == "" {
			out = " Fails:"
		} else {
			out += ","
		}
		out += fmt.Sprintf(" Wp %d %.0f%%", wp, 100*dist[0])
	}
	if out == "" {
		return ""
	}
	return out + "."
}

// inchText writes inches to a tenth: 15, 2.5.
func inchText(in float64) string { return strconv.FormatFloat(math.Round(in*10)/10, 'f', -1, 64) }
