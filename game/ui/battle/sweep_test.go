package battle_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
)

// Sweeping from the battle screen (XS-27): V chooses a sweep, the cursor
// over a renegade of the huddle previews it (the ring of 2" round the
// target, a line to each other renegade that shares the hits, every
// model's odds in the panel: a golden image), and the order sweeps.
func TestSweepFromTheBattleScreen(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	s := loadScenario(t, env, "testdata/sweep.yaml")
	b, err := battle.NewWithPlayers(env, ui.MatchSetup{Scenario: s, ScenarioName: "testdata/sweep.yaml", Seed: 2},
		[2]match.Player{nil, &ai.Baseline{Side: "blue"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(env.Controls.ReleaseCursor)
	d := &driver{t: t, env: env, b: b}
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	v := b.Match().View()
	gunner, _ := v.Unit("red.ec-commander-1")
	target, _ := v.Unit("blue.renegade-cultist-1")
	cam := b.Camera()
	cam.Centre, cam.Zoom = geom.Vec{X: 5, Y: 2.5}, 60
	d.press(controls.Select, gunner.Base.Centre)
	env.Controls.Simulate(controls.VerbSweep, 0, 0)
	env.Controls.SimulateCursor(cam.ToScreen(target.Base.Centre))
	d.frame()
	b.Draw(img)
	uitest.Golden(t, "sweep-preview", img, 3)
	d.claim(0)
	d.press(controls.Order, target.Base.Centre)
	for range 4 * match.TicksPerSecond {
		d.frame()
	}
	swept := false
	for _, e := range b.Match().View().Log(0) {
		if r, ok := e.Event.(combat.Roll); ok && r.Purpose == "to hit (sweep)" {
			swept = true
		}
	}
	if !swept {
		t.Fatalf("the order made no sweep\n%s", dumpLog(b.Match()))
	}
}
