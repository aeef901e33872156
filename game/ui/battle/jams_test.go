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
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/jams"
	"github.com/krygothic/krygothic/rules/orders"
)

// A jammed weapon on the battle screen (XS-02): a save taken just after
// red's first autocannon jammed is resumed. The jammed model wears a "J"
// badge, and selected, the hint bar offers J clear jam; J then Enter
// declares the clear. The other autocannon's shot previews the chance it
// jams (golden images).
func TestAJammedModelOnTheBattleScreen(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	const file = "testdata/jammed.yaml"
	s := loadScenario(t, env, file)
	rules, err := modules.Rules(s.Modules, env.Content)
	if err != nil {
		t.Fatal(err)
	}
	decls, err := rules.ParseOrders("orders", "0 red ec-trooper-1 shoot blue.renegade-cultist-1 & ec-trooper-1 shoot blue.renegade-cultist-1\n0 blue done\n")
	if err != nil {
		t.Fatal(err)
	}
	var rec match.Record
	seed := uint64(1)
	for ; seed <= 300 && rec.SavedAt == 0; seed++ {
		scripts, _ := match.Scripts([2]string{"red", "blue"}, decls)
		m, err := match.New(s, env.Content, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{scripts[0], scripts[1]})
		if err != nil {
			t.Fatal(err)
		}
		for m.Tick() < 200 && rec.SavedAt == 0 {
			if _, over := m.Result(); over {
				break
			}
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
			if m.View().Mark("red.ec-trooper-1", jams.Mark) > 0 && m.Tick() > 0 {
				rec = m.Record(file, seed, nil)
			}
		}
	}
	if rec.SavedAt == 0 {
		t.Fatal("no seed of 300 jammed the autocannon")
	}
	b, err := battle.NewWithPlayers(env, ui.MatchSetup{Scenario: s, ScenarioName: file, Seed: rec.Seed, Resume: &rec},
		[2]match.Player{nil, &ai.Baseline{Side: "blue"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(env.Controls.ReleaseCursor)
	d := &driver{t: t, env: env, b: b}
	v := b.Match().View()
	jammed, _ := v.Unit("red.ec-trooper-1")
	other, _ := v.Unit("red.ec-trooper-2")
	target, _ := v.Unit("blue.renegade-cultist-2")
	cam := b.Camera()
	cam.Centre, cam.Zoom = geom.Vec{X: 6, Y: 2.5}, 60
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	d.press(controls.Select, jammed.Base.Centre)
	d.frame()
	b.Draw(img)
	uitest.Golden(t, "jammed", img, 3)

	d.press(controls.Select, other.Base.Centre)
	env.Controls.Simulate(controls.VerbShoot, 0, 0)
	env.Controls.SimulateCursor(cam.ToScreen(target.Base.Centre))
	d.frame()
	img.Clear()
	b.Draw(img)
	uitest.Golden(t, "jam-chance-preview", img, 3)
	if p := v.Preview("red", orders.Order{Unit: "ec-trooper-2", Verb: orders.Shoot, Target: target.ID}); p.Err != nil || p.Ranged == nil {
		t.Fatalf("the other autocannon's shot: %+v", p)
	}

	d.claim(0)
	d.press(controls.Select, jammed.Base.Centre)
	clearJam, ok := controls.ModuleAction("clear_jam")
	if !ok {
		t.Fatal("no clear_jam key")
	}
	env.Controls.Simulate(clearJam, 0, 0)
	d.frame()
	env.Controls.Simulate(controls.Declare, 0, 0)
	for range 2 * match.TicksPerSecond {
		d.frame()
	}
	cleared := false
	for _, e := range b.Match().View().Log(0) {
		if r, ok := e.Event.(combat.Roll); ok && r.RuleID == jams.Rule && r.Purpose == "clear jam: Mind check" {
			cleared = true
		}
	}
	if !cleared {
		t.Fatalf("J and Enter made no clearing check\n%s", dumpLog(b.Match()))
	}
}
