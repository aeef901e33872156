package balance

import (
	"slices"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/orders"
)

// model makes a unit of side (0 red, 1 blue) of profile typ, with a
// ranged weapon called gun.
func model(id string, side int, typ, gun string) orders.Unit {
	m := &army.Model{Unit: &content.Unit{ID: typ}}
	if gun != "" {
		m.Ranged = &content.RangedWeapon{Name: gun}
	}
	return orders.Unit{ID: id, Side: side, Model: m}
}

var testUnits = []orders.Unit{
	model("red.ec-trooper-1", 0, "ec-trooper", "Rifle"),
	model("red.ec-trooper-2", 0, "ec-trooper", "Rifle"),
	model("red.ec-trooper-3", 0, "ec-trooper", "Rifle"),
	model("blue.renegade-cultist-1", 1, "renegade-cultist", "Pistol"),
	model("blue.renegade-cultist-2", 1, "renegade-cultist", "Pistol"),
	model("blue.renegade-cultist-3", 1, "renegade-cultist", "Pistol"),
	{ID: "console-a", Side: -1, Objective: true},
}

// lobbed is r made with a weapon lobbed under a template, which it names.
func lobbed(r combat.Roll, weapon string) combat.Roll {
	r.Weapon = weapon
	return r
}

func roll(rule, purpose string, kind combat.RollKind, arm combat.Arm, by string, hit bool) combat.Roll {
	return combat.Roll{RuleID: rule, Purpose: purpose, Kind: kind, Arm: arm, By: by, Success: hit}
}

// A constructed game: a shot that kills, a charge with a punch answered by
// a counter attack's free punch, a critical fail on oneself, a fall, a
// grenade that wounds an enemy and a friend, a tackle, a wound with no
// roll before it, and a cancel.
var testLog = []match.Entry{
	{Tick: 10, Event: orders.Declared{Side: "red", Steps: []string{"ec-trooper-1 shoot blue.renegade-cultist-1 standard", "ec-trooper-1 move 3.5 4.5"}, AP: 4, StepAP: []int{2, 2}}},
	{Tick: 40, Event: combat.Rerolled{RuleID: "XS-11", Unit: "red.ec-trooper-1", By: "red.ec-commander-1", What: "command re-roll", AP: 2}}, // paid when the dice landed
	{Tick: 40, Event: roll("KG-RC-09", "to hit", combat.HitRoll, combat.Gun, "red.ec-trooper-1", true)},
	{Tick: 40, Event: roll("KG-RC-13", "to wound", combat.WoundRoll, combat.Gun, "red.ec-trooper-1", true)},
	{Tick: 40, Event: combat.Wounded{RuleID: "KG-RC-13", Unit: "blue.renegade-cultist-1", Wounds: 1, Removed: true}},
	{Tick: 40, Event: roll("KG-PSY-01", "Willpower", combat.CheckRoll, combat.NoArm, "blue.renegade-cultist-2", true)},
	{Tick: 50, Event: orders.Declared{Side: "blue", Steps: []string{"renegade-cultist-2 charge red.ec-trooper-1 punch"}, AP: 3, StepAP: []int{3}}},
	{Tick: 60, Event: roll("KG-CC-06", "to hit", combat.HitRoll, combat.Hand, "blue.renegade-cultist-2", true)},
	{Tick: 60, Event: roll("KG-CC-07", "avoid", combat.AvoidRoll, combat.NoArm, "red.ec-trooper-1", false)},
	{Tick: 60, Event: combat.APSpent{RuleID: "KG-CC-05", By: "red.ec-trooper-1", AP: 1, For: "active defence"}},
	{Tick: 60, Event: roll("KG-CC-08", "to wound", combat.WoundRoll, combat.Hand, "blue.renegade-cultist-2", true)},
	{Tick: 60, Event: combat.APSpent{RuleID: "KG-CC-09", By: "blue.renegade-cultist-2", AP: 2, For: "wound 2"}},
	{Tick: 60, Event: combat.Wounded{RuleID: "KG-CC-08", Unit: "red.ec-trooper-1", Wounds: 2}},
	{Tick: 60, Event: combat.FreeAttack{RuleID: "KG-CCD-06", By: "red.ec-trooper-1", Against: "blue.renegade-cultist-2"}},
	{Tick: 60, Event: roll("KG-CC-06", "to hit", combat.HitRoll, combat.Hand, "red.ec-trooper-1", true)},
	{Tick: 60, Event: roll("KG-CC-08", "to wound", combat.WoundRoll, combat.Hand, "red.ec-trooper-1", true)},
	{Tick: 60, Event: combat.Wounded{RuleID: "KG-CC-08", Unit: "blue.renegade-cultist-2", Wounds: 1}},
	{Tick: 70, Event: combat.APSpent{RuleID: "KG-PSY-04", By: "blue.renegade-cultist-2", AP: 1, For: "unpin re-roll"}}, // paid with its declaration
	{Tick: 70, Event: roll("KG-RC-09", "to hit", combat.HitRoll, combat.Gun, "blue.renegade-cultist-2", false)},
	{Tick: 70, Event: roll("KG-DICE-08", "critical fail: wounds on itself", combat.WoundRoll, combat.NoArm, "blue.renegade-cultist-2", true)},
	{Tick: 70, Event: combat.Wounded{RuleID: "KG-DICE-08", Unit: "blue.renegade-cultist-2", Wounds: 1, Removed: true}},
	{Tick: 80, Event: lobbed(roll("XS-01", "to hit", combat.HitRoll, combat.Lobbed, "red.ec-trooper-2", true), "Frag grenade")},
	{Tick: 80, Event: roll("KG-RC-13", "to wound", combat.WoundRoll, combat.Gun, "red.ec-trooper-2", true)},
	{Tick: 80, Event: combat.Wounded{RuleID: "KG-RC-13", Unit: "blue.renegade-cultist-3", Wounds: 1}},
	{Tick: 80, Event: roll("XS-01", "blast: to wound", combat.WoundRoll, combat.NoArm, "red.ec-trooper-2", true)},
	{Tick: 80, Event: combat.Wounded{RuleID: "XS-01", Unit: "red.ec-trooper-3", Wounds: 1, Removed: true}},
	{Tick: 80, Event: combat.Wounded{RuleID: "KG-EXPL-02", Unit: "red.ec-trooper-1", Wounds: 1, Removed: true}}, // the blast's template broke the floor
	{Tick: 90, Event: orders.Declared{Side: "blue", Steps: []string{"renegade-cultist-3 attack red.ec-trooper-2 tackle"}, AP: 1, StepAP: []int{1}}},
	{Tick: 95, Event: roll("KG-CC-06", "to hit", combat.HitRoll, combat.Hand, "blue.renegade-cultist-3", true)},
	{Tick: 95, Event: combat.Moved{RuleID: "KG-CCA-04", Unit: "red.ec-trooper-2", Direction: combat.AlongFacing, Other: "blue.renegade-cultist-3"}},
	{Tick: 95, Event: roll("KG-CCA-04", "tackle impact: wound saves", combat.WoundRoll, combat.NoArm, "red.ec-trooper-2", true)},
	{Tick: 95, Event: combat.Wounded{RuleID: "KG-CCA-04", Unit: "red.ec-trooper-2", Wounds: 1}},
	{Tick: 99, Event: combat.Wounded{RuleID: "KG-RC-13", Unit: "console-a", Wounds: 1}}, // the to-wound roll was ticks ago
	{Tick: 100, Event: orders.Declared{Side: "red", Steps: []string{"cancel"}, AP: 1}},
}

