package menu

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/content"
)

func TestMain(m *testing.M) { uitest.Main(m) }

// fakeNav records what the menus asked for.
type fakeNav struct {
	calls []string
	setup *ui.MatchSetup
	rec   *match.Record
	view  string
	shown ui.Scene
}

func (n *fakeNav) Menu()     { n.calls = append(n.calls, "menu") }
func (n *fakeNav) Settings() { n.calls = append(n.calls, "settings") }
func (n *fakeNav) Quit()     { n.calls = append(n.calls, "quit") }
func (n *fakeNav) Show(s ui.Scene) {
	n.calls = append(n.calls, "show")
	n.shown = s
}
func (n *fakeNav) Play(s ui.MatchSetup) {
	n.calls = append(n.calls, "play")
	n.setup = &s
}
func (n *fakeNav) Watch(_ string, r match.Record) {
	n.calls = append(n.calls, "watch")
	n.rec = &r
}
func (n *fakeNav) View(path string) {
	n.calls = append(n.calls, "view")
	n.view = path
}

func (n *fakeNav) last() string {
	if len(n.calls) == 0 {
		return ""
	}
	return n.calls[len(n.calls)-1]
}

var (
	testFonts   *ui.Fonts
	testContent *content.Content
)

// newEnv is a fresh env for one test, with KRYGOTHIC_HOME in a temp dir
// so nothing touches the real home.
func newEnv(t *testing.T) (*ui.Env, *fakeNav) {
	t.Helper()
	t.Setenv(settings.HomeEnv, t.TempDir())
	if testFonts == nil {
		f, err := ui.LoadFonts()
		if err != nil {
			t.Fatal(err)
		}
		c, err := content.Default()
		if err != nil {
			t.Fatal(err)
		}
		testFonts, testContent = f, c
	}
	ctl, err := controls.New(controls.DefaultBindings())
	if err != nil {
		t.Fatal(err)
	}
	s := settings.Default()
	pal := ui.StandardPalette
	nav := &fakeNav{}
	return &ui.Env{Fonts: testFonts, Content: testContent, Settings: &s, Controls: ctl, Nav: nav, Palette: &pal}, nav
}

// step runs one frame: the controls read (simulated input included),
// then the menu's Update.
func step(t *testing.T, env *ui.Env, m *Menu) {
	t.Helper()
	env.Controls.Update()
	if err := m.Update(); err != nil {
		t.Fatal(err)
	}
}

// click simulates Select at the centre of r and runs a frame, then a
// frame without it (a simulated action held over two frames is one
// press).
func click(t *testing.T, env *ui.Env, m *Menu, r widget.Rect) {
	t.Helper()
	env.Controls.Simulate(controls.Select, (r.X+r.W/2)*m.scale, (r.Y+r.H/2)*m.scale)
	step(t, env, m)
	step(t, env, m)
}

// press simulates a pointer action and runs a frame.
func press(t *testing.T, env *ui.Env, m *Menu, a controls.Action) {
	t.Helper()
	env.Controls.Simulate(a, 0, 0)
	step(t, env, m)
	step(t, env, m) // release, so the next press is a new one
}

// draw draws the menu at w×h.
func draw(m *Menu, w, h int) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	m.Draw(img)
	return img
}

// shot writes the menu drawn at w×h to dir/menu-name.png when
// KRYGOTHIC_MENU_SHOTS names a folder, for looking at.
func shot(t *testing.T, m *Menu, name string, w, h int) {
	t.Helper()
	dir := os.Getenv("KRYGOTHIC_MENU_SHOTS")
	if dir == "" {
		return
	}
	uitest.NeedLoop(t)
	if err := ui.SavePNG(draw(m, w, h), filepath.Join(dir, fmt.Sprintf("menu-%s.png", name))); err != nil {
		t.Fatal(err)
	}
}
