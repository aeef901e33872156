package battle_test

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/scenarios"
)

// fightOn opens a scenario by name (a shipped one, or random-SEED) with
// two baseline bots and plays it for ticks.
func fightOn(t *testing.T, env *ui.Env, name string, ticks int) *battle.Battle {
	t.Helper()
	s, err := scenarios.Open(name, env.Content)
	if err != nil {
		t.Fatal(err)
	}
	b, err := battle.NewWithPlayers(env, ui.MatchSetup{Scenario: s, ScenarioName: name, Seed: 3},
		[2]match.Player{&ai.Baseline{Side: s.Sides[0].ID}, &ai.Baseline{Side: s.Sides[1].ID}})
	if err != nil {
		t.Fatal(err)
	}
	for range ticks {
		if err := b.Update(); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

// The battle paints the deck as the ship (game/ui/art), dressed with its
// decor, and Tab turns it into the plan of AP costs and back: the two
// differ on the deck and nowhere else. With -shots the views are written
// for docs/client.md.
func TestShipAndPlanViews(t *testing.T) {
	uitest.NeedLoop(t)
	for _, name := range []string{"hangar-deathmatch", "dark-engine-room", "lake-of-blood", "random-42"} {
		env, _ := testEnv(t)
		b := fightOn(t, env, name, 60*40)
		img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
		b.Draw(img)
		cam := b.Camera()
		cam.Zoom = 20
		ship := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
		b.Draw(ship)
		env.Controls.Simulate(controls.PlanView, 0, 0)
		env.Controls.Update()
		if err := b.Update(); err != nil {
			t.Fatal(err)
		}
		env.Controls.Update()
		plan := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
		b.Draw(plan)
		mx, my, mw, mh := b.MapRect()
		differ := 0
		for y := int(my) + 30; y < int(my+mh)-40; y += 7 {
			for x := int(mx) + 10; x < int(mx+mw)-10; x += 7 {
				if ship.At(x, y) != plan.At(x, y) {
					differ++
				}
			}
		}
		if differ < 100 {
			t.Errorf("%s: the plan view and the ship view differ at %d sampled points of the deck", name, differ)
		}
		if *shots != "" {
			for file, img := range map[string]*ebiten.Image{"ship-" + name: ship, "plan-" + name: plan} {
				if err := ui.SavePNG(img, fmt.Sprintf("%s/%s.png", *shots, file)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// The plain graphics setting opens a battle on the plan view, for slow
// machines, and Tab still shows the ship; without it a battle opens on the
// ship.
func TestPlainGraphicsOpensOnThePlan(t *testing.T) {
	uitest.NeedLoop(t)
	for _, plain := range []bool{false, true} {
		env, _ := testEnv(t)
		env.Settings.PlainGraphics = plain
		b := fightOn(t, env, "hangar-deathmatch", 1)
		if b.ShowsPlan() != plain {
			t.Errorf("plain graphics %v: the battle opens on the plan: %v", plain, b.ShowsPlan())
		}
		env.Controls.Simulate(controls.PlanView, 0, 0)
		env.Controls.Update()
		if err := b.Update(); err != nil {
			t.Fatal(err)
		}
		if b.ShowsPlan() == plain {
			t.Errorf("plain graphics %v: Tab leaves the view as it was", plain)
		}
	}
}
