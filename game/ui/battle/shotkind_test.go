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
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// openPaused opens file against the hard AI, the person playing red,
// and pauses it after its first frame.
func openPaused(t *testing.T, file string) *driver {
	t.Helper()
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	s := loadScenario(t, env, file)
	b, err := battle.New(env, ui.MatchSetup{Scenario: s, ScenarioName: file, Seed: 4, Mode: ui.VersusAI, Human: 0, AI: "hard"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(env.Controls.ReleaseCursor)
	d := &driver{t: t, env: env, b: b}
	d.frame()
	d.press(controls.Pause, geom.Vec{})
	return d
}

// drawn is every text the battle screen draws now, spaces folded.
func (d *driver) drawn() string {
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	var all []string
	for _, box := range ui.RecordText(func() { d.b.Draw(img) }) {
		all = append(all, box.Text)
	}
	return strings.Join(strings.Fields(strings.Join(all, " ")), " ")
}

// Pressing S again picks the next kind of shot for the selected model;
// a model newly selected starts from a standard shot, whatever the last
// one fired. A newcomer pressing S for each model in turn got a snap
// shot, then an aimed one, and a trooper of RC 2 snap-fired with no die.
func TestANewModelStartsFromAStandardShot(t *testing.T) {
	d := openPaused(t, "testdata/morale.yaml")
	var red []orders.Unit
	for _, u := range d.b.Match().View().Units() {
		if u.Side == 0 {
			red = append(red, u)
		}
	}
	d.press(controls.Select, red[0].Base.Centre)
	d.press(controls.VerbShoot, geom.Vec{})
	if got := d.drawn(); !strings.Contains(got, "shoot (standard shot)") {
		t.Fatalf("S pressed once: %q", got)
	}
	d.frame() // the key comes up
	d.press(controls.VerbShoot, geom.Vec{})
	if got := d.drawn(); !strings.Contains(got, "shoot (snap shot)") {
		t.Fatalf("S pressed twice: %q", got)
	}
	d.press(controls.Select, red[1].Base.Centre)
	d.press(controls.VerbShoot, geom.Vec{})
	if got := d.drawn(); !strings.Contains(got, "shoot (standard shot)") {
		t.Errorf("another model selected, S: %q", got)
	}
}

// A shot that cannot hit (the pistol at 15", beyond its 7") is held
// back the first time it is given, with why; given again it goes. Only
// then does the match see it.
func TestAShotThatCannotHitIsHeldBackOnce(t *testing.T) {
	d := openPaused(t, "testdata/duel-pistol.yaml")
	m := d.b.Match()
	units := m.View().Units()
	red, blue := units[0], units[1]
	d.press(controls.Select, red.Base.Centre)
	d.press(controls.VerbShoot, geom.Vec{})
	d.press(controls.Order, blue.Base.Centre)
	if got := d.drawn(); !strings.Contains(got, "cannot hit: the target is out of range") || strings.Contains(got, "1 order queued") {
		t.Fatalf("the first time: %q", got)
	}
	d.frame() // the button comes up
	d.press(controls.Order, blue.Base.Centre)
	if got := d.drawn(); !strings.Contains(got, "1 order queued") {
		t.Fatalf("given again, the shot is not queued: %q", got)
	}
	d.press(controls.Pause, geom.Vec{})
	d.frames(3)
	if got := declaredBy(m, "red"); len(got) != 1 {
		t.Errorf("red's declarations at ticks %v; want the shot given twice, once", got)
	}
}

// Once the AI has spent its AP, the round waits on the person alone
// (KG-AP-05): after 5 s the screen says so, once a round, naming the AP
// left and the done key.
func TestTheRoundSaysItWaitsOnYou(t *testing.T) {
	d := openPaused(t, "testdata/duel.yaml")
	d.frame() // the key comes up
	d.press(controls.Pause, geom.Vec{})
	m := d.b.Match()
	const want = "the round ends when you spend your"
	told := -1.0
	for f := 0; f < 60*match.TicksPerSecond && told < 0; f++ {
		d.frame()
		if f%30 == 0 && strings.Contains(d.drawn(), want) {
			told = float64(f) / match.TicksPerSecond
		}
	}
	if told < 0 {
		t.Fatalf("never told in 60 s; blue has %+v", m.View().Sides()[1])
	}
	blue := m.View().Sides()[1]
	t.Logf("told after %.1f s, tick %d; blue %+v", told, m.Tick(), blue)
	if !(blue.Done || blue.AP == 0) || m.View().Round() != 1 {
		t.Errorf("told at %.1f s while blue (%+v) could still act, round %d", told, blue, m.View().Round())
	}
	if got := d.drawn(); !strings.Contains(got, "press D twice") {
		t.Errorf("the nudge does not name the done key: %q", got)
	}
}
