package locations

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
)

// Tell: a shot called ("Trooper 1 calls a head shot at Cultist 2"), a
// model grazed ("Cultist 2 is grazed: −1 Speed, Speed 4 until the next AP
// round"). The shot's dice follow as any shot's.
func (m *loaded) Tell(ev combat.Event) ([]facet.Sentence, bool) {
	var s facet.Sentence
	switch e := ev.(type) {
	case ShotCalled:
		s = facet.Sentence{About: e.Unit, Rule: e.RuleID, Parts: append([]facet.Part{facet.Unit(e.Unit), facet.Words(" calls ")}, shotAt(e.Location, facet.Unit(e.Target))...)}
	case Grazed:
		s = facet.Sentence{Tone: facet.Bad, About: e.Unit, Rule: e.RuleID, Parts: []facet.Part{facet.Unit(e.Unit)}}
		if e.To < e.From {
			s.Parts = append(s.Parts, facet.Words(fmt.Sprintf(" is grazed: −%d Speed (Speed %d until the next AP round)", e.From-e.To, e.To)))
		} else {
			s.Parts = append(s.Parts, facet.Words(fmt.Sprintf(" is grazed, but no graze slows it further (Speed %d)", e.To)))
		}
	default:
		return nil, false
	}
	return []facet.Sentence{s}, true
}

// shotAt is a called shot at a location of target, in words: "a head
// shot at T", "a shot at the engine of T".
func shotAt(location string, target facet.Part) []facet.Part {
	if location == Head {
		return []facet.Part{facet.Words("a head shot at "), target}
	}
	return []facet.Part{facet.Words("a shot at the " + location + " of "), target}
}

// Phrase: "call a head shot at Cultist 2", "call a shot at the engine of
// Cargo loader 1".
func (m *loaded) Phrase(_, verb string, args []string) ([]facet.Part, bool) {
	if verb != string(Call) || len(args) != 2 {
		return nil, false
	}
	return append([]facet.Part{facet.Words("call ")}, shotAt(args[1], facet.Target(args[0]))...), true
}
