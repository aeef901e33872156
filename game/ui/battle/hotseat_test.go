package battle_test

import (
	"fmt"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// driver plays the battle screen through the input layer, one frame at a
// time, as a person at the keyboard and mouse would.
type driver struct {
	t   *testing.T
	env *ui.Env
	b   *battle.Battle
}

// frame runs one frame: the devices are read, then the screen updates.
func (d *driver) frame() {
	d.t.Helper()
	d.env.Controls.Update()
	if err := d.b.Update(); err != nil {
		d.t.Fatal(err)
	}
}

// frames runs n frames.
func (d *driver) frames(n int) {
	d.t.Helper()
	for range n {
		d.frame()
	}
}

// press presses a pointer action at deck point p (the cursor moves there
// first) and runs the frame that sees it.
func (d *driver) press(a controls.Action, p geom.Vec) {
	d.t.Helper()
	x, y := d.b.Camera().ToScreen(p)
	x, y = ui.Px(x), ui.Px(y) // layout units to screen pixels
	d.env.Controls.SimulateCursor(x, y)
	d.env.Controls.Simulate(a, x, y)
	d.frame()
}

// claim presses hotseat player i's claim key.
func (d *driver) claim(i int) {
	d.t.Helper()
	d.env.Controls.SimulatePlayer(i, controls.Claim)
	d.frame()
}

// The done-when exchange of issue 6: red claims and declares a combo of
// two moves (a repeated action, KG-CMB-05); blue claims while the red
// model walks and shoots it. The shot is held until the first move ends
// and then strikes between the repeats, finding the model mid-path (RULINGS:
// the real-time AP clock).
func TestHotseatExchange(t *testing.T) {
	d := openHotseat(t, "testdata/duel.yaml", 3)
	m := d.b.Match()
	units := m.View().Units()
	red, blue := units[0], units[1]
	start := red.Base.Centre

	d.claim(0)
	d.press(controls.Select, red.Base.Centre)
	d.press(controls.VerbMove, red.Base.Centre)
	first := geom.Vec{X: start.X, Y: start.Y + 2.5}
	second := geom.Vec{X: start.X, Y: start.Y + 5}
	d.press(controls.AddStep, first)
	d.press(controls.Order, second) // adds the last step and declares
	declared := m.View().Running("red")
	if len(declared) != 2 {
		t.Fatalf("red's combo is %v; log:\n%s", declared, dumpLog(m))
	}

	d.frames(15) // the model is on its way
	if c := unitNow(t, m, red.ID).Base.Centre; c == start || c.Dist(first) < 0.1 {
		t.Fatalf("red stands at %v: not mid-path", c)
	}
	d.claim(1)
	d.press(controls.Select, blue.Base.Centre)
	d.press(controls.VerbShoot, blue.Base.Centre)
	d.press(controls.Order, unitNow(t, m, red.ID).Base.Centre)
	if got := m.View().Targets()[red.ID]; got.Unit != blue.ID || got.Verb != orders.Shoot {
		t.Fatalf("blue's shot was not declared: targets %v; log:\n%s", m.View().Targets(), dumpLog(m))
	}
	d.frames(4 * match.TicksPerSecond)

	// The log: red's combo, blue's shot, the shot's roll between the two
	// arrivals, where the first move ended.
	var declaredBy []string
	var arrivals []int
	shotTick, shotAt := -1, geom.Vec{}
	for _, e := range m.View().Log(0) {
		switch ev := e.Event.(type) {
		case orders.Declared:
			declaredBy = append(declaredBy, ev.Side)
		case orders.Arrived:
			if ev.Unit == red.ID {
				arrivals = append(arrivals, e.Tick)
				if len(arrivals) == 1 {
					shotAt = geom.Vec{X: ev.X, Y: ev.Y}
				}
			}
		case combat.Roll:
			if ev.By == blue.ID && ev.Purpose == "to hit" && shotTick < 0 {
				shotTick = e.Tick
			}
		}
	}
	if len(declaredBy) != 2 || declaredBy[0] != "red" || declaredBy[1] != "blue" {
		t.Errorf("declarations by %v, want red then blue", declaredBy)
	}
	if shotTick < 0 {
		t.Fatalf("blue never rolled to hit; log:\n%s", dumpLog(m))
	}
	if len(arrivals) < 1 || shotTick < arrivals[0] {
		t.Errorf("the shot (tick %d) resolved before the first move ended (arrivals %v)", shotTick, arrivals)
	}
	if len(arrivals) == 2 && shotTick > arrivals[1] {
		t.Errorf("the shot (tick %d) waited for the whole combo (arrivals %v): KG-CMB-05 lets it in between repeats", shotTick, arrivals)
	}
	if shotAt.Dist(first) > 0.05 {
		t.Errorf("the first move ended at %v, want %v", shotAt, first)
	}
}

// openHotseat opens a hotseat match of the scenario file with seed on a
// fresh test environment, runs its first frame, and returns its driver.
// The simulated cursor is handed back when the test ends.
func openHotseat(t *testing.T, file string, seed uint64) *driver {
	t.Helper()
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	s := loadScenario(t, env, file)
	b, err := battle.New(env, ui.MatchSetup{Scenario: s, ScenarioName: file, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(env.Controls.ReleaseCursor)
	d := &driver{t: t, env: env, b: b}
	d.frame()
	return d
}

// unitNow is unit id as it stands now.
func unitNow(t testing.TB, m *match.Match, id string) orders.Unit {
	t.Helper()
	u, ok := m.View().Unit(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	return u
}

// dumpLog is the match log in short, for failure messages.
func dumpLog(m *match.Match) string {
	out := ""
	for _, e := range m.View().Log(0) {
		if _, ok := e.Event.(match.Deployed); !ok {
			out += fmt.Sprintf("  t%d %T %+v\n", e.Tick, e.Event, e.Event)
		}
	}
	return out
}
