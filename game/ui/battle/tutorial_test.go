package battle_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// The first battle walks through its lessons as the person does what
// each teaches, and not before: it starts paused (lesson 1) and moves on
// when play starts, when a blue model is selected, and when a move is
// taken by the match (queued while paused, it is not yet); a lesson done
// early (Waiting, a new round) waits for the ones before it.
func TestFirstBattleLessons(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	s, err := scenarios.LoadShipped(ui.TutorialScenario, env.Content)
	if err != nil {
		t.Fatal(err)
	}
	b, err := battle.New(env, ui.MatchSetup{Scenario: s, ScenarioName: ui.TutorialScenario, Seed: 5, Mode: ui.VersusAI, AI: ui.TutorialAI, Tutorial: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(env.Controls.ReleaseCursor)
	d := &driver{t: t, env: env, b: b}
	m := b.Match()
	press := func(a controls.Action, p geom.Vec) {
		d.press(a, p)
		d.frame() // released: the same action pressed next is a new press
	}
	lesson := func(want int, after string) {
		t.Helper()
		if got, of := b.TutorialStep(); got != want || of != 9 {
			t.Fatalf("after %s: lesson %d of %d; want %d of 9", after, got, of, want)
		}
	}
	d.frames(30)
	lesson(0, "opening")
	if m.Tick() != 0 {
		t.Fatalf("the first battle did not start paused: tick %d", m.Tick())
	}
	press(controls.Pause, geom.Vec{})
	lesson(1, "starting time")
	press(controls.Pause, geom.Vec{}) // paused again: the lessons go on all the same
	units := m.View().Units()
	var mine, enemy orders.Unit
	for _, u := range units {
		switch {
		case u.Side == 0 && mine.ID == "":
			mine = u
		case u.Side == 1 && enemy.ID == "":
			enemy = u
		}
	}
	press(controls.Select, enemy.Base.Centre)
	lesson(1, "selecting an enemy")
	press(controls.Select, mine.Base.Centre)
	lesson(2, "selecting a blue model")
	press(controls.VerbMove, mine.Base.Centre)
	press(controls.Order, geom.Vec{X: mine.Base.Centre.X + 1, Y: mine.Base.Centre.Y})
	lesson(2, "a move queued while paused (not taken yet)")
	press(controls.Pause, geom.Vec{})
	d.frames(3)
	lesson(3, "the move taken")
	d.frames(2 * match.TicksPerSecond) // the command channel is busy a second at half speed (KG-CMB-06)
	press(controls.VerbWait, mine.Base.Centre)
	press(controls.Order, mine.Base.Centre)
	d.frames(3)
	lesson(3, "Waiting before facing (the lessons go in order)")
	if !b.TutorialDid(orders.Wait) {
		t.Fatalf("the Waiting order was not noted\n%s", dumpLog(m))
	}
	for i := 0; m.View().Round() < 2 && i < 120*match.TicksPerSecond; i++ {
		if i%60 == 0 {
			press(controls.DoneRound, geom.Vec{})
		} else {
			d.frame()
		}
	}
	lesson(3, "a new AP round, still without a turn")
	if !strings.Contains(m.View().Scenario().Name, "First Battle") {
		t.Errorf("the tutorial played %q", m.View().Scenario().Name)
	}
}
