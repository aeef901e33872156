package battle_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
)

// Orders queued while paused are checked at once against the table as
// it will stand when each goes out, after the ones before it: a run the
// match will refuse is marked, with why, before play resumes, and the
// undo key drops it; a move that is only possible from where the queued
// move before it ends is not marked. A newcomer saw a run the panel
// showed refused accepted as "Queued", and refused only after resuming
// (issue 36, point 2).
func TestQueuedOrdersAreCheckedAtOnce(t *testing.T) {
	d := openSolo(t)
	m := d.b.Match()
	d.frames(1)
	d.press(controls.Pause, geom.Vec{})
	red := m.View().Units()[0]
	at := red.Base.Centre
	speed := float64(red.F.Stats.Speed.Dice())
	d.press(controls.Select, at)
	// Two moves, the second beyond a move's reach from where the model
	// stands now but within it from where the first ends.
	d.press(controls.Order, geom.Vec{X: at.X + 2, Y: at.Y})
	d.frame() // the key let go
	d.press(controls.Order, geom.Vec{X: at.X + 2 + speed - 0.5, Y: at.Y})
	if got := d.drawn(); !strings.Contains(got, "2 orders queued") || strings.Contains(got, "will be refused") {
		t.Fatalf("two moves that will go out: %q", got)
	}
	// A run beyond twice Speed from where the moves leave the model: the
	// queue marks it at once.
	d.press(controls.VerbRun, geom.Vec{})
	d.frame()
	d.press(controls.Order, geom.Vec{X: 18, Y: 2})
	got := d.drawn()
	for _, want := range []string{"3 orders queued, 1 will be refused", "Will be refused when it goes out:", "Queued, but it will be refused when it goes out:"} {
		if !strings.Contains(got, want) {
			t.Errorf("after queuing a run too far: %q does not say %q", got, want)
		}
	}
	d.press(controls.Undo, geom.Vec{})
	if got := d.drawn(); !strings.Contains(got, "2 orders queued") || strings.Contains(got, "will be refused") || !strings.Contains(got, "Dropped:") {
		t.Errorf("the undo key did not drop the run that will be refused: %q", got)
	}
	d.press(controls.Pause, geom.Vec{})
	d.frames(2 * match.TicksPerSecond)
	if got := declaredBy(m, "red"); len(got) != 2 {
		t.Errorf("red's declarations at ticks %v; want the two moves\n%s", got, dumpLog(m))
	}
	for _, e := range m.View().Log(0) {
		if r, ok := e.Event.(match.Refused); ok && r.Side == "red" {
			t.Errorf("refused at tick %d: %s (%s)", e.Tick, r.Reason, r.RuleID)
		}
	}
}

// A toast is withdrawn as soon as what it says stops being true: "Queued,
// goes out when play resumes" once play resumed and the order went out,
// long before its seconds are up (issue 36, point 6).
func TestQueuedToastGoesWithItsOrder(t *testing.T) {
	d := openSolo(t)
	m := d.b.Match()
	d.frames(1)
	d.press(controls.Pause, geom.Vec{})
	red := m.View().Units()[0]
	d.press(controls.Select, red.Base.Centre)
	d.press(controls.Order, geom.Vec{X: red.Base.Centre.X + 2, Y: red.Base.Centre.Y})
	if got := d.drawn(); !strings.Contains(got, "Queued, goes out when play resumes") {
		t.Fatalf("no toast for the queued order: %q", got)
	}
	d.press(controls.Pause, geom.Vec{})
	d.frames(2)
	if got := declaredBy(m, "red"); len(got) != 1 {
		t.Fatalf("the queued order did not go out: declarations at ticks %v", got)
	}
	if got := d.drawn(); strings.Contains(got, "Queued, goes out") {
		t.Errorf("the order went out, and the toast still says it waits: %q", got)
	}
}
