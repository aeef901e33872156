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
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/orders"
)

// Throwing a grenade from the battle screen (XS-01): G chooses the throw,
// the cursor over an enemy previews the template where a hit puts it
// (with the odds), the order throws, and the template is drawn where the
// grenade came down. The two pictures are the docs' screenshots.
func TestThrowFromTheBattleScreen(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	s := loadScenario(t, env, "testdata/huddle.yaml")
	b, err := battle.NewWithPlayers(env, ui.MatchSetup{Scenario: s, ScenarioName: "testdata/huddle.yaml", Seed: 2},
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
	target, _ := v.Unit("blue.renegade-cultist-1")
	cam := b.Camera()
	cam.Centre, cam.Zoom = geom.Vec{X: 5, Y: 2.5}, 60
	d.press(controls.Select, trooper.Base.Centre)
	env.Controls.Simulate(controls.VerbThrow, 0, 0)
	env.Controls.SimulateCursor(cam.ToScreen(target.Base.Centre))
	d.frame()
	img.Clear()
	b.Draw(img)
	if *shots != "" {
		if err := ui.SavePNG(img, *shots+"/grenade-preview.png"); err != nil {
			t.Fatal(err)
		}
	}
	uitest.Golden(t, "grenade-preview", img, 3)
	if p := v.Preview("red", throwAt(target.ID)); p.Err != nil || p.Template == nil || p.Odds == nil {
		t.Fatalf("the throw's preview: %+v", p)
	}
	d.claim(0) // red takes the pointer (a hotseat screen, blue's orders by a bot)
	d.press(controls.Order, target.Base.Centre)
	var landed []combat.BlastLanded
	for range 4 * match.TicksPerSecond {
		d.frame()
		if landed = blasts(b.Match()); len(landed) > 0 {
			break
		}
	}
	if len(landed) == 0 {
		t.Fatalf("no grenade came down\n%s", dumpLog(b.Match()))
	}
	img.Clear()
	b.Draw(img)
	if *shots != "" {
		if err := ui.SavePNG(img, *shots+"/grenade-landed.png"); err != nil {
			t.Fatal(err)
		}
	}
}

// throwAt is a throw at unit id.
func throwAt(id string) orders.Order {
	return orders.Order{Unit: "ec-trooper-1", Verb: blast.Throw, Target: id}
}

// blasts is every blast_landed event so far.
func blasts(m *match.Match) []combat.BlastLanded {
	var out []combat.BlastLanded
	for _, e := range m.View().Log(0) {
		if l, ok := e.Event.(combat.BlastLanded); ok {
			out = append(out, l)
		}
	}
	return out
}
