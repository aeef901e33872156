package logtext

import (
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/words"
)

// rule is the closing rule ID of an event's first line.
func rule(id string) string {
	if id == "" {
		return ""
	}
	return " (" + id + ")"
}

// event renders one event, and reports whether its type is a known one.
func (r *renderer) event(ev combat.Event) bool {
	if r.moduleEvent(ev) {
		return true
	}
	switch e := ev.(type) {
	case combat.Roll:
		r.roll(e)
	case combat.Rerolled:
		r.rerolled(e)
	case combat.Wounded:
		removed := ""
		if e.Removed {
			removed = " and is removed"
		}
		r.line(0, Bad, r.sideOf(e.Unit), r.unit(e.Unit), fmt.Sprintf(" takes %s%s%s", words.Count(e.Wounds, "wound", "wounds"), removed, rule(e.RuleID)))
	case combat.StateChanged:
		kind := Bad
		if e.Good {
			kind = Good
		}
		r.line(0, kind, r.sideOf(e.Unit), r.unit(e.Unit), ": "+string(e.State)+rule(e.RuleID))
	case combat.Moved:
		r.moved(e)
	case combat.FreeAttack:
		r.line(0, Good, r.sideOf(e.By), r.unit(e.By), " earns a free attack on ", r.unit(e.Against), rule(e.RuleID))
	case combat.APSpent:
		r.line(0, Info, r.sideOf(e.By), r.unit(e.By), fmt.Sprintf(": %d AP", e.AP), r.lead(" for ", "", e.For), rule(e.RuleID))
	case combat.TemplatePlaced:
		r.line(0, Bad, r.sideOf(e.At), fmt.Sprintf("A %g\" damaged-structure template under ", e.Diameter), r.unit(e.At), rule(e.RuleID))
	case combat.FloorDamaged:
		r.line(0, Bad, -1, fmt.Sprintf("A %g\" damaged-structure template at %s", e.Diameter, r.spot(e.X, e.Y)), rule(e.RuleID))
	case combat.SideEffect:
		if e.What == "" {
			r.line(0, Bad, r.sideOf(e.Unit), r.unit(e.Unit), " suffers a setback", rule(e.RuleID))
			break
		}
		r.line(0, Bad, r.sideOf(e.Unit), r.unit(e.Unit), ": ", r.free(e.What), rule(e.RuleID))
	case combat.Note:
		r.line(0, Info, -1, r.free(e.Text), rule(e.RuleID))

	case match.Deployed:
		side := r.sideIndex(e.Side)
		if e.OnTable {
			r.line(0, Info, side, r.unit(e.Unit), fmt.Sprintf(" deploys at %s facing %s%s", r.spot(e.X, e.Y), r.facing(e.Facing), rule(e.RuleID)))
		} else {
			r.line(0, Info, side, r.unit(e.Unit), " waits off the table"+rule(e.RuleID))
		}
	case match.RoundStarted:
		r.roundStarted(e)
	case match.RoundEnded:
		r.roundEnded(e)
	case orders.Declared:
		r.declared(e)
	case match.Refused:
		side := r.sideIndex(e.Side)
		r.line(0, Refusal, side, "Refused ", r.side(e.Side), ": ", r.orders(e.Side, e.Order))
		r.line(1, Refusal, side, r.freeIn(e.Side, e.Reason), rule(e.RuleID))
	case orders.FaceOff:
		r.line(0, Info, -1, "Face-off: ", r.side(e.First), " acts before ", r.side(e.Second), rule(e.RuleID))
		if e.Why != "" {
			why, id := e.Why, ""
			if m := rulePrefix.FindStringSubmatch(why); m != nil {
				id, why = m[1], m[2]
			}
			r.line(1, Info, -1, r.free(why), rule(id))
		}
	case match.ComboStopped:
		side := r.sideIndex(e.Side)
		r.line(0, Bad, side, possessive(r.side(e.Side)), " combo stops", r.lead(": ", e.Side, e.Why), rule(e.RuleID))
		if e.Interrupted {
			r.line(1, Info, side, "interrupted by the enemy, which gains AP for it (KG-AP-07(4))")
		}
	case orders.Arrived:
		// The path's length, round whatever is in the way: the order said
		// the straight line (heading), which may be shorter.
		if e.Inches > 0 {
			r.line(0, Info, r.sideOf(e.Unit), r.unit(e.Unit), fmt.Sprintf(" moves %s\" along its path to %s%s", inches(e.Inches), r.spot(e.X, e.Y), rule(e.RuleID)))
		} else {
			r.line(0, Info, r.sideOf(e.Unit), r.unit(e.Unit), fmt.Sprintf(" arrives at %s%s", r.spot(e.X, e.Y), rule(e.RuleID)))
		}
	case orders.DoorOpened:
		if r.names.Place != nil { // the board shows the door standing open
			r.line(0, Info, r.sideOf(e.Unit), r.unit(e.Unit), " opens a door"+rule(e.RuleID))
			break
		}
		r.line(0, Info, r.sideOf(e.Unit), r.unit(e.Unit), fmt.Sprintf(" opens the door at %s%s", point(float64(e.X), float64(e.Y)), rule(e.RuleID)))
	case orders.DoorClosed:
		if r.names.Place != nil {
			r.line(0, Info, r.sideOf(e.Unit), r.unit(e.Unit), " shuts a door"+rule(e.RuleID))
			break
		}
		r.line(0, Info, r.sideOf(e.Unit), r.unit(e.Unit), fmt.Sprintf(" shuts the door at %s%s", point(float64(e.X), float64(e.Y)), rule(e.RuleID)))
	case orders.ChargePlanted:
		r.line(0, Info, r.sideOf(e.Unit), r.unit(e.Unit), " sets a demolition charge on ", r.unit(e.Target), ": it goes off at the end of the AP round"+rule(e.RuleID))
	case orders.ChargeDetonated:
		r.line(0, Good, r.sideIndex(e.Side), "The demolition charge on ", r.unit(e.Target), " goes off"+rule(e.RuleID))
	case match.ScenarioEvent:
		text := e.Text
		if text == "" {
			text = e.Kind
		}
		r.line(0, Round, r.sideIndex(e.Side), "Scenario: ", r.free(text), rule(e.RuleID))
	case match.Ended:
		res := e.Result
		if res.Winner == "" {
			r.line(0, Round, -1, "The match ends in a draw"+rule(e.RuleID))
		} else {
			r.line(0, Round, r.sideIndex(res.Winner), "The match is over: ", r.side(res.Winner), " won"+rule(e.RuleID))
		}
		if res.Reason != "" {
			r.line(1, Round, r.sideIndex(res.Winner), r.free(res.Reason))
		}
	default:
		r.fallback(ev)
		return false
	}
	return true
}

