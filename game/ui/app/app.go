// Package app is the client's shell: it holds the shared environment, runs
// one scene at a time (menus, battle, viewer) and moves between them. It
// is the Ebitengine game cmd/krygothic runs.
package app

import (
	"github.com/krygothic/krygothic/game/host"
	"github.com/krygothic/krygothic/rules/modules"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/internal/atomicfile"
	"github.com/krygothic/krygothic/game/internal/textwrap"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/menu"
	"github.com/krygothic/krygothic/game/ui/speaker"
	"github.com/krygothic/krygothic/game/ui/viewer"
	"github.com/krygothic/krygothic/rules/content"
)

// App is the running client.
type App struct {
	// AIOnTheFrame asks the computer player on the frame's goroutine, so a
	// game against it is reproducible from its seed (the recorded first
	// game's test); by default it thinks off the frame (ai.Background).
	AIOnTheFrame bool
	// MonitorSize is the monitor's size in device-independent pixels, for
	// the UI scale of a player who has set none (settings.AutoUIScale);
	// nil asks ebiten.Monitor(). Tests set it.
	MonitorSize func() (w, h int)
	env         *ui.Env
	scene       ui.Scene
	quit        bool
	// playTo: seconds of game time a watched replay is to be played to
	// once the screen has been drawn (and so laid out) once (WatchFrom).
	playTo  float64
	drawn   bool   // the screen has been drawn once
	toast   string // a message over every scene: an error the player should see
	toastAt int    // frames left to show it
	wrapped wrapped
}

// wrapped is the toast broken into lines for a width, kept so that it is
// wrapped once, not on every frame.
type wrapped struct {
	text  string
	width float64
	lines string
}

// New loads the settings and fonts and opens the main menu. c is the game
// content every scene uses (matches, the viewer, saves and replays): a mod
// loaded with content.LoadDir, or nil for the embedded content. A damaged
// settings file is not fatal: the defaults are used and the problem is
// shown.
func New(c *content.Content) (*App, error) {
	// A save or settings write killed mid-way leaves a hidden temporary
	// file; sweep those of dead processes at start-up. Only tidying, so
	// errors are ignored.
	for _, dir := range []func() (string, error){settings.SavesDir, settings.ReplaysDir, settings.ConfigDir} {
		if d, err := dir(); err == nil {
			_, _ = atomicfile.Sweep(d)
		}
	}
	fonts, err := ui.LoadFonts()
	if err != nil {
		return nil, err
	}
	if c == nil {
		if c, err = modules.Default(); err != nil {
			return nil, err
		}
	}
	a := &App{}
	st := settings.Default()
	if path, err := settings.SettingsFile(); err == nil {
		loaded, lerr := settings.Load(path)
		st = loaded
		if lerr != nil {
			a.show(lerr.Error())
		}
	}
	ctl, err := controls.New(st.Bindings)
	if err != nil {
		a.show(err.Error())
	}
	pal := *ui.PaletteFor(st.ColourBlind) // the settings screen writes through this copy
	a.env = &ui.Env{Fonts: fonts, Content: c, Settings: &st, Controls: ctl, Nav: a, Palette: &pal, Sound: speaker.New(&st)}
	a.Menu()
	return a, nil
}

// Scene is the scene on screen.
func (a *App) Scene() ui.Scene { return a.scene }

// Message is the message shown over the screen, if any.
func (a *App) Message() string {
	if a.toastAt > 0 {
		return a.toast
	}
	return ""
}

// Env is the environment the scenes share.
func (a *App) Env() *ui.Env { return a.env }

// show puts a message over the screen for a few seconds.
func (a *App) show(msg string) {
	a.toast, a.toastAt = msg, 8*60
}

// Update reads the devices and updates the scene.
func (a *App) Update() error {
	if a.quit {
		return ebiten.Termination
	}
	a.env.Controls.Update()
	a.playOn()
	if err := a.scene.Update(); err != nil {
		if err == ebiten.Termination {
			return err
		}
		// A scene that fails (a match error) goes back to the menu with
		// the problem shown, rather than closing the game.
		a.show(err.Error())
		a.Menu()
	}
	if a.toastAt > 0 {
		a.toastAt--
	}
	return nil
}

// Draw draws the scene and any message.
func (a *App) Draw(screen *ebiten.Image) {
	a.scene.Draw(screen)
	a.drawn = true
	if a.toastAt > 0 {
		pal, f := a.env.Palette, a.env.Fonts
		w, h := ui.UnitsSize(screen)
		ui.FillRect(screen, 40, h-110, w-80, 60, pal.Panel)
		ui.FillRect(screen, 40, h-110, 5, 60, pal.Accent)
		if a.wrapped.text != a.toast || a.wrapped.width != w-120 {
			lines := textwrap.Lines(a.toast, textwrap.Options{Width: w - 120, Measure: ui.Measure(f.Regular, 15)})
			a.wrapped = wrapped{text: a.toast, width: w - 120, lines: strings.Join(lines, "\n")}
		}
		ui.Write(screen, f.Regular, 15, pal.Ink, 60, h-100, a.wrapped.lines)
	}
	a.drawPadCursor(screen)
}

