package widget

import (
	"testing"

	"github.com/krygothic/krygothic/game/ui/controls"
)

// The menus are walked with a gamepad: the d-pad moves, A chooses
// without clicking where the cursor happens to be, B goes back.
func TestAGamepadWalksTheMenus(t *testing.T) {
	c, err := controls.New(controls.DefaultBindings())
	if err != nil {
		t.Fatal(err)
	}
	var r Reader
	read := func(key string) *Input {
		t.Helper()
		c.Update() // the previous press released
		if key != "" {
			c.SimulatePad(key)
		}
		c.Update()
		return r.Read(c, 1)
	}
	if in := read("gamepad_down"); !in.Down || in.Up {
		t.Errorf("d-pad down: %+v", in)
	}
	if in := read("gamepad_up"); !in.Up {
		t.Errorf("d-pad up: %+v", in)
	}
	if in := read("gamepad_a"); !in.Activate || in.Click {
		t.Errorf("A: activate %v, click %v; want a choice, not a click", in.Activate, in.Click)
	}
	if in := read("gamepad_b"); !in.Back {
		t.Errorf("B: %+v", in)
	}
	if in := read(""); in.Activate || in.Back || in.Down {
		t.Errorf("nothing pressed: %+v", in)
	}
}
