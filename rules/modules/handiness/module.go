package handiness

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the handiness module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: Rule, Name: Name,
	Sources: []string{"XC-INIT-05", "KG-FACE-03"},
	Summary: "Weapon handiness in face-offs: when two shots or two close-combat attacks face off, a model holding a " +
		"handy weapon (pistol, machine pistol, shotgun; modules.yaml) counts +1 Speed and one holding a Heavy weapon " +
		"−1 Speed for the tie-break, before any die is rolled."}, Load: load}

// loaded is the module as it plays with one content's data.
type loaded struct {
	data Data
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &loaded{data: read(d)} }

// The facets the module hands the game.
var (
	_ facet.Previews = (*loaded)(nil)
	_ facet.States   = (*loaded)(nil)
	_ facet.Teller   = (*loaded)(nil)
)

// Tell: the Speeds a face-off's tie-break counted, "Trooper counts Speed
// 4 (pistol +1), Cultist 3".
func (m *loaded) Tell(e combat.Event) ([]facet.Sentence, bool) {
	tb, ok := e.(TieBreak)
	if !ok || len(tb.Units) != 2 {
		return nil, false
	}
	parts := []facet.Part{facet.Words("in the tie-break ")}
	for i, id := range tb.Units {
		if i > 0 {
			parts = append(parts, facet.Words(", "))
		}
		parts = append(parts, facet.Unit(id), facet.Words(fmt.Sprintf(" counts Speed %d", tb.Speeds[i])))
		switch {
		case tb.Changes[i] > 0:
			parts = append(parts, facet.Words(fmt.Sprintf(" (handy weapon %+d)", tb.Changes[i])))
		case tb.Changes[i] < 0:
			parts = append(parts, facet.Words(fmt.Sprintf(" (Heavy weapon %+d)", tb.Changes[i])))
		}
	}
	return []facet.Sentence{{Indent: 1, Tone: facet.Ink, Parts: parts, Rule: tb.RuleID}}, true
}

// Rules are its order rules.
func (m *loaded) Rules() orders.Module { return Rules(m.data) }

// Rows: a shot or an attack says the Speed its model counts in a
// face-off's tie-break, when its weapon changes it.
func (m *loaded) Rows(_ facet.Reader, u orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	if p.Err != nil || (o.Verb != orders.Shoot && o.Verb != orders.Attack) {
		return nil
	}
	text, ok := m.tieBreak(u)
	if !ok {
		return nil
	}
	tone := facet.Good
	if m.data.Step(u.F.Ranged) < 0 {
		tone = facet.Bad
	}
	return []facet.Row{{Place: facet.UnderOdds, Tone: tone, Terms: []facet.Term{{Text: text,
		Tip: "When two shots or two close-combat attacks are declared within the face-off window, the faster model goes " +
			"first (KG-FACE-03); a handy weapon counts +1 Speed and a Heavy one −1 for that (XS-31)."}}}}
}

// tieBreak is the words for u's Speed in an attack's tie-break, when its
// weapon changes it.
func (m *loaded) tieBreak(u orders.Unit) (string, bool) {
	n := m.data.Step(u.F.Ranged)
	if n == 0 {
		return "", false
	}
	how := "handy"
	if n < 0 {
		how = "Heavy"
	}
	speed := u.F.Stats.Speed.Dice()
	return fmt.Sprintf("face-off tie-break: Speed %d as %d (%+d, %s %s, %s)", speed+n, speed, n, how, u.F.Ranged.Name, Rule), true
}

// States: the selected model's Speed in a face-off, when its weapon
// changes it.
func (m *loaded) States(_ facet.Reader, u orders.Unit) []string {
	if text, ok := m.tieBreak(u); ok {
		return []string{text}
	}
	return nil
}

// Lines: none.
func (m *loaded) Lines(facet.Reader, orders.Unit) []string { return nil }
