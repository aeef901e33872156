package battle_test

import (
	"github.com/krygothic/krygothic/rules/facet"
	"reflect"
	"testing"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/sound"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/combat"
)

// earful records every event the battle screen asks to be heard.
type earful struct{ heard []combat.Event }

func (e *earful) Hear(ev combat.Event, _ facet.Set) { e.heard = append(e.heard, ev) }

// The battle screen asks for the sound of every log entry the match
// writes after the screen opened, once each and in order (and none from
// before): a shot is heard as the shot cue.
func TestBattleHearsEveryFreshEntry(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	ear := &earful{}
	env.Sound = ear
	red := &shooter{Baseline: ai.Baseline{Side: "red"}, unit: "red.ec-commander-1", target: "blue.renegade-prophet-1"}
	b, err := battle.NewWithPlayers(env, ui.MatchSetup{Scenario: loadScenario(t, env, "testdata/duel.yaml"), ScenarioName: "duel", Seed: 3},
		[2]match.Player{red, &ai.Baseline{Side: "blue"}})
	if err != nil {
		t.Fatal(err)
	}
	opened := len(b.Match().View().Log(0))
	d := &driver{t: t, env: env, b: b}
	for range 6 * match.TicksPerSecond {
		d.frame()
		if firstRoll(b.Match(), "to hit") != nil {
			break
		}
	}
	d.frames(3)
	// The first round's start, logged as the match began, then every
	// entry logged since the screen opened.
	var want []combat.Event
	for _, e := range b.Match().View().Log(0)[:opened] {
		if _, ok := e.Event.(match.RoundStarted); ok {
			want = append(want, e.Event)
		}
	}
	if len(want) != 1 {
		t.Fatalf("%d round starts logged before the screen opened; want the first round's", len(want))
	}
	for _, e := range b.Match().View().Log(opened) {
		want = append(want, e.Event)
	}
	if !reflect.DeepEqual(ear.heard, want) {
		t.Fatalf("heard %d events, want round 1's start and the %d logged since the screen opened", len(ear.heard), len(want)-1)
	}
	shots := 0
	for _, e := range ear.heard {
		if sound.For(e, nil) == sound.Shot {
			shots++
		}
	}
	if shots == 0 {
		t.Errorf("no shot heard among %d events\n%s", len(ear.heard), dumpLog(b.Match()))
	}
}

// A hotseat claim's holder hears the clock's warning once, with a second
// of its decision window left (KG-META-04), and again on its next claim;
// a claim that ends sooner (the player passes) sounds none.
func TestClaimWarningSounds(t *testing.T) {
	d := openHotseat(t, "testdata/duel.yaml", 9)
	ear := &earful{}
	d.env.Sound = ear
	warnings := func() int {
		n := 0
		for _, e := range ear.heard {
			if sound.For(e, nil) == sound.Warning {
				n++
			}
		}
		return n
	}
	window := d.b.Match().View().Settings().DecisionWindow
	d.claim(0)
	d.frames(int((window - 1.5) * 60))
	if n := warnings(); n != 0 {
		t.Fatalf("%d warnings with 1.5 s of the claim left; want none yet", n)
	}
	d.frames(int(1.0 * 60))
	if n := warnings(); n != 1 {
		t.Fatalf("%d warnings with half a second of the claim left; want 1", n)
	}
	d.frames(2 * 60) // the window runs out
	d.claim(0)
	d.env.Controls.SimulatePlayer(0, controls.Pass)
	d.frame()
	d.frames(int(window * 60))
	if n := warnings(); n != 1 {
		t.Errorf("%d warnings after a claim passed at once; want still 1", n)
	}
	d.claim(0)
	d.frames(int(window * 60))
	if n := warnings(); n != 2 {
		t.Errorf("%d warnings after a second full claim; want 2", n)
	}
}

// A round time limit (RULINGS) sounds the clock's warning once a round,
// roundWarning (5 s) of game time before it ends the round; the top bar
// counts the seconds down.
func TestRoundLimitWarns(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	env.Settings.RoundLimit = 8
	ear := &earful{}
	env.Sound = ear
	s := loadScenario(t, env, "testdata/duel.yaml")
	b, err := battle.New(env, ui.MatchSetup{Scenario: s, ScenarioName: "duel", Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, env: env, b: b}
	warnings := func() int {
		n := 0
		for _, e := range ear.heard {
			if w, ok := e.(sound.ClockWarning); ok && w.Why == sound.RoundClock {
				n++
			}
		}
		return n
	}
	m := b.Match()
	for m.View().RoundAge() < int(2.9*match.TicksPerSecond) {
		d.frame()
	}
	if n := warnings(); n != 0 {
		t.Fatalf("%d warnings with %.1f s of the round left; want none yet", n, 8-float64(m.View().RoundAge())/match.TicksPerSecond)
	}
	for m.View().RoundAge() < int(3.1*match.TicksPerSecond) {
		d.frame()
	}
	if n := warnings(); n != 1 {
		t.Fatalf("%d warnings with under 5 s of the round left; want 1", n)
	}
	round := m.View().Round()
	for m.View().Round() == round && !m.Over() {
		d.frame()
	}
	if n := warnings(); n != 1 {
		t.Errorf("%d warnings by the end of round %d; want 1", n, round)
	}
	for m.View().RoundAge() < int(3.1*match.TicksPerSecond) && !m.Over() {
		d.frame()
	}
	if n := warnings(); n != 2 {
		t.Errorf("%d warnings 5 s before round %d ends; want 2", n, m.View().Round())
	}
}
