package battle_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
)

// Sweeping from the battle screen (XS-27): H chooses a sweep, the cursor
// over a renegade of the huddle previews it (the ring of 2" round the
// target, a line to each other renegade that shares the hits, every
// model's odds in the panel: a golden image), and the order sweeps.
func TestSweepFromTheBattleScreen(t *testing.T) {
	uitest.NeedLoop(t)
	b, d := onScreen(t, "testdata/sweep.yaml", 2, [2]match.Player{nil, &ai.Baseline{Side: "blue"}}, nil)
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	v := b.Match().View()
	gunner, _ := v.Unit("red.ec-commander-1")
	target, _ := v.Unit("blue.renegade-cultist-1")
	sweepKey, ok := controls.ModuleAction("sweep")
	if !ok {
		t.Fatal("no sweep key")
	}
	d.aim(geom.Vec{X: 5, Y: 2.5}, 60, gunner.Base.Centre, sweepKey, target.Base.Centre)
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
