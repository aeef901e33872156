package logtext

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
)

// vehicle renders an event of the vehicles module (XS-09), and reports
// whether ev is one.
func (r *renderer) vehicle(ev combat.Event) bool {
	switch e := ev.(type) {
	case vehicles.SpeedChanged:
		r.line(0, Info, r.sideOf(e.Unit), r.unit(e.Unit), fmt.Sprintf(" %s: speed %d\" → %d\"%s", e.Why, e.From, e.To, rule(e.RuleID)))
	case vehicles.LocationHit:
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
		r.line(0, Bad, r.sideOf(e.Unit), r.unit(e.Unit), fmt.Sprintf(" is hit in the %s: %d left%s%s", where, e.Left, effect, rule(e.RuleID)))
	case vehicles.Wrecked:
		r.line(0, Bad, r.sideOf(e.Unit), r.unit(e.Unit), fmt.Sprintf("'s hull is destroyed: it is wrecked and explodes (%g\")%s", e.Diameter, rule(e.RuleID)))
	default:
		return false
	}
	return true
}
