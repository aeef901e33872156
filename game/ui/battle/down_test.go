package battle_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/down"
	"github.com/krygothic/krygothic/rules/orders"
)

// A Down model on the battle screen (XS-29): a save taken just after
// blue's shots downed red's trooper 1 is resumed. The trooper still lies
// on the deck, dimmed, with a "D" badge (golden image); a click selects
// it, and the panel says it is down. Its commander, in base contact,
// offers the revive key; the key, a click on the trooper and Enter bring
// it back standing.
func TestADownModelOnTheBattleScreen(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	const file = "testdata/down.yaml"
	s := loadScenario(t, env, file)
	rules, err := modules.Rules(s.Modules, env.Content)
	if err != nil {
		t.Fatal(err)
	}
	shots := ""
	for tick := 0; tick < 600; tick += 130 {
		shots += fmt.Sprintf("%d blue renegade-cultist-1 shoot red.ec-trooper-1 aimed\n", tick)
	}
	decls, err := rules.ParseOrders("orders", shots)
	if err != nil {
		t.Fatal(err)
	}
	var rec match.Record
	for seed := uint64(1); seed <= 200 && rec.SavedAt == 0; seed++ {
		scripts, _ := match.Scripts([2]string{"red", "blue"}, decls)
		m, err := match.New(s, env.Content, match.DefaultSettings(), dice.NewSeeded(seed), [2]match.Player{holding{}, scripts[1]})
		if err != nil {
			t.Fatal(err)
		}
		for m.View().Round() == 1 && !m.Over() && rec.SavedAt == 0 {
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
			if u, _ := m.View().Unit("red.ec-trooper-1"); u.F.Down {
				rec = m.Record(file, seed, nil)
			}
		}
	}
	if rec.SavedAt == 0 {
		t.Fatal("no seed of 200 downed the trooper in round 1")
	}
	idle, _ := match.Scripts([2]string{"red", "blue"}, nil) // blue gives no order while red revives
	b, err := battle.NewWithPlayers(env, ui.MatchSetup{Scenario: s, ScenarioName: file, Seed: rec.Seed, Resume: &rec},
		[2]match.Player{nil, idle[1]})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(env.Controls.ReleaseCursor)
	d := &driver{t: t, env: env, b: b}
	v := b.Match().View()
	downed, _ := v.Unit("red.ec-trooper-1")
	commander, _ := v.Unit("red.ec-commander-1")
	cam := b.Camera()
	cam.Centre, cam.Zoom = geom.Vec{X: 4, Y: 3}, 60

	d.press(controls.Select, downed.Base.Centre)
	if got := d.drawn(); !strings.Contains(got, "down") || !strings.Contains(got, "EC Trooper 1") {
		t.Errorf("selected, the Down trooper's panel does not say it is down:\n%s", got)
	}
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	uitest.Golden(t, "down-model", img, 3)

	d.claim(0)
	d.press(controls.Select, commander.Base.Centre)
	revive, ok := controls.ModuleAction("revive")
	if !ok {
		t.Fatal("no revive key")
	}
	if got := d.drawn(); !strings.Contains(got, "revive") {
		t.Errorf("the commander touching a Down friend is not offered the revive key:\n%s", got)
	}
	x, y := cam.ToScreen(downed.Base.Centre)
	env.Controls.SimulateCursor(ui.Px(x), ui.Px(y))
	env.Controls.Simulate(revive, 0, 0)
	d.frame()
	d.press(controls.Order, downed.Base.Centre)
	for range 3 * match.TicksPerSecond {
		d.frame()
	}
	back, _ := b.Match().View().Unit(downed.ID)
	broughtBack := false
	for _, e := range b.Match().View().Log(0) {
		if c, ok := e.Event.(combat.StateChanged); ok && c.Unit == downed.ID && c.State == down.BackUp {
			broughtBack = true
		}
	}
	if back.F.Down || !back.Alive() || !broughtBack {
		t.Fatalf("the revive did not bring the trooper back: down %v\n%s", back.F.Down, dumpLog(b.Match()))
	}
}

// holding is a player that gives no order and never says it is done: the
// side a test's human takes over on resuming.
type holding struct{}

func (holding) Declare(match.View) []orders.Declaration { return nil }
func (holding) Defence(match.View, string, string) (combat.DefenceClass, combat.DefenceType) {
	return combat.Passive, combat.NoDefenceType
}
func (holding) PayForWound(match.View, string, int, int, int) bool { return false }
func (holding) LetGo(match.View, string, string) bool              { return false }
