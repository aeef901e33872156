package battle

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// openFogHotseat opens a hotseat match of testdata/fog.yaml, a scenario
// fought under the fog of war (its file says fog: true, the setup does
// not).
func openFogHotseat(t *testing.T) (*Battle, func(n int)) {
	t.Helper()
	env := internalEnv(t)
	s, err := scenarios.LoadFile("testdata/fog.yaml", env.Content)
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(env, ui.MatchSetup{Scenario: s, ScenarioName: "fog", Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	frames := func(n int) {
		t.Helper()
		for range n {
			env.Controls.Update()
			if err := b.Update(); err != nil {
				t.Fatal(err)
			}
		}
	}
	frames(1)
	return b, frames
}

// shownIDs are the models the screen shows this frame.
func shownIDs(b *Battle) []string {
	var ids []string
	for _, u := range b.shownUnits(&b.bufs.draw) {
		if !u.Objective {
			ids = append(ids, u.ID)
		}
	}
	return ids
}

// Hotseat under the fog of war: while the clock runs the screen shows
// only what both sides know (here nothing: the bulkhead hides each from
// the other); a claim raises the cover, during which the claimant's
// window does not run and no order can be given; then the claimant sees
// its own side and no more. A face-off's second claimant waits its turn
// behind a cover of its own, its window held, and sees only its side.
func TestHotseatFogSwapsTheScreen(t *testing.T) {
	b, frames := openFogHotseat(t)
	if !b.view().Fog() {
		t.Fatal("the scenario says fog: true; the match is not under the fog of war")
	}
	if got := shownIDs(b); len(got) != 0 {
		t.Fatalf("while the clock runs the screen shows %v; want nothing (neither side sees the other)", got)
	}
	window := b.view().Settings().DecisionWindow
	b.env.Controls.SimulatePlayer(0, controls.Claim)
	frames(1)
	b.env.Controls.SimulatePlayer(1, controls.Claim) // within the face-off window
	frames(1)
	if !b.swap.covered() || b.swap.next != 0 {
		t.Fatalf("red claimed: cover %v for side %d; want the cover up for red", b.swap.covered(), b.swap.next)
	}
	b.selectAt(b.cam.ToScreen(b.view().Units()[0].Base.Centre))
	frames(int(swapCover*60) + 2)
	if b.swap.covered() || b.swap.viewer != 0 {
		t.Fatalf("after the cover: viewer %d, covered %v; want red's view", b.swap.viewer, b.swap.covered())
	}
	if left := b.clock.Remaining("red", b.now); left < window-0.1 {
		t.Errorf("red has %.2f s left after the cover; want its whole window (%.1f s): the cover does not count", left, window)
	}
	if left := b.clock.Remaining("blue", b.now); left < window+swapCover-0.1 {
		t.Errorf("blue, waiting, has %.2f s left; want its window held until its own cover ends", left)
	}
	if got := shownIDs(b); len(got) != 1 || got[0] != "red.ec-commander-1" {
		t.Fatalf("red's view shows %v; want red's commander alone", got)
	}
	b.env.Controls.SimulatePlayer(0, controls.Pass)
	frames(1)
	if !b.swap.covered() || b.swap.next != 1 {
		t.Fatalf("red passed in a face-off: want the cover for blue, got next %d", b.swap.next)
	}
	if b.order.selected != "" || b.flash.text != "" {
		t.Errorf("red's selection %q or message %q survive into blue's turn", b.order.selected, b.flash.text)
	}
	frames(int(swapCover*60) + 2)
	if got := shownIDs(b); b.swap.viewer != 1 || len(got) != 1 || got[0] != "blue.renegade-prophet-1" {
		t.Fatalf("blue's view (viewer %d) shows %v; want blue's prophet alone", b.swap.viewer, got)
	}
	b.env.Controls.SimulatePlayer(1, controls.Pass)
	frames(1)
	if b.swap.covered() || b.swap.viewer != -1 || b.clock.Frozen() {
		t.Errorf("both passed: viewer %d, covered %v, frozen %v; want what both know, time running", b.swap.viewer, b.swap.covered(), b.clock.Frozen())
	}
}

// What one side does out of the other's sight stays out of the shared
// log in hotseat under the fog of war, as does a refusal of its order,
// which waits for its own next view.
func TestHotseatFogKeepsTheLogToWhatBothKnow(t *testing.T) {
	b, frames := openFogHotseat(t)
	claim := func(i int) {
		t.Helper()
		b.env.Controls.SimulatePlayer(i, controls.Claim)
		frames(int(swapCover*60) + 2)
		if b.swap.viewer != i {
			t.Fatalf("side %d claimed; the screen shows viewer %d", i, b.swap.viewer)
		}
	}
	claim(1)
	b.order.selected, b.order.verb = "blue.renegade-prophet-1", orders.Move
	b.addStep(b.view().Units()[1].Base.Centre.Add(geom.Vec{X: -2}), true) // a step west, behind the bulkhead
	frames(1)
	if b.swap.viewer != -1 {
		t.Fatalf("blue declared: the screen still shows viewer %d", b.swap.viewer)
	}
	frames(120)
	moved := false
	for _, e := range b.view().Log(0) {
		if a, ok := e.Event.(orders.Arrived); ok && a.Unit == "blue.renegade-prophet-1" {
			moved = true
		}
	}
	if !moved {
		t.Fatalf("blue's move never happened: the test proves nothing\n%v", b.view().Log(0))
	}
	for _, l := range b.log.lines {
		if strings.Contains(l.Text, "Prophet") || strings.Contains(l.Text, "prophet") {
			t.Errorf("the shared log tells red of blue's hidden move: %q", l.Text)
		}
	}
	claim(1)
	b.declare([]orders.Order{{Unit: "blue.renegade-prophet-1", Verb: orders.Shoot, Target: "red.ec-commander-1"}}) // through the bulkhead: refused
	frames(1)
	if b.flash.shown(b.now) && strings.Contains(b.flash.text, "Refused") {
		t.Errorf("blue's refusal shows to both: %q", b.flash.text)
	}
	if b.swap.refused[1] == "" {
		t.Fatalf("no refusal kept for blue's next view; log:\n%v", b.view().Log(0))
	}
	claim(1)
	if !strings.Contains(b.flash.text, "Refused") {
		t.Errorf("blue's next view greets it with %q; want why its order was refused", b.flash.text)
	}
}
