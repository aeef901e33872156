package ui

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
)

// Hearer plays the sound a match log event makes, if any, the rule
// modules played telling theirs (game/ui/speaker; which events sound is
// game/sound's table).
type Hearer interface {
	Hear(e combat.Event, modules facet.Set)
}

// Hear plays the sound e makes through the env's Sound; nothing when the
// env has none.
func (env *Env) Hear(e combat.Event, modules facet.Set) {
	if env != nil && env.Sound != nil {
		env.Sound.Hear(e, modules)
	}
}