// fallback prints an event of a type this package does not know: its type
// name, its rule and its fields, so nothing is lost.
func (r *renderer) fallback(ev combat.Event) {
	if ev == nil {
		r.line(0, Info, -1, "(an empty log entry)")
		return
	}
	name := reflect.TypeOf(ev).String()
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	r.line(0, Info, -1, name+rule(ev.Rule()))
	r.line(1, Info, -1, r.free(fmt.Sprintf("%+v", ev)))
}

// degrees shows a bearing in whole degrees, 0 to 359.
func degrees(d float64) string {
	n := int(math.Round(math.Mod(d, 360)))
	if n < 0 {
		n += 360
	}
	return strconv.Itoa(n % 360)
}

// possessive is a name's possessive: "red's", "Renegades'".
func possessive(name seg) seg {
	if strings.HasSuffix(name.text, "s") {
		name.text += "'"
	} else {
		name.text += "'s"
	}
	return name
}

// point shows a place on the deck to a tenth of an inch: (4.5, 2.5).
func point(x, y float64) string { return "(" + inches(x) + ", " + inches(y) + ")" }

// inches shows a distance to a tenth of an inch: 3, 2.5, 4.1.
func inches(d float64) string { return strconv.FormatFloat(math.Round(d*10)/10, 'f', -1, 64) }

