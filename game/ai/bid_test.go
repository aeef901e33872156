package ai

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/modules/bid"
)

// The AI with the blind bid (XS-08, GW-INIT-02): every level plays whole
// matches on Hangar Deathmatch with no order refused (playGames fails on
// any: the loser of a bid waits out the winner's window, Whose), bids
// nothing while no shot either way is pressing (round 1: the sides 50"
// apart), bids when one is, and never more than a third of its pool.
func TestTheAIBids(t *testing.T) {
	c, s := hangarWith(t, bid.Name, "blast")
	a, b := s.Sides[0].ID, s.Sides[1].ID
	pairs := map[string]func(seed uint64) [2]match.Player{
		"normal-hard": func(seed uint64) [2]match.Player {
			return [2]match.Player{NewTactician(a, Normal, seed), NewTactician(b, Hard, seed)}
		},
		"baseline": func(uint64) [2]match.Player { return [2]match.Player{&Baseline{Side: a}, &Baseline{Side: b}} },
	}
	for name, pair := range pairs {
		t.Run(name, func(t *testing.T) {
			bids, rounds := 0, 0
			for _, m := range playGames(t, c, s, 3, pair) {
				pools := map[int]map[string]int{}
				for _, e := range m.View().Log(0) {
					if r, ok := e.Event.(match.RoundStarted); ok {
						pools[r.Number] = r.AP
					}
					r, ok := e.Event.(bid.BidsRevealed)
					if !ok {
						continue
					}
					rounds++
					for i, n := range r.Bids {
						pool := pools[r.Round][r.Sides[i]]
						if r.Round == 1 && n > 0 {
							t.Errorf("round 1: %s bid %d with nothing pressing", r.Sides[i], n)
						}
						if n > 0 && (n >= pool || float64(n) > 0.34*float64(pool)) {
							t.Errorf("round %d: %s bid %d of its %d AP", r.Round, r.Sides[i], n, pool)
						}
						if n > 0 {
							bids++
						}
					}
				}
			}
			if rounds == 0 || bids == 0 {
				t.Errorf("%d rounds bid, %d bids above 0; want both", rounds, bids)
			}
		})
	}
}
