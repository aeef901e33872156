package battle

import (
	"strings"

	"github.com/krygothic/krygothic/rules/geom"
)

// standsAt is where unit stands now: logtext.Names.From for the lines
// written as the match plays, so that a declared move says how far and
// which way it goes.
func (b *Battle) standsAt(unit string) (geom.Vec, bool) {
	u, ok := b.view().Unit(unit)
	if !ok || !u.OnTable {
		return geom.Vec{}, false
	}
	return u.Base.Centre, true
}

// Flash is the message the screen shows over the map now (a toast: a
// declaration, a refusal, a hint), or "" when none is shown.
func (b *Battle) Flash() string {
	if !b.flash.shown(b.now) {
		return ""
	}
	return b.flash.text
}

// comboStepText writes step i of the combo being built as the log will:
// a move measured from where the steps before it leave the unit.
func (b *Battle) comboStepText(i int) string {
	steps := b.order.combo[:i+1]
	all := strings.Split(b.ordersText(b.unitSide(steps[i].Unit), steps...), " & ")
	return all[len(all)-1]
}

// refusalShown reports whether a refusal of side's declaration is flashed
// over the map: a person's at the screen, or any in a replay; not the
// AI's, which it meets while it weighs its orders and the person did not
// give.
func (b *Battle) refusalShown(side string) bool {
	i := b.sideIndex(side)
	return b.watching || i < 0 || b.humans[i] != nil
}
