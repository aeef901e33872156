package bindings

import (
	"slices"
	"strings"
)

// Context is where an action acts: two actions bound to one key clash
// only when their contexts can be in force on the same screen at once.
type Context string

// The contexts.
const (
	Global  Context = "global"  // every screen: the pointer, the camera, the menus
	Battle  Context = "battle"  // the battle screen, whoever plays it
	Solo    Context = "solo"    // the battle against the AI, and replays: time runs
	Hotseat Context = "hotseat" // the battle between two people at one machine
	Viewer  Context = "viewer"  // the scenario viewer
)

// globalActions and soloActions are the actions of those contexts; the
// players' actions are the hotseat's, the viewer's are its overlays and
// choices, and every other pointer action is the battle's.
var (
	globalActions = []string{"select", "back", "declare", "pan_left", "pan_right", "pan_up", "pan_down", "drag", "zoom_in", "zoom_out", "cursor"}
	soloActions   = []string{"pause", "speed_up", "speed_down"}
)

// ContextOf is where the action called name acts.
func ContextOf(name string) Context {
	switch {
	case IsPlayer(name):
		return Hotseat
	case strings.HasPrefix(name, "overlay_"), name == "next_profile", name == "next_template", name == "fit":
		return Viewer
	case slices.Contains(globalActions, name):
		return Global
	case slices.Contains(soloActions, name):
		return Solo
	}
	return Battle
}

// Overlap reports whether actions of contexts a and b can act on the same
// screen: the global context is everywhere, the solo and hotseat battles
// are battles, and the viewer is none of them.
func Overlap(a, b Context) bool {
	if a == b || a == Global || b == Global {
		return true
	}
	battle := func(c Context) bool { return c == Battle || c == Solo || c == Hotseat }
	return battle(a) && battle(b) && (a == Battle || b == Battle)
}
