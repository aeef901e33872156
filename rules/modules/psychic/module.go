package psychic

import (
	"fmt"
	"slices"
	"sync"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the psychic module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: Rule, Name: Name,
	Sources: []string{"KG-STAT-07", "KG-DATA-17", "KG-FACE-01", "GAP-22"},
	Summary: "Psychic powers: a unit whose profile lists powers uses them as orders of the face-off's fourth class " +
		"(after movement, ranged and close combat). Each costs AP and a casting test, Mind dice against its TN; a failed " +
		"test does nothing and calls a Willpower test at TN 4, whose fail costs the psychic a wound. Warp (3 AP, TN 5): to " +
		"a point in view within 20\". Mind bolt (2 AP, TN 4, 12\"): the target tests Willpower at TN 5 or takes a wound, armour " +
		"and cover no help. Terror (2 AP, TN 4, 12\"): Willpower at TN 6 or pinned. Veil (2 AP, TN 4, 6\"): shots at a friend " +
		"+1 TN until the AP round ends. Mend flesh (3 AP, TN 5, 2\"): a friend heals a wound. Calm (1 AP, TN 4, 6\"): a pinned " +
		"friend is unpinned. On by default wherever an army has a psychic."},
	Load: load,
	Keys: []facet.Binding{powersKey},
}

// powersKey is the key of the powers: the selected psychic's first, and
// pressed again its next.
var powersKey = facet.Binding{Action: "psychic", Default: "i", Hint: "powers", Rank: 4,
	About: "order: a psychic power of the selected model (again: its next power)"}

// module is the psychic discipline as it plays with one content: its
// data, and the powers each unit profile knows.
type module struct {
	data   Data
	powers map[*content.Unit][]string // the powers of the content's unit profiles
	// others are the powers of unit profiles of another content (a
	// copy's, a test's), read the first time they are asked for.
	others sync.Map
	orders orders.Module
}

// load reads the module's data from the content, and the powers each
// unit profile lists.
func load(d facet.Data) facet.Loaded {
	m := &module{data: read(d)}
	m.powers = knowing(d.Content, m.data, d.Problems)
	m.orders = m.rules()
	return m
}

// The facets the module hands the game.
var (
	_ facet.Armies     = (*module)(nil)
	_ facet.UnitFields = (*module)(nil)
	_ facet.Keys       = (*module)(nil)
	_ facet.Orders     = (*module)(nil)
	_ facet.Previews   = (*module)(nil)
	_ facet.Aiming     = (*module)(nil)
	_ facet.Badges     = (*module)(nil)
	_ facet.Auras      = (*module)(nil)
	_ facet.Teller     = (*module)(nil)
	_ facet.Phrases    = (*module)(nil)
	_ facet.Brain      = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return m.orders }

// Need: a psychic, a model whose profile lists powers, brings the
// discipline on by default (GAP-22).
func (m *module) Need(md *army.Model) (facet.Need, string) {
	if len(m.profile(md.Unit)) > 0 {
		return facet.Wanted, "a psychic"
	}
	return facet.NoNeed, ""
}

// profile are the powers unit profile u lists (its Field), by id.
func (m *module) profile(u *content.Unit) []string {
	if u == nil {
		return nil
	}
	if p, ok := m.powers[u]; ok {
		return p
	}
	if p, ok := m.others.Load(u); ok {
		return p.([]string)
	}
	var problems datafile.List // the content it comes from reports them
	p := listed(u, &problems)
	m.others.Store(u, p)
	return p
}

// UnitFields: a unit profile lists the powers it knows (powers:).
func (m *module) UnitFields() []string { return []string{Field} }

// Keys: I chooses the selected psychic's first power and, pressed again,
// its next; the hint bar offers it while a psychic is selected.
func (m *module) Keys() []facet.Key {
	return []facet.Key{{Binding: powersKey,
		Verbs:   func(_ facet.Reader, u orders.Unit) []orders.Verb { return m.known(&u) },
		Offered: func(_ facet.Reader, u orders.Unit) bool { return m.psychic(&u) },
		Nothing: "Select a psychic first: only a model whose profile lists powers uses them (GAP-22)."}}
}

