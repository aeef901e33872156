package menu

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/scenarios"
)

// Screenshots of every page for looking at (KRYGOTHIC_MENU_SHOTS=/tmp).
func TestScreenshots(t *testing.T) {
	env, _ := newEnv(t)
	main := NewMain(env)
	shot(t, main, "main", 1280, 720)
	shot(t, main, "main-1920x1080", 1920, 1080)
	shot(t, main, "main-960x540", 960, 540)
	shot(t, main, "main-1280x1024", 1280, 1024)
	shot(t, main, "main-1024x640", 1024, 640)
	atScale(2, func() { shot(t, main, "main-2560x1440-scale2", 2560, 1440) })
	main.top().(*mainPage).form.Focus = 1 // Play against the AI
	shot(t, main, "main-ai", 1280, 720)
	mp := NewNewMatch(env)
	mp.top().(*matchPage).setSeed(424242)
	shot(t, mp, "new-match", 1280, 720)
	shot(t, mp, "new-match-1920x1080", 1920, 1080)
	am := NewAIMatch(env)
	am.top().(*matchPage).setSeed(424242)
	shot(t, am, "new-match-ai", 1280, 720)
	shot(t, am, "new-match-ai-1920x1080", 1920, 1080)
	shot(t, am, "new-match-ai-960x540", 960, 540)
	shot(t, am, "new-match-ai-1024x640", 1024, 640)
	ap := am.top().(*matchPage)
	ap.human.Step(1)
	for _, l := range []int{0, 2} {
		ap.level.Idx = l
		shot(t, am, "new-match-ai-"+aiLevels[l].Name, 1280, 720)
	}
	shot(t, NewSettings(env), "settings", 1280, 720)
	shot(t, newSound(env), "sound", 1280, 720)
	shot(t, NewKeyBindings(env), "bindings", 1280, 720)
	kb := NewKeyBindings(env)
	bp := kb.top().(*bindingsPage)
	bp.list.Choose(14) // run
	bp.start(false)
	bp.assign("m") // move's key too
	bp.list.Choose(14)
	bp.start(false)
	bp.capture.shown = "ctrl+r"
	shot(t, kb, "bindings-capture", 1280, 720)
	env.Controls.Rebind(controls.Bindings{})
	shot(t, NewViewer(env), "viewer", 1280, 720)

	saves, _ := settings.SavesDir()
	s, err := scenarios.LoadShipped("sabotage", env.Content)
	if err != nil {
		t.Fatal(err)
	}
	rec := match.Record{Format: 1, Settings: match.DefaultSettings(), Scenario: "sabotage", ScenarioHash: match.ScenarioHash(s), Seed: 99, SavedAt: 1930}
	for _, f := range []struct {
		name string
		r    match.Record
	}{{"boarding-action", rec}, {"whole-match", match.Record{Format: 1, Settings: match.DefaultSettings(), Scenario: "lake-of-blood", Seed: 3}}} {
		if err := osMkdirSave(filepath.Join(saves, f.name+".json"), f.r); err != nil {
			t.Fatal(err)
		}
	}
	writeFile(t, filepath.Join(saves, "crashed.json"), `{"format": 1, "scenario": "sab`)
	touch(t, filepath.Join(saves, "crashed.json"), time.Now().Add(-time.Hour))
	shot(t, NewLoadGame(env), "load", 1280, 720)
	shot(t, NewReplays(env), "replays", 1280, 720)

	// Saves of this build, of other rules, of an old format, and one
	// with no snapshot: the panel's notes on each.
	versionedSaves(t, env)
	load := NewLoadGame(env)
	lp := load.top().(*savesPage)
	for i, e := range lp.entries {
		lp.list.Choose(i)
		shot(t, load, "load-"+e.Name, 1280, 720)
		switch e.Name {
		case "other-rules", "old-format":
			shot(t, load, "load-"+e.Name+"-1024x640", 1024, 640)
			atScale(2, func() { shot(t, load, "load-"+e.Name+"-2560x1440-scale2", 2560, 1440) })
			*env.Palette = *ui.PaletteFor(true)
			shot(t, load, "load-"+e.Name+"-colour-blind", 1280, 720)
			*env.Palette = ui.StandardPalette
		}
	}
	replays := NewReplays(env)
	rp := replays.top().(*savesPage)
	for i, e := range rp.entries {
		if e.Name == "other-rules" {
			rp.list.Choose(i)
			shot(t, replays, "replays-other-rules", 1280, 720)
		}
	}
}

// atScale runs f at UI scale s.
func atScale(s float64, f func()) {
	was := ui.Scale
	defer func() { ui.Scale = was }()
	ui.Scale = s
	f()
}
