// Package bindings is the key bindings as settings hold them: keys by
// action name, for the shared pointer and for each hotseat player. It is
// headless (the settings are); game/ui/controls turns bindings into the
// input library's keymaps and checks the key names.
package bindings

import (
	"slices"

	"github.com/krygothic/krygothic/rules/modules"
)

// Bindings are keys by action name: for the pointer, and for each hotseat
// player's claim and pass.
type Bindings struct {
	Pointer map[string][]string    `json:"pointer"`
	Players [2]map[string][]string `json:"players"`
}

// PointerActions and PlayerActions name the core's actions, in the order
// game/ui/controls numbers them; the rule modules' keys come after
// (ModuleActions).
var (
	PointerActions = []string{
		"select", "order", "add_step", "declare", "undo", "back",
		"pan_left", "pan_right", "pan_up", "pan_down", "drag", "zoom_in", "zoom_out",
		"move", "run", "step", "face", "charge", "shoot", "attack", "wait", "unpin", "stand",
		"break_off", "plant", "shut", "cancel", "done", "choice_1", "choice_2", "choice_3", "choice_4", "save",
		"pause", "speed_up", "speed_down",
		"overlay_1", "overlay_2", "overlay_3", "overlay_4", "overlay_5", "overlay_6", "next_profile", "next_template", "fit",
		"next_verb", "prev_verb", "cursor", "plan_view", "whole_deck", "follow",
	}
	PlayerActions = []string{"claim", "pass"}
)

// ModuleActions name the actions of the rule modules' keys, module by
// module in the registry's order (rules/modules): they are pointer
// actions, numbered after the core's by game/ui/controls.
func ModuleActions() []string {
	var out []string
	for _, k := range modules.Bindings() {
		out = append(out, k.Action)
	}
	return out
}

// IsPointer reports whether name is a pointer action.
func IsPointer(name string) bool {
	return slices.Contains(PointerActions, name) || slices.Contains(ModuleActions(), name)
}

// IsPlayer reports whether name is a hotseat player's action.
func IsPlayer(name string) bool { return slices.Contains(PlayerActions, name) }

// Default are the keys the game ships with.
func Default() Bindings {
	return Bindings{
		Pointer: withModules(withGamepad(map[string][]string{
			"select": {"mouse_left_button"}, "order": {"mouse_right_button"}, "add_step": {"shift+mouse_right_button"},
			"declare": {"enter"}, "undo": {"backspace"}, "back": {"escape"},
			"pan_left": {"left"}, "pan_right": {"right"}, "pan_up": {"up"}, "pan_down": {"down"},
			"drag": {"mouse_middle_button"}, "zoom_in": {"wheel_up", "equal"}, "zoom_out": {"wheel_down", "minus"},
			"move": {"m"}, "run": {"r"}, "step": {"e"}, "face": {"f"}, "charge": {"c"}, "shoot": {"s"},
			"attack": {"a"}, "wait": {"w"}, "unpin": {"u"}, "stand": {"t"}, "break_off": {"b"},
			"sweep": {"h"}, "plant": {"k"}, "shut": {"y"}, "cancel": {"x"}, "done": {"d"},
			"choice_1": {"1"}, "choice_2": {"2"}, "choice_3": {"3"}, "choice_4": {"4"}, "save": {"f5"},
			"pause": {"space"}, "speed_up": {"bracket_right"}, "speed_down": {"bracket_left"},
			"overlay_1": {"1"}, "overlay_2": {"2"}, "overlay_3": {"3"}, "overlay_4": {"4"}, "overlay_5": {"5"}, "overlay_6": {"6"},
			"next_profile": {"p"}, "next_template": {"t"}, "fit": {"f"}, "plan_view": {"tab"},
			"whole_deck": {"home"}, "follow": {"end"},
		})),
		Players: [2]map[string][]string{
			{"claim": {"z", "gamepad_start"}, "pass": {"q", "gamepad_back"}},
			{"claim": {"slash", "gamepad_start"}, "pass": {"p", "gamepad_back"}},
		},
	}
}

// withModules returns the pointer's keys with the rule modules' default
// keys added.
func withModules(keys map[string][]string) map[string][]string {
	for _, k := range modules.Bindings() {
		keys[k.Action] = append(keys[k.Action], k.Default)
	}
	return keys
}
