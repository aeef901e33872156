package controls

import "testing"

// newPad returns controls with the default bindings, the cursor at
// (100, 50) and a 640 × 400 screen.
func newPad(t *testing.T) *Controls {
	t.Helper()
	c, err := New(DefaultBindings())
	if err != nil {
		t.Fatal(err)
	}
	c.SetScreen(640, 400)
	c.SimulateCursor(100, 50)
	c.Update()
	return c
}

func TestTheStickMovesTheCursorAndAButtonActsThere(t *testing.T) {
	c := newPad(t)
	for range 5 {
		c.SimulateStick(1, 0.5)
		c.Update()
	}
	x, y := c.Cursor()
	if want := [2]float64{100 + 5*padSpeed, 50 + 5*padSpeed/2}; x != want[0] || y != want[1] {
		t.Fatalf("cursor at %v, %v after five frames of the stick, want %v", x, y, want)
	}
	if _, _, on := c.PadCursor(); !on {
		t.Error("PadCursor says the stick does not drive the cursor")
	}
	c.SimulatePad("gamepad_a")
	c.Update()
	if !c.Pressed(Select) || !c.PadPressed(Select) {
		t.Fatal("gamepad A did not select")
	}
	if wx, wy := c.Where(Select); wx != x || wy != y {
		t.Errorf("selected at %v, %v, want the virtual cursor's %v, %v", wx, wy, x, y)
	}
	if c.Pressed(Order) || c.Pressed(Declare) {
		t.Error("gamepad A also ordered or declared")
	}
}

func TestTheStickStaysOnTheScreenAndIgnoresItsDeadZone(t *testing.T) {
	c := newPad(t)
	c.SimulateStick(0.05, 0.05) // a worn stick's drift
	c.Update()
	if x, y := c.Cursor(); x != 100 || y != 50 {
		t.Errorf("a resting stick moved the cursor to %v, %v", x, y)
	}
	for range 100 {
		c.SimulateStick(-1, 1)
		c.Update()
	}
	if x, y := c.Cursor(); x != 0 || y != 399 {
		t.Errorf("cursor at %v, %v, want the screen's corner 0, 399", x, y)
	}
}

func TestGamepadDefaultsPlayAMatch(t *testing.T) {
	c := newPad(t)
	for key, a := range map[string]Action{
		"gamepad_x": AddStep, "gamepad_y": Declare, "gamepad_b": Back, "gamepad_r1": NextVerb, "gamepad_l1": PrevVerb,
		"gamepad_r2": ZoomIn, "gamepad_l2": ZoomOut, "gamepad_start": Pause, "gamepad_up": PanUp, "gamepad_rstick_left": PanLeft,
	} {
		c.SimulatePad(key)
		c.Update()
		if !c.Pressed(a) {
			t.Errorf("%s does not do %s", key, Name(a))
		}
		c.Update()
	}
}
