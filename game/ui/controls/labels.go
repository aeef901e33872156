package controls

import (
	"slices"
	"strings"
)

// keyLabels are key names as hints on screen write them.
var keyLabels = map[string]string{
	"left": "←", "right": "→", "up": "↑", "down": "↓", "mouse_left_button": "click", "mouse_right_button": "right-click",
	"mouse_middle_button": "middle-drag", "wheel_up": "wheel up", "wheel_down": "wheel down", "escape": "Esc", "equal": "=",
	"minus": "-", "slash": "/", "bracket_left": "[", "bracket_right": "]",
	"gamepad_a": "pad A", "gamepad_b": "pad B", "gamepad_x": "pad X", "gamepad_y": "pad Y",
	"gamepad_start": "pad Start", "gamepad_back": "pad Back", "gamepad_home": "pad Home",
	"gamepad_l1": "pad LB", "gamepad_r1": "pad RB", "gamepad_l2": "pad LT", "gamepad_r2": "pad RT",
	"gamepad_lstick": "pad L3", "gamepad_rstick": "pad R3",
	"gamepad_up": "d-pad ↑", "gamepad_down": "d-pad ↓", "gamepad_left": "d-pad ←", "gamepad_right": "d-pad →",
	"gamepad_lstick_up": "left stick ↑", "gamepad_lstick_down": "left stick ↓", "gamepad_lstick_left": "left stick ←",
	"gamepad_lstick_right": "left stick →", "gamepad_rstick_up": "right stick ↑", "gamepad_rstick_down": "right stick ↓",
	"gamepad_rstick_left": "right stick ←", "gamepad_rstick_right": "right stick →",
	"gamepad_lstick_motion": "left stick", "gamepad_rstick_motion": "right stick",
}

// KeyLabel writes a key name of the keymap files for people, as the
// keyboard, mouse or pad names it: "/" for slash, "pad A" for gamepad_a,
// "right-click" for mouse_right_button, "Shift+right-click" for a chord,
// "M" for m, "Mouse back button" for mouse_back_button. Every screen that
// shows a key writes it with KeyLabel.
func KeyLabel(name string) string {
	parts := strings.Split(name, "+")
	for i, p := range parts {
		switch l, ok := keyLabels[p]; {
		case ok:
			parts[i] = l
		case p != "":
			parts[i] = strings.ReplaceAll(strings.ToUpper(p[:1])+p[1:], "_", " ")
		}
	}
	return strings.Join(parts, "+")
}

// KeyLabels lists the keys bound to a pointer action as hints write them,
// each once.
func (c *Controls) KeyLabels(a Action) []string {
	return Labels(c.KeyNames(a))
}

// PlayerKeyLabels lists the keys bound to player i's action as hints
// write them, each once.
func (c *Controls) PlayerKeyLabels(i int, a Action) []string {
	return Labels(c.PlayerKeyNames(i, a))
}

// Labels writes key names of the keymap files for people, each once;
// the wheel turned both ways (zoom in and out together) is "wheel".
func Labels(names []string) []string {
	out := make([]string, 0, len(names))
	for _, n := range names {
		if l := KeyLabel(n); !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	up, down := slices.Index(out, keyLabels[WheelUp]), slices.Index(out, keyLabels[WheelDown])
	if up >= 0 && down >= 0 {
		out[min(up, down)] = "wheel"
		out = slices.Delete(out, max(up, down), max(up, down)+1)
	}
	return out
}
