package menu

import (
	"testing"

	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/widget"
)

// A wheel binding made on the rebinding screen works the way it was made:
// the wheel turned up there (Ebitengine's sign, as widget.Input reads it)
// is bound as wheel_up, and the same turn in play presses that action.
func TestWheelCapturedAsItIsRead(t *testing.T) {
	env, _ := newEnv(t)
	p := newBindingsPage(newMenu(env, nil))
	for i, r := range p.rows {
		if r.handler < 0 && r.action == controls.Undo {
			p.list.Choose(i)
		}
	}
	for _, turn := range []float64{1, -1} {
		p.start(false)
		p.scan(&widget.Input{Wheel: turn})
		if p.capture != nil {
			t.Fatalf("wheel %+v: still waiting for a key", turn)
		}
		c := env.Controls
		c.SimulateWheel(turn)
		c.Update()
		if !c.Pressed(controls.Undo) {
			t.Errorf("wheel %+v bound to undo as %v: the same turn does not undo", turn, c.KeyNames(controls.Undo))
		}
	}
}
