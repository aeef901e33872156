package battle_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// stickTo drives the gamepad's stick, a frame at a time, until the
// cursor stands on deck point p, within 2 screen pixels.
func (d *driver) stickTo(p geom.Vec) {
	d.t.Helper()
	tx, ty := d.b.Camera().ToScreen(p)
	for range 400 {
		x, y := d.env.Controls.Cursor()
		dx, dy := tx-x, ty-y
		if math.Abs(dx) < 2 && math.Abs(dy) < 2 { // closer, the push is inside the stick's dead zone
			return
		}
		const speed = 14 // controls' padSpeed: screen pixels a frame at full tilt
		d.env.Controls.SimulateStick(max(-1, min(1, dx/speed)), max(-1, min(1, dy/speed)))
		d.frame()
	}
	d.t.Fatalf("the stick did not bring the cursor to %v", p)
}

// pad presses a gamepad button and runs the frame that sees it, and a
// frame with it released (the library reads a simulated press two frames
// running as one held press).
func (d *driver) pad(key string) {
	d.t.Helper()
	d.env.Controls.SimulatePad(key)
	d.frames(2)
}

// A hotseat turn played with a gamepad alone: Start claims the pointer
// for the first player, the stick brings the cursor to the model, A
// selects it, the shoulders choose run, the stick goes to a point, X adds
// the run there to the combo and Y declares it.
func TestAGamepadAlonePlaysSelectOrderDeclare(t *testing.T) {
	d := openHotseat(t, "testdata/duel.yaml", 3)
	m := d.b.Match()
	d.pad("gamepad_start")
	if f := d.b.Flash(); strings.Contains(f, "No pause") {
		t.Errorf("Start claimed and also warned %q: pause and claim share it, and only the claim counts in hotseat", f)
	}
	red := m.View().Units()[0]
	d.stickTo(red.Base.Centre)
	d.pad("gamepad_a")
	d.pad("gamepad_r1") // move → run
	d.pad("gamepad_r1") // run → shoot
	d.pad("gamepad_l1") // back to run
	to := geom.Vec{X: red.Base.Centre.X + 3, Y: red.Base.Centre.Y}
	d.stickTo(to)
	d.pad("gamepad_x")
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	d.b.Draw(img)
	saveShot(t, img, "gamepad-combo")
	if got := redDeclared(m); got != nil {
		t.Fatalf("X declared %v at once; it should only add the step", got)
	}
	d.pad("gamepad_y")
	d.frames(match.TicksPerSecond / 2)
	got := redDeclared(m)
	if len(got) != 1 {
		t.Fatalf("red declared %v, want one run; log:\n%s", got, dumpLog(m))
	}
	var unit, verb string
	var x, y float64
	if _, err := fmt.Sscanf(got[0], "%s %s %g %g", &unit, &verb, &x, &y); err != nil || unit != red.ID || verb != "run" ||
		(geom.Vec{X: x, Y: y}).Dist(to) > 0.2 {
		t.Fatalf("red declared %q, want %s run to about %v", got[0], red.ID, to)
	}
}

// redDeclared is the steps of red's first declaration, or nil.
func redDeclared(m *match.Match) []string {
	for _, e := range m.View().Log(0) {
		if ev, ok := e.Event.(orders.Declared); ok && ev.Side == "red" {
			return ev.Steps
		}
	}
	return nil
}

// A prompt answered with a gamepad: while blue is asked whether it lets
// red's trooper break off, A (the first answer: let it go) answers it.
func TestAGamepadAnswersAPrompt(t *testing.T) {
	d := openHotseat(t, "testdata/melee.yaml", 5)
	m := d.b.Match()
	trooper, _ := m.View().Unit("red.ec-trooper-1")
	cultist, _ := m.View().Unit("blue.renegade-cultist-1")
	d.declareAgainst(controls.VerbBreakOff, orders.BreakOff, trooper.Base.Centre, cultist.ID, cultist.Base.Centre)
	if d.b.Prompt() == "" {
		t.Fatal("no prompt is up")
	}
	d.pad("gamepad_a")
	if d.b.Prompt() != "" {
		t.Fatal("gamepad A did not answer the prompt")
	}
	d.frames(2 * match.TicksPerSecond)
	var answers []match.Choice
	for _, c := range m.Record("melee", 5, nil).Choices {
		if c.Kind == "letgo" {
			answers = append(answers, c)
		}
	}
	if len(answers) != 1 || answers[0].Unit != cultist.ID || !answers[0].Pay {
		t.Errorf("recorded answers %+v, want blue's let go", answers)
	}
}
