package battle

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules/morale"
	"github.com/krygothic/krygothic/rules/orders"
)

// The morale module on the battle screen (XS-15): each side's losses
// against its next break test in the top bar, and a message across the
// map when a side takes a break test or routs (the rolls are in the log).

// moraleStatus is side i's losses against its next break test, "lost
// 144/340 · test at 170" ("… · no test left"); "" without the module.
func (b *Battle) moraleStatus(i int) string {
	v := b.view()
	if !v.Plays(morale.Name) {
		return ""
	}
	return moraleLine(v.Content().Modules.Morale, v.Units(), i)
}

// moraleLine is moraleStatus for side of units, with the module's data.
func moraleLine(data content.MoraleData, units []orders.Unit, side int) string {
	lost, start := morale.LossesOf(units, side)
	if start == 0 {
		return ""
	}
	th, pts, ok := morale.Next(data, lost, start)
	switch {
	case !ok:
		return fmt.Sprintf("lost %d/%d · no test left", lost, start)
	case th == data.RoutThreshold:
		return fmt.Sprintf("lost %d/%d · rout test at %d", lost, start, pts)
	}
	return fmt.Sprintf("lost %d/%d · test at %d", lost, start, pts)
}

// moraleFlash is the message for a morale event: a side's break test, or
// its rout (bad); ok false for any other event.
func (b *Battle) moraleFlash(e combat.Event) (text string, bad, ok bool) {
	switch e := e.(type) {
	case combat.BreakTestTaken:
		text = fmt.Sprintf("%s's losses pass %d%%: every model tests Willpower at TN %d (XS-15)", b.sideNameOf(e.Side), e.Threshold, e.TN)
		if e.Leader != "" {
			text += fmt.Sprintf("; %s's test is the rout test", b.unitName(e.Leader))
		}
		return text, false, true
	case combat.Routed:
		return fmt.Sprintf("%s ROUTS: %s failed the rout test and the team withdraws (XS-15)", b.sideNameOf(e.Side), b.unitName(e.Leader)), true, true
	}
	return "", false, false
}

// sideNameOf is the name of the side with id.
func (b *Battle) sideNameOf(id string) string {
	if i := b.sideIndex(id); i >= 0 {
		return b.sideName(i)
	}
	return id
}
