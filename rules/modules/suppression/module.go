package suppression

import (
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Module is the suppression module's entry in the registry
// (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"XC-SUPP-01", "XC-SUPP-02", "XC-SUPP-03", "XC-SUPP-04", "XC-SUPP-05", "XC-SUPP-06", "XC-SUPP-07",
			"XC-STNC-01", "XC-STNC-02", "XC-STNC-03", "XC-STNC-04", "XC-STNC-05",
			"XC-SFIRE-01", "XC-SFIRE-02", "XC-SFIRE-03", "XC-SFIRE-04", "XC-SFIRE-05", "XC-SFIRE-06", "XC-SFIRE-07", "XC-SFIRE-08", "XC-SFIRE-09",
			"XC-COV-05", "XC-COV-06", "XC-RNG-EX1", "XC-RNG-EX2", "GW-PAN-01", "GW-TRG-06", "KG-RC-12",
			"KG-PSY-01", "KG-PSY-02", "KG-PSY-03", "KG-PSY-04", "KG-PSY-05", "KG-TAC-02", "KG-TAC-03", "KG-TAC-04", "KG-TAC-05", "KG-TAC-06"},
		Summary: "Suppression and stances: every attack at a model lays suppression tokens on it, 1, or 3 when it hits; " +
			"suppressive fire and automatic weapons lay 1 on each model of the target's side within 1\" of it, an explosion 3 " +
			"on every model within 2\". A model holding tokens tests Willpower at TN 3 + tokens (at most 9) when it is next " +
			"ordered: a pass clears them, a fail pins it as a hit does. Squad Leaders hold none. \"brace\" (1 AP): aimed shots " +
			"cut the long-range penalty by 1; no move in the same combo, no Dodge or Break off, no sprint bonus until it acts " +
			"otherwise. \"cover\" (0 AP, behind a wall, door or cover within 1\"): no direct fire can target it; it fires only " +
			"suppressively (+2 TN) or throws grenades; leaving after being shot at takes Willpower TN 4."},
	Load:    load,
	Keys:    []facet.Binding{braceKey, coverKey},
	Weights: map[string]float64{CoverWeight: 0.3, FireWeight: 0.35, LeaderShelterWeight: 1.5},
}

// The module's keys.
var (
	braceKey = facet.Binding{Action: "brace", Default: "shift+b", Hint: "brace", Rank: 17,
		About: "order: brace the selected model for long aimed shots (the suppression module)"}
	coverKey = facet.Binding{Action: "full_cover", Default: "shift+c", Hint: "full cover", Rank: 18,
		About: "order: the selected model takes full cover behind a wall or cover within 1\" (the suppression module)"}
)

// module is the suppression module as it plays with one content's data.
type module struct {
	rules
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &module{rules{data: read(d)}} }

// The facets the module hands the game.
var (
	_ facet.Keys     = (*module)(nil)
	_ facet.Orders   = (*module)(nil)
	_ facet.Previews = (*module)(nil)
	_ facet.Aiming   = (*module)(nil)
	_ facet.Badges   = (*module)(nil)
	_ facet.States   = (*module)(nil)
	_ facet.Teller   = (*module)(nil)
	_ facet.Phrases  = (*module)(nil)
	_ facet.Brain    = (*module)(nil)
	_ facet.Stakes   = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// Keys: Shift+B braces the selected model, Shift+C takes full cover; the
// hint bar offers each while the order is one the model may give (the
// side's AP aside).
func (m *module) Keys() []facet.Key {
	key := func(b facet.Binding, v orders.Verb) facet.Key {
		return facet.Key{Binding: b,
			Verbs:   func(facet.Reader, orders.Unit) []orders.Verb { return []orders.Verb{v} },
			Offered: func(r facet.Reader, u orders.Unit) bool { return legal(r, u, v) }}
	}
	return []facet.Key{key(braceKey, Brace), key(coverKey, Cover)}
}

// legal reports whether u may be given order v now, the AP aside.
func legal(r facet.Reader, u orders.Unit, v orders.Verb) bool {
	if u.Side < 0 || !u.Alive() {
		return false
	}
	side, _, _ := strings.Cut(u.ID, ".")
	err := r.Preview(side, orders.Order{Unit: u.ID, Verb: v}).Err
	return err == nil || refusal.RuleOf(err) == "KG-AP-03"
}

// Verb: both orders are given to the selected model alone.
func (m *module) Verb(v orders.Verb) (facet.Verb, bool) {
	switch v {
	case Brace:
		return facet.Verb{Words: "brace for aimed shots", Aim: facet.Nothing}, true
	case Cover:
		return facet.Verb{Words: "take full cover", Aim: facet.Nothing}, true
	}
	return facet.Verb{}, false
}

// Phrase: "brace for aimed shots", "take full cover".
func (m *module) Phrase(_, verb string, args []string) ([]facet.Part, bool) {
	if len(args) > 0 {
		return nil, false
	}
	if w, ok := m.Verb(orders.Verb(verb)); ok {
		return []facet.Part{facet.Words(w.Words)}, true
	}
	return nil, false
}

// Badges: a model's tokens, "S3" (red from the TN 7 they make up), and
// its stance: "B" braced, "C" in full cover.
func (m *module) Badges(r facet.Reader, u orders.Unit) []facet.Badge {
	var out []facet.Badge
	if n := Tokens(r, u.ID); n > 0 && u.Alive() {
		tone := facet.Warning
		if m.data.TestTN(n) >= 7 {
			tone = facet.Bad
		}
		out = append(out, facet.Badge{Text: fmt.Sprintf("S%d", n), Tone: tone})
	}
	switch StanceOf(r, u.ID) {
	case Braced:
		out = append(out, facet.Badge{Text: "B", Tone: facet.Good})
	case FullCover:
		out = append(out, facet.Badge{Text: "C", Tone: facet.Good})
	}
	return out
}

// States: the model's tokens and the test they make, its stance.
func (m *module) States(r facet.Reader, u orders.Unit) []string {
	var out []string
	if n := Tokens(r, u.ID); n > 0 {
		out = append(out, fmt.Sprintf("suppressed: %d token%s, its next order tests Willpower at TN %d (XS-06)", n, plural(n), m.data.TestTN(n)))
	}
	switch StanceOf(r, u.ID) {
	case Braced:
		out = append(out, "braced: aimed shots cut the long-range penalty; no Dodge or Break off (XS-06)")
	case FullCover:
		s := "in full cover: no direct fire can target it; it fires only suppressively (XS-06)"
		if ShotAt(r, u.ID) {
			s += fmt.Sprintf("; shot at there, leaving takes Willpower TN %d", m.data.LeaveTN)
		}
		out = append(out, s)
	}
	return out
}

// Lines: none.
func (m *module) Lines(facet.Reader, orders.Unit) []string { return nil }

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
