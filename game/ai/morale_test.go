package ai_test

import (
	"os"
	"strconv"
	"testing"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/morale"
	"github.com/krygothic/krygothic/scenarios"
)

// moraleFigures counts what the morale module (XS-15) did in games.
type moraleFigures struct {
	games, tests, pinned, unpinned, routs, refused int
}

// playMorale plays normal against hard on a shipped scenario with the
// morale module, from seed, and counts its break tests, the pins they
// laid, the unpins of those pins and the routs.
func playMorale(t *testing.T, name string, seed uint64, f *moraleFigures) {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.LoadShipped(name, c)
	if err != nil {
		t.Fatal(err)
	}
	s.Modules = []string{morale.Name}
	a, _ := ai.New("normal", s.Sides[0].ID, seed)
	b, _ := ai.New("hard", s.Sides[1].ID, seed+1)
	m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{a, b})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(maxGameTicks); err != nil {
		t.Fatalf("%s seed %d: %v", name, seed, err)
	}
	f.games++
	pinnedBy := map[string]bool{}
	for _, e := range m.View().Log(0) {
		switch e := e.Event.(type) {
		case morale.BreakTestTaken:
			f.tests++
		case combat.StateChanged:
			switch {
			case e.RuleID == morale.Rule && e.State == combat.PinnedByHit:
				f.pinned++
				pinnedBy[e.Unit] = true
			case e.State == combat.Unpinned && pinnedBy[e.Unit]:
				f.unpinned++
				delete(pinnedBy, e.Unit)
			}
		case morale.Routed:
			f.routs++
		case match.Refused:
			f.refused++
			t.Errorf("%s seed %d: refused %+v", name, seed, e)
		}
	}
	if r := result(m); r == nil {
		t.Errorf("%s seed %d: the game did not end", name, seed)
	}
}

// XS-15 for the AI: with the morale module on, the AIs play shipped
// scenarios to their end with no refused order; break tests happen, and
// the models they pin are unpinned again (the AI's unpin re-rolls, which
// it already makes for KG-PSY-01 pins). MORALE_GAMES sets the games per
// scenario (default 4).
func TestTheAIPlaysWithMorale(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	games := 4
	if n, err := strconv.Atoi(os.Getenv("MORALE_GAMES")); err == nil && n > 0 {
		games = n
	}
	var all moraleFigures
	for _, name := range []string{"hangar-deathmatch", "sabotage"} {
		var f moraleFigures
		for seed := uint64(1); seed <= uint64(games); seed++ {
			playMorale(t, name, seed, &f)
		}
		t.Logf("%s: %d games, %d break tests, %d models pinned by them, %d of those unpinned, %d routs", name, f.games, f.tests, f.pinned, f.unpinned, f.routs)
		all.tests += f.tests
		all.pinned += f.pinned
		all.unpinned += f.unpinned
	}
	if all.tests == 0 || all.pinned == 0 {
		t.Errorf("no break test or no pin in %d games a scenario: the module did nothing", games)
	}
	if all.pinned > 0 && all.unpinned == 0 {
		t.Errorf("the AI never unpinned a model the break test pinned")
	}
}