// Layout gives the scenes the window's real pixels (its size times the
// monitor's device scale factor) and sets ui.Scale (ScaleFor), the UI
// scale setting picked from the monitor's size the first time when the
// player has set none (settings.AutoUIScale): each scene
// lays itself out again in layout units (at scale 1 on a 1280×720 window,
// 1280×720 of them) and draws its text at its final size, never a
// stretched picture.
func (a *App) Layout(w, h int) (int, int) {
	d := ebiten.Monitor().DeviceScaleFactor()
	if d <= 0 {
		d = 1
	}
	pw, ph := max(int(float64(w)*d), 320), max(int(float64(h)*d), 200)
	if a.env.Settings.UIScale == 0 {
		// None set: pick one from the monitor, once, and keep it in force
		// (not written: the settings file still has none).
		size := a.MonitorSize
		if size == nil {
			size = ebiten.Monitor().Size
		}
		a.env.Settings.UIScale = settings.AutoUIScale(size())
	}
	ui.Scale = ScaleFor(a.env.Settings.UIScale, d, pw, ph)
	return pw, ph
}

// The smallest screen the scenes are laid out for, in layout units: a
// window smaller than this at the UI scale gets a smaller scale.
const minLayoutW, minLayoutH = 1024, 640

// ScaleFor is ui.Scale for a UI scale setting on a monitor of device
// scale factor d and a w×h pixel window: the factor times the setting (a
// setting not above 0 counts as 1), less when the window would then be
// smaller than 1024×640 layout units, but not below the smallest setting.
func ScaleFor(setting, d float64, w, h int) float64 {
	if setting <= 0 {
		setting = 1
	}
	fit := min(float64(w)/minLayoutW, float64(h)/minLayoutH)
	return min(setting*d, max(fit, settings.MinUIScale*d))
}

// Menu opens the main menu.
func (a *App) Menu() { a.scene = menu.NewMain(a.env) }

// Show puts scene on screen: one made elsewhere, such as the screen a
// match was started from (MatchSetup.Back).
func (a *App) Show(scene ui.Scene) { a.scene = scene }

// Settings opens the settings menu.
func (a *App) Settings() { a.scene = menu.NewSettings(a.env) }

// Quit closes the game at the next frame.
func (a *App) Quit() { a.quit = true }

// Play starts or resumes a match. One that cannot start is reported to
// setup.Failed when it is set, else over the screen, which stays as it was.
func (a *App) Play(setup ui.MatchSetup) {
	if setup.ByHand && setup.Resume == nil && setup.Placements == nil {
		a.scene = battle.NewDeploy(a.env, setup) // it comes back here with the placements
		return
	}
	setup.Background = !a.AIOnTheFrame
	b, err := battle.New(a.env, setup)
	if err != nil && setup.Failed != nil {
		setup.Failed(err)
		return
	}
	if err != nil {
		a.show("The match could not start: " + err.Error())
		return
	}
	if setup.Mode == ui.VersusAI {
		b.HoldForStart() // the player reads the screen first
	}
	a.scene = b
}

// Watch plays back the record rec, read from path, with the scenario and
// the content it carries (host.Reopen).
func (a *App) Watch(path string, rec match.Record) {
	t, err := host.Reopen(path, rec, a.env.Content)
	if err != nil {
		a.show("The replay's scenario: " + err.Error())
		return
	}
	b, err := battle.Watch(a.env, rec, t)
	if err != nil {
		a.show("The replay could not be played: " + err.Error())
		return
	}
	a.scene = b
}

// WatchFrom plays back the record rec, read from path, from seconds of
// game time in (the client's watch --at): after the first frame (which
// lays the screen out for the window, so the camera frames the action as
// it will be seen) the replay is played up to there before the next.
func (a *App) WatchFrom(path string, rec match.Record, seconds float64) {
	a.Watch(path, rec)
	a.playTo = seconds
}

// playOn plays a watched replay on to the time WatchFrom asked for, once
// the screen has been drawn.
func (a *App) playOn() {
	b, ok := a.scene.(*battle.Battle)
	if a.playTo <= 0 || !a.drawn || !ok {
		return
	}
	if err := b.PlayTo(a.playTo); err != nil {
		a.show("The replay could not be played: " + err.Error())
	}
	a.playTo = 0
}

// View opens the scenario viewer on a file or a shipped scenario.
func (a *App) View(path string) { a.scene = viewer.New(a.env, path) }
