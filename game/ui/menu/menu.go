package menu

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
)

// Design size: pages are laid out in an area at least this big; a smaller
// screen gets the picture scaled down to fit.
const (
	designW = 1280
	designH = 720
)

// Menu is a menu scene: a stack of pages, the top one shown. Back on a
// page returns to the one below; Back on the first page does what the
// constructor chose (nothing on the main menu, env.Nav.Menu elsewhere).
type Menu struct {
	env   *ui.Env
	stack []page
	// rootBack is what Back on the first page does; nil for nothing.
	rootBack func()

	size  image.Point // the screen as last drawn
	scale float64     // design units to screen pixels (≤ 1)
	buf   *ebiten.Image

	in           input
	lastX, lastY float64
	held         [4]int // frames each direction has been held
	started      bool
}

// page is one screen inside a Menu.
type page interface {
	// layout places the page's widgets in area, in design units.
	layout(m *Menu, area rect)
	// update reacts to one frame of input.
	update(m *Menu, in *input)
	// draw draws the page; layout has run for this size.
	draw(m *Menu, dst *ebiten.Image, area rect)
}

func newMenu(env *ui.Env, first page, rootBack func()) *Menu {
	return &Menu{env: env, stack: []page{first}, rootBack: rootBack, size: image.Pt(designW, designH), scale: 1}
}

// NewMain returns the main menu: play hotseat, play against the AI, load
// a game, watch a replay, the scenario viewer, settings, key bindings and
// quit. Settings calls env.Nav.Settings and Quit env.Nav.Quit; the others
// open inside this menu.
func NewMain(env *ui.Env) *Menu { return newMenu(env, newMainPage(env), nil) }

// NewNewMatch returns the new hotseat match screen on its own: a scenario,
// each side's army and the seed, then env.Nav.Play. Back calls
// env.Nav.Menu.
func NewNewMatch(env *ui.Env) *Menu { return newMenu(env, newMatchPage(env), toMenu(env)) }

// NewAIMatch returns the new-match screen against the AI on its own: a
// scenario, the side the player plays, the AI's level, each side's army
// and the seed, then env.Nav.Play with Mode ui.VersusAI. Back calls
// env.Nav.Menu.
func NewAIMatch(env *ui.Env) *Menu { return newMenu(env, newAIMatchPage(env), toMenu(env)) }

// NewLoadGame returns the list of saves in settings.SavesDir; choosing one
// calls env.Nav.Play with Resume set. Back calls env.Nav.Menu.
func NewLoadGame(env *ui.Env) *Menu { return newMenu(env, newLoadPage(env), toMenu(env)) }

// NewReplays returns the list of records in settings.ReplaysDir and
// settings.SavesDir; choosing one calls env.Nav.Watch. Back calls
// env.Nav.Menu.
func NewReplays(env *ui.Env) *Menu { return newMenu(env, newReplaysPage(env), toMenu(env)) }

// NewViewer returns the scenario viewer's picker: a shipped scenario or a
// file path typed in, then env.Nav.View. Back calls env.Nav.Menu.
func NewViewer(env *ui.Env) *Menu { return newMenu(env, newViewerPage(env), toMenu(env)) }

// NewSettings returns the settings screen: every setting but the key
// bindings, applied to env.Settings (and env.Palette) and saved to
// settings.SettingsFile; its Key bindings button opens that screen inside
// it. Back calls env.Nav.Menu. The app's Nav.Settings shows it.
func NewSettings(env *ui.Env) *Menu { return newMenu(env, newSettingsPage(env), toMenu(env)) }

// NewKeyBindings returns the key bindings screen: every action with its
// keys, rebinding by pressing a key, applied through env.Controls.Rebind
// and saved with the settings. Back calls env.Nav.Menu.
func NewKeyBindings(env *ui.Env) *Menu { return newMenu(env, newBindingsPage(env), toMenu(env)) }

// push opens p above the current page.
func (m *Menu) push(p page) { m.stack = append(m.stack, p) }

// pop goes back one page, or does the root's Back.
func (m *Menu) pop() {
	if len(m.stack) > 1 {
		m.stack = m.stack[:len(m.stack)-1]
		return
	}
	if m.rootBack != nil {
		m.rootBack()
	}
}

func (m *Menu) top() page { return m.stack[len(m.stack)-1] }

// area is the design-unit rectangle pages lay out in.
func (m *Menu) area() rect {
	return rect{0, 0, float64(m.size.X) / m.scale, float64(m.size.Y) / m.scale}
}

