package battle_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Against the AI (RULINGS): the person orders without claiming and time
// never freezes; the AI answers through the same match.
func TestAgainstTheAI(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	s := loadScenario(t, env, "testdata/duel.yaml")
	if _, err := battle.New(env, ui.MatchSetup{Scenario: s, Mode: ui.VersusAI, AI: "grandmaster"}); err == nil {
		t.Error("an unknown AI level was accepted")
	}
	b, err := battle.New(env, ui.MatchSetup{Scenario: s, ScenarioName: "testdata/duel.yaml", Seed: 4, Mode: ui.VersusAI, Human: 0, AI: "hard"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(env.Controls.ReleaseCursor)
	d := &driver{t: t, env: env, b: b}
	d.frame()
	m := b.Match()
	red := m.View().Units()[0]
	d.claim(0) // ignored: nobody claims against the AI
	d.press(controls.Select, red.Base.Centre)
	d.press(controls.Order, geom.Vec{X: red.Base.Centre.X + 2, Y: red.Base.Centre.Y})
	d.frames(3 * match.TicksPerSecond)
	sides := map[string]int{}
	for _, e := range m.View().Log(0) {
		switch ev := e.Event.(type) {
		case orders.Declared:
			sides[ev.Side]++
		case match.Refused:
			t.Errorf("refused: %+v", ev)
		}
	}
	if sides["red"] == 0 || sides["blue"] == 0 {
		t.Errorf("declarations by side %v: want the person's (red) and the AI's (blue)\n%s", sides, dumpLog(m))
	}
	if m.Tick() < 3*match.TicksPerSecond-5 {
		t.Errorf("the clock stood still: tick %d", m.Tick())
	}
}