// name is a power's name as players read it ("Mind bolt").
func (m *module) name(v orders.Verb) string {
	if p, ok := m.data.Power(string(v)); ok {
		return p.Name
	}
	return string(v)
}

// Verb: the warp is aimed at a point, the bolt and terror at an enemy,
// the others at a friend or the psychic itself; the panel heads each
// "psychic power: " and its name.
func (m *module) Verb(v orders.Verb) (facet.Verb, bool) {
	aim := facet.Friend
	switch v {
	case Warp:
		aim = facet.Point
	case Bolt, Terror:
		aim = facet.Enemy
	case Veil, Mend, Calm:
	default:
		return facet.Verb{}, false
	}
	return facet.Verb{Words: "use " + string(v), Label: "psychic power: " + m.name(v), Aim: aim}, true
}

// Rows: a power's exact odds under the order's, each explained on hover:
// the cast, its taking hold where the target tests, the backlash.
func (m *module) Rows(_ facet.Reader, _ orders.Unit, _ orders.Order, p orders.Preview) []facet.Row {
	po, ok := p.Detail.(*Odds)
	if !ok {
		return nil
	}
	terms := []facet.Term{
		{Text: fmt.Sprintf("cast %.0f%%", po.Cast*100), Tip: "The exact chance of the casting test: as many dice as the psychic's Mind, the best reaching the power's TN (GAP-22, KG-DICE-07)."},
	}
	if po.Works < po.Cast {
		terms = append(terms, facet.Term{Text: fmt.Sprintf("takes hold %.0f%%", po.Works*100),
			Tip: "The exact chance the power is cast and the target then fails its Willpower test (GAP-22)."})
	}
	terms = append(terms, facet.Term{Text: fmt.Sprintf("backlash wound %.0f%%", po.Backlash*100),
		Tip: "A failed casting test calls a Willpower test; failing that too costs the psychic a wound, whatever its armour (GAP-22). The exact chance of both."})
	return []facet.Row{{Place: facet.UnderOdds, Tone: facet.Good, Terms: terms}}
}

// Aimed: a power rings how far it reaches round the psychic, named where
// the pointer crosses the ring (a warp's runs off the screen), and a warp
// draws the line to where the psychic would stand and its base there.
func (m *module) Aimed(_ facet.Reader, u orders.Unit, o orders.Order, _ orders.Preview, tone facet.Tone) []facet.Shape {
	if !slices.Contains(Verbs, o.Verb) {
		return nil
	}
	pw, ok := m.data.Power(string(o.Verb))
	if !ok {
		return nil
	}
	reach := pw.Range
	if o.Verb != Warp {
		reach += u.Base.Radius // base to base: the ring is where a target's edge may be
	}
	out := []facet.Shape{{Kind: facet.Ring, At: u.Base.Centre, Radius: reach, Width: 2, Tone: tone, Label: fmt.Sprintf("%s %g\"", pw.Name, pw.Range)}}
	if o.Point {
		to := geom.Vec{X: o.X, Y: o.Y}
		out = append(out, facet.Shape{Kind: facet.Line, Path: []geom.Vec{u.Base.Centre, to}, Width: 2, Tone: tone},
			facet.Shape{Kind: facet.Template, At: to, Radius: u.Base.Radius, Tone: tone})
	}
	return out
}

// Aura: a psychic, a model whose profile lists powers, glows.
func (m *module) Aura(u orders.Unit) bool {
	return u.Model != nil && len(m.profile(u.Model.Unit)) > 0
}

// Badges: a veiled model's "V".
func (m *module) Badges(r facet.Reader, u orders.Unit) []facet.Badge {
	if r.Mark(u.ID, VeilMark) == 0 {
		return nil
	}
	return []facet.Badge{{Text: "V", Tone: facet.Good}}
}
