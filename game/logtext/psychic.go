package logtext

import (
	"fmt"
	"strconv"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/psychic"
	"github.com/krygothic/krygothic/rules/orders"
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

// powerWords are the psychic powers' orders as a player reads them, for
// an order not yet declared (the log names a declared power as the
// content does, with its PowerUsed event).
var powerWords = map[orders.Verb]string{
	psychic.Bolt: "mind bolt", psychic.Terror: "terror", psychic.Veil: "veil", psychic.Mend: "mend flesh", psychic.Calm: "calm",
}

// powerPhrase renders a psychic power's order ("warp 12" east, to a spot
// by the crates", "use mind bolt on Cultist 2"), and reports whether the
// order is one.
func (r *renderer) powerPhrase(side, unit string, verb orders.Verb, args []string) ([]seg, bool) {
	if verb == psychic.Warp && len(args) == 2 {
		x, errX := strconv.ParseFloat(args[0], 64)
		y, errY := strconv.ParseFloat(args[1], 64)
		if errX != nil || errY != nil {
			return nil, false
		}
		if r.names.Place == nil {
			return []seg{{text: fmt.Sprintf("warp to (%s, %s)", args[0], args[1])}}, true
		}
		return []seg{{text: "warp " + r.moveTo(unit, geom.Vec{X: x, Y: y})}}, true
	}
	if name, ok := powerWords[verb]; ok && len(args) == 1 {
		return []seg{{text: "use " + name + " on "}, r.target(side, args[0])}, true
	}
	return nil, false
}
