package ai

import (
	"math"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/scenarios"
)

// TestUrgency: a side the round limit would not hand the win to forces the
// fight more as the last round nears (GAP-31 decides a deathmatch at the
// limit; GAP-34 leaves the saboteur nothing if the objectives stand).
func TestUrgency(t *testing.T) {
	side := func(destroyed, leaders int) match.SideInfo {
		return match.SideInfo{Destroyed: destroyed, LeadersKilled: leaders}
	}
	tests := []struct {
		name      string
		victory   string
		round     int
		me, enemy match.SideInfo
		attacker  bool
		want      float64
	}{
		{"ahead on points: never", scenarios.Deathmatch, 10, side(100, 0), side(50, 1), false, 0},
		{"level, more leaders killed: never", scenarios.Deathmatch, 10, side(70, 1), side(70, 0), false, 0},
		{"behind, first round: not yet", scenarios.Deathmatch, 1, side(0, 0), side(70, 0), false, 0},
		{"behind, last round: all", scenarios.Deathmatch, 10, side(0, 0), side(70, 0), false, 1},
		{"behind, halfway from round 1", scenarios.Deathmatch, 5, side(0, 0), side(70, 0), false, 4.0 / 9},
		{"level, third of the way: not yet", scenarios.Deathmatch, 3, side(0, 0), side(0, 0), false, 0},
		{"level, last round: all", scenarios.Deathmatch, 10, side(0, 0), side(0, 0), false, 1},
		{"saboteur, last round: all", scenarios.Sabotage, 10, side(300, 0), side(0, 0), true, 1},
		{"saboteur, first round: not yet", scenarios.Sabotage, 1, side(0, 0), side(0, 0), true, 0},
		{"saboteur, halfway from round 1, ahead on points all the same", scenarios.Sabotage, 5, side(300, 0), side(0, 0), true, 4.0 / 9},
		{"defender: never", scenarios.Sabotage, 10, side(0, 0), side(300, 0), false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := urgency(tt.victory, tt.round, 10, tt.me, tt.enemy, tt.attacker)
			if !(math.Abs(got-tt.want) <= 1e-9) { // NaN fails too
				t.Errorf("urgency = %.4f, want %.4f", got, tt.want)
			}
		})
	}
}
