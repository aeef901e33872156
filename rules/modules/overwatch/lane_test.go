package overwatch_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/combat/combattest"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/overwatch"
)

// The fixtures of combat's tests (rules/combat/combattest).
var (
	joe   = combattest.Joe
	with  = combattest.With
	rolls = combattest.Rolls
)

// XS-05 (XC-SFIRE-08, KG-PSY-01): a model moving in a saturation lane
// tests Willpower at TN 5; a fail is the lane's suppressive hit, which pins
// it (KG-RC-12: no wound without a critical, and a lane rolls none); a
// pass leaves it be; a Squad Leader rolls nothing (KG-PSY-03); a model
// already pinned by a hit has nothing to test.
func TestLaneTest(t *testing.T) {
	for _, c := range []struct {
		name   string
		f      *combat.Fighter
		faces  []int
		fail   bool
		rolled bool
	}{
		{"Willpower 3: 4 4 4 all under TN 5: pinned", joe("m"), []int{4, 4, 4}, true, true},
		{"Willpower 3: 5 1 1 passes TN 5", joe("m"), []int{5, 1, 1}, false, true},
		{"a Squad Leader is never pinned", with(joe("sl"), func(f *combat.Fighter) { f.SquadLeader = true }), nil, false, false},
		{"already pinned by a hit", with(joe("p"), func(f *combat.Fighter) { f.Pin = combat.Pin{ByHit: true, TN: 5} }), nil, false, false},
	} {
		src, err := dice.NewScripted(c.faces...)
		if err != nil {
			t.Fatal(err)
		}
		failed, out, err := overwatch.LaneTest(c.f, src, combat.Options{})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		pin := rolls(out.Events, "Willpower")
		if failed != c.fail || (len(pin) == 1) != c.rolled {
			t.Errorf("%s: failed %v (want %v), rolls %+v", c.name, failed, c.fail, pin)
			continue
		}
		if c.rolled && (pin[0].TN != 5 || pin[0].RuleID != "KG-PSY-01" || len(pin[0].Dice) != 3) {
			t.Errorf("%s: the test was %+v, want Willpower's 3 dice at TN 5 (KG-PSY-01)", c.name, pin[0])
		}
		pinned := false
		for _, ch := range out.Changes {
			pinned = pinned || ch.ID == c.f.ID && ch.Now.Pin.ByHit
		}
		for _, e := range out.Events {
			if w, ok := e.(combat.Wounded); ok && w.Wounds > 0 {
				t.Errorf("%s: the lane wounded: %+v", c.name, w)
			}
		}
		if pinned != c.fail {
			t.Errorf("%s: pinned %v after the test, want %v", c.name, pinned, c.fail)
		}
	}
}
