package ai

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules/impulse"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// The AI in impulse mode (XS-13, SW-SEQ-01, RPG-TURN-01): every level
// plays whole matches declaring only in its impulse (playGames fails on
// any order refused), the Tactician passes when nothing is worth its AP,
// and, waited
// for, decides in the tick it is asked: it never leaves the match
// waiting on it.
func TestTheAIPlaysImpulses(t *testing.T) {
	c, s := hangarWith(t, impulse.Name, "blast")
	a, b := s.Sides[0].ID, s.Sides[1].ID
	pairs := map[string]func(seed uint64) [2]match.Player{
		"normal-hard": func(seed uint64) [2]match.Player {
			return [2]match.Player{NewTactician(a, Normal, seed), NewTactician(b, Hard, seed)}
		},
		"easy-lookahead": func(seed uint64) [2]match.Player {
			return [2]match.Player{NewTactician(a, Easy, seed), NewLookahead(b, seed)}
		},
		"baseline": func(uint64) [2]match.Player { return [2]match.Player{&Baseline{Side: a}, &Baseline{Side: b}} },
	}
	for name, pair := range pairs {
		t.Run(name, func(t *testing.T) {
			passes, impulses := 0, 0
			for _, m := range playGames(t, c, s, 3, pair) {
				for _, e := range m.View().Log(0) {
					d, ok := e.Event.(orders.Declared)
					if !ok || d.StepAP == nil || d.Reaction {
						continue
					}
					impulses++
					if impulse.Passes(d.Steps) {
						passes++
					}
				}
			}
			if impulses == 0 || passes == 0 && name != "baseline" { // the baseline always finds an order, or is done
				t.Errorf("%d impulses taken, %d of them passes; want both", impulses, passes)
			}
		})
	}
}

// Waited for in its impulse, the Tactician decides at once, with no
// reaction delay: the first impulse of the match is declared at tick 0.
func TestTheAIDecidesAtOnceInItsImpulse(t *testing.T) {
	c, s := hangarWith(t, impulse.Name)
	easy := func(seed uint64) [2]match.Player {
		return [2]match.Player{NewTactician(s.Sides[0].ID, Easy, seed), NewTactician(s.Sides[1].ID, Easy, seed)}
	}
	for _, m := range playGames(t, c, s, 3, easy) {
		for _, e := range m.View().Log(0) {
			if d, ok := e.Event.(orders.Declared); ok && d.StepAP != nil {
				if e.Tick != 0 {
					t.Errorf("the first impulse was declared at tick %d, want 0 (Easy reacts after %d ticks in real time)", e.Tick, Easy.Reaction)
				}
				break
			}
		}
	}
}

// hangarWith is the content and Hangar Deathmatch played with the modules
// named.
func hangarWith(t *testing.T, mods ...string) (*content.Content, *scenarios.Scenario) {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.LoadShipped("hangar-deathmatch", c)
	if err != nil {
		t.Fatal(err)
	}
	s.Modules = mods
	return c, s
}
