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
)

// BenchmarkBattleFrame is one frame's CPU work on the battle screen
// (Update, then Draw into an offscreen 1280×720 image) with 28 models on
// the deck (14 against 14, two baseline bots playing) and every overlay
// on: a model selected with its reach, sight and range bands, and a shot
// previewed at the cursor. The GPU's share (software GL here) is not in
// the figure: ReadPixels flushes the queue after every frame, as the end
// of a real frame does, outside the timer.
//
// BenchmarkBattleFrame/fog is the same against the normal AI under the fog
// of war (the person's side sees only what its models see; no orders of
// its own), so the frame also works out and draws the side's sight.
func BenchmarkBattleFrame(b *testing.B) {
	uitest.NeedLoop(b)
	env, _ := testEnv(b)
	s := loadScenario(b, env, "testdata/crowd.yaml")
	if n := len(s.Sides[0].Army.Models) + len(s.Sides[1].Army.Models); n != 28 {
		b.Fatalf("%d models, want 28", n)
	}
	b.Run("bots", func(b *testing.B) {
		bt, err := battle.NewWithPlayers(env, ui.MatchSetup{Scenario: s, ScenarioName: "crowd", Seed: 2},
			[2]match.Player{&ai.Baseline{Side: s.Sides[0].ID}, &ai.Baseline{Side: s.Sides[1].ID}})
		if err != nil {
			b.Fatal(err)
		}
		benchFrames(b, env, bt)
	})
	b.Run("fog", func(b *testing.B) {
		bt, err := battle.New(env, ui.MatchSetup{Scenario: s, ScenarioName: "crowd", Seed: 2, Mode: ui.VersusAI, AI: "normal", Fog: true})
		if err != nil {
			b.Fatal(err)
		}
		benchFrames(b, env, bt)
	})
}

// benchFrames plays ten seconds on bt, selects a model, previews a shot
// at an enemy and times one frame (Update and Draw) per iteration.
func benchFrames(b *testing.B, env *ui.Env, bt *battle.Battle) {
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	bt.Draw(img)
	for range 600 { // ten seconds in: models on the move
		if err := bt.Update(); err != nil {
			b.Fatal(err)
		}
	}
	units := bt.Match().View().Units()
	u, e := units[0], units[20]
	x, y := bt.Camera().ToScreen(u.Base.Centre)
	env.Controls.Simulate(controls.Select, x, y)
	env.Controls.Update()
	ex, ey := bt.Camera().ToScreen(e.Base.Centre)
	env.Controls.SimulateCursor(ex, ey)
	defer env.Controls.ReleaseCursor()
	frame := func() {
		env.Controls.Update()
		if err := bt.Update(); err != nil {
			b.Fatal(err)
		}
		img.Clear()
		bt.Draw(img)
	}
	frame()
	env.Controls.Simulate(controls.VerbShoot, 0, 0)
	frame()
	b.ResetTimer()
	for b.Loop() {
		frame()
		b.StopTimer()
		ui.Pixels(img)
		b.StartTimer()
	}
}
