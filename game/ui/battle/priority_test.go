package battle_test

import (
	"strings"
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
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Target priority on the battle screen (XS-22): with the trooper
// selected and the shoot order over the far cultist, the preview shows
// the refusal, naming the prophet closer to it. The picture is the docs'.
func TestTargetPriorityOnTheBattleScreen(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	s := loadScenario(t, env, "testdata/priority.yaml")
	b, err := battle.NewWithPlayers(env, ui.MatchSetup{Scenario: s, ScenarioName: "testdata/priority.yaml", Seed: 2},
		[2]match.Player{nil, &ai.Baseline{Side: "blue"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(env.Controls.ReleaseCursor)
	d := &driver{t: t, env: env, b: b}
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	v := b.Match().View()
	trooper, _ := v.Unit("red.ec-trooper-1")
	far, _ := v.Unit("blue.renegade-cultist-1")
	cam := b.Camera()
	cam.Centre, cam.Zoom = geom.Vec{X: 9, Y: 2.5}, 40
	d.press(controls.Select, trooper.Base.Centre)
	env.Controls.Simulate(controls.VerbShoot, 0, 0)
	env.Controls.SimulateCursor(cam.ToScreen(far.Base.Centre))
	d.frame()
	img.Clear()
	b.Draw(img)
	if *shots != "" {
		if err := ui.SavePNG(img, *shots+"/priority-refused.png"); err != nil {
			t.Fatal(err)
		}
	}
	uitest.Golden(t, "priority-refused", img, 3)
	p := v.Preview("red", orders.Order{Unit: trooper.ID, Verb: orders.Shoot, Target: far.ID, Shot: combat.Standard})
	if refusal.RuleOf(p.Err) != "XS-22" || !strings.Contains(refusal.ReasonOf(p.Err), "blue.renegade-prophet-1") {
		t.Errorf("the preview of the far shot: %v, want XS-22 naming the prophet", p.Err)
	}
}
