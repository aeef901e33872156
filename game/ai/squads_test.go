package ai_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// XS-23 for the AI: with the squads module on, the AIs play shipped
// scenarios to their end with no refused order, and give squads one
// order: a leader's shot followed in the same combo by its members',
// paid for by the leader's (the combo costs less than its shots would
// alone). SQUAD_GAMES sets the games per scenario (default 3).
func TestTheAIGivesSquadOrders(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	games := 3
	if n, err := strconv.Atoi(os.Getenv("SQUAD_GAMES")); err == nil && n > 0 {
		games = n
	}
	squadOrders, saved := 0, 0
	for _, name := range []string{"hangar-deathmatch", "sabotage"} {
		for seed := uint64(1); seed <= uint64(games); seed++ {
			s, err := scenarios.LoadShipped(name, c)
			if err != nil {
				t.Fatal(err)
			}
			s.Modules = []string{"squads"}
			a, _ := ai.New("normal", s.Sides[0].ID, seed)
			b, _ := ai.New("hard", s.Sides[1].ID, seed+1)
			m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{a, b})
			if err != nil {
				t.Fatal(err)
			}
			if err := m.Run(maxGameTicks); err != nil {
				t.Fatalf("%s seed %d: %v", name, seed, err)
			}
			for _, e := range m.View().Log(0) {
				switch e := e.Event.(type) {
				case orders.Declared:
					if len(e.Steps) < 2 || !allShots(e.Steps) {
						continue
					}
					squadOrders++
					saved += 2*len(e.Steps) - e.AP // a standard shot alone is 2 AP
				case match.Refused:
					t.Errorf("%s seed %d: refused %+v", name, seed, e)
				}
			}
			if result(m) == nil {
				t.Errorf("%s seed %d: the game did not end", name, seed)
			}
		}
	}
	t.Logf("%d squad fire orders in %d games, about %d AP saved", squadOrders, 2*games, saved)
	if squadOrders == 0 || saved <= 0 {
		t.Errorf("the AI gave no squad order that saved AP (%d orders, %d AP)", squadOrders, saved)
	}
}

// allShots reports whether every step of a declaration is a shot.
func allShots(steps []string) bool {
	for _, s := range steps {
		if !strings.Contains(s, " shoot ") {
			return false
		}
	}
	return true
}
