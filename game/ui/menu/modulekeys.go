package menu

import (
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/modules"
)

// about is what action a does, for the bindings page: the core's own
// words, or for a rule module's key what the module says of it.
func about(a controls.Action) string {
	if s, ok := actionAbout[a]; ok {
		return s
	}
	if k, ok := modules.Binding(controls.Name(a)); ok {
		return k.About
	}
	return ""
}