func (r *renderer) moved(e combat.Moved) {
	parts := []any{r.unit(e.Unit), fmt.Sprintf(" is moved %s\" ", inches(e.Inches))}
	switch e.Direction {
	case combat.AlongFacing:
		if e.Other == e.Unit {
			parts = append(parts, "along its own facing")
		} else {
			parts = append(parts, string(e.Direction)+" ", r.unit(e.Other))
		}
	case combat.AwayFrom:
		parts = append(parts, string(e.Direction)+" ", r.unit(e.Other))
	case combat.ChosenByFoes:
		parts = append(parts, "in a direction its foes choose")
	default:
		parts = append(parts, string(e.Direction))
		if e.Other != "" {
			parts = append(parts, " (", r.unit(e.Other), ")")
		}
	}
	parts = append(parts, rule(e.RuleID))
	r.line(0, Info, r.sideOf(e.Unit), parts...)
}

func (r *renderer) roundStarted(e match.RoundStarted) {
	r.line(0, Round, -1, fmt.Sprintf("Round %d begins%s", e.Number, rule(e.RuleID)))
	for _, id := range sideOrder(r.names, e.AP) {
		parts := []any{r.side(id), fmt.Sprintf(": %d AP", e.AP[id])}
		faces := e.Dice[id]
		if len(faces) == 0 {
			parts = append(parts, ", no dice rolled")
		} else {
			best := 0
			for i, f := range faces {
				if f > faces[best] {
					best = i
				}
			}
			parts = append(parts, ", rolled")
			for i, f := range faces {
				d := &Die{Faces: []int{f}, Kept: i == best}
				parts = append(parts, " ", dieSeg(d))
			}
		}
		r.line(1, Round, r.sideIndex(id), parts...)
	}
	// AP rolled by a side with no AP entry should not vanish.
	for _, id := range sideOrder(r.names, e.Dice) {
		if _, ok := e.AP[id]; !ok {
			r.line(1, Round, r.sideIndex(id), r.side(id), fmt.Sprintf(": rolled %v", e.Dice[id]))
		}
	}
}

func (r *renderer) roundEnded(e match.RoundEnded) {
	r.line(0, Round, -1, fmt.Sprintf("Round %d ends%s", e.Number, rule(e.RuleID)))
	seen := map[string]bool{}
	for _, id := range append(sideOrder(r.names, e.Adjust), sideOrder(r.names, e.Tally)...) {
		if seen[id] {
			continue
		}
		seen[id] = true
		side := r.sideIndex(id)
		adj := e.Adjust[id]
		r.line(1, signKind(adj), side, r.side(id), fmt.Sprintf(": %+d AP next round", adj))
		for _, item := range e.Tally[id] {
			r.line(2, signKind(tallyValue(item)), side, tallyText(item))
		}
	}
}

func signKind(n int) Kind {
	switch {
	case n > 0:
		return Good
	case n < 0:
		return Bad
	}
	return Info
}

// tallyValue is the AP of a tally line "KG-AP-07(1) lost no units +1".
func tallyValue(item string) int {
	f := strings.Fields(item)
	if len(f) == 0 {
		return 0
	}
	n, _ := strconv.Atoi(f[len(f)-1])
	return n
}

// tallyText turns "KG-AP-07(1) lost no units +1" into
// "+1 lost no units (KG-AP-07(1))".
func tallyText(item string) string {
	f := strings.Fields(item)
	if len(f) < 3 {
		return item
	}
	if _, err := strconv.Atoi(f[len(f)-1]); err != nil || !strings.Contains(f[0], "-") {
		return item
	}
	return f[len(f)-1] + " " + strings.Join(f[1:len(f)-1], " ") + rule(f[0])
}