// Update reads one frame of input (env.Controls must have been updated
// this frame) and hands it to the page on top.
func (m *Menu) Update() error {
	m.readInput()
	p := m.top()
	p.layout(m, m.area())
	p.update(m, &m.in)
	return nil
}

// Draw lays the top page out in screen's bounds and draws it.
func (m *Menu) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	m.size = b.Size()
	m.scale = min(1, float64(b.Dx())/designW, float64(b.Dy())/designH)
	if m.scale <= 0 {
		return
	}
	dst := screen
	a := m.area()
	if m.scale < 1 {
		w, h := int(a.w+0.5), int(a.h+0.5)
		if m.buf == nil || m.buf.Bounds().Dx() != w || m.buf.Bounds().Dy() != h {
			if m.buf != nil {
				m.buf.Deallocate()
			}
			m.buf = ebiten.NewImage(w, h)
		}
		dst = m.buf
	}
	dst.Fill(m.env.Palette.Background)
	p := m.top()
	p.layout(m, a)
	p.draw(m, dst, a)
	if dst != screen {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(m.scale, m.scale)
		op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
		screen.DrawImage(dst, op)
	}
}

// input is one frame of what the player did, in design units.
type input struct {
	x, y     float64 // the cursor
	moved    bool    // the cursor moved since the last frame
	click    bool    // Select (or the left button) was pressed…
	holding  bool    // …and is still held
	cx, cy   float64 // …here
	up, down bool    // move the focus (with key repeat)
	left     bool    // change a value (with key repeat)
	right    bool
	tab      bool // next or (with Shift) previous widget
	backTab  bool
	activate bool // Declare or Enter
	enter    bool // Enter alone (text fields take Space as a character)
	back     bool
	erase    bool    // Backspace (with key repeat)
	chars    []rune  // typed characters
	wheel    float64 // scroll: positive is up
}

// Key repeat: the first press, then after repeatDelay frames every
// repeatEvery frames.
const (
	repeatDelay = 24
	repeatEvery = 4
)

func (m *Menu) readInput() {
	c := m.env.Controls
	in := &m.in
	chars := in.chars[:0]
	*in = input{}
	toDesign := func(x, y float64) (float64, float64) { return x / m.scale, y / m.scale }
	in.x, in.y = toDesign(c.Cursor())
	in.moved = m.started && (in.x != m.lastX || in.y != m.lastY)
	m.lastX, m.lastY, m.started = in.x, in.y, true

	if c.Pressed(controls.Select) {
		in.click = true
		in.cx, in.cy = toDesign(c.Where(controls.Select))
	} else if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		in.click = true
		in.cx, in.cy = in.x, in.y
	}
	in.holding = c.Held(controls.Select) || ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	dirs := [4]struct {
		a   controls.Action
		key ebiten.Key
		out *bool
	}{
		{controls.PanUp, ebiten.KeyArrowUp, &in.up},
		{controls.PanDown, ebiten.KeyArrowDown, &in.down},
		{controls.PanLeft, ebiten.KeyArrowLeft, &in.left},
		{controls.PanRight, ebiten.KeyArrowRight, &in.right},
	}
	for i, d := range dirs {
		pressed := c.Pressed(d.a) || inpututil.IsKeyJustPressed(d.key)
		if c.Held(d.a) || ebiten.IsKeyPressed(d.key) {
			m.held[i]++
		} else {
			m.held[i] = 0
		}
		*d.out = pressed || repeating(m.held[i])
	}
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	if inpututil.IsKeyJustPressed(ebiten.KeyTab) {
		in.tab, in.backTab = !shift, shift
	}
	in.enter = inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter)
	in.activate = c.Pressed(controls.Declare) || in.enter
	in.back = c.Pressed(controls.Back) || inpututil.IsKeyJustPressed(ebiten.KeyEscape)
	in.erase = repeatingKey(ebiten.KeyBackspace)
	in.chars = ebiten.AppendInputChars(chars)
	_, in.wheel = ebiten.Wheel()
}

func repeating(frames int) bool {
	return frames > repeatDelay && (frames-repeatDelay)%repeatEvery == 0
}

func repeatingKey(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || repeating(d)
}

// toMenu is Back on a screen opened on its own: the main menu.
func toMenu(env *ui.Env) func() { return func() { env.Nav.Menu() } }
