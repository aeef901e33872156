package app_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/host"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/app"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// Play against the AI, as a newcomer clicks through it: the page offers
// the default battle against the AI first, and the match opens paused
// before its first tick, the banner saying which key starts it, until
// that key is pressed.
func TestAgainstTheAIStartsPaused(t *testing.T) {
	uitest.NeedLoop(t)
	t.Setenv("KRYGOTHIC_HOME", t.TempDir())
	a, err := app.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	a.AIOnTheFrame = true
	t.Cleanup(a.Env().Controls.ReleaseCursor)
	p := &player{t: t, a: a, screen: ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)}
	p.step()
	p.click("Play against the AI")
	p.click("Start against the AI")
	b, ok := a.Scene().(*battle.Battle)
	if !ok {
		t.Fatalf("Start opened %T, want the battle", a.Scene())
	}
	if got := b.Match().View().Scenario().Name; !strings.Contains(got, "First Battle") {
		t.Errorf("the default battle against the AI is %q, want the First Battle", got)
	}
	for range 120 {
		p.step()
	}
	start := "PRESS " + a.Env().Controls.KeyLabels(controls.Pause)[0]
	if b.Match().Tick() != 0 || !b.Paused() || !p.shows(start) || !p.shows("TO START") {
		t.Fatalf("two seconds in: tick %d, paused %v; the screen says %q to start: %v", b.Match().Tick(), b.Paused(), start, p.shows(start))
	}
	p.shot("start-paused")
	p.press(controls.Pause, 0, 0)
	for range 30 {
		p.step()
	}
	if b.Paused() || b.Match().Tick() == 0 || p.shows("TO START") {
		t.Fatalf("after %s: tick %d, paused %v", start, b.Match().Tick(), b.Paused())
	}
}

// The default battle against the AI comes to blows (a shot, a charge or
// an attack declared) soon: in the first AP round when the person comes
// forward (played here by the normal AI), and within three rounds and
// 30 s of game time even when the person holds back and passes every
// round; the normal AI, six dice seeds. On the Hangar that took the
// second round, and five or six against a player holding back.
func TestDefaultBattleAgainstTheAIReachesContact(t *testing.T) {
	c, err := modules.Default()
	if err != nil {
		t.Fatal(err)
	}
	name := scenarios.DefaultVersusAIName
	s, err := scenarios.LoadShipped(name, c)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := host.Ready(name, s, c)
	if err != nil {
		t.Fatal(err)
	}
	for _, holdsBack := range []bool{false, true} {
		for seed := uint64(1); seed <= 6; seed++ {
			var person match.Player = &match.Script{Side: s.Sides[0].ID, AutoDone: true}
			if !holdsBack {
				person, _ = ai.New("normal", s.Sides[0].ID, seed+100)
			}
			opp, err := ai.New("normal", s.Sides[1].ID, seed)
			if err != nil {
				t.Fatal(err)
			}
			m, err := tb.New(host.Start{Settings: match.DefaultSettings(), Seed: seed, Players: [2]match.Player{person, opp}})
			if err != nil {
				t.Fatal(err)
			}
			rounds, seconds := 1, 0
			if holdsBack {
				rounds, seconds = 3, 30
			}
			contact, seen := 0, 0
			for contact == 0 && !m.Over() && m.View().Round() <= rounds {
				if err := m.Step(); err != nil {
					t.Fatal(err)
				}
				log := m.View().Log(seen)
				seen += len(log)
				for _, e := range log {
					if d, ok := e.Event.(orders.Declared); ok && contact == 0 && fights(d) {
						contact = e.Round
					}
				}
			}
			if contact == 0 || m.Tick() > seconds*match.TicksPerSecond && holdsBack {
				t.Errorf("%s, seed %d, the person holding back %v: no shot, charge or attack in %d rounds (tick %d)", name, seed, holdsBack, rounds, m.Tick())
			}
		}
	}
}

// fights reports whether a declaration shoots, charges or attacks.
func fights(d orders.Declared) bool {
	for _, step := range d.Steps {
		if f := strings.Fields(step); len(f) > 1 {
			switch orders.Verb(f[1]) {
			case orders.Shoot, orders.Charge, orders.Attack:
				return true
			}
		}
	}
	return false
}
