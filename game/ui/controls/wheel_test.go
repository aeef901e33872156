package controls

import "testing"

// The wheel turned up (Ebitengine's sign, y > 0, as the rebinding screen
// captures it) does what wheel_up is bound to, at the cursor: by default
// zoom in, in the battle and the viewer alike. Every frame of a turn
// counts, two running as well (a touchpad scrolls so).
func TestWheelUpIsWheelUp(t *testing.T) {
	c, err := New(DefaultBindings())
	if err != nil {
		t.Fatal(err)
	}
	c.SimulateCursor(300, 200)
	for _, turn := range []struct {
		y        float64
		want, no Action
	}{{1, ZoomIn, ZoomOut}, {-1, ZoomOut, ZoomIn}, {0.25, ZoomIn, ZoomOut}, {0.25, ZoomIn, ZoomOut}} {
		c.SimulateWheel(turn.y)
		c.Update()
		if !c.Pressed(turn.want) || c.Pressed(turn.no) {
			t.Errorf("wheel %+v: %s %v, %s %v", turn.y, Name(turn.want), c.Pressed(turn.want), Name(turn.no), c.Pressed(turn.no))
		}
		if x, y := c.Where(turn.want); x != 300 || y != 200 {
			t.Errorf("wheel %+v: %s at %v, %v, not at the cursor", turn.y, Name(turn.want), x, y)
		}
	}
	c.Update()
	if c.Pressed(ZoomIn) || c.Pressed(ZoomOut) {
		t.Error("a wheel turn lasted past its frame")
	}
	// Rebound, the wheel follows the new bindings, a player's too.
	b := Bindings{Pointer: map[string][]string{"zoom_in": {"i"}, "undo": {"wheel_up"}},
		Players: [2]map[string][]string{nil, {"claim": {"wheel_down"}}}}
	if err := c.Rebind(b); err != nil {
		t.Fatal(err)
	}
	c.SimulateWheel(1)
	c.Update()
	if !c.Pressed(Undo) || c.Pressed(ZoomIn) {
		t.Errorf("wheel up rebound to undo: undo %v, zoom in %v", c.Pressed(Undo), c.Pressed(ZoomIn))
	}
	c.SimulateWheel(-1)
	c.Update()
	if !c.PlayerPressed(1, Claim) || !c.Pressed(ZoomOut) {
		t.Errorf("wheel down: player 2 claim %v, zoom out %v", c.PlayerPressed(1, Claim), c.Pressed(ZoomOut))
	}
	if got := c.KeyNames(Undo); len(got) != 1 || got[0] != WheelUp {
		t.Errorf("undo's keys %v", got)
	}
}
