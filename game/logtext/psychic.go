package logtext

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/modules/psychic"
	"github.com/krygothic/krygothic/rules/words"
)

// psychicEvent renders an event of the psychic discipline (GAP-22), and
// reports whether ev is one. The casting test and the effects' tests
// follow as rolls; states and wounds as their own lines.
func (r *renderer) psychicEvent(ev combat.Event) bool {
	switch e := ev.(type) {
	case psychic.PowerUsed:
		if e.Target == "" || e.Target == e.Unit {
			r.line(0, Info, r.sideOf(e.Unit), r.unit(e.Unit), " uses "+e.Name+rule(e.RuleID))
			break
		}
		r.line(0, Info, r.sideOf(e.Unit), r.unit(e.Unit), " uses "+e.Name+" on ", r.unit(e.Target), rule(e.RuleID))
	case psychic.Warped:
		r.line(0, Good, r.sideOf(e.Unit), r.unit(e.Unit), fmt.Sprintf(" warps %s\" to %s%s", inches(e.Inches), r.spot(e.X, e.Y), rule(e.RuleID)))
	case combat.Healed:
		r.line(0, Good, r.sideOf(e.Unit), r.unit(e.Unit), fmt.Sprintf(" heals %s%s", words.Count(e.Wounds, "wound", "wounds"), rule(e.RuleID)))
	default:
		return false
	}
	return true
}
