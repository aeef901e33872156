package controls

import (
	input "github.com/quasilyte/ebitengine-input"
)

// padButtons are the gamepad's buttons and stick directions a rebinding
// can capture, in Ebitengine's standard layout, as ebitengine-input names
// them.
var padButtons = []input.Key{
	input.KeyGamepadA, input.KeyGamepadB, input.KeyGamepadX, input.KeyGamepadY,
	input.KeyGamepadL1, input.KeyGamepadR1, input.KeyGamepadL2, input.KeyGamepadR2,
	input.KeyGamepadStart, input.KeyGamepadBack, input.KeyGamepadHome, input.KeyGamepadLStick, input.KeyGamepadRStick,
	input.KeyGamepadUp, input.KeyGamepadDown, input.KeyGamepadLeft, input.KeyGamepadRight,
	input.KeyGamepadLStickUp, input.KeyGamepadLStickDown, input.KeyGamepadLStickLeft, input.KeyGamepadLStickRight,
	input.KeyGamepadRStickUp, input.KeyGamepadRStickDown, input.KeyGamepadRStickLeft, input.KeyGamepadRStickRight,
}

// padScanKeymap binds each of padButtons to its own action, its index:
// a handler with it tells which button was pressed.
func padScanKeymap() input.Keymap {
	km := input.Keymap{}
	for i, k := range padButtons {
		km[Action(i)] = []input.Key{k}
	}
	return km
}

// PadButton is the name of a gamepad button ("gamepad_a") pressed this
// frame on either of the first two gamepads, for the rebinding screen;
// "" when none was.
func (c *Controls) PadButton() string {
	for _, h := range c.padScan {
		for i, k := range padButtons {
			if h.ActionIsJustPressed(Action(i)) {
				return k.String()
			}
		}
	}
	return ""
}
