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
	"github.com/krygothic/krygothic/rules/modules/impulse"
	"github.com/krygothic/krygothic/rules/orders"
)

// impulseDeck is the match tests' deck in impulse mode (XS-13).
const impulseDeck = "../../match/testdata/impulse.yaml"

// Impulse mode (XS-13) against the AI, with no time pressure: when the
// person's impulse comes the screen says so (whose impulse, how to pass,
// what the AI may still interrupt with), the top bar holds no decision
// window, and game time stands still however long the person thinks;
// the pass key passes the impulse through the selected model, and the AI
// plays its own impulse and hands the next one back.
func TestImpulseAgainstTheAI(t *testing.T) {
	d := openVersus(t, impulseDeck, 0, false)
	b := d.b
	mine := func() bool {
		w, ok := b.Match().View().Whose()
		return ok && w.Waits && w.Side == 0
	}
	waitMine := func() {
		t.Helper()
		for range 60 * 60 {
			if mine() {
				d.frame()
				return
			}
			d.frame()
		}
		t.Fatalf("the person's impulse never came\n%s", dumpLog(b.Match()))
	}
	waitMine()
	if f := b.Flash(); !strings.Contains(f, "impulse, no time limit") || !strings.Contains(f, "pass (Shift+P") || !strings.Contains(f, "may still interrupt") {
		t.Errorf("the greeting of the person's impulse: %q", f)
	}
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	saveShot(t, img, "impulse-your-impulse")
	at := b.Match().Tick()
	d.frames(10 * 60) // ten seconds thinking
	if b.Match().Tick() != at || !mine() {
		t.Fatalf("game time ran while the person thought: tick %d, then %d", at, b.Match().Tick())
	}
	d.pass(0)
	if !passedBy(b.Match(), "red") {
		t.Fatalf("the person's pass was not declared: %q\n%s", b.Flash(), dumpLog(b.Match()))
	}
	d.frames(60)
	waitMine() // the AI played its impulse (or passed, ending the round) and the next is the person's
	for _, e := range b.Match().View().Log(0) {
		if r, ok := e.Event.(match.Refused); ok {
			t.Errorf("refused: %+v", r)
		}
	}
}

// pass selects a model of side and passes its impulse with the pass key.
func (d *driver) pass(side int) {
	d.t.Helper()
	var unit orders.Unit
	for _, u := range d.b.Match().View().Units() {
		if u.Side == side && u.Alive() {
			unit = u
			break
		}
	}
	pass, ok := controls.ModuleAction("pass_impulse")
	if !ok {
		d.t.Fatal("no pass_impulse key")
	}
	d.press(controls.Select, unit.Base.Centre)
	d.env.Controls.Simulate(pass, 0, 0)
	d.frame()
	d.env.Controls.Simulate(controls.Declare, 0, 0)
	d.frame()
}

// passedBy reports whether side has passed an impulse.
func passedBy(m *match.Match, side string) bool {
	for _, e := range m.View().Log(0) {
		if dc, ok := e.Event.(orders.Declared); ok && dc.Side == side && impulse.Passes(dc.Steps) {
			return true
		}
	}
	return false
}

// Impulse mode in hotseat (XS-13): the screen is handed over behind the
// cover to the side whose impulse it is, which holds the pointer without
// claiming it and is greeted with what it may do; its pass goes, and the
// next impulse is handed to the other player.
func TestImpulseInHotseat(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	b, err := battle.New(env, ui.MatchSetup{Scenario: loadScenario(t, env, impulseDeck), ScenarioName: impulseDeck, Seed: 3, Mode: ui.Hotseat})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(env.Controls.ReleaseCursor)
	d := &driver{t: t, env: env, b: b}
	w, ok := b.Match().View().Whose()
	if !ok || !w.Waits {
		t.Fatalf("no impulse waited for at the start: %+v", w)
	}
	first := w.Side
	d.frames(3 * 60) // the cover, then the side's screen
	if f := b.Flash(); !strings.Contains(f, "impulse, no time limit") {
		t.Errorf("the greeting after the hand-over: %q", f)
	}
	if b.Match().Tick() != 0 {
		t.Errorf("game time ran while the first impulse waited: tick %d", b.Match().Tick())
	}
	d.pass(first)
	id := b.Match().View().Scenario().Sides[first].ID
	if !passedBy(b.Match(), id) {
		t.Fatalf("%s's pass was not declared: %q\n%s", id, b.Flash(), dumpLog(b.Match()))
	}
	d.frames(3 * 60)
	if w, ok := b.Match().View().Whose(); !ok || w.Side != 1-first || !w.Waits {
		t.Errorf("after the pass: %+v, want the other side's impulse waited for", w)
	}
	if f := b.Flash(); !strings.Contains(f, "impulse, no time limit") {
		t.Errorf("the greeting of the second impulse: %q", f)
	}
}
