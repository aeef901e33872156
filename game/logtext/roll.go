package logtext

import (
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/words"
)

// dieSeg shows a die: its chain ("6+6+2=14", or "4"), in brackets when kept.
func dieSeg(d *Die) seg {
	text := dice.Chain(d.Faces).String()
	if text == "" {
		text = "?"
	}
	if d.Kept {
		text = "[" + text + "]"
	}
	return seg{text: text, atom: true, die: d}
}

// roll renders a roll: who, what for, the TN and keep, every die and the
// result on the first line; then a line for every modifier and criticals.
func (r *renderer) roll(e combat.Roll) {
	side := r.sideOf(e.By)
	kept := map[int]bool{}
	for _, k := range e.Kept {
		kept[k] = true
	}
	check := e.Kind == combat.CheckRoll
	purpose := e.Purpose
	if purpose == "" {
		purpose = "roll"
	}
	parts := []any{r.unit(e.By), " " + purpose}
	if e.TN > 0 || len(e.Passed) > 0 {
		parts = append(parts, fmt.Sprintf(" TN %d", e.TN))
		if e.TN < 2 && len(e.Passed) > 0 && !check { // a TN a die cannot miss: say why a 1 still does
			parts = append(parts, " (2+, GAP-13)")
		}
	}
	if len(e.Passed) > 0 && !check && e.Keep < len(e.Dice) {
		parts = append(parts, fmt.Sprintf(" keep %d", e.Keep))
	}
	if !strings.HasSuffix(purpose, "?") || e.TN > 0 || len(e.Passed) > 0 {
		parts = append(parts, ":")
	}
	if len(e.Dice) == 0 {
		parts = append(parts, " no dice")
	}
	for i, c := range e.Dice {
		d := &Die{Faces: append([]int(nil), c...), Kept: kept[i], Exploded: len(c) > 1}
		if i < len(e.Passed) {
			d.Passed = e.Passed[i]
		}
		parts = append(parts, " ", dieSeg(d))
	}
	if res := result(e, check); res != "" {
		parts = append(parts, " ", atom("→ "+res))
	}
	parts = append(parts, rule(e.RuleID))
	r.line(0, Roll, side, parts...)
	for _, m := range e.Modifiers {
		r.line(1, Info, side, fmt.Sprintf("%s %+d: ", m.On, m.Value), r.free(m.What), rule(m.RuleID))
	}
	if e.CriticalFail {
		r.line(1, Bad, side, "critical fail: every die a 1 (KG-DICE-08)")
	}
	if e.CriticalPass {
		r.line(1, Good, side, "critical pass: three or more 6s (KG-DICE-09)")
	}
}

// rerolled tells a re-roll granted the moment a roll landed: who granted
// it and at what price, the roll, and its failed dice rolled again as
// they first showed. The roll as re-rolled follows it.
func (r *renderer) rerolled(e combat.Rerolled) {
	side := r.sideOf(e.Unit)
	what := e.What
	if what == "" {
		what = "re-roll"
	}
	var parts []any
	if e.By != "" && e.By != e.Unit {
		parts = append(parts, r.unit(e.By), " orders a "+what+" for ", r.unit(e.Unit))
	} else {
		parts = append(parts, r.unit(e.Unit), " uses its "+what)
	}
	if e.AP > 0 {
		parts = append(parts, fmt.Sprintf(" (%d AP)", e.AP))
	}
	purpose := e.Purpose
	if purpose == "" {
		purpose = "roll"
	}
	parts = append(parts, ": "+purpose+", the failed")
	for _, i := range e.Again {
		if i >= 0 && i < len(e.First) {
			c := e.First[i]
			parts = append(parts, " ", dieSeg(&Die{Faces: append([]int(nil), c...), Exploded: len(c) > 1}))
		}
	}
	parts = append(parts, " rolled again"+rule(e.RuleID))
	r.line(0, Good, side, parts...)
}

// result is a roll's outcome in a word or two; "" for a plain d6.
func result(e combat.Roll, check bool) string {
	k := len(e.Kept)
	pass := func() string {
		if e.Success {
			return "passed"
		}
		return "failed"
	}
	switch {
	case check:
		return pass()
	case len(e.Passed) == 0 && len(e.Dice) > 0 && e.TN > 0:
		return pass()
	case len(e.Passed) == 0 && len(e.Dice) > 0:
		return "" // a d6 read as it falls
	case e.Kind == combat.HitRoll:
		if k == 0 {
			return "miss"
		}
		return words.Count(k, "hit", "hits")
	case e.Kind == combat.WoundRoll:
		if k == 0 {
			return "no wound"
		}
		return words.Count(k, "wound", "wounds")
	case e.Kind == combat.AvoidRoll:
		if k == 0 {
			return "none avoided"
		}
		return fmt.Sprintf("%d avoided", k)
	}
	if k == 0 {
		return "none kept"
	}
	return fmt.Sprintf("%d kept", k)
}
