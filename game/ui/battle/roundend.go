package battle

import (
	"fmt"

	"github.com/krygothic/krygothic/game/ui/controls"
)

// roundWait is when the AP round began to wait on the person alone, and
// which round was told so.
type roundWait struct {
	since float64 // real seconds; 0 while the AI still has AP to spend
	told  int     // the round the person was told about
}

// nudgeAfter is how long the round waits on the person, in real seconds,
// before the screen says so.
const nudgeAfter = 5

// nudgeRoundEnd tells the person playing against the AI, once a round,
// that the round now waits on them: the AI has spent its AP or declared
// itself done, and the round ends only when the person's side does too
// (KG-AP-05). A newcomer who stopped giving orders saw the clock run on
// for minutes with nothing happening.
func (b *Battle) nudgeRoundEnd() {
	if !b.solo || b.watching || b.m.Over() || b.time.paused {
		b.waitingOn.since = 0
		return
	}
	v := b.view()
	me, _ := v.Side(b.sideID(b.setup.Human))
	ai, _ := v.Side(b.sideID(1 - b.setup.Human))
	if !(ai.Done || ai.AP == 0) || me.Done || me.AP == 0 || b.waitingOn.told == v.Round() {
		b.waitingOn.since = 0
		return
	}
	if b.waitingOn.since == 0 {
		b.waitingOn.since = b.now
	}
	if b.now-b.waitingOn.since < nudgeAfter || b.flash.shown(b.now) {
		return
	}
	b.waitingOn.told = v.Round()
	through := "have spent their AP"
	if ai.Done {
		through = "are done for the round"
	}
	b.flash.set(b.now, fmt.Sprintf("%s %s: the round ends when you spend your %d AP, or press %s twice (done; unspent AP are lost)%s.",
		ai.Name, through, me.AP, keyNames(b.env.Controls, controls.DoneRound), b.cite("KG-AP-04")), false)
}
