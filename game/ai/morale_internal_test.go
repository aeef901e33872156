package ai

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
)

// XS-15 for the AI: once a side's losses pass 50%, its next break test is
// the rout test, and the model whose test that is (its Squad Leader) is
// worth twice as much, to both sides; before that, and without the
// module, it is worth what it always was.
func TestTheRoutLeaderIsWorthMore(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, on := range []bool{true, false} {
		s := textScenarioOf(t, c, huddle)
		s.Modules = []string{}
		if on {
			s.Modules = []string{"morale"}
		}
		m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
		if err != nil {
			t.Fatal(err)
		}
		a := NewTactician("blue", Hard, 1)
		tb := a.table(m.View())
		var prophet, cultists = -1, []int{}
		for i := range tb.units {
			switch u := &tb.units[i]; {
			case u.F.SquadLeader && u.Side == 1:
				prophet = i
			case u.Side == 1:
				cultists = append(cultists, i)
			}
		}
		before := tb.value(&tb.units[prophet])
		// Two of three cultists fall: under half of blue's points.
		for _, i := range cultists[:2] {
			tb.units[i].F.Wounds = tb.units[i].F.WoundCapacity
		}
		tb.routLeader = [2]string{}
		tb.routLeaders()
		if got := tb.value(&tb.units[prophet]); got != before {
			t.Errorf("module %v: the prophet is worth %g at under 50%% losses, %g before", on, got, before)
		}
		// The third falls too: the three cultists are over half its points.
		tb.units[cultists[2]].F.Wounds = tb.units[cultists[2]].F.WoundCapacity
		tb.routLeader = [2]string{}
		tb.routLeaders()
		want := before
		if on {
			want = 2 * before
		}
		if got := tb.value(&tb.units[prophet]); got != want {
			t.Errorf("module %v: the prophet is worth %g past 50%% losses, want %g", on, got, want)
		}
	}
}