func testGame() Game {
	g := Game{Winner: -1, AP: [2]map[string]int{{}, {}},
		Sides: [2]Side{{ID: "red", Team: "earth-confederate"}, {ID: "blue", Team: "renegades", Player: Player{Slot: 1}}}}
	newTracker(&g, slices.Clone(testUnits)).read(testLog)
	return g
}

func TestTrackerNamesWhoWoundedWhomAndWithWhat(t *testing.T) {
	g := testGame()
	want := []Wound{
		{Victim: "renegade-cultist", VictimSide: 1, Attacker: "ec-trooper", Side: 0, Weapon: "Rifle", Wounds: 1, Removed: true, Cause: ByEnemy, Rule: "KG-RC-13"},
		{Victim: "ec-trooper", VictimSide: 0, Attacker: "renegade-cultist", Side: 1, Weapon: "punch", Wounds: 2, Cause: ByEnemy, Rule: "KG-CC-08"},
		{Victim: "renegade-cultist", VictimSide: 1, Attacker: "ec-trooper", Side: 0, Weapon: "punch", Wounds: 1, Cause: ByEnemy, Rule: "KG-CC-08"},
		{Victim: "renegade-cultist", VictimSide: 1, Attacker: "renegade-cultist", Side: 1, Weapon: "Pistol", Wounds: 1, Removed: true, Cause: BySelf, Rule: "KG-DICE-08"},
		{Victim: "renegade-cultist", VictimSide: 1, Attacker: "ec-trooper", Side: 0, Weapon: "Frag grenade", Wounds: 1, Cause: ByEnemy, Rule: "KG-RC-13"},
		{Victim: "ec-trooper", VictimSide: 0, Attacker: "ec-trooper", Side: 0, Weapon: "Frag grenade", Wounds: 1, Removed: true, Cause: ByFriend, Rule: "XS-01"},
		{Victim: "ec-trooper", VictimSide: 0, Side: -1, Wounds: 1, Removed: true, Cause: Unattributed, Rule: "KG-EXPL-02"},
		{Victim: "ec-trooper", VictimSide: 0, Attacker: "renegade-cultist", Side: 1, Weapon: "tackle", Wounds: 1, Cause: ByEnemy, Rule: "KG-CCA-04"},
		{Victim: "objective", VictimSide: -1, Side: -1, Wounds: 1, Cause: Unattributed, Rule: "KG-RC-13"},
	}
	if len(g.Wounds) != len(want) {
		t.Fatalf("%d wounds, want %d: %+v", len(g.Wounds), len(want), g.Wounds)
	}
	for i := range want {
		if g.Wounds[i] != want[i] {
			t.Errorf("wound %d:\n got %+v\nwant %+v", i, g.Wounds[i], want[i])
		}
	}
}

