package logtext

import (
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
)

// Width is the most characters (runes) a line holds: the battle screen's
// log is 456 pixels wide beside its scrollbar, and its 11-pixel mono font
// takes 6.6 pixels a character (70 were cut at the right edge). Longer
// text wraps onto further lines; only a single word longer than Width can
// overflow.
const Width = 68

// Kind says what a line reports, so the screen can colour it.
type Kind int

// The kinds of line.
const (
	Info    Kind = iota // a plain fact: an order, a move, a note, a modifier
	Roll                // a roll of dice: Line.Dice holds them
	Good                // it went the way of Line.Side: a pass, unpinned, a triumph
	Bad                 // it went against Line.Side: a wound, a pin, a loss
	Refusal             // a declaration was refused, with the rule that forbids it
	Round               // a round begins or ends, a scenario event, the end of the match
)

var kindNames = [...]string{"info", "roll", "good", "bad", "refusal", "round"}

// String names the kind: "info", "roll", "good", "bad", "refusal", "round".
func (k Kind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind %d", int(k))
}

// Line is one line of the event log.
type Line struct {
	Text string
	Kind Kind
	Side int   // the index of the side it concerns (match order); -1 for none
	Dice []Die // the dice shown in Text, for a roll; nil otherwise
}

// Die is one die of a roll as a line shows it.
type Die struct {
	Faces    []int // the natural face, then every re-roll an exploding 6 earned
	Kept     bool  // counted in the result (shown in brackets)
	Passed   bool  // reached the TN; false too when the roll judges no single die
	Exploded bool  // a 6 re-rolled: Faces holds more than one face
	// Start and End are the die's bytes in Line.Text, Text[Start:End],
	// so the screen can colour it.
	Start, End int
}

// Names tells Lines how to show units and sides. The zero value works:
// units by their short ID, sides by their ID, and every line's Side -1.
type Names struct {
	// Sides lists the side IDs in match order: a side's index is the
	// Side of the lines about it.
	Sides []string
	// Unit is a unit's display name, given its ID ("red.ec-trooper-2");
	// nil, or an empty answer, shows the part after the dot ("ec-trooper-2").
	Unit func(id string) string
	// Side is a side's display name, given its ID; nil, or an empty
	// answer, shows the ID.
	Side func(id string) string
	// Place describes a point of the deck in words, as a phrase after "a
	// spot" ("by the crates"); nil shows points as coordinates, facings
	// in degrees.
	Place func(p geom.Vec) string
	// From is where a unit stands now, so that a declared move can say
	// how far and which way it goes ("6.2\" north-east"); nil, or not
	// ok, says only where it goes. Set it only while lines are written as
	// the match plays: an old declaration read later started elsewhere.
	From func(unit string) (geom.Vec, bool)
	// Modules are the rule modules the match plays with: they tell their
	// own events and say their own orders (rules/facet). nil: none.
	Modules facet.Set
	// Plain writes for players, with the rules detail setting off: no
	// rule IDs (words.WithoutRules), only what they say. The zero value
	// cites every rule, for designers and the command line.
	Plain bool
}

// MatchNames names the units and sides of the match v shows: a model by
// its name in the army list and its number ("EC Trooper 2"), or by its own
// name when the list gives it one; an objective by the scenario's name for
// it; a side by its name, or its ID when it has none; points of the deck
// in words (ScenarioPlaces). It leaves From unset.
func MatchNames(v match.View) Names {
	units := map[string]string{}
	sides := map[string]string{}
	var ids []string
	if sc := v.Scenario(); sc != nil {
		for _, sd := range sc.Sides {
			if sd == nil {
				continue
			}
			ids = append(ids, sd.ID)
			sides[sd.ID] = sd.Name
		}
		for _, o := range sc.Objectives {
			units[o.ID] = o.Name
		}
	}
	for _, u := range v.Units() {
		if u.Model != nil && units[u.ID] == "" {
			units[u.ID] = modelName(u.ID, u.Model)
		}
	}
	return Names{
		Sides:   ids,
		Unit:    func(id string) string { return units[id] },
		Side:    func(id string) string { return sides[id] },
		Place:   ScenarioPlaces(v.Scenario()),
		Modules: v.Played(),
	}
}

// Cite is rule id as the log cites it after a line's words, " (KG-RC-11)",
// or nothing when Names are Plain or id is empty.
func Cite(id string, n Names) string {
	if n.Plain {
		return ""
	}
	return rule(id)
}

// DeploymentNames names the models and sides of a deployment as
// MatchNames names those of its match, points of the deck in words.
func DeploymentNames(d *match.Deployment) Names {
	units := map[string]string{}
	for _, t := range d.Order() {
		if t.Model != nil {
			units[t.Unit] = modelName(t.Unit, t.Model)
		}
	}
	var ids []string
	sides := map[string]string{}
	for _, sd := range d.Scenario().Sides {
		if sd != nil {
			ids = append(ids, sd.ID)
			sides[sd.ID] = sd.Name
		}
	}
	return Names{
		Sides: ids,
		Unit:  func(id string) string { return units[id] },
		Side:  func(id string) string { return sides[id] },
		Place: ScenarioPlaces(d.Scenario()),
	}
}

// modelName is the name of model m, the unit id: its name in the army
// list and its number ("EC Trooper 2"), or its own name when the list
// gives it one ("Sergeant Vance").
func modelName(id string, m *army.Model) string {
	name := m.Name
	if m.Unit != nil && name == m.Unit.Name {
		if i := strings.LastIndexByte(id, '-'); i >= 0 {
			name += " " + id[i+1:]
		}
	}
	return name
}

// Lines renders one log entry as lines for the event log: always at least
// one, none empty.
func Lines(e match.Entry, n Names) []Line {
	lines, _ := render(e, n)
	return lines
}

// Text writes free text from the rules about side (a refusal's reason, a
// note) in one line, with every unit it mentions by ID named as n names
// it: "Rush Grunt 2" for "confederates.ec-rush-grunt-2".
func Text(side, text string, n Names) string {
	r := &renderer{names: n}
	return r.join(r.freeIn(side, text))
}

// Orders writes side's declaration in the orders format ("A & B") in one
// line as the log does: "Rush Grunt 2 charge Runner 2 (use CC weapon)".
func Orders(side, text string, n Names) string {
	r := &renderer{names: n}
	return r.join(r.orders(side, text))
}

// join writes segs in one line, as plainly as Names asks.
func (r *renderer) join(segs []seg) string {
	var s strings.Builder
	for _, g := range r.plain(segs) {
		s.WriteString(g.text)
	}
	return s.String()
}

// render is Lines, also reporting whether the event's type is one it knows
// (false: the generic fallback printed it).
func render(e match.Entry, n Names) ([]Line, bool) {
	r := &renderer{names: n}
	known := r.event(e.Event)
	var out []Line
	for _, p := range r.paras {
		out = append(out, p.wrap()...)
	}
	if len(out) == 0 { // never happens for a known event; be safe
		out = []Line{{Text: fmt.Sprintf("%T", e.Event), Side: -1}}
	}
	return out, known
}
