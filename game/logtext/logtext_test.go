package logtext

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/morale"
	"github.com/krygothic/krygothic/rules/modules/overwatch"
	"github.com/krygothic/krygothic/rules/modules/psychic"
	"github.com/krygothic/krygothic/rules/orders"
)

// testNames names the units of the skirmish deck shortly.
var testNames = Names{
	Sides: []string{"red", "blue"},
	Unit: func(id string) string {
		return map[string]string{
			"red.ec-trooper-1":        "Trooper 1",
			"red.ec-trooper-2":        "Trooper 2",
			"red.ec-commander-1":      "Commander",
			"blue.renegade-cultist-1": "Cultist 1",
			"blue.renegade-cultist-2": "Cultist 2",
			"console-a":               "Console A",
		}[id]
	},
	Modules: played(overwatch.Name, morale.Name),
}

// played is the named rule modules as they play with the shipped
// content: they tell their own events.
func played(names ...string) facet.Set {
	c, err := modules.Default()
	if err != nil {
		panic(err)
	}
	set, err := modules.Playing(names, c)
	if err != nil {
		panic(err)
	}
	return set
}

// show writes lines as "kind side |text", one a line.
func show(lines []Line) []string {
	var out []string
	for _, l := range lines {
		out = append(out, fmt.Sprintf("%s %d |%s", l.Kind, l.Side, l.Text))
	}
	return out
}

type example struct {
	name string
	ev   combat.Event
	want []string
}

