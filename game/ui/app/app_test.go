package app_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/app"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/menu"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/game/ui/viewer"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

func TestMain(m *testing.M) { uitest.Main(m) }

// The app moves between its scenes, and a damaged settings file or a
// replay it cannot play is shown, not fatal.
func TestScenes(t *testing.T) {
	uitest.NeedLoop(t)
	home := t.TempDir()
	t.Setenv("KRYGOTHIC_HOME", home)
	cfg := filepath.Join(home, "config")
	if err := os.MkdirAll(cfg, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(cfg, "settings.json"), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	a, err := app.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	screen := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	frame := func() {
		t.Helper()
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		a.Draw(screen)
	}
	if _, ok := a.Scene().(*menu.Menu); !ok {
		t.Fatalf("opens on %T, want the main menu", a.Scene())
	}
	if !strings.Contains(a.Message(), "settings.json") {
		t.Errorf("the damaged settings file is not reported: %q", a.Message())
	}
	frame()

	s, err := scenarios.Default(a.Env().Content)
	if err != nil {
		t.Fatal(err)
	}
	a.Play(ui.MatchSetup{Scenario: s, ScenarioName: scenarios.DefaultName, Seed: 1})
	if _, ok := a.Scene().(*battle.Battle); !ok {
		t.Fatalf("Play opened %T", a.Scene())
	}
	frame()
	// Deployment by hand (GAP-32) opens the deployment step first; its
	// placements, once made, open the battle.
	a.Play(ui.MatchSetup{Scenario: s, ScenarioName: scenarios.DefaultName, Seed: 1, ByHand: true})
	dep, ok := a.Scene().(*battle.Deploy)
	if !ok {
		t.Fatalf("Play by hand opened %T", a.Scene())
	}
	frame()
	if err := dep.Deployment().AutoRest(); err != nil {
		t.Fatal(err)
	}
	a.Play(ui.MatchSetup{Scenario: s, ScenarioName: scenarios.DefaultName, Seed: 1, ByHand: true, Placements: dep.Deployment().Placements()})
	if _, ok := a.Scene().(*battle.Battle); !ok {
		t.Fatalf("Play with the placements opened %T", a.Scene())
	}
	frame()
	a.Watch("replay.json", match.Record{Format: 1, Scenario: "no-such-scenario"})
	if !strings.Contains(a.Message(), "no-such-scenario") {
		t.Errorf("a replay of an unknown scenario is not reported: %q", a.Message())
	}
	if _, ok := a.Scene().(*battle.Battle); !ok {
		t.Errorf("a failed Watch left the match: %T", a.Scene())
	}
	// A save that does not resume is told to the setup's Failed (the
	// Load game panel shows it), not over the screen; the scene stays.
	var failed error
	scene, toast := a.Scene(), a.Message()
	a.Play(ui.MatchSetup{Scenario: s, ScenarioName: scenarios.DefaultName, Resume: &match.Record{Format: 1, Scenario: scenarios.DefaultName},
		Failed: func(err error) { failed = err }})
	if failed == nil || !strings.Contains(failed.Error(), "saved_at") || a.Scene() != scene || a.Message() != toast {
		t.Errorf("a save that does not resume: Failed told %v, scene %T, message %q", failed, a.Scene(), a.Message())
	}
	a.View("testdata/missing.yaml")
	if _, ok := a.Scene().(*viewer.Viewer); !ok {
		t.Fatalf("View opened %T", a.Scene())
	}
	frame()
	a.Settings()
	frame()
	a.Quit()
	if err := a.Update(); err != ebiten.Termination {
		t.Errorf("after Quit, Update returned %v", err)
	}
	d := ebiten.Monitor().DeviceScaleFactor()
	px := func(v int) int { return int(float64(v) * d) }
	if w, h := a.Layout(2560, 1440); w != px(2560) || h != px(1440) || ui.Scale != d {
		t.Errorf("layout at scale 1: %dx%d at ui.Scale %g (device scale factor %g)", w, h, ui.Scale, d)
	}
	// At another UI scale the scenes still get the window's real pixels,
	// and lay themselves out at the scale: no stretched picture.
	a.Env().Settings.UIScale = 1.5
	t.Cleanup(func() { ui.Scale = 1 })
	if w, h := a.Layout(2560, 1440); w != px(2560) || h != px(1440) || ui.Scale != 1.5*d {
		t.Errorf("layout at UI scale 1.5: %dx%d at ui.Scale %g (device scale factor %g)", w, h, ui.Scale, d)
	}
}

// The UI scale shrinks on a window too small for it (under 1024×640
// layout units), down to the smallest setting.
func TestScaleFor(t *testing.T) {
	for _, c := range []struct {
		setting, d float64
		w, h       int
		want       float64
	}{
		{1, 1, 1280, 720, 1},
		{2, 1, 2560, 1440, 2},
		{0, 1, 1280, 720, 1},       // no setting: 1
		{2, 1, 1920, 1080, 1.6875}, // 1080 / 640
		{2, 1, 1280, 720, 1.125},   // 720 / 640
		{1, 1, 800, 600, 0.78125},  // 800 / 1024
		{1, 1, 320, 200, 0.75},     // never below the smallest setting
		{1.5, 2, 5120, 2880, 3},    // a high-DPI monitor doubles it
		{1, 2, 2560, 1440, 2},
	} {
		if got := app.ScaleFor(c.setting, c.d, c.w, c.h); got != c.want {
			t.Errorf("ScaleFor(%g, %g, %d, %d) = %g, want %g", c.setting, c.d, c.w, c.h, got, c.want)
		}
	}
}

// The content the app is given (a mod, --content) is the one every scene
// shares; nil is the embedded content.
func TestContentGiven(t *testing.T) {
	uitest.NeedLoop(t)
	t.Setenv("KRYGOTHIC_HOME", t.TempDir())
	c, err := content.LoadDir("../../../rules/content/data")
	if err != nil {
		t.Fatal(err)
	}
	a, err := app.New(c)
	if err != nil {
		t.Fatal(err)
	}
	if a.Env().Content != c {
		t.Errorf("the app does not use the content it was given")
	}
	b, err := app.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	if b.Env().Content == nil || b.Env().Content == c {
		t.Errorf("with nil, the app does not load the embedded content")
	}
}

// A player who has set no UI scale gets one picked from the monitor's
// size at the first layout: 1.5× on a 2560×1440 monitor, not the tiny
// 1×; it is kept in force, but not written to the settings file (which
// still has none). A scale the player set, in the file, is kept.
func TestUIScaleFromTheMonitor(t *testing.T) {
	uitest.NeedLoop(t)
	t.Cleanup(func() { ui.Scale = 1 })
	d := ebiten.Monitor().DeviceScaleFactor()
	for _, c := range []struct {
		file string // the settings file; "" for none
		want float64
	}{
		{"", 1.5},
		{`{"tutorial_done": true}`, 1.5},
		{`{"ui_scale": 1}`, 1},
		{`{"ui_scale": 1.25}`, 1.25},
	} {
		t.Setenv("KRYGOTHIC_HOME", t.TempDir())
		path, err := settings.SettingsFile()
		if err != nil {
			t.Fatal(err)
		}
		if c.file != "" {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(c.file), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		a, err := app.New(nil)
		if err != nil {
			t.Fatal(err)
		}
		a.MonitorSize = func() (int, int) { return 2560, 1440 }
		a.Layout(2560, 1440)
		if got := a.Env().Settings.UIScale; got != c.want || ui.Scale != c.want*d {
			t.Errorf("settings file %q on a 2560×1440 monitor: UI scale %g (ui.Scale %g); want %g", c.file, got, ui.Scale, c.want)
		}
		if saved, _ := settings.Load(path); c.file == "" && saved.UIScale != 0 {
			t.Errorf("the scale picked was written to the settings file: %g", saved.UIScale)
		}
	}
}

// WatchFrom opens a replay that far in: the first frame is drawn at its
// start (laying the screen out for the window), and the next update
// plays it to the time asked for.
func TestWatchFrom(t *testing.T) {
	uitest.NeedLoop(t)
	t.Setenv("KRYGOTHIC_HOME", t.TempDir())
	const file = "../../match/testdata/compat/format7-b57de0e-hangar-record.json"
	rec, err := match.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	a, err := app.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	a.WatchFrom(file, rec, 3) // the record ends at tick 269
	b, ok := a.Scene().(*battle.Battle)
	if !ok {
		t.Fatalf("WatchFrom opened %T (%s)", a.Scene(), a.Message())
	}
	screen := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	if err := a.Update(); err != nil {
		t.Fatal(err)
	}
	if tick := b.Match().Tick(); tick > 1 {
		t.Errorf("before the first frame the replay stands at tick %d: it was played on before the screen was laid out", tick)
	}
	a.Draw(screen)
	if err := a.Update(); err != nil {
		t.Fatal(err)
	}
	// Played to 3 s, then that update's own frame.
	if tick := b.Match().Tick(); tick < 3*match.TicksPerSecond || tick > 3*match.TicksPerSecond+1 {
		t.Errorf("after the first frame the replay stands at tick %d; want %d", tick, 3*match.TicksPerSecond)
	}
}
