package battle

import (
	"github.com/krygothic/krygothic/game/match"
)

// hear plays the sound of a fresh log entry, unless fog of war hides it
// from the person (a hidden enemy's shot or death is not heard either).
func (b *Battle) hear(e match.Entry) {
	if b.lens.hides(e) {
		return
	}
	b.env.Hear(e.Event, b.view().Played())
}

// hearOpening plays the first round's start as a new match opens: the
// match logged it before the screen could hear it. Nothing else of the
// opening (the deployment) makes a sound.
func (b *Battle) hearOpening(opening []match.Entry) {
	for _, e := range opening {
		if _, ok := e.Event.(match.RoundStarted); ok {
			b.hear(e)
		}
	}
}
