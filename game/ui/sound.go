package ui

import "github.com/krygothic/krygothic/rules/combat"

// Hearer plays the sound a match log event makes, if any
// (game/ui/speaker; which events sound is game/sound's table).
type Hearer interface {
	Hear(combat.Event)
}

// Hear plays the sound e makes through the env's Sound; nothing when the
// env has none.
func (env *Env) Hear(e combat.Event) {
	if env != nil && env.Sound != nil {
		env.Sound.Hear(e)
	}
}
