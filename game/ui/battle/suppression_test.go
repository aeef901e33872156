package battle_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/suppression"
)

// Suppression and stances on the battle screen (XS-06): a save is
// resumed once red's commander has braced, blue's cultist 2 has taken
// full cover and cultist 1's suppressive fire has laid tokens on red's
// second trooper. Selected, the suppressed trooper's panel says so, the
// hint bar offers it a brace but no full cover (it stands in the open),
// and a move's preview gives its test's exact chance (golden image, the
// badges "S…", "B" and "C" on the board); the braced commander is
// offered no second brace. A suppressive shot's preview tells the tokens
// it lays; a shot at the cultist in full cover is refused, saying why;
// Shift+B and Enter brace the first trooper.
func TestSuppressionOnTheBattleScreen(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	const file = "testdata/suppression.yaml"
	s := loadScenario(t, env, file)
	rules, err := modules.Rules(s.Modules, env.Content)
	if err != nil {
		t.Fatal(err)
	}
	decls, err := rules.ParseOrders("orders", "0 red ec-commander-1 brace\n0 blue renegade-cultist-2 cover\n60 blue renegade-cultist-1 shoot red.ec-trooper-2 suppressive\n")
	if err != nil {
		t.Fatal(err)
	}
	scripts, _ := match.Scripts([2]string{"red", "blue"}, decls)
	scripts[0].AutoDone, scripts[1].AutoDone = false, false // the round goes on for the screen
	m, err := match.New(s, env.Content, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{scripts[0], scripts[1]})
	if err != nil {
		t.Fatal(err)
	}
	for m.Tick() < 130 && !m.Over() {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	v := m.View()
	if suppression.Tokens(v, "red.ec-trooper-2") == 0 || suppression.StanceOf(v, "red.ec-commander-1") != suppression.Braced ||
		suppression.StanceOf(v, "blue.renegade-cultist-2") != suppression.FullCover {
		t.Fatalf("the set-up did not come about\n%s", dumpLog(m))
	}
	rec := m.Record(file, 1, nil)
	idle, _ := match.Scripts([2]string{"red", "blue"}, nil)
	b, err := battle.NewWithPlayers(env, ui.MatchSetup{Scenario: s, ScenarioName: file, Seed: rec.Seed, Resume: &rec}, [2]match.Player{nil, idle[1]})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(env.Controls.ReleaseCursor)
	d := &driver{t: t, env: env, b: b}
	v = b.Match().View()
	at := func(id string) geom.Vec { u, _ := v.Unit(id); return u.Base.Centre }
	hints := func() string {
		all := d.drawn()
		return all[strings.Index(all, "click select"):]
	}
	cam := b.Camera()
	cam.Centre, cam.Zoom = geom.Vec{X: 10, Y: 5}, 44

	d.press(controls.Select, at("red.ec-trooper-2"))
	if got := d.drawn(); !strings.Contains(got, "suppressed:") || !strings.Contains(got, "tests Willpower at TN") {
		t.Errorf("the suppressed trooper's panel does not say so:\n%s", got)
	}
	if got := hints(); !strings.Contains(got, "brace") || strings.Contains(got, "full cover") {
		t.Errorf("the trooper in the open: hints %q; want brace, no full cover", got)
	}
	d.frame()
	d.env.Controls.Simulate(controls.VerbMove, 0, 0)
	x, y := cam.ToScreen(geom.Vec{X: 5.5, Y: 7.5})
	d.env.Controls.SimulateCursor(ui.Px(x), ui.Px(y))
	d.frame()
	if got := d.drawn(); !strings.Contains(got, "suppression test first: Willpower TN") {
		t.Errorf("the suppressed trooper's move does not preview its test:\n%s", got)
	}
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	uitest.Golden(t, "suppression-test-preview", img, 3)
	saveShot(t, img, "suppression")

	d.frame()
	d.press(controls.Select, at("red.ec-commander-1"))
	if got := hints(); strings.Contains(got, "brace") {
		t.Errorf("the braced commander is offered a brace again: %q", got)
	}
	if got := d.drawn(); !strings.Contains(got, "braced") {
		t.Errorf("the braced commander's panel does not say so:\n%s", got)
	}

	d.frame()
	d.aim(cam.Centre, cam.Zoom, at("red.ec-trooper-1"), controls.VerbShoot, at("blue.renegade-cultist-2"))
	if got := d.drawn(); !strings.Contains(got, "full cover") {
		t.Errorf("the shot at the cultist in full cover is not refused for it:\n%s", got)
	}
	d.frame()
	d.aim(cam.Centre, cam.Zoom, at("red.ec-trooper-1"), controls.VerbShoot, at("blue.renegade-cultist-1"))
	if got := d.drawn(); !strings.Contains(got, "suppression on") {
		t.Errorf("the assault rifle's shot does not preview the tokens it lays:\n%s", got)
	}

	d.frame()
	d.claim(0)
	d.press(controls.Select, at("red.ec-trooper-1"))
	brace, ok := controls.ModuleAction("brace")
	if !ok {
		t.Fatal("no brace key")
	}
	d.env.Controls.Simulate(brace, 0, 0)
	d.frame()
	d.press(controls.Declare, geom.Vec{})
	for range 2 * match.TicksPerSecond {
		d.frame()
	}
	if suppression.StanceOf(b.Match().View(), "red.ec-trooper-1") != suppression.Braced {
		t.Fatalf("Shift+B and Enter did not brace the trooper\n%s", dumpLog(b.Match()))
	}
}
