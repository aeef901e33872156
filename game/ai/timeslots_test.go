package ai

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules/timeslots"
	"github.com/krygothic/krygothic/scenarios"
)

// The AI plays with time slots (XS-12) and weapon handiness (XS-31): its
// orders wait for the next slot and are never refused (nor its combos by
// the four attack steps of XC-INIT-02), every game ends, and it weighs a
// rushed attack by its preview's odds, which count the die it loses, so
// it takes fewer rushed attacks than unhurried ones. Four games of
// normal against hard in the hangar.
func TestTheAIPlaysWithTimeSlots(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.LoadShipped("hangar-deathmatch", c)
	if err != nil {
		t.Fatal(err)
	}
	s.Modules = []string{"blast", "timeslots", "handiness"}
	waits, rushed, calm := 0, 0, 0
	pair := func(seed uint64) [2]match.Player {
		return [2]match.Player{NewTactician(s.Sides[0].ID, Normal, seed), NewTactician(s.Sides[1].ID, Hard, seed)}
	}
	for _, m := range playGames(t, c, s, 4, pair) {
		for _, e := range m.View().Log(0) {
			switch e := e.Event.(type) {
			case timeslots.SlotWaited:
				waits++
			case combat.Roll:
				if e.Kind != combat.HitRoll {
					continue
				}
				r := false
				for _, md := range e.Modifiers {
					r = r || md.RuleID == timeslots.Rule
				}
				if r {
					rushed++
				} else {
					calm++
				}
			}
		}
	}
	t.Logf("orders that waited for a slot: %d; to-hit rolls rushed %d, unhurried %d", waits, rushed, calm)
	if waits == 0 || calm == 0 {
		t.Fatalf("no order waited (%d) or no attack rolled (%d)", waits, calm)
	}
	if rushed >= calm {
		t.Errorf("%d rushed to-hit rolls against %d unhurried: the AI rushes more than it waits", rushed, calm)
	}
}
