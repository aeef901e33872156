package logtext

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// verbWords is a movement verb as a player reads it: "small step" for
// smallstep.
func verbWords(v orders.Verb) string {
	if v == orders.SmallStep {
		return "small step"
	}
	return string(v)
}

// declared renders an accepted declaration: one order on one line; a combo
// as a heading and a numbered line per step.
func (r *renderer) declared(e orders.Declared) {
	side := r.sideIndex(e.Side)
	ap := ""
	if e.AP > 0 {
		ap = fmt.Sprintf(", %d AP", e.AP)
	}
	switch len(e.Steps) {
	case 0:
		r.line(0, Info, side, r.side(e.Side), ": an empty declaration"+ap+rule(e.RuleID))
	case 1:
		r.line(0, Info, side, r.side(e.Side), ": ", r.step(e.Side, e.Steps[0]), ap+rule(e.RuleID))
	default:
		r.line(0, Info, side, r.side(e.Side), fmt.Sprintf(": a combo of %d steps%s%s", len(e.Steps), ap, rule(e.RuleID)))
		for i, s := range e.Steps {
			r.line(1, Info, side, fmt.Sprintf("%d. ", i+1), r.step(e.Side, s))
		}
	}
}

// orders renders a declaration as written ("A & B").
func (r *renderer) orders(side, text string) []seg {
	var out []seg
	for i, s := range strings.Split(text, " & ") {
		if i > 0 {
			out = append(out, seg{text: " & "})
		}
		out = append(out, r.step(side, s)...)
	}
	return out
}

// step renders one order in the orders format ("ec-trooper-2 shoot
// blue.renegade-cultist-2 standard") as "EC Trooper 2 shoot Renegade
// Cultist 2". An order it cannot read is shown as written, with names.
func (r *renderer) step(side, text string) []seg {
	f := strings.Fields(text)
	switch {
	case len(f) == 0:
		return []seg{{text: "(no order)"}}
	case len(f) == 1 && f[0] == string(orders.Done):
		return []seg{{text: "done for the round"}}
	case len(f) == 1 && f[0] == string(orders.Cancel):
		return []seg{{text: "cancel the combo"}}
	case len(f) == 1:
		return r.freeIn(side, text)
	}
	who := r.own(side, f[0])
	out := []seg{who, {text: " "}}
	unit := f[0]
	if !strings.Contains(unit, ".") && side != "" {
		unit = side + "." + unit
	}
	if p, ok := r.phrase(side, unit, orders.Verb(f[1]), f[2:]); ok {
		return append(out, p...)
	}
	return append(out, r.loose(side, unit, f[1:])...)
}

// loose writes the words of an order no phrase knows (a rule module's
// that says none) as a player reads them: two numbers in a row are a
// point of the deck, said as where unit aims ("at a spot by the crates,
// 4.1\" north-east"); the rest as free text, units by their names.
func (r *renderer) loose(side, unit string, words []string) []seg {
	var out []seg
	for i := 0; i < len(words); i++ {
		if i > 0 {
			out = append(out, seg{text: " "})
		}
		if i+1 < len(words) && number(words[i]) && number(words[i+1]) {
			x, _ := strconv.ParseFloat(words[i], 64)
			y, _ := strconv.ParseFloat(words[i+1], 64)
			out = append(out, seg{text: "at " + r.aim(unit, geom.Vec{X: x, Y: y})})
			i++
			continue
		}
		out = append(out, r.freeIn(side, words[i])...)
	}
	return out
}

// number reports whether an order's word is a number.
func number(s string) bool { _, err := strconv.ParseFloat(s, 64); return err == nil }

// own names a unit of side's, given as a short or a full ID.
func (r *renderer) own(side, id string) seg {
	if !strings.Contains(id, ".") && side != "" {
		id = side + "." + id
	}
	return r.unit(id)
}

// target names an order's target: a full ID, an objective's ID, or a
// short ID of side's own.
func (r *renderer) target(side, id string) seg {
	if !strings.Contains(id, ".") {
		if r.names.Unit != nil && r.names.Unit(id) != "" {
			return r.unit(id)
		}
		if r.names.Unit != nil && side != "" && r.names.Unit(side+"."+id) != "" {
			return r.unit(side + "." + id)
		}
		return atom(id)
	}
	return r.unit(id)
}

