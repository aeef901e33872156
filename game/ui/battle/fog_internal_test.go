package battle

import (
	"testing"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/scenarios"
)

// Under the fog of war against the AI the screen shows the person's side
// only what its models see: on Sabotage the defenders start in their hall,
// behind walls, so no defender is drawn or can be picked, though the
// consoles (objectives) are; without fog every defender is drawn.
func TestFogHidesWhatTheSideDoesNotSee(t *testing.T) {
	env := internalEnv(t)
	c := env.Content
	s, err := scenarios.LoadShipped("sabotage", c)
	if err != nil {
		t.Fatal(err)
	}
	for _, fog := range []bool{false, true} {
		b, err := New(env, ui.MatchSetup{Scenario: s, ScenarioName: "sabotage", Seed: 1, Mode: ui.VersusAI, Human: 0, AI: "normal", Fog: fog})
		if err != nil {
			t.Fatal(err)
		}
		if err := b.m.Step(); err != nil {
			t.Fatal(err)
		}
		defenders, objectives := 0, 0
		for _, tk := range b.tokenList(b.shownUnits(&b.bufs.draw)) {
			switch tk.Side {
			case 1:
				defenders++
			case -1:
				objectives++
			}
		}
		var hidden int
		for _, u := range b.view().Units() {
			if u.Side == 1 && !u.Objective && u.OnTable {
				if _, picked := b.unitAt(u.Base.Centre); !picked {
					hidden++
				}
			}
		}
		switch {
		case objectives == 0:
			t.Errorf("fog %v: no console drawn", fog)
		case fog && (defenders != 0 || hidden == 0):
			t.Errorf("fog on: %d defenders drawn, %d not pickable; want none drawn, all hidden", defenders, hidden)
		case !fog && (defenders == 0 || hidden != 0):
			t.Errorf("fog off: %d defenders drawn, %d not pickable; want all drawn and pickable", defenders, hidden)
		}
	}
}
