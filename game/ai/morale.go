package ai

import (
	"github.com/krygothic/krygothic/rules/modules/morale"
	"github.com/krygothic/krygothic/rules/orders"
)

// routLeaders finds, with the morale module on (XS-15), each side's
// model whose test would be its rout test when the side's next break test
// is that one (its losses past 50%): losing it hands the test to a worse
// stand-in, so the side keeps it out of the fire and the enemy goes for
// it (value, and the cover weight of a move). Empty IDs otherwise.
func (t *table) routLeaders() {
	if !t.v.Plays(morale.Name) {
		return
	}
	data := t.v.Content().Modules.Morale
	for side := range t.routLeader {
		lost, start := morale.LossesOf(t.units, side)
		if !morale.Threatened(data, lost, start) {
			continue
		}
		if l := morale.LeaderOf(t.units, side); l != nil {
			t.routLeader[side] = l.ID
		}
	}
}

// isRoutLeader reports whether u is its side's rout leader (routLeaders).
func (t *table) isRoutLeader(u *orders.Unit) bool {
	return u.Side >= 0 && u.Side < len(t.routLeader) && t.routLeader[u.Side] != "" && t.routLeader[u.Side] == u.ID
}
