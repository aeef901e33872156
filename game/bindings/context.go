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
	Prompt  Context = "prompt"  // a prompt on the battle screen (a defence to choose): its answers
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
	case strings.HasPrefix(name, "choice_"):
		return Prompt
	}
	return Battle
}

// Overlap reports whether actions of contexts a and b can act on the same
// screen: the global context is everywhere, the solo and hotseat battles
// and the prompts are the battle's, and the viewer is none of them.
func Overlap(a, b Context) bool {
	if a == b || a == Global || b == Global {
		return true
	}
	battle := func(c Context) bool { return c == Battle || c == Solo || c == Hotseat || c == Prompt }
	return battle(a) && battle(b) && (a == Battle || b == Battle || a == Prompt || b == Prompt)
}

// afterPrompt are the global actions the battle reads after a prompt's
// answers: while a prompt is up, a press that answers it does nothing
// else, so an answer may share their keys (and every battle action's).
var afterPrompt = []string{"select", "declare"}

// Clash reports whether one key on the actions called a and b would do
// both: their contexts overlap, and neither is a prompt's answer taking
// the press from an action read after it (afterPrompt, the battle's).
func Clash(a, b string) bool {
	ca, cb := ContextOf(a), ContextOf(b)
	if !Overlap(ca, cb) {
		return false
	}
	shadows := func(answer, other string, co Context) bool {
		return ContextOf(answer) == Prompt && (co == Battle || slices.Contains(afterPrompt, other))
	}
	return !shadows(a, b, cb) && !shadows(b, a, ca)
}
