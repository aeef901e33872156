package battle_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/scenarios"
)

// onScreen starts the battle screen on the scenario file with seed, its
// sides played by players (nil: the person at the screen, or no one),
// after edit has changed the scenario when it is given. It returns the
// screen and a driver for it; the cursor is released when the test ends.
func onScreen(t *testing.T, file string, seed uint64, players [2]match.Player, edit func(*scenarios.Scenario)) (*battle.Battle, *driver) {
	t.Helper()
	env, _ := testEnv(t)
	s := loadScenario(t, env, file)
	if edit != nil {
		edit(s)
	}
	b, err := battle.NewWithPlayers(env, ui.MatchSetup{Scenario: s, ScenarioName: file, Seed: seed}, players)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(env.Controls.ReleaseCursor)
	return b, &driver{t: t, env: env, b: b}
}

// aim points the camera at centre with zoom, selects the model standing
// at from, presses verb's key and puts the cursor on at, then runs a
// frame: the screen previews that order. It returns the camera.
func (d *driver) aim(centre geom.Vec, zoom float64, from geom.Vec, verb controls.Action, at geom.Vec) *board.Camera {
	cam := d.b.Camera()
	cam.Centre, cam.Zoom = centre, zoom
	d.press(controls.Select, from)
	d.env.Controls.Simulate(verb, 0, 0)
	x, y := cam.ToScreen(at)
	d.env.Controls.SimulateCursor(ui.Px(x), ui.Px(y))
	d.frame()
	return cam
}

// saveShot writes img to the -shots folder as name.png, when one is named.
func saveShot(t *testing.T, img *ebiten.Image, name string) {
	t.Helper()
	if *shots == "" {
		return
	}
	if err := ui.SavePNG(img, *shots+"/"+name+".png"); err != nil {
		t.Fatal(err)
	}
}
