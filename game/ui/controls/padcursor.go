package controls

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	input "github.com/quasilyte/ebitengine-input"
)

// padSpeed is how far the virtual cursor goes in a frame, in screen
// pixels, with the stick pushed all the way; padDeadZone is how far the
// stick must be pushed (the sum of its two axes) to move it at all, past
// the drift of a worn stick at rest.
const (
	padSpeed    = 14.0
	padDeadZone = 0.12
)

// padCursor is the gamepad's virtual cursor: the left stick (the Cursor
// action) moves it; moving the mouse hands the cursor back to the mouse.
type padCursor struct {
	on         bool    // the stick drives the cursor
	x, y       float64 // where, in screen pixels
	w, h       float64 // the screen it stays on; 0: no bound yet
	mouse      input.Vec
	mouseKnown bool
}

// SetScreen keeps the gamepad's cursor on a w × h screen (in screen
// pixels, the cursor's units); the game's Layout calls it.
func (c *Controls) SetScreen(w, h float64) { c.pad.w, c.pad.h = w, h }

// PadCursor reports whether the gamepad's stick drives the cursor now,
// and where it is: screens draw a cursor there, since the system's
// pointer stays with the mouse.
func (c *Controls) PadCursor() (x, y float64, on bool) { return c.pad.x, c.pad.y, c.pad.on }

// SimulateStick pushes the first gamepad's cursor stick to (x, y), each
// in -1..1, for the next Update: scripted gamepad input.
func (c *Controls) SimulateStick(x, y float64) {
	c.pads[0].EmitKeyEvent(input.SimulatedKeyEvent{Key: input.KeyGamepadLStickMotion, Pos: input.Vec{X: x, Y: y}})
}

// SimulatePad presses the first gamepad's button key ("gamepad_a") for
// the next Update: scripted gamepad input. An unknown name panics.
func (c *Controls) SimulatePad(key string) {
	k, err := input.ParseKey(key)
	if err != nil {
		panic("controls: SimulatePad: " + err.Error())
	}
	c.pads[0].EmitKeyEvent(input.SimulatedKeyEvent{Key: k})
}

// moveCursor moves the virtual cursor by the stick, or hands it back to
// the mouse when the mouse moved.
func (c *Controls) moveCursor() {
	m := c.Pointer.CursorPos()
	mouseMoved := c.pad.mouseKnown && m != c.pad.mouse
	if mouseMoved {
		c.pad.on = false
	}
	c.pad.mouse, c.pad.mouseKnown = m, true
	defer c.noteDevice(mouseMoved)
	for _, h := range c.pads {
		info, ok := h.PressedActionInfo(Cursor)
		if !ok || math.Abs(info.Pos.X)+math.Abs(info.Pos.Y) < padDeadZone {
			continue
		}
		if !c.pad.on {
			c.pad.x, c.pad.y, c.pad.on = m.X, m.Y, true
			if c.moved {
				c.pad.x, c.pad.y = c.movedX, c.movedY
			}
		}
		c.pad.x += info.Pos.X * padSpeed
		c.pad.y += info.Pos.Y * padSpeed
		c.pad.x = max(c.pad.x, 0)
		c.pad.y = max(c.pad.y, 0)
		if c.pad.w > 0 {
			c.pad.x = min(c.pad.x, c.pad.w-1)
			c.pad.y = min(c.pad.y, c.pad.h-1)
		}
		c.moved = false // the stick takes over from a scripted cursor
		return
	}
}

// PadInUse reports whether a gamepad is the pointer's device now: its
// buttons or stick were used last, after any key, click or mouse move.
func (c *Controls) PadInUse() bool { return c.padInUse }

// noteDevice notes which device the player used last: a gamepad's
// button or stick, or the keyboard and mouse.
func (c *Controls) noteDevice(mouseMoved bool) {
	if mouseMoved || len(inpututil.AppendJustPressedKeys(c.keys[:0])) > 0 ||
		inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) || inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) {
		c.padInUse = false
	}
	if c.pad.on {
		c.padInUse = true
		return
	}
	for _, h := range c.pads {
		for _, a := range Actions() {
			if h.ActionIsJustPressed(a) {
				c.padInUse = true
				return
			}
		}
	}
}

// forDevice keeps the gamepad's keys (pad) or the others, or all of them
// when that leaves none.
func forDevice(keys []string, pad bool) []string {
	var out []string
	for _, k := range keys {
		if strings.HasPrefix(k, "gamepad_") == pad {
			out = append(out, k)
		}
	}
	if len(out) == 0 {
		return keys
	}
	return out
}
