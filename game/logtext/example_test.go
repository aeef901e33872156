package logtext_test

import (
	"fmt"

	"github.com/krygothic/krygothic/game/logtext"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
)

// A shot at long range: a 6 that explodes twice and a 5 are kept. Without
// names for the units the line is too long for Width, so the result wraps
// onto a second line with the rule.
func ExampleLines() {
	shot := combat.Roll{RuleID: "KG-RC-09", Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Gun, By: "red.ec-trooper-2",
		Dice: []dice.Chain{{6, 6, 2}, {5}, {4}, {1}}, Passed: []bool{true, true, false, false}, Kept: []int{0, 1},
		TN: 6, Keep: 2, Success: true,
		Modifiers: []combat.Modifier{
			{RuleID: "KG-RC-11", What: "long range", On: "TN", Value: 1},
			{RuleID: "KG-RC-11", What: "long range", On: "keep", Value: -1},
		}}
	names := logtext.Names{Sides: []string{"red", "blue"}}
	for _, l := range logtext.Lines(match.Entry{Tick: 110, Round: 1, Event: shot}, names) {
		fmt.Printf("%-4s side %d: %s\n", l.Kind, l.Side, l.Text)
		for _, d := range l.Dice {
			fmt.Printf("    %-10s kept %-5v passed %-5v exploded %v\n", l.Text[d.Start:d.End], d.Kept, d.Passed, d.Exploded)
		}
	}
	// Output:
	// roll side 0: ec-trooper-2 to hit TN 6 keep 2: [6+6+2=14] [5] 4 1
	//     [6+6+2=14] kept true  passed true  exploded true
	//     [5]        kept true  passed true  exploded false
	//     4          kept false passed false exploded false
	//     1          kept false passed false exploded false
	// roll side 0:   → 2 hits (KG-RC-09)
	// info side 0:   TN +1: long range (KG-RC-11)
	// info side 0:   keep -1: long range (KG-RC-11)
}
