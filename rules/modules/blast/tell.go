package blast

import (
	"fmt"
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
)

// Tell: where the module's blast came down and whom its template covers.
func (m *module) Tell(e combat.Event) ([]facet.Sentence, bool) {
	l, ok := e.(BlastLanded)
	if !ok || l.RuleID != Rule {
		return nil, false
	}
	how := []facet.Part{facet.Words(" lands on target")}
	if l.Scattered > 0 {
		how = []facet.Part{facet.Words(fmt.Sprintf(" scatters %.1f\" to ", l.Scattered)), facet.Spot(math.Round(l.X*10)/10, math.Round(l.Y*10)/10)}
	}
	return []facet.Sentence{Landed(l, how...)}, true
}

// Landed is the log's line for a blast come down, how saying how it came
// down ("lands on target", "scatters 2.0\" to …"; a wreck "explodes"):
// "Trooper's Frag grenade lands on target: a 3" template over Cultist 1,
// Prophet (XS-01)". A module whose explosions are blasts tells them with
// it.
func Landed(l BlastLanded, how ...facet.Part) facet.Sentence {
	parts := []facet.Part{facet.Unit(l.By), facet.Words("'s " + l.Weapon)}
	parts = append(parts, how...)
	parts = append(parts, facet.Words(fmt.Sprintf(": a %g\" template over ", l.Diameter)))
	for i, id := range l.Touched {
		if i > 0 {
			parts = append(parts, facet.Words(", "))
		}
		parts = append(parts, facet.Unit(id))
	}
	if len(l.Touched) == 0 {
		parts = append(parts, facet.Words("nobody"))
	}
	return facet.Sentence{Tone: facet.Bad, About: l.By, Parts: parts, Rule: l.RuleID}
}

// Cue: the module's blast bursts with an explosion.
func (m *module) Cue(e combat.Event) (string, bool) {
	if l, ok := e.(BlastLanded); ok && l.RuleID == Rule {
		return Explosion, true
	}
	return "", false
}

// Explosion is the sound a blast come down makes (game/sound's cue).
const Explosion = "explosion"