// spelled is an order's argument in words: the type it names (looked up
// by named), or the argument as written when it names none.
func spelled[T fmt.Stringer](word string, named func(string) (T, bool)) string {
	if t, ok := named(word); ok {
		return t.String()
	}
	return word
}

// phrase renders what an order tells its unit to do, without the unit.
func (r *renderer) phrase(side, unit string, verb orders.Verb, args []string) ([]seg, bool) {
	if p, ok := r.modulePhrase(side, unit, string(verb), args); ok {
		return p, true
	}
	plain := func(s string) []seg { return []seg{{text: s}} }
	num := number
	switch verb {
	case orders.Move, orders.Run, orders.SmallStep:
		if len(args) == 2 && num(args[0]) && num(args[1]) {
			x, _ := strconv.ParseFloat(args[0], 64)
			y, _ := strconv.ParseFloat(args[1], 64)
			if r.names.Place == nil {
				return plain(fmt.Sprintf("%s to (%s, %s)", verb, args[0], args[1])), true
			}
			return plain(fmt.Sprintf("%s %s", verbWords(verb), r.moveTo(unit, geom.Vec{X: x, Y: y}))), true
		}
	case orders.Rotate:
		if len(args) == 1 && num(args[0]) {
			if r.names.Place != nil {
				d, _ := strconv.ParseFloat(args[0], 64)
				return plain("face " + Compass(d)), true
			}
			return plain(fmt.Sprintf("face %s°", args[0])), true
		}
	case orders.Shoot:
		if len(args) >= 1 && len(args) <= 2 {
			out := []seg{{text: "shoot "}, r.target(side, args[0])}
			if shot, ok := orders.ShotNamed(args[len(args)-1]); len(args) == 2 && (!ok || shot != combat.Standard) {
				out = append(out, seg{text: " (" + spelled(args[1], orders.ShotNamed) + ")"})
			}
			return out, true
		}
	case orders.Charge, orders.Attack:
		if len(args) >= 1 && len(args) <= 2 {
			out := []seg{{text: string(verb) + " "}, r.target(side, args[0])}
			if len(args) == 2 {
				out = append(out, seg{text: " (" + spelled(args[1], orders.AttackNamed) + ")"})
			}
			return out, true
		}
	case orders.Defend:
		switch {
		case len(args) == 1 && args[0] == "passive":
			return plain("defend passively"), true
		case len(args) == 2 && args[0] == "active":
			return plain("defend actively (" + spelled(args[1], orders.DefenceNamed) + ")"), true
		}
	case orders.BreakOff:
		if len(args) == 1 {
			return []seg{{text: "ask to break off from "}, r.target(side, args[0])}, true
		}
	case orders.LetGo:
		if len(args) == 0 {
			return plain("let an enemy break off (standing order)"), true
		}
	case orders.Hold:
		if len(args) == 0 {
			return plain("hold an enemy in the fight (standing order)"), true
		}
	case orders.Wait, orders.Cancel:
		if len(args) == 0 {
			return plain(string(verb)), true
		}
	case orders.Unpin:
		if len(args) == 0 {
			return plain("try to unpin"), true
		}
	case orders.StandUp:
		if len(args) == 0 {
			return plain("stand up"), true
		}
	case orders.Free:
		if len(args) == 1 {
			return plain(fmt.Sprintf("spend %s AP getting free", args[0])), true
		}
	case orders.Plant:
		if len(args) == 1 {
			return []seg{{text: "set a demolition charge on "}, r.target(side, args[0])}, true
		}
	case orders.Shut:
		if len(args) == 2 && num(args[0]) && num(args[1]) {
			x, _ := strconv.ParseFloat(args[0], 64)
			y, _ := strconv.ParseFloat(args[1], 64)
			return plain("shut the door at " + r.cell(x, y)), true
		}
	case orders.React:
		if len(args) >= 1 {
			if p, ok := r.phrase(side, unit, orders.Verb(args[0]), args[1:]); ok {
				return append([]seg{{text: "react: "}}, p...), true
			}
		}
	}
	return nil, false
}
