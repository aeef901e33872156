package battle

import "github.com/krygothic/krygothic/game/match"

// hear plays the sound of a fresh log entry, unless fog of war hides it
// from the person (a hidden enemy's shot or death is not heard either).
func (b *Battle) hear(e match.Entry) {
	if b.log.fog != nil && hiddenEvent(e, *b.log.fog, b.log.enemy) {
		return
	}
	b.env.Hear(e.Event)
}
