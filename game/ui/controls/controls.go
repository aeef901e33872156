// Package controls maps the keyboard, mouse and gamepads to named actions
// through quasilyte's ebitengine-input (actions, keymaps by name, one
// handler per device, simulated input for tests). Game code asks whether an
// action happened, never which key was pressed; players rebind actions by
// name and the bindings are saved with the settings.
package controls

import (
	"fmt"
	"sort"
	"strings"

	input "github.com/quasilyte/ebitengine-input"

	"github.com/krygothic/krygothic/game/bindings"
	"github.com/krygothic/krygothic/rules/words"
)

// Action is something a player can do with an input.
type Action = input.Action

// The actions. Pointer actions are shared by whoever holds the pointer;
// Claim and Pass belong to each hotseat player.
const (
	Select       Action = iota // pick a model, a button, a point
	Order                      // give the chosen order at the cursor
	AddStep                    // add the chosen order to the combo being built
	Declare                    // declare the combo being built
	Undo                       // drop the last step of the combo being built
	Back                       // close a prompt, leave a screen
	PanLeft                    // camera
	PanRight                   //
	PanUp                      //
	PanDown                    //
	Drag                       // hold to drag the camera
	ZoomIn                     //
	ZoomOut                    //
	VerbMove                   // choose the order: move
	VerbRun                    // run
	VerbStep                   // small step
	VerbFace                   // turn to face the cursor
	VerbCharge                 // charge
	VerbShoot                  // shoot (again: the next kind of shot)
	VerbAttack                 // close-combat attack (again: the next type)
	VerbWait                   // enter Waiting
	VerbUnpin                  // unpin re-roll
	VerbStand                  // stand up
	VerbBreakOff               // ask to break off from a fight (KG-CC-14)
	VerbPlant                  // set a demolition charge on a console (GAP-34)
	VerbShut                   // shut a door (GAP-38)
	CancelCombo                // cancel the side's running combo (1 AP)
	DoneRound                  // the side is done for this AP round
	Choice1                    // answer a prompt with its first option
	Choice2                    //
	Choice3                    //
	Choice4                    //
	Save                       // quick save
	Pause                      // against the AI and in a replay: stop and start the game's time
	SpeedUp                    // against the AI and in a replay: the next faster game speed
	SpeedDown                  // and the next slower
	Overlay1                   // the scenario viewer: toggle the first overlay
	Overlay2                   //
	Overlay3                   //
	Overlay4                   //
	Overlay5                   //
	Overlay6                   //
	NextProfile                // the scenario viewer: the next reach profile
	NextTemplate               // the scenario viewer: the next template
	Fit                        // the scenario viewer: fit the deck to the view again
	NextVerb                   // the next order in the verb cycle (a gamepad's shoulder)
	PrevVerb                   // the previous order in the verb cycle
	Cursor                     // a stick that moves the cursor (the gamepad's virtual cursor)
	PlanView                   // the deck drawn as a plan by AP cost, or painted as the ship
	WholeDeck                  // the battle: fit the whole deck to the view
	Follow                     // the battle: start or stop the camera following the action
	Claim                      // hotseat: take the pointer (each player's own)
	Pass                       // hotseat: hand the pointer back
	numActions                 // the rule modules' keys come after (ModuleAction)
)

// names are the actions' names, in Action order: the pointer's, the
// players', then the rule modules' keys (ModuleActions).
var names = append(append(append([]string(nil), bindings.PointerActions...), bindings.PlayerActions...), bindings.ModuleActions()...)

// Name is the action's name in keymap files and on the rebinding screen.
func Name(a Action) string {
	if int(a) < len(names) {
		return names[a]
	}
	return fmt.Sprintf("action_%d", a)
}

// Parse returns the action called name.
func Parse(name string) (Action, bool) {
	for i, n := range names {
		if n == name {
			return Action(i), true
		}
	}
	return 0, false
}

// Actions lists every action, in order: the core's, then the modules'.
func Actions() []Action {
	all := make([]Action, len(names))
	for i := range all {
		all[i] = Action(i)
	}
	return all
}

// ModuleAction is the action of a rule module's key, by its name in the
// bindings ("clear_jam"), if there is one.
func ModuleAction(name string) (Action, bool) {
	a, ok := Parse(name)
	return a, ok && a >= numActions
}

// PlayerAction reports whether a belongs to one hotseat player rather
// than to the shared pointer.
func PlayerAction(a Action) bool { return a == Claim || a == Pass }

// Bindings are keys by action name, as saved in the settings.
type Bindings = bindings.Bindings

// DefaultBindings are the keys the game ships with.
func DefaultBindings() Bindings { return bindings.Default() }

// Keymaps turns bindings into the library's keymaps. Actions a binding
// leaves out keep their default keys. Every unknown action or key is an
// error naming it. The wheel's keys are left out: the controls read the
// wheel themselves (see WheelUp).
func Keymaps(b Bindings) (pointer input.Keymap, players [2]input.Keymap, err error) {
	k, err := build(b)
	return k.maps[0], [2]input.Keymap{k.maps[1], k.maps[2]}, err
}

// keymaps are bindings read for each handler (the pointer, then each
// player): the library's keymap, the wheel's actions, and every readable
// key's name by action, in the bindings' order; and the pointer's gamepad
// keys, for the handlers of the gamepads.
type keymaps struct {
	maps  [3]input.Keymap
	pad   input.Keymap // the pointer's gamepad keys alone
	board input.Keymap // and its keyboard and mouse keys alone
	wheel [3]wheelActions
	names [3]map[Action][]string
}

// build reads bindings for every handler; see Keymaps.
func build(b Bindings) (keymaps, error) {
	def := DefaultBindings()
	var problems []string
	var out keymaps
	one := func(h int, who string, defaults, over map[string][]string, want func(Action) bool) {
		km, wheel, names := input.Keymap{}, wheelActions{}, map[Action][]string{}
		merged := map[string][]string{}
		for k, v := range defaults {
			merged[k] = v
		}
		for k, v := range over {
			merged[k] = v
		}
		actions := make([]string, 0, len(merged))
		for n := range merged {
			actions = append(actions, n)
		}
		sort.Strings(actions)
		for _, n := range actions {
			a, ok := Parse(n)
			if !ok || !want(a) {
				problems = append(problems, fmt.Sprintf("%s: no action %q", who, n))
				continue
			}
			for _, ks := range merged[n] {
				if isWheel(ks) {
					wheel[ks] = append(wheel[ks], a)
					names[a] = append(names[a], ks)
					continue
				}
				k, err := input.ParseKey(ks)
				if err != nil {
					problems = append(problems, fmt.Sprintf("%s: %s: unknown key %q", who, n, ks))
					continue
				}
				km[a] = append(km[a], k)
				names[a] = append(names[a], k.String())
			}
		}
		out.maps[h], out.wheel[h], out.names[h] = km, wheel, names
	}
	one(0, "pointer", def.Pointer, b.Pointer, func(a Action) bool { return !PlayerAction(a) })
	for i := range 2 {
		one(i+1, fmt.Sprintf("player %d", i+1), def.Players[i], b.Players[i], PlayerAction)
	}
	out.pad, out.board = input.Keymap{}, input.Keymap{}
	for a, keys := range out.maps[0] {
		for _, k := range keys {
			if strings.HasPrefix(k.String(), "gamepad_") {
				out.pad[a] = append(out.pad[a], k)
			} else {
				out.board[a] = append(out.board[a], k)
			}
		}
	}
	if len(problems) > 0 {
		return out, fmt.Errorf("key bindings: %s", words.Few(problems, "; "))
	}
	return out, nil
}
