package bindings

// Gamepad are the pointer's default gamepad buttons, in Ebitengine's
// standard gamepad layout as ebitengine-input names them: with them alone
// a match can be played (the left stick moves the cursor, A picks, X adds
// the order at the cursor to the combo, Y declares it, the shoulders cycle the order, the triggers zoom,
// the d-pad and the right stick pan, B goes back, Start pauses, and A, X,
// Y and RB answer a prompt). Default adds them to the pointer's keys.
var Gamepad = map[string][]string{
	"select": {"gamepad_a"}, "add_step": {"gamepad_x"}, "declare": {"gamepad_y"}, "back": {"gamepad_b"},
	"undo": {"gamepad_lstick"}, "done": {"gamepad_rstick"}, "pause": {"gamepad_start"},
	"pan_left": {"gamepad_left", "gamepad_rstick_left"}, "pan_right": {"gamepad_right", "gamepad_rstick_right"},
	"pan_up": {"gamepad_up", "gamepad_rstick_up"}, "pan_down": {"gamepad_down", "gamepad_rstick_down"},
	"zoom_in": {"gamepad_r2"}, "zoom_out": {"gamepad_l2"},
	"next_verb": {"gamepad_r1"}, "prev_verb": {"gamepad_l1"}, "cursor": {"gamepad_lstick_motion"},
	// A prompt's answers, while it is up (they take the press first).
	"choice_1": {"gamepad_a"}, "choice_2": {"gamepad_x"}, "choice_3": {"gamepad_y"}, "choice_4": {"gamepad_r1"},
}

// withGamepad returns the pointer's keys with the gamepad's added.
func withGamepad(keys map[string][]string) map[string][]string {
	for a, pad := range Gamepad {
		keys[a] = append(keys[a], pad...)
	}
	return keys
}
