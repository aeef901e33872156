package controls

import (
	"github.com/hajimehoshi/ebiten/v2"
	input "github.com/quasilyte/ebitengine-input"
)

// pointerID is the pointer handler's player number, past any gamepad: it
// reads the pointer's keyboard and mouse keys, and one handler per
// gamepad reads its gamepad buttons (Controls.pads).
const pointerID = 7

// Controls is the input of one game window: the shared pointer (keyboard,
// mouse and the first two gamepads, whose left stick drives a virtual
// cursor) and each hotseat player's claim inputs (a key and a gamepad
// each).
type Controls struct {
	sys     input.System
	Pointer *input.Handler
	Players [2]*input.Handler
	// pads read the pointer's gamepad buttons on the first two gamepads.
	pads [2]*input.Handler
	// padScan tells which gamepad button was pressed (PadButton).
	padScan [2]*input.Handler
	pad     padCursor
	// padInUse: a gamepad was the pointer's device last (PadInUse).
	padInUse bool
	keys     []ebiten.Key // scratch for the keys pressed this frame
	binds    Bindings
	// wheel and names: per handler (the pointer, then each player), the
	// actions each wheel direction does and the key names of each action.
	wheel [3]wheelActions
	names [3]map[Action][]string
	// turn: this frame's wheel turn, WheelUp, WheelDown or "".
	turn string
	// simWheel: a simulated wheel turn for the next Update.
	simWheel  bool
	simWheelY float64
	// moved: a simulated cursor position, used instead of the mouse's.
	moved          bool
	movedX, movedY float64
	// typing: simulated characters and Backspace (SimulateTyping).
	typing typing
}

// New sets up the controls with bindings; keys it cannot read are dropped
// and reported in err, the rest still work.
func New(b Bindings) (*Controls, error) {
	c := &Controls{}
	c.sys.Init(input.SystemConfig{DevicesEnabled: input.AnyDevice})
	k, err := build(b)
	c.Pointer = c.sys.NewHandler(pointerID, k.board)
	for i := range c.Players {
		c.Players[i] = c.sys.NewHandler(uint8(i), k.maps[i+1])
		c.pads[i] = c.sys.NewHandler(uint8(i), k.pad)
		c.padScan[i] = c.sys.NewHandler(uint8(i), padScanKeymap())
	}
	c.binds, c.wheel, c.names = b, k.wheel, k.names
	return c, err
}

// Update reads the devices; call it once at the start of every Update.
func (c *Controls) Update() {
	c.sys.Update()
	c.typing.step()
	c.wheelTurn()
	c.moveCursor()
}

// Bindings returns the bindings in force.
func (c *Controls) Bindings() Bindings { return c.binds }

// Rebind replaces the bindings; on an error nothing changes.
func (c *Controls) Rebind(b Bindings) error {
	k, err := build(b)
	if err != nil {
		return err
	}
	c.Pointer.Remap(k.board)
	for i := range c.Players {
		c.Players[i].Remap(k.maps[i+1])
		c.pads[i].Remap(k.pad)
	}
	c.binds, c.wheel, c.names = b, k.wheel, k.names
	return nil
}

// Pressed reports whether the pointer action was pressed this frame.
func (c *Controls) Pressed(a Action) bool {
	return c.Pointer.ActionIsJustPressed(a) || c.PadPressed(a) || c.wheeled(0, a)
}

// Held reports whether the pointer action is held down.
func (c *Controls) Held(a Action) bool {
	return c.Pointer.ActionIsPressed(a) || c.pads[0].ActionIsPressed(a) || c.pads[1].ActionIsPressed(a) || c.wheeled(0, a)
}

// PadPressed reports whether the pointer action was pressed this frame
// on a gamepad.
func (c *Controls) PadPressed(a Action) bool {
	return c.pads[0].ActionIsJustPressed(a) || c.pads[1].ActionIsJustPressed(a)
}

// PlayerPressed reports whether hotseat player i pressed a this frame.
func (c *Controls) PlayerPressed(i int, a Action) bool {
	return c.Players[i].ActionIsJustPressed(a) || c.wheeled(i+1, a)
}

// Cursor is the mouse position in screen pixels, or where SimulateCursor
// put it, or the gamepad's virtual cursor while the stick drives it.
func (c *Controls) Cursor() (x, y float64) {
	if c.moved {
		return c.movedX, c.movedY
	}
	if c.pad.on {
		return c.pad.x, c.pad.y
	}
	p := c.Pointer.CursorPos()
	return p.X, p.Y
}

// SimulateCursor moves the cursor to (x, y) for scripted input, until
// the real mouse is wanted again (ReleaseCursor).
func (c *Controls) SimulateCursor(x, y float64) { c.moved, c.movedX, c.movedY = true, x, y }

// ReleaseCursor hands the cursor back to the mouse.
func (c *Controls) ReleaseCursor() { c.moved = false }

// Simulate presses a pointer action at screen position (x, y), seen on
// the next Update: the scripted input tests drive the game with it.
func (c *Controls) Simulate(a Action, x, y float64) {
	h := c.Pointer
	if PlayerAction(a) {
		panic("controls: Simulate a player's action with SimulatePlayer")
	}
	h.EmitEvent(input.SimulatedAction{Action: a, Pos: input.Vec{X: x, Y: y}})
}

// SimulatePlayer presses hotseat player i's action, seen on the next
// Update.
func (c *Controls) SimulatePlayer(i int, a Action) {
	c.Players[i].EmitEvent(input.SimulatedAction{Action: a})
}

// SimulateKey presses a key of the keymap files ("k", "f5") for the next
// Update, as the keyboard would: scripted input that goes through the
// bindings. An unknown name panics.
func (c *Controls) SimulateKey(key string) {
	k, err := input.ParseKey(key)
	if err != nil {
		panic("controls: SimulateKey: " + err.Error())
	}
	c.Pointer.EmitKeyEvent(input.SimulatedKeyEvent{Key: k})
}

// Where returns the screen position an action happened at this frame:
// the simulated position, or the cursor.
func (c *Controls) Where(a Action) (x, y float64) {
	if info, ok := c.Pointer.JustPressedActionInfo(a); ok && info.HasPos() {
		return info.Pos.X, info.Pos.Y
	}
	return c.Cursor()
}

// KeyNames lists the keys bound to a pointer action as the keymap files
// spell them ("mouse_right_button"), for the device in use: the gamepad's
// buttons while a gamepad plays (PadInUse), the keyboard's and mouse's
// otherwise, and all of them when the device in use has none; screens
// write KeyLabels.
func (c *Controls) KeyNames(a Action) []string {
	return forDevice(c.names[0][a], c.padInUse)
}

// PlayerKeyNames lists the keys bound to player i's action as the keymap
// files spell them; screens write PlayerKeyLabels.
func (c *Controls) PlayerKeyNames(i int, a Action) []string {
	return c.names[i+1][a]
}
