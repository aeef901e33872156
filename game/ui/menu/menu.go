package menu

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/widget"
)

// Design size: pages are laid out in an area at least this big; on a
// smaller screen (at the UI scale) they are laid out and drawn at a
// smaller scale to fit.
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
	scale float64     // design units to screen pixels (ui.Scale, or less to fit)

	input widget.Reader
}

// page is one screen inside a Menu; it is made for the Menu it opens in
// (its constructor takes the *Menu), to push and pop pages on it.
type page interface {
	// layout places the page's widgets in area, in design units.
	layout(area widget.Rect)
	// update reacts to one frame of input.
	update(in *widget.Input)
	// draw draws the page; layout has run for this size.
	draw(dst *ebiten.Image, area widget.Rect)
}

// pageBase is what every page holds: the menu it is in, the env, and the
// form of its widgets. Its update is the usual page's: Back leaves the
// page, anything else goes to the form.
type pageBase struct {
	m    *Menu
	env  *ui.Env
	form widget.Form
}

func newPageBase(m *Menu) pageBase { return pageBase{m: m, env: m.env} }

func (b *pageBase) update(in *widget.Input) {
	if in.Back {
		b.m.pop()
		return
	}
	b.form.Update(in)
}

// style is what the page draws with.
func (b *pageBase) style() widget.Style { return b.m.style() }

// newMenu is a Menu with no page yet: push its first page.
func newMenu(env *ui.Env, rootBack func()) *Menu {
	return &Menu{env: env, rootBack: rootBack, size: image.Pt(designW, designH), scale: 1}
}

// opened pushes the page mk makes for m, and returns m.
func opened[P page](m *Menu, mk func(*Menu) P) *Menu {
	m.push(mk(m))
	return m
}

// NewMain returns the main menu: the tutorial, play hotseat, play against
// the AI, a campaign, load a game, watch a replay, the scenario viewer,
// settings (the key bindings are on its page) and quit. Settings calls env.Nav.Settings and Quit env.Nav.Quit; the others
// open inside this menu.
func NewMain(env *ui.Env) *Menu { return opened(newMenu(env, nil), newMainPage) }

// NewNewMatch returns the new hotseat match screen on its own: a scenario,
// each side's army and the seed, then env.Nav.Play. Back calls
// env.Nav.Menu.
func NewNewMatch(env *ui.Env) *Menu { return opened(newMenu(env, toMenu(env)), newMatchPage) }

// NewAIMatch returns the new-match screen against the AI on its own: a
// scenario, the side the player plays, the AI's level, each side's army
// and the seed, then env.Nav.Play with Mode ui.VersusAI. Back calls
// env.Nav.Menu.
func NewAIMatch(env *ui.Env) *Menu { return opened(newMenu(env, toMenu(env)), newAIMatchPage) }

// NewLoadGame returns the list of saves in settings.SavesDir; choosing one
// calls env.Nav.Play with Resume set. Back calls env.Nav.Menu.
func NewLoadGame(env *ui.Env) *Menu { return opened(newMenu(env, toMenu(env)), newLoadPage) }

// NewReplays returns the list of records in settings.ReplaysDir and
// settings.SavesDir; choosing one calls env.Nav.Watch. Back calls
// env.Nav.Menu.
func NewReplays(env *ui.Env) *Menu { return opened(newMenu(env, toMenu(env)), newReplaysPage) }

// NewViewer returns the scenario viewer's picker: a shipped scenario or a
// file path typed in, then env.Nav.View. Back calls env.Nav.Menu.
func NewViewer(env *ui.Env) *Menu { return opened(newMenu(env, toMenu(env)), newViewerPage) }

// NewSettings returns the settings screen: every setting but the key
// bindings, applied to env.Settings (and env.Palette) and saved to
// settings.SettingsFile; its Key bindings button opens that screen inside
// it. Back calls env.Nav.Menu. The app's Nav.Settings shows it.
func NewSettings(env *ui.Env) *Menu { return opened(newMenu(env, toMenu(env)), newSettingsPage) }

// NewKeyBindings returns the key bindings screen: every action with its
// keys, rebinding by pressing a key, applied through env.Controls.Rebind
// and saved with the settings. Back calls env.Nav.Menu.
func NewKeyBindings(env *ui.Env) *Menu { return opened(newMenu(env, toMenu(env)), newBindingsPage) }

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
func (m *Menu) area() widget.Rect {
	return widget.Rect{W: float64(m.size.X) / m.scale, H: float64(m.size.Y) / m.scale}
}

// atScale runs f with ui.Scale at the menu's scale: the UI scale, less
// when the window is smaller than the design size at it, so the page is
// laid out and drawn smaller (crisp, not a shrunk picture).
func (m *Menu) atScale(f func()) {
	was := ui.Scale
	defer func() { ui.Scale = was }()
	ui.Scale = m.scale
	f()
}

// Update reads one frame of input (env.Controls must have been updated
// this frame) and hands it to the page on top.
func (m *Menu) Update() error {
	m.atScale(func() {
		in := m.input.Read(m.env.Controls, m.scale)
		p := m.top()
		p.layout(m.area())
		p.update(in)
	})
	return nil
}

// Draw lays the top page out in screen's bounds and draws it.
func (m *Menu) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	m.size = b.Size()
	s := ui.Scale
	m.scale = s * min(1, float64(b.Dx())/(designW*s), float64(b.Dy())/(designH*s))
	if m.scale <= 0 {
		return
	}
	screen.Fill(m.env.Palette.Background)
	m.atScale(func() {
		a := m.area()
		p := m.top()
		p.layout(a)
		p.draw(screen, a)
	})
}

// toMenu is Back on a screen opened on its own: the main menu.
func toMenu(env *ui.Env) func() { return func() { env.Nav.Menu() } }
