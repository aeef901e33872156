package psychic

import (
	"strconv"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/words"
)

// Tell: a power used, a warp, a wound healed. The casting test and the
// effects' tests follow as rolls; states and wounds as the core's lines.
func (m *module) Tell(ev combat.Event) ([]facet.Sentence, bool) {
	var s facet.Sentence
	switch e := ev.(type) {
	case PowerUsed:
		s = facet.Sentence{About: e.Unit, Parts: []facet.Part{facet.Unit(e.Unit), facet.Words(" uses " + e.Name)}, Rule: e.RuleID}
		if e.Target != "" && e.Target != e.Unit {
			s.Parts = append(s.Parts, facet.Words(" on "), facet.Unit(e.Target))
		}
	case Warped:
		s = facet.Sentence{Tone: facet.Good, About: e.Unit, Rule: e.RuleID, Parts: []facet.Part{facet.Unit(e.Unit),
			facet.Words(" warps "), facet.Inches(e.Inches), facet.Words("\" to "), facet.Spot(e.X, e.Y)}}
	case Healed:
		s = facet.Sentence{Tone: facet.Good, About: e.Unit, Rule: e.RuleID, Parts: []facet.Part{facet.Unit(e.Unit),
			facet.Words(" heals " + words.Count(e.Wounds, "wound", "wounds"))}}
	default:
		return nil, false
	}
	return []facet.Sentence{s}, true
}

// powerWords are the powers' orders as a player reads them, for an order
// not yet declared (the log names a declared power as the data does,
// with its PowerUsed event).
var powerWords = map[orders.Verb]string{
	Bolt: "mind bolt", Terror: "terror", Veil: "veil", Mend: "mend flesh", Calm: "calm",
}

// Phrase: "warp 12" east, to a spot by the crates", "use mind bolt on
// Cultist 2".
func (m *module) Phrase(unit, verb string, args []string) ([]facet.Part, bool) {
	v := orders.Verb(verb)
	if v == Warp && len(args) == 2 {
		x, errX := strconv.ParseFloat(args[0], 64)
		y, errY := strconv.ParseFloat(args[1], 64)
		if errX != nil || errY != nil {
			return nil, false
		}
		return []facet.Part{facet.Words("warp "), facet.MoveTo(unit, x, y)}, true
	}
	if name, ok := powerWords[v]; ok && len(args) == 1 {
		return []facet.Part{facet.Words("use " + name + " on "), facet.Target(args[0])}, true
	}
	return nil, false
}