// examples holds a sample of every event type of rules/combat and
// game/match, with the lines it must render to; TestEveryEventType checks
// none is missing.
var examples = []example{
	{"to hit, exploded, long range", combat.Roll{RuleID: "KG-RC-09", Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Gun, By: "red.ec-trooper-2",
		Dice: []dice.Chain{{6, 6, 2}, {5}, {4}, {1}}, Passed: []bool{true, true, false, false}, Kept: []int{0, 1}, TN: 6, Keep: 2,
		Modifiers: []combat.Modifier{{RuleID: "KG-RC-11", What: "long range", On: "TN", Value: 1}, {RuleID: "KG-RC-11", What: "long range", On: "keep", Value: -1}},
		Success:   true}, []string{
		"roll 0 |Trooper 2 to hit TN 6 keep 2: [6+6+2=14] [5] 4 1 → 2 hits (KG-RC-09)",
		"info 0 |  TN +1: long range (KG-RC-11)",
		"info 0 |  keep -1: long range (KG-RC-11)",
	}},
	{"to hit, critical pass", combat.Roll{RuleID: "KG-RC-09", Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Gun, By: "blue.renegade-cultist-1",
		Dice: []dice.Chain{{6, 1}, {6, 6, 3}, {2}}, Passed: []bool{true, true, false}, Kept: []int{0, 1}, TN: 5, Keep: 4,
		Modifiers: []combat.Modifier{{RuleID: "KG-RC-11", What: "short range", On: "dice", Value: 2}},
		Success:   true, CriticalPass: true}, []string{
		"roll 1 |Cultist 1 to hit TN 5: [6+1=7] [6+6+3=15] 2 → 2 hits (KG-RC-09)",
		"info 1 |  dice +2: short range (KG-RC-11)",
		"good 1 |  critical pass: three or more 6s (KG-DICE-09)",
	}},
	{"to hit, critical fail", combat.Roll{RuleID: "KG-RC-09", Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Gun, By: "blue.renegade-cultist-1",
		Dice: []dice.Chain{{1}, {1}}, Passed: []bool{false, false}, TN: 5, Keep: 4, CriticalFail: true}, []string{
		"roll 1 |Cultist 1 to hit TN 5: 1 1 → miss (KG-RC-09)",
		"bad 1 |  critical fail: every die a 1 (KG-DICE-08)",
	}},
	{"to wound", combat.Roll{RuleID: "KG-RC-13", Purpose: "to wound", Kind: combat.WoundRoll, Arm: combat.Gun, By: "blue.renegade-cultist-1",
		Dice: []dice.Chain{{3}, {2}}, Passed: []bool{true, false}, Kept: []int{0}, TN: 3, Keep: 2,
		Modifiers: []combat.Modifier{{RuleID: "KG-RC-13", What: "weapon strength b", On: "TN", Value: -2}, {RuleID: "KG-RC-13", What: "Flak jacket", On: "TN", Value: 1}},
		Success:   true}, []string{
		"roll 1 |Cultist 1 to wound TN 3: [3] 2 → 1 wound (KG-RC-13)",
		"info 1 |  TN -2: weapon strength b (KG-RC-13)",
		"info 1 |  TN +1: Flak jacket (KG-RC-13)",
	}},
	{"avoid with no dice", combat.Roll{RuleID: "KG-CC-07", Purpose: "avoid", Kind: combat.AvoidRoll, By: "console-a", TN: 6, Keep: 0}, []string{
		"roll -1 |Console A avoid TN 6: no dice → none avoided (KG-CC-07)",
	}},
	{"Willpower", combat.Roll{RuleID: "KG-PSY-01", Purpose: "Willpower", Kind: combat.CheckRoll, By: "red.ec-trooper-2",
		Dice: []dice.Chain{{1}, {2}, {3}}, Passed: []bool{false, false, false}, Kept: []int{2}, TN: 6, Keep: 1,
		Modifiers: []combat.Modifier{{RuleID: "KG-PSY-01", What: "other units firing in the chain", On: "TN", Value: 1}}}, []string{
		"roll 0 |Trooper 2 Willpower TN 6: 1 2 [3] → failed (KG-PSY-01)",
		"info 0 |  TN +1: other units firing in the chain (KG-PSY-01)",
	}},
	{"Speed check", combat.Roll{RuleID: "GAP-18", Purpose: "Speed check", Kind: combat.CheckRoll, By: "red.ec-trooper-1",
		Dice: []dice.Chain{{5}, {1}, {1}}, TN: 4, Success: true}, []string{
		"roll 0 |Trooper 1 Speed check TN 4: 5 1 1 → passed (GAP-18)",
	}},
	{"a d6", combat.Roll{RuleID: "KG-EXPL-02", Purpose: "floor collapse", By: "red.ec-trooper-2", Dice: []dice.Chain{{4}}, Kept: []int{0}}, []string{
		"roll 0 |Trooper 2 floor collapse: [4] (KG-EXPL-02)",
	}},
	{"a d6 asking", combat.Roll{RuleID: "KG-CCD-02", Purpose: "deflecting weapon breaks?", By: "red.ec-trooper-2", Dice: []dice.Chain{{1}}, Kept: []int{0}}, []string{
		"roll 0 |Trooper 2 deflecting weapon breaks? [1] (KG-CCD-02)",
	}},
	// A blast's single wound die (the blast module, XS-01) reads as a
	// wound roll; where the blast came down its module tells
	// (rules/modules/blast).
	{"a blast's wound die", combat.Roll{RuleID: "XS-01", Purpose: "blast: to wound", Kind: combat.WoundRoll, By: "red.ec-trooper-1",
		Dice: []dice.Chain{{4}}, Passed: []bool{true}, Kept: []int{0}, TN: 3, Keep: 1, Success: true}, []string{
		"roll 0 |Trooper 1 blast: to wound TN 3: [4] → 1 wound (XS-01)",
	}},
	// The morale module (XS-15): a side's break test, its rout test, a rout.
	{"a break test", morale.BreakTestTaken{RuleID: "XS-15", Side: "blue", Lost: 144, Start: 340, Threshold: 25, TN: 4}, []string{
		"bad 1 |blue has lost 144 of 340 points (42%), past 25%: a break test,",
		"bad 1 |  Willpower TN 4 for every model (XS-15)",
	}},
	{"a rout test", morale.BreakTestTaken{RuleID: "XS-15", Side: "red", Lost: 240, Start: 300, Threshold: 75, TN: 4, Leader: "red.ec-commander-1"}, []string{
		"bad 0 |red has lost 240 of 300 points (80%), past 75%: a break test,",
		"bad 0 |  Willpower TN 4 for every model (XS-15)",
		"bad 0 |  Commander's test is the rout test: if it fails, the team withdraws",
	}},
	{"a rout", morale.Routed{RuleID: "XS-15", Side: "red", Leader: "red.ec-commander-1"}, []string{
		"bad 0 |red routs: Commander failed the rout test (XS-15)",
	}},
	// The overwatch module (XS-05): set, fired, a lane's test and hit,
	// and broken as Waiting is (KG-WAIT-03).
	{"overwatch set", overwatch.OverwatchSet{RuleID: "XS-05", Unit: "red.ec-trooper-1", Bearing: 359.6, Reach: 15}, []string{
		"info 0 |Trooper 1 goes on overwatch: its arc facing 0°, out to 15\" (XS-05)",
	}},
	{"lane laid", overwatch.OverwatchSet{RuleID: "XS-05", Unit: "red.ec-trooper-1", Lane: true, Bearing: 26.6, Reach: 13}, []string{
		"info 0 |Trooper 1 lays a saturation lane at 27°, out to 13\" (XS-05)",
	}},
	{"overwatch fired", overwatch.OverwatchFired{RuleID: "XS-05", Unit: "red.ec-trooper-1", At: "blue.renegade-cultist-2", Began: true}, []string{
		"good 0 |Trooper 1 fires from overwatch: Cultist 2 moves in its arc (XS-05)",
	}},
	{"lane entered", overwatch.LaneEntered{RuleID: "XS-05", Unit: "red.ec-trooper-1", Mover: "blue.renegade-cultist-2"}, []string{
		"info 1 |Cultist 2 moves in Trooper 1's saturation lane: a pinning",
		"info 1 |  test (XS-05)",
	}},
	{"lane hit", overwatch.LaneHit{RuleID: "XS-05", Unit: "red.ec-trooper-1", Mover: "blue.renegade-cultist-2"}, []string{
		"bad 1 |Cultist 2 takes a suppressive hit from Trooper 1's lane (XS-05)",
	}},
	{"overwatch broken", overwatch.OverwatchBroken{RuleID: "KG-WAIT-03", Unit: "red.ec-trooper-1", Why: "it was charged"}, []string{
		"info 0 |Trooper 1's overwatch is over: it was charged (KG-WAIT-03)",
	}},
	{"floor damaged", combat.FloorDamaged{RuleID: "KG-EXPL-01", X: 10.5, Y: 2.5, Diameter: 3}, []string{
		"bad -1 |A 3\" damaged-structure template at (10.5, 2.5) (KG-EXPL-01)",
	}},
	{"wounded", combat.Wounded{RuleID: "KG-RC-13", Unit: "blue.renegade-cultist-2", Wounds: 1}, []string{
		"bad 1 |Cultist 2 takes 1 wound (KG-RC-13)",
	}},
	{"removed", combat.Wounded{RuleID: "KG-CC-08", Unit: "blue.renegade-cultist-2", Wounds: 2, Removed: true}, []string{
		"bad 1 |Cultist 2 takes 2 wounds and is removed (KG-CC-08)",
	}},
	{"pinned", combat.StateChanged{RuleID: "KG-PSY-01", Unit: "red.ec-trooper-2", State: combat.PinnedByHit}, []string{
		"bad 0 |Trooper 2: pinned by a hit (KG-PSY-01)",
	}},
	{"unpinned", combat.StateChanged{RuleID: "KG-PSY-04", Unit: "red.ec-trooper-2", State: combat.Unpinned, Good: true}, []string{
		"good 0 |Trooper 2: unpinned (KG-PSY-04)",
	}},
	{"knock-back", combat.Moved{RuleID: "KG-CCA-05", Unit: "blue.renegade-cultist-1", Inches: 2, Direction: combat.AwayFrom, Other: "red.ec-trooper-1"}, []string{
		"info 1 |Cultist 1 is moved 2\" away from Trooper 1 (KG-CCA-05)",
	}},
	{"fear shock", combat.Moved{RuleID: "KG-PSY-08", Unit: "red.ec-trooper-1", Inches: 4, Direction: combat.ChosenByFoes, Other: "blue.renegade-cultist-1"}, []string{
		"info 0 |Trooper 1 is moved 4\" in a direction its foes choose (KG-PSY-08)",
	}},
	{"tackle", combat.Moved{RuleID: "KG-CCA-04", Unit: "red.ec-trooper-1", Inches: 3.25, Direction: combat.AlongFacing, Other: "red.ec-trooper-1"}, []string{
		"info 0 |Trooper 1 is moved 3.3\" along its own facing (KG-CCA-04)",
	}},
	{"free attack", combat.FreeAttack{RuleID: "KG-CCD-06", By: "blue.renegade-cultist-1", Against: "red.ec-trooper-1"}, []string{
		"good 1 |Cultist 1 earns a free attack on Trooper 1 (KG-CCD-06)",
	}},
	{"AP spent", combat.APSpent{RuleID: "KG-CC-09", By: "red.ec-trooper-1", AP: 2, For: "wound 2"}, []string{
		"info 0 |Trooper 1: 2 AP for wound 2 (KG-CC-09)",
	}},
	{"command re-roll", combat.Rerolled{RuleID: "XS-11", Unit: "red.ec-trooper-1", By: "red.ec-commander-1", What: "command re-roll", Purpose: "to hit",
		First: []dice.Chain{{1}, {5}, {2}}, Again: []int{0, 2}, AP: 2}, []string{
		"good 0 |Commander orders a command re-roll for Trooper 1 (2 AP): to hit, the",
		"good 0 |  failed 1 2 rolled again (XS-11)",
	}},
	{"own re-roll", combat.Rerolled{RuleID: "XS-11", Unit: "red.ec-trooper-2", By: "red.ec-trooper-2", What: "veteran's re-roll", Purpose: "Willpower",
		First: []dice.Chain{{3}, {6, 1}}, Again: []int{1}}, []string{
		"good 0 |Trooper 2 uses its veteran's re-roll: Willpower, the failed 6+1=7",
		"good 0 |  rolled again (XS-11)",
	}},
	{"template", combat.TemplatePlaced{RuleID: "KG-EXPL-01", At: "blue.renegade-cultist-1", Diameter: 2}, []string{
		"bad 1 |A 2\" damaged-structure template under Cultist 1 (KG-EXPL-01)",
	}},
	{"side effect", combat.SideEffect{RuleID: "KG-AP-06", Unit: "red.ec-commander-1", What: "Squad Leader failed a Willpower roll"}, []string{
		"bad 0 |Commander: Squad Leader failed a Willpower roll (KG-AP-06)",
	}},
	{"note naming units", combat.Note{RuleID: "GAP-14", Text: "the shot at blue.renegade-cultist-2 lands on red.ec-trooper-1"}, []string{
		"info -1 |the shot at Cultist 2 lands on Trooper 1 (GAP-14)",
	}},
	{"note naming an objective", combat.Note{RuleID: "KG-CC-01", Text: "red.ec-trooper-1 is not in base contact with console-a; close-combat only"}, []string{
		"info -1 |Trooper 1 is not in base contact with Console A; close-combat",
		"info -1 |  only (KG-CC-01)",
	}},

	{"deployed", match.Deployed{RuleID: "GAP-32", Unit: "red.ec-trooper-1", Side: "red", X: 2.5, Y: 4.5, Facing: -7.765166018425334, OnTable: true}, []string{
		"info 0 |Trooper 1 deploys at (2.5, 4.5) facing 352° (GAP-32)",
	}},
	{"held back", match.Deployed{RuleID: "GAP-32", Unit: "blue.renegade-cultist-2", Side: "blue"}, []string{
		"info 1 |Cultist 2 waits off the table (GAP-32)",
	}},
	{"round started", match.RoundStarted{RuleID: "KG-AP-02", Number: 2, AP: map[string]int{"blue": 8, "red": 9}, Dice: map[string][]int{"red": {2, 4, 4}}}, []string{
		"round -1 |Round 2 begins (KG-AP-02)",
		"round 0 |  red: 9 AP, rolled 2 [4] 4",
		"round 1 |  blue: 8 AP, no dice rolled",
	}},
	{"round ended", match.RoundEnded{RuleID: "KG-AP-05", Number: 1,
		Tally:  map[string][]string{"red": {"KG-AP-07(1) lost no units +1"}, "blue": {"KG-AP-06(2) Squad Leader killed -5"}},
		Adjust: map[string]int{"red": 1, "blue": -5}}, []string{
		"round -1 |Round 1 ends (KG-AP-05)",
		"good 0 |  red: +1 AP next round",
		"good 0 |    +1 lost no units (KG-AP-07(1))",
		"bad 1 |  blue: -5 AP next round",
		"bad 1 |    -5 Squad Leader killed (KG-AP-06(2))",
	}},
	{"declared", orders.Declared{RuleID: "KG-CMB-01", Side: "red", Steps: []string{"ec-trooper-1 shoot blue.renegade-cultist-1 aimed"}, AP: 4, Until: 160}, []string{
		"info 0 |red: Trooper 1 shoot Cultist 1 (aimed shot), 4 AP (KG-CMB-01)",
	}},
	{"combo", orders.Declared{RuleID: "KG-CMB-01", Side: "red", AP: 6, Until: 220, Steps: []string{
		"ec-trooper-2 move 4.5 4.5", "ec-trooper-2 shoot blue.renegade-cultist-2 standard", "ec-trooper-2 charge blue.renegade-cultist-2 legsweep"}}, []string{
		"info 0 |red: a combo of 3 steps, 6 AP (KG-CMB-01)",
		"info 0 |  1. Trooper 2 move to (4.5, 4.5)",
		"info 0 |  2. Trooper 2 shoot Cultist 2",
		"info 0 |  3. Trooper 2 charge Cultist 2 (leg sweep)",
	}},
	{"reaction", orders.Declared{RuleID: "KG-WAIT-02", Side: "blue", Steps: []string{"renegade-cultist-1 react shoot red.ec-trooper-2 standard"}}, []string{
		"info 1 |blue: Cultist 1 react: shoot Trooper 2 (KG-WAIT-02)",
	}},
	{"done", orders.Declared{RuleID: "KG-CMB-01", Side: "blue", Steps: []string{"done"}}, []string{
		"info 1 |blue: done for the round (KG-CMB-01)",
	}},
	{"defence and objective target", orders.Declared{RuleID: "KG-CMB-01", Side: "red", Steps: []string{"ec-trooper-1 defend active counter", "ec-trooper-2 attack console-a kick"}, AP: 1}, []string{
		"info 0 |red: a combo of 2 steps, 1 AP (KG-CMB-01)",
		"info 0 |  1. Trooper 1 defend actively (counter attack)",
		"info 0 |  2. Trooper 2 attack Console A (kick)",
	}},
	{"the ship's fittings (GAP-34, GAP-38)", orders.Declared{RuleID: "KG-CMB-01", Side: "red", Steps: []string{"ec-trooper-1 plant console-a", "ec-trooper-2 shut 8.5 2.5"}, AP: 3}, []string{
		"info 0 |red: a combo of 2 steps, 3 AP (KG-CMB-01)",
		"info 0 |  1. Trooper 1 set a demolition charge on Console A",
		"info 0 |  2. Trooper 2 shut the door at (8, 2)",
	}},
	{"break-off and standing answers (KG-CC-14)", orders.Declared{RuleID: "KG-CMB-01", Side: "red", Steps: []string{"ec-trooper-1 breakoff blue.renegade-cultist-1", "ec-trooper-2 letgo", "ec-trooper-2 hold"}, AP: 1}, []string{
		"info 0 |red: a combo of 3 steps, 1 AP (KG-CMB-01)",
		"info 0 |  1. Trooper 1 ask to break off from Cultist 1",
		"info 0 |  2. Trooper 2 let an enemy break off (standing order)",
		"info 0 |  3. Trooper 2 hold an enemy in the fight (standing order)",
	}},
	{"refused", match.Refused{RuleID: "KG-FACE-04", Side: "red", Order: "ec-trooper-1 move 2.5 3.5",
		Reason: "step 1 (ec-trooper-1 move): red.ec-trooper-1 is under a declared attack: it cannot move or turn until that is resolved"}, []string{
		"refusal 0 |Refused red: Trooper 1 move to (2.5, 3.5)",
		"refusal 0 |  step 1 (Trooper 1 move): Trooper 1 is under a declared attack: it",
		"refusal 0 |    cannot move or turn until that is resolved (KG-FACE-04)",
	}},
	{"face-off", orders.FaceOff{RuleID: "KG-FACE-01", First: "blue", Second: "red", Why: "KG-FACE-03: equal Speed; d6 5 against 2"}, []string{
		"info -1 |Face-off: blue acts before red (KG-FACE-01)",
		"info -1 |  equal Speed; d6 5 against 2 (KG-FACE-03)",
	}},
	{"combo stopped", match.ComboStopped{RuleID: "KG-PSY-01", Side: "red", Why: "red.ec-trooper-2 is pinned by a hit", Interrupted: true}, []string{
		"bad 0 |red's combo stops: Trooper 2 is pinned by a hit (KG-PSY-01)",
		"info 0 |  interrupted by the enemy, which gains AP for it (KG-AP-07(4))",
	}},
	{"arrived", orders.Arrived{RuleID: "KG-MOVE-01", Unit: "red.ec-trooper-2", X: 4.5, Y: 4.5, Inches: 2.9999999}, []string{
		"info 0 |Trooper 2 moves 3\" along its path to (4.5, 4.5) (KG-MOVE-01)",
	}},
	{"arrival", orders.Arrived{RuleID: "KG-SCN-01", Unit: "blue.renegade-cultist-2", X: 60.5, Y: 38.5}, []string{
		"info 1 |Cultist 2 arrives at (60.5, 38.5) (KG-SCN-01)",
	}},
	{"door", orders.DoorOpened{RuleID: "GAP-38", Unit: "red.ec-trooper-1", X: 4, Y: 2}, []string{
		"info 0 |Trooper 1 opens the door at (4, 2) (GAP-38)",
	}},
	{"door shut", orders.DoorClosed{RuleID: "GAP-38", Unit: "red.ec-trooper-1", X: 4, Y: 2}, []string{
		"info 0 |Trooper 1 shuts the door at (4, 2) (GAP-38)",
	}},
	{"charge set", orders.ChargePlanted{RuleID: "GAP-34", Unit: "red.ec-trooper-1", Target: "console-a"}, []string{
		"info 0 |Trooper 1 sets a demolition charge on Console A: it goes off at the",
		"info 0 |  end of the AP round (GAP-34)",
	}},
	{"power on an enemy", psychic.PowerUsed{RuleID: "GAP-22", Unit: "red.ec-trooper-1", Power: "bolt", Name: "Mind bolt", Target: "blue.renegade-cultist-2"}, []string{
		"info 0 |Trooper 1 uses Mind bolt on Cultist 2 (GAP-22)",
	}},
	{"power on itself", psychic.PowerUsed{RuleID: "GAP-22", Unit: "red.ec-trooper-1", Power: "veil", Name: "Veil", Target: "red.ec-trooper-1"}, []string{
		"info 0 |Trooper 1 uses Veil (GAP-22)",
	}},
	{"warp", psychic.Warped{RuleID: "GAP-22", Unit: "red.ec-trooper-1", X: 14.5, Y: 6.5, Inches: 12}, []string{
		"good 0 |Trooper 1 warps 12\" to (14.5, 6.5) (GAP-22)",
	}},
	{"healed", psychic.Healed{RuleID: "GAP-22", Unit: "red.ec-trooper-1", Wounds: 1}, []string{
		"good 0 |Trooper 1 heals 1 wound (GAP-22)",
	}},
	{"charge off", orders.ChargeDetonated{RuleID: "GAP-34", Side: "red", Target: "console-a"}, []string{
		"good 0 |The demolition charge on Console A goes off (GAP-34)",
	}},
	{"scenario event", match.ScenarioEvent{RuleID: "KG-SCN-01", Kind: "unfreeze", Side: "blue", Text: "The defenders begin moving into position."}, []string{
		"round 1 |Scenario: The defenders begin moving into position. (KG-SCN-01)",
	}},
	{"won", match.Ended{RuleID: "GAP-31", Result: match.Result{Winner: "red", Reason: "blue has no models left", Round: 2, Tick: 300}}, []string{
		"round 0 |The match is over: red won (GAP-31)",
		"round 0 |  blue has no models left",
	}},
	{"draw", match.Ended{RuleID: "GAP-31", Result: match.Result{Reason: "the round limit: a draw", Round: 3}}, []string{
		"round -1 |The match ends in a draw (GAP-31)",
		"round -1 |  the round limit: a draw",
	}},
}

