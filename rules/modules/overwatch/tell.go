package overwatch

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
)

// Tell tells the module's events in the log.
func (m *module) Tell(ev combat.Event) ([]facet.Sentence, bool) {
	var s facet.Sentence
	switch e := ev.(type) {
	case OverwatchSet:
		s = facet.Sentence{About: e.Unit, Parts: []facet.Part{facet.Unit(e.Unit),
			facet.Words(" goes on overwatch: its arc facing "), facet.Facing(e.Bearing), facet.Words(", out to "), facet.Inches(e.Reach), facet.Words("\"")}}
		if e.Lane {
			s.Parts = []facet.Part{facet.Unit(e.Unit),
				facet.Words(" lays a saturation lane "), facet.Bearing(e.Bearing), facet.Words(", out to "), facet.Inches(e.Reach), facet.Words("\"")}
		}
		s.Rule = e.RuleID
	case OverwatchFired:
		how := " moves into its arc"
		if e.Began {
			how = " moves in its arc"
		}
		s = facet.Sentence{Tone: facet.Good, About: e.Unit, Rule: e.RuleID,
			Parts: []facet.Part{facet.Unit(e.Unit), facet.Words(" fires from overwatch: "), facet.Unit(e.At), facet.Words(how)}}
	case LaneEntered:
		s = facet.Sentence{About: e.Mover, Rule: e.RuleID,
			Parts: []facet.Part{facet.Unit(e.Mover), facet.Words(" moves in "), facet.Unit(e.Unit), facet.Words("'s saturation lane: a pinning test")}}
	case LaneHit:
		s = facet.Sentence{Tone: facet.Bad, About: e.Mover, Rule: e.RuleID,
			Parts: []facet.Part{facet.Unit(e.Mover), facet.Words(" takes a suppressive hit from "), facet.Unit(e.Unit), facet.Words("'s lane")}}
	case OverwatchBroken:
		s = facet.Sentence{About: e.Unit, Rule: e.RuleID,
			Parts: []facet.Part{facet.Unit(e.Unit), facet.Words("'s overwatch is over: "), facet.Free(e.Why)}}
	default:
		return nil, false
	}
	return []facet.Sentence{s}, true
}

// Aim: a shot fired from overwatch is traced from the watcher to the
// mover, as a declared shot is.
func (m *module) Aim(ev combat.Event) (by, at string, ok bool) {
	if e, ok := ev.(OverwatchFired); ok {
		return e.Unit, e.At, true
	}
	return "", "", false
}
