package vehicles

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
)

// Tell tells the module's events: a speed changed, a location hit, a hull
// destroyed; and a wreck's blast, which explodes where the wreck stood
// over the models under its template (the blast module's line for a blast
// come down).
func (m *loaded) Tell(e combat.Event) ([]facet.Sentence, bool) {
	var tone facet.Tone
	var unit, text string
	switch e := e.(type) {
	case SpeedChanged:
		tone, unit, text = facet.Ink, e.Unit, fmt.Sprintf(" %s: speed %d\" → %d\"", e.Why, e.From, e.To)
	case LocationHit:
		where := e.Location
		if e.Redirected != "" {
			where = fmt.Sprintf("%s (its %s is gone)", e.Location, e.Redirected)
		}
		effect := ""
		switch e.Effect {
		case "halved":
			effect = ", working at half"
		case "destroyed":
			effect = ", destroyed"
		}
		tone, unit, text = facet.Bad, e.Unit, fmt.Sprintf(" is hit in the %s: %d left%s", where, e.Left, effect)
	case Wrecked:
		tone, unit, text = facet.Bad, e.Unit, fmt.Sprintf("'s hull is destroyed: it is wrecked and explodes (%g\")", e.Diameter)
	default:
		return tellWreck(e)
	}
	return []facet.Sentence{{Tone: tone, About: unit, Parts: []facet.Part{facet.Unit(unit), facet.Words(text)}, Rule: RuleID}}, true
}