func TestExamples(t *testing.T) {
	for _, x := range examples {
		t.Run(x.name, func(t *testing.T) {
			e := match.Entry{Tick: 100, Round: 1, Event: x.ev}
			got := show(Lines(e, testNames))
			if strings.Join(got, "\n") != strings.Join(x.want, "\n") {
				t.Errorf("got\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(x.want, "\n\t"))
			}
			checkLines(t, e, testNames)
		})
	}
}

// The dice of a roll, as the screen reads them.
func TestRollDice(t *testing.T) {
	lines := Lines(match.Entry{Event: examples[0].ev}, testNames)
	want := []Die{
		{Faces: []int{6, 6, 2}, Kept: true, Passed: true, Exploded: true},
		{Faces: []int{5}, Kept: true, Passed: true},
		{Faces: []int{4}},
		{Faces: []int{1}},
	}
	got := lines[0].Dice
	if len(got) != len(want) {
		t.Fatalf("dice %+v", got)
	}
	shown := []string{"[6+6+2=14]", "[5]", "4", "1"}
	for i := range want {
		g := got[i]
		if !reflect.DeepEqual(g.Faces, want[i].Faces) || g.Kept != want[i].Kept || g.Passed != want[i].Passed || g.Exploded != want[i].Exploded {
			t.Errorf("die %d: %+v, want %+v", i, g, want[i])
		}
		if s := lines[0].Text[g.Start:g.End]; s != shown[i] {
			t.Errorf("die %d shows %q, want %q", i, s, shown[i])
		}
	}
	for _, l := range lines[1:] {
		if l.Dice != nil {
			t.Errorf("a modifier line with dice: %+v", l)
		}
	}
}

// A roll too long for one line wraps between dice, never inside one, and
// each line's dice point into its own text.
func TestLongRollWraps(t *testing.T) {
	r := combat.Roll{RuleID: "KG-CC-06", Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Hand, By: "red.ec-commander-1", TN: 4, Keep: 3}
	for i := range 14 {
		r.Dice = append(r.Dice, dice.Chain{6, 6, 6, 1 + i%5})
		r.Passed = append(r.Passed, true)
	}
	r.Kept = []int{0, 1, 2}
	r.Success, r.CriticalPass = true, true
	e := match.Entry{Event: r}
	lines := Lines(e, testNames)
	got := show(lines)
	want := []string{
		"roll 0 |Commander to hit TN 4 keep 3: [6+6+6+1=19] [6+6+6+2=20] [6+6+6+3=21]",
		"roll 0 |  6+6+6+4=22 6+6+6+5=23 6+6+6+1=19 6+6+6+2=20 6+6+6+3=21 6+6+6+4=22",
		"roll 0 |  6+6+6+5=23 6+6+6+1=19 6+6+6+2=20 6+6+6+3=21 6+6+6+4=22",
		"roll 0 |  → 3 hits (KG-CC-06)",
		"good 0 |  critical pass: three or more 6s (KG-DICE-09)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
	if n := len(lines[0].Dice) + len(lines[1].Dice) + len(lines[2].Dice); n != 14 {
		t.Errorf("%d dice over the lines, want 14", n)
	}
	checkLines(t, e, testNames)
}

// Without names: units by their short IDs, sides by their IDs, and no
// side indices.
func TestZeroNames(t *testing.T) {
	got := show(Lines(match.Entry{Event: match.ComboStopped{RuleID: "KG-PSY-01", Side: "red", Why: "red.ec-trooper-2 is pinned by a hit"}}, Names{}))
	want := []string{"bad -1 |red's combo stops: ec-trooper-2 is pinned by a hit (KG-PSY-01)"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got %q, want %q", got, want)
	}
	got = show(Lines(match.Entry{Event: combat.Wounded{RuleID: "KG-RC-13", Unit: "console-a", Wounds: 1}}, Names{}))
	if want := "bad -1 |console-a takes 1 wound (KG-RC-13)"; len(got) != 1 || got[0] != want {
		t.Errorf("got %q, want %q", got, want)
	}
	sides := Names{Sides: []string{"red", "blue"}, Side: func(id string) string { return map[string]string{"blue": "Renegades"}[id] }}
	got = show(Lines(match.Entry{Event: match.ComboStopped{RuleID: "KG-CMB-06", Side: "blue", Why: "cancelled"}}, sides))
	if want := "bad 1 |Renegades' combo stops: cancelled (KG-CMB-06)"; len(got) != 1 || got[0] != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// mystery is an event type logtext does not know.
type mystery struct {
	RuleID string
	N      int
	Who    string
}

func (m mystery) Rule() string { return m.RuleID }

// An unknown event still prints: its type, its rule and its fields.
func TestFallback(t *testing.T) {
	lines, known := render(match.Entry{Event: mystery{RuleID: "XS-99", N: 3, Who: "blue.renegade-cultist-1"}}, testNames)
	want := []string{
		"info -1 |mystery (XS-99)",
		"info -1 |  {RuleID:XS-99 N:3 Who:Cultist 1}",
	}
	if known || strings.Join(show(lines), "\n") != strings.Join(want, "\n") {
		t.Errorf("known %v, lines %q", known, show(lines))
	}
	lines, known = render(match.Entry{}, testNames)
	if known || len(lines) != 1 || lines[0].Text != "(an empty log entry)" {
		t.Errorf("a nil event: known %v, lines %q", known, show(lines))
	}
}

func TestKindString(t *testing.T) {
	for k, want := range map[Kind]string{Info: "info", Roll: "roll", Good: "good", Bad: "bad", Refusal: "refusal", Round: "round", Kind(9): "kind 9"} {
		if k.String() != want {
			t.Errorf("%d: %q, want %q", int(k), k.String(), want)
		}
	}
}

// A refusal's reason on the battle screen's banner names the units as the
// log does.
func TestText(t *testing.T) {
	got := Text("red", "red.ec-trooper-1 is under a declared attack", testNames)
	if want := "Trooper 1 is under a declared attack"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// A declaration shown on the battle screen reads as the log's does.
func TestOrders(t *testing.T) {
	got := Orders("red", "ec-trooper-1 move 2.5 3.5 & ec-trooper-1 shoot blue.renegade-cultist-1 aimed", testNames)
	if want := "Trooper 1 move to (2.5, 3.5) & Trooper 1 shoot Cultist 1 (aimed shot)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// An event whose free text is empty reads as a whole sentence: no colon
// or "for" left dangling before the rule.
func TestEmptyTextNoDanglingLead(t *testing.T) {
	for _, c := range []struct {
		ev   combat.Event
		want string
	}{
		{combat.SideEffect{RuleID: "KG-AP-06", Unit: "red.ec-trooper-1"}, "bad 0 |Trooper 1 suffers a setback (KG-AP-06)"},
		{combat.APSpent{RuleID: "KG-CC-05", By: "red.ec-trooper-1", AP: 1}, "info 0 |Trooper 1: 1 AP (KG-CC-05)"},
		{match.ComboStopped{RuleID: "KG-CMB-02", Side: "red"}, "bad 0 |red's combo stops (KG-CMB-02)"},
		{match.ScenarioEvent{RuleID: "KG-SCN-01", Kind: "win", Side: "red"}, "round 0 |Scenario: win (KG-SCN-01)"},
		{match.Ended{RuleID: "KG-SCN-01", Result: match.Result{Winner: "red", Reason: "the scenario's end"}}, "round 0 |  the scenario's end"},
	} {
		e := match.Entry{Event: c.ev}
		got := show(Lines(e, testNames))
		if !slices.Contains(got, c.want) {
			t.Errorf("%T: got\n\t%s\nwant a line\n\t%s", c.ev, strings.Join(got, "\n\t"), c.want)
		}
		for _, l := range got {
			if strings.HasSuffix(l, ":") || strings.Contains(l, ": (") || strings.Contains(l, " for (") {
				t.Errorf("%T: a dangling lead in %q", c.ev, l)
			}
		}
		checkLines(t, e, testNames)
	}
}
