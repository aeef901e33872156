package battle

import "github.com/krygothic/krygothic/game/sound"

// claimWarning is how long before a hotseat claim's decision window runs
// out (KG-META-04) its holder hears the clock's warning, in real seconds.
const claimWarning = 1.0

// warnClock sounds the clock's warning once a claim, when the side holding
// the pointer has claimWarning seconds of its decision window left. The
// match knows nothing of it: it counts ticks, and a claim's window is the
// person's real time (RULINGS: hotseat).
func (b *Battle) warnClock() {
	if b.watching || b.solo {
		return
	}
	for i := range b.claimWarned {
		side := b.sideID(i)
		switch {
		case !b.clock.Holding(side):
			b.claimWarned[i] = false
		case !b.claimWarned[i] && b.clock.Remaining(side, b.now) <= claimWarning:
			b.claimWarned[i] = true
			b.env.Hear(sound.ClockWarning{Why: "claim"})
		}
	}
}