func TestTrackerCountsAttacksByWeapon(t *testing.T) {
	g := testGame()
	want := []Attack{
		{Attacker: "ec-trooper", Side: 0, Weapon: "Rifle", Hit: true},
		{Attacker: "renegade-cultist", Side: 1, Weapon: "punch", Hit: true},
		{Attacker: "ec-trooper", Side: 0, Weapon: "punch", Hit: true}, // the free attack (KG-CCD-06)
		{Attacker: "renegade-cultist", Side: 1, Weapon: "Pistol"},
		{Attacker: "ec-trooper", Side: 0, Weapon: "Frag grenade", Hit: true}, // named by its blast_landed
		{Attacker: "renegade-cultist", Side: 1, Weapon: "tackle", Hit: true},
	}
	if !slices.Equal(g.Attacks, want) {
		t.Errorf("attacks\n got %+v\nwant %+v", g.Attacks, want)
	}
}

func TestTrackerSplitsAPByOrder(t *testing.T) {
	g := testGame()
	red := map[string]int{"shoot": 2, "move": 2, "active defence": 1, "cancel": 1, "re-roll": 2}
	blue := map[string]int{"charge": 3, "attack": 1, "extra wounds": 2} // the unpin's AP were paid with its declaration
	if !mapsEqual(g.AP[0], red) || !mapsEqual(g.AP[1], blue) {
		t.Errorf("AP red %v, blue %v; want %v, %v", g.AP[0], g.AP[1], red, blue)
	}
}

func mapsEqual(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// A close-combat attack the log cannot tie to a declaration is named
// unknown, not guessed; a new paid combo forgets its side's attacks that
// never rolled.
func TestTrackerNamesNoUnknownAttack(t *testing.T) {
	g := Game{AP: [2]map[string]int{{}, {}}, Sides: [2]Side{{ID: "red"}, {ID: "blue"}}}
	newTracker(&g, slices.Clone(testUnits)).read([]match.Entry{
		{Tick: 1, Event: orders.Declared{Side: "red", Steps: []string{"ec-trooper-1 charge blue.renegade-cultist-1 weapon"}, AP: 3, StepAP: []int{3}}},
		{Tick: 2, Event: orders.Declared{Side: "red", Steps: []string{"ec-trooper-1 run 1.5 1.5"}, AP: 1, StepAP: []int{1}}},
		{Tick: 3, Event: roll("KG-CC-06", "to hit", combat.HitRoll, combat.Hand, "red.ec-trooper-1", true)},
		{Tick: 3, Event: roll("KG-CC-08", "to wound", combat.WoundRoll, combat.Hand, "red.ec-trooper-1", true)},
		{Tick: 3, Event: combat.Wounded{RuleID: "KG-CC-08", Unit: "blue.renegade-cultist-1", Wounds: 1}},
		// A Waiting unit's reaction resolves at once, before its side's own attacks.
		{Tick: 4, Event: orders.Declared{Side: "blue", Steps: []string{"renegade-cultist-1 charge red.ec-trooper-1 weapon"}, AP: 3, StepAP: []int{3}}},
		{Tick: 5, Event: orders.Declared{RuleID: "KG-WAIT-02", Side: "blue", Steps: []string{"renegade-cultist-1 react attack red.ec-trooper-1 kick"}}},
		{Tick: 5, Event: roll("KG-CC-06", "to hit", combat.HitRoll, combat.Hand, "blue.renegade-cultist-1", true)},
	})
	if len(g.Attacks) != 2 || g.Attacks[0].Weapon != unknownWeapon || len(g.Wounds) != 1 || g.Wounds[0].Weapon != unknownWeapon {
		t.Errorf("attacks %+v, wounds %+v: want the blow's weapon unknown", g.Attacks, g.Wounds)
	}
	if len(g.Attacks) == 2 && g.Attacks[1].Weapon != "kick" {
		t.Errorf("the reaction's blow is a %q, want a kick", g.Attacks[1].Weapon)
	}
}
