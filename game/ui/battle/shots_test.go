package battle_test

import (
	"flag"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

var shots = flag.String("shots", "", "write the docs' screenshots into this directory")

// midFight is the default scenario after two baseline bots have played
// it for a while, on seed 5: models closing in, some hurt, dice in the log.
func midFight(t testing.TB, env *ui.Env, ticks int) *battle.Battle {
	t.Helper()
	s, err := scenarios.Default(env.Content)
	if err != nil {
		t.Fatal(err)
	}
	b, err := battle.NewWithPlayers(env, ui.MatchSetup{Scenario: s, ScenarioName: s.Name, Seed: 5},
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

// selectUnit clicks on unit id through the input layer.
func selectUnit(t testing.TB, env *ui.Env, b *battle.Battle, id string) {
	t.Helper()
	u, ok := b.Match().View().Unit(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	x, y := b.Camera().ToScreen(u.Base.Centre)
	env.Controls.Simulate(controls.Select, x, y)
	env.Controls.Update()
	if err := b.Update(); err != nil {
		t.Fatal(err)
	}
	env.Controls.Update()
}

// closest is the pair of enemies nearest each other where the first
// (side 0) may shoot the second.
func closest(m *match.Match) (*orders.Unit, *orders.Unit) {
	var a, e *orders.Unit
	view := m.View()
	units := view.Units()
	for i := range units {
		u := &units[i]
		for j := range units {
			v := &units[j]
			if u.Side != 0 || v.Side != 1 || !u.Alive() || !v.Alive() ||
				a != nil && u.Base.Centre.Dist(v.Base.Centre) >= a.Base.Centre.Dist(e.Base.Centre) {
				continue
			}
			if p := view.Preview(view.Sides()[0].ID, orders.Order{Unit: u.ID, Verb: orders.Shoot, Target: v.ID}); p.Err == nil && !p.Ranged.OutOfRange {
				a, e = u, v
			}
		}
	}
	return a, e
}

// The battle screen mid-fight: zoomed on the closest pair, one model
// selected with its reach, ranges and sight, a shot at the enemy
// previewed with its target number and odds.
func TestBattleMidFight(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	b := midFight(t, env, 60*75)
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img) // lays the screen out
	u, e := closest(b.Match())
	for more := 0; u == nil && more < 60*60; more++ { // play on until a shot is in range
		if err := b.Update(); err != nil {
			t.Fatal(err)
		}
		u, e = closest(b.Match())
	}
	if u == nil {
		t.Fatal("no side-0 model has an enemy in range after a minute more of play")
	}
	cam := b.Camera()
	cam.Centre.X, cam.Centre.Y = (u.Base.Centre.X+e.Base.Centre.X)/2, (u.Base.Centre.Y+e.Base.Centre.Y)/2
	cam.Zoom = 22
	selectUnit(t, env, b, u.ID)
	env.Controls.Simulate(controls.VerbShoot, 0, 0)
	env.Controls.SimulateCursor(cam.ToScreen(e.Base.Centre))
	defer env.Controls.ReleaseCursor()
	env.Controls.Update()
	if err := b.Update(); err != nil {
		t.Fatal(err)
	}
	img.Clear()
	b.Draw(img)
	if *shots != "" {
		if err := ui.SavePNG(img, *shots+"/battle-mid-fight.png"); err != nil {
			t.Fatal(err)
		}
	}
	uitest.Golden(t, "battle-mid-fight", img, 3)
}
