package widget

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/krygothic/krygothic/game/ui/controls"
)

// Input is one frame of what the player did, in layout units: what a Form
// hands its widgets. A Reader fills it; tests may write one.
type Input struct {
	X, Y     float64 // the cursor
	Moved    bool    // the cursor moved since the last frame
	Click    bool    // Select (or the left button) was pressed…
	Holding  bool    // …and is still held
	CX, CY   float64 // …here
	Up, Down bool    // move the focus (with key repeat)
	Left     bool    // change a value (with key repeat)
	Right    bool
	Tab      bool // next or (with Shift) previous widget
	BackTab  bool
	Activate bool    // Declare or Enter
	Enter    bool    // Enter alone (text fields take Space as a character)
	Back     bool    // Back or Esc
	Erase    bool    // Backspace (with key repeat)
	Chars    []rune  // typed characters
	Wheel    float64 // scroll: positive is up
}

// Key repeat: the first press, then after repeatDelay frames every
// repeatEvery frames.
const (
	repeatDelay = 24
	repeatEvery = 4
)

// Reader reads one Input a frame from the controls' named actions, with
// key repeat on the directions. The arrow keys, Tab, Enter, Esc and the
// left mouse button work too, so a bad rebinding can never lock a player
// out. The zero value is ready to use.
type Reader struct {
	in           Input
	lastX, lastY float64
	held         [4]int // frames each direction has been held
	started      bool
}

// Read reads this frame's input; c must have been updated this frame.
// scale is layout units to screen pixels: the cursor is divided by it.
// The Input is the Reader's own, rewritten by the next Read.
func (r *Reader) Read(c *controls.Controls, scale float64) *Input {
	in := &r.in
	chars := in.Chars[:0]
	*in = Input{}
	toLayout := func(x, y float64) (float64, float64) { return x / scale, y / scale }
	in.X, in.Y = toLayout(c.Cursor())
	in.Moved = r.started && (in.X != r.lastX || in.Y != r.lastY)
	r.lastX, r.lastY, r.started = in.X, in.Y, true

	// A gamepad's select chooses, as Enter does: menus are walked with
	// the d-pad, not pointed at.
	padChoose := c.PadPressed(controls.Select)
	if c.Pressed(controls.Select) && !padChoose {
		in.Click = true
		in.CX, in.CY = toLayout(c.Where(controls.Select))
	} else if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		in.Click = true
		in.CX, in.CY = in.X, in.Y
	}
	in.Holding = c.Held(controls.Select) || ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	dirs := [4]struct {
		a   controls.Action
		key ebiten.Key
		out *bool
	}{
		{controls.PanUp, ebiten.KeyArrowUp, &in.Up},
		{controls.PanDown, ebiten.KeyArrowDown, &in.Down},
		{controls.PanLeft, ebiten.KeyArrowLeft, &in.Left},
		{controls.PanRight, ebiten.KeyArrowRight, &in.Right},
	}
	for i, d := range dirs {
		pressed := c.Pressed(d.a) || inpututil.IsKeyJustPressed(d.key)
		if c.Held(d.a) || ebiten.IsKeyPressed(d.key) {
			r.held[i]++
		} else {
			r.held[i] = 0
		}
		*d.out = pressed || repeating(r.held[i])
	}
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	if inpututil.IsKeyJustPressed(ebiten.KeyTab) {
		in.Tab, in.BackTab = !shift, shift
	}
	in.Enter = inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter)
	in.Activate = c.Pressed(controls.Declare) || in.Enter || padChoose
	in.Back = c.Pressed(controls.Back) || inpututil.IsKeyJustPressed(ebiten.KeyEscape)
	in.Erase = repeatingKey(ebiten.KeyBackspace) || c.Erased()
	in.Chars = c.AppendChars(chars)
	_, in.Wheel = ebiten.Wheel()
	return in
}

func repeating(frames int) bool {
	return frames > repeatDelay && (frames-repeatDelay)%repeatEvery == 0
}

func repeatingKey(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || repeating(d)
}
