package bid

import (
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// pressing is how much the first declaration must matter before the AI
// bids at all: a 20% chance that a first standard shot, either side's,
// kills.
const pressing = 0.2

// Bidding is what the computer players bid for side d.Side: nothing when
// no shot either way is pressing (no model of either side has a shot at
// the other with a fair chance to kill); else 1 AP and up to 3 more as
// the best chance to kill, ours or theirs, grows, never more than share
// of the pool (and never the whole pool).
func Bidding(r facet.Reader, d Detail, share float64) int {
	most := min(int(math.Floor(share*float64(d.Pool))), d.Pool-1)
	if most <= 0 {
		return 0
	}
	stake := max(bestKill(r, d.Side), bestKill(r, d.Foe))
	if stake < pressing {
		return 0
	}
	return min(1+int(math.Round(3*stake)), most)
}

// shotsWeighed is how many of a model's nearest enemies the AI weighs
// its shot at as it bids: every model's shot at every enemy, previewed
// for both sides each round, was a tenth of the gang-war pack's cost
// (docs/performance.md), and the deadliest shot is nearly always at one
// of the nearest.
const shotsWeighed = 2

// bestKill is the best chance a standard shot by a model of side has to
// kill one of its shotsWeighed nearest enemy models now, as the rules
// preview it (in sight, in range).
func bestKill(r facet.Reader, side string) float64 {
	units := r.Units()
	best := 0.0
	var enemies []orders.Unit
	for _, u := range units {
		if !u.Alive() || !u.OnTable || u.Objective || sideOf(u) != side {
			continue
		}
		enemies = enemies[:0]
		for _, e := range units {
			if e.Alive() && e.OnTable && !e.Objective && e.Side != u.Side && e.Side >= 0 {
				enemies = append(enemies, e)
			}
		}
		for _, e := range geom.Nearest(u.Base, enemies, func(e orders.Unit) geom.Base { return e.Base }, shotsWeighed) {
			p := r.Preview(side, orders.Order{Unit: u.ID, Verb: orders.Shoot, Target: e.ID, Shot: combat.Standard})
			if p.Odds != nil && len(p.Odds.Wounds) > 0 { // a shot it could not afford keeps its odds
				best = max(best, p.Odds.Kill())
			}
		}
	}
	return best
}

// sideOf is the side ID a unit's ID begins with.
func sideOf(u orders.Unit) string {
	s, _, _ := cutSide(u.ID)
	return s
}
