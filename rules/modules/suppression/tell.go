package suppression

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
)

// Tell: tokens laid, "Cultist 1 is hit: suppression +3 (now 4)", one
// line a model; the module's stances taken and left.
func (m *module) Tell(e combat.Event) ([]facet.Sentence, bool) {
	switch e := e.(type) {
	case Suppressed:
		return tellSuppressed(e), true
	case combat.StateChanged:
		if e.RuleID != Rule {
			return nil, false
		}
		words, tone := stateWords[e.State], facet.Ink
		if words == "" {
			return nil, false
		}
		switch {
		case e.Good:
			tone = facet.Good
		case e.State == HeldDown:
			tone = facet.Bad
		}
		return []facet.Sentence{{Tone: tone, About: e.Unit, Rule: Rule, Parts: []facet.Part{facet.Unit(e.Unit), facet.Words(words)}}}, true
	}
	return nil, false
}

// stateWords are the module's states as the log says them, after the
// unit's name.
var stateWords = map[combat.State]string{
	Rallied:     " shakes off its suppression: its tokens are gone",
	BracedState: " braces for aimed shots",
	Unbraced:    " is braced no longer",
	InCover:     " takes full cover",
	OutOfCover:  " leaves full cover",
	HeldDown:    " fails to come out of full cover and stays down",
}

// causeWords say why tokens were laid, after the unit's name.
var causeWords = map[string]string{
	CauseShotAt: " is shot at",
	CauseHit:    " is hit",
	CauseNear:   " is near the target",
	CauseBlast:  " is caught by the blast",
}

// tellSuppressed is a line for each model e laid tokens on.
func tellSuppressed(e Suppressed) []facet.Sentence {
	out := make([]facet.Sentence, 0, len(e.Units))
	for i, id := range e.Units {
		now := 0
		if i < len(e.Tokens) {
			now = e.Tokens[i]
		}
		out = append(out, facet.Sentence{Tone: facet.Bad, About: id, Rule: e.RuleID, Parts: []facet.Part{facet.Unit(id),
			facet.Words(fmt.Sprintf("%s: suppression +%d (now %d)", causeWords[e.Cause], e.Added, now))}})
	}
	return out
}
