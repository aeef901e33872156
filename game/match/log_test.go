package match_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
)

// A list with nothing in it is written [] in the event JSON, never null,
// so a reader can take len() of every list field (docs/events.md): a
// failed roll keeps no dice, a roll with no per-die pass has no passed.
func TestEmptyListsAreWrittenAsEmpty(t *testing.T) {
	failed := combat.Roll{RuleID: "KG-RC-06", Purpose: "to hit", Kind: combat.HitRoll, Arm: combat.Gun, By: "a", Dice: []dice.Chain{{2}}, TN: 4, Keep: 1}
	data, err := json.Marshal(match.Entry{Tick: 3, Round: 1, Event: failed})
	if err != nil {
		t.Fatal(err)
	}
	got := string(data)
	for _, want := range []string{`"kept":[]`, `"passed":[]`, `"modifiers":[]`, `"dice":[[2]]`} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %s in %s", want, got)
		}
	}
	if strings.Contains(got, "null") {
		t.Errorf("a null in %s", got)
	}
}
