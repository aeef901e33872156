package battle_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/krygothic/krygothic/game/host"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
)

// F5 saves the match mid-move; the save resumes into the same state, and
// watching it as a replay reaches that state at the same tick.
func TestSaveResumeAndWatch(t *testing.T) {
	d := openHotseat(t, "testdata/duel.yaml", 9)
	env, m := d.env, d.b.Match()
	s := loadScenario(t, env, "testdata/duel.yaml")
	red := m.View().Units()[0]
	d.claim(0)
	d.press(controls.Select, red.Base.Centre)
	d.press(controls.Order, geom.Vec{X: red.Base.Centre.X + 2, Y: red.Base.Centre.Y})
	d.frames(20)
	tick, hash := m.Tick(), m.StateHash() // the save is made before this frame's tick
	d.press(controls.Save, m.View().Units()[0].Base.Centre)

	dir, err := settings.SavesDir()
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 1 {
		t.Fatalf("saves %v in %s", files, dir)
	}
	rec, err := match.Load(files[0])
	if err != nil {
		t.Fatal(err)
	}
	if rec.SavedAt != tick {
		t.Errorf("saved at tick %d, want %d", rec.SavedAt, tick)
	}
	again, err := battle.New(env, ui.MatchSetup{Scenario: s, ScenarioName: rec.Scenario, Resume: &rec})
	if err != nil {
		t.Fatal(err)
	}
	if again.Match().Tick() != tick || again.Match().StateHash() != hash {
		t.Errorf("resumed at tick %d in another state", again.Match().Tick())
	}
	// Reopened as the Load game panel does, the save resumes with the
	// content it carries, not the env's (here none at all).
	table, err := host.Reopen(files[0], rec, env.Content)
	if err != nil {
		t.Fatal(err)
	}
	if table.Content == env.Content {
		t.Error("the save's table plays with the env's content, not the save's")
	}
	bare := *env
	bare.Content = nil
	again, err = battle.New(&bare, ui.ResumeSetup(&rec, table))
	if err != nil {
		t.Fatal(err)
	}
	if again.Match().Tick() != tick || again.Match().StateHash() != hash {
		t.Errorf("resumed with the save's content at tick %d in another state", again.Match().Tick())
	}

	watch, err := battle.Watch(&bare, rec, table)
	if err != nil {
		t.Fatal(err)
	}
	w := &driver{t: t, env: env, b: watch}
	for watch.Match().Tick() < tick {
		w.frame()
	}
	if watch.Match().StateHash() != hash {
		t.Errorf("the replay reached tick %d in another state", tick)
	}
	if err := os.Remove(files[0]); err != nil {
		t.Fatal(err)
	}
}
