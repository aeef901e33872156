package battle

import (
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/sound"
)

// claimWarning is how long before a hotseat claim's decision window runs
// out (KG-META-04) its holder hears the clock's warning, in real seconds;
// roundWarning how long before a round time limit ends the AP round, in
// game seconds.
const (
	claimWarning = 1.0
	roundWarning = 5.0
)

// roundLeft is how many game seconds the round time limit leaves the AP
// round (RULINGS); ok is false when the match has no limit.
func (b *Battle) roundLeft() (left float64, ok bool) {
	lim := b.view().Settings().RoundLimit
	if lim <= 0 {
		return 0, false
	}
	return max(lim-float64(b.view().RoundAge())/match.TicksPerSecond, 0), true
}

// warnClock sounds the clock's warning: once a round, when the round time
// limit has roundWarning seconds left; and once a claim, when the side
// holding the pointer has claimWarning seconds of its decision window
// left. The match knows nothing of the claim's: it counts ticks, and a
// claim's window is the person's real time (RULINGS: hotseat).
func (b *Battle) warnClock() {
	if b.watching || b.m.Over() {
		return
	}
	if left, ok := b.roundLeft(); ok && left <= roundWarning && b.roundWarned != b.view().Round() {
		b.roundWarned = b.view().Round()
		b.env.Hear(sound.ClockWarning{Why: sound.RoundClock}, nil)
	}
	if b.solo {
		return
	}
	for i := range b.claimWarned {
		side := b.sideID(i)
		switch {
		case !b.clock.Holding(side):
			b.claimWarned[i] = false
		case !b.claimWarned[i] && b.clock.Remaining(side, b.now) <= claimWarning:
			b.claimWarned[i] = true
			b.env.Hear(sound.ClockWarning{Why: sound.ClaimClock}, nil)
		}
	}
}
