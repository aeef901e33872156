package battle

import (
	"github.com/krygothic/krygothic/game/logtext"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/facet"
)

// The rule modules' combo keys on the battle screen (facet.ComboKeys): a
// key that chooses no order but changes the combo being built (a step
// given to more models). The screen offers them on the hint bar and
// hands them the combo when one is pressed, and names no module.

// comboKey is a module's combo key as the screen reads it.
type comboKey struct {
	action controls.Action
	key    facet.ComboKey
}

// findComboKeys are the combo keys of the modules the match plays with,
// in the modules' order; a key the bindings do not know (none should be)
// is left out.
func findComboKeys(set facet.Set) []comboKey {
	var out []comboKey
	for _, m := range set {
		k, ok := m.Loaded.(facet.ComboKeys)
		if !ok {
			continue
		}
		for _, key := range k.ComboKeys() {
			if a, ok := controls.ModuleAction(key.Action); ok && key.Build != nil {
				out = append(out, comboKey{a, key})
			}
		}
	}
	return out
}

// moduleComboKeys has the combo keys pressed change the combo being
// built, and puts up what their modules say of it.
func (b *Battle) moduleComboKeys(c *controls.Controls) {
	for _, k := range b.combos {
		if !c.Pressed(k.action) {
			continue
		}
		steps, say := k.key.Build(b.view(), b.order.combo, keyNames(b.env.Controls, controls.Declare))
		b.order.combo = steps
		if len(say.Parts) > 0 {
			b.flash.set(b.now, logtext.Sentence(say, b.log.names), say.Tone == facet.Bad)
		}
	}
}
