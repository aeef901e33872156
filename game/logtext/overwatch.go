package logtext

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/modules/overwatch"
)

// overwatchEvent renders an event of the overwatch module (XS-05), and
// reports whether ev is one.
func (r *renderer) overwatchEvent(ev combat.Event) bool {
	switch e := ev.(type) {
	case overwatch.OverwatchSet:
		what := fmt.Sprintf(" goes on overwatch: its arc facing %s, out to %s\"", r.facing(e.Bearing), inches(e.Reach))
		if e.Lane {
			what = fmt.Sprintf(" lays a saturation lane %s, out to %s\"", r.bearing(e.Bearing), inches(e.Reach))
		}
		r.line(0, Info, r.sideOf(e.Unit), r.unit(e.Unit), what+rule(e.RuleID))
	case overwatch.OverwatchFired:
		how := " moves into its arc"
		if e.Began {
			how = " moves in its arc"
		}
		r.line(0, Good, r.sideOf(e.Unit), r.unit(e.Unit), " fires from overwatch: ", r.unit(e.At), how+rule(e.RuleID))
	case overwatch.LaneEntered:
		r.line(0, Info, r.sideOf(e.Mover), r.unit(e.Mover), " moves in ", r.unit(e.Unit), "'s saturation lane: a pinning test"+rule(e.RuleID))
	case overwatch.LaneHit:
		r.line(0, Bad, r.sideOf(e.Mover), r.unit(e.Mover), " takes a suppressive hit from ", r.unit(e.Unit), "'s lane"+rule(e.RuleID))
	case overwatch.OverwatchBroken:
		r.line(0, Info, r.sideOf(e.Unit), r.unit(e.Unit), "'s overwatch is over: ", r.free(e.Why), rule(e.RuleID))
	default:
		return false
	}
	return true
}
