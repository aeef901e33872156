package controls

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// The wheel's key names in the bindings, read with Ebitengine's sign:
// wheel_up is the wheel turned away from the player (ebiten.Wheel's y > 0),
// the way the rebinding screen captures it. ebitengine-input v0.9.1 reads
// its own wheel_up and wheel_down the other way round (its wheel_up is a
// y < 0), and gives the wheel's turn, not the cursor, as the action's
// position, and its simulated presses two frames running read as one
// held press; so the controls read the wheel themselves and the library's
// keymaps never hold these two keys.
const (
	WheelUp   = "wheel_up"
	WheelDown = "wheel_down"
)

// isWheel reports whether a binding's key is one the controls read
// themselves.
func isWheel(key string) bool { return key == WheelUp || key == WheelDown }

// wheelActions are the actions each wheel direction does, for one handler.
type wheelActions map[string][]Action

// SimulateWheel turns the wheel for the next Update instead of the mouse:
// y > 0 is a turn up (away from the player), as ebiten.Wheel reports it.
func (c *Controls) SimulateWheel(y float64) { c.simWheel, c.simWheelY = true, y }

// readWheel is the wheel's vertical turn this frame, Ebitengine's sign.
func (c *Controls) readWheel() float64 {
	if c.simWheel {
		c.simWheel = false
		return c.simWheelY
	}
	_, y := ebiten.Wheel()
	return y
}

// wheelTurn notes which way the wheel turned this frame: WheelUp,
// WheelDown, or "".
func (c *Controls) wheelTurn() {
	switch y := c.readWheel(); {
	case y > 0:
		c.turn = WheelUp
	case y < 0:
		c.turn = WheelDown
	default:
		c.turn = ""
	}
}

// wheeled reports whether this frame's wheel turn does action a for
// handler h (0 the pointer, 1 and 2 the players).
func (c *Controls) wheeled(h int, a Action) bool {
	return c.turn != "" && slices.Contains(c.wheel[h][c.turn], a)
}
