package ai_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

// Two baseline bots play the shipped scenarios to the end: each match
// finishes, nobody is refused an order, and the record replays to the
// same state.
func TestBaselineMatchesEnd(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range scenarios.Shipped() {
		s, err := scenarios.LoadShipped(name, c)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			m := playBaseline(t, s, c, seed)
			res := result(m)
			if res == nil {
				t.Errorf("%s seed %d: no result after an hour of game time (round %d)", name, seed, m.View().Round())
				continue
			}
			refused := 0
			for _, e := range m.View().Log(0) {
				if r, ok := e.Event.(match.Refused); ok {
					refused++
					if refused <= 3 {
						t.Errorf("%s seed %d: refused %+v", name, seed, r)
					}
				}
			}
			rec := m.Record(name, seed, nil)
			again, err := match.Replay(rec, s, c, 1<<30)
			if err != nil {
				t.Fatal(err)
			}
			if again.StateHash() != m.StateHash() {
				t.Errorf("%s seed %d: the replay ends in another state", name, seed)
			}
			t.Logf("%s seed %d: %s in round %d (%s)", name, seed, res.Winner, res.Round, res.Reason)
		}
	}
}
