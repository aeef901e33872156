package battle_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/host"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// openSolo opens the duel against the hard AI, the person playing red.
func openSolo(t *testing.T) *driver {
	t.Helper()
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	s := loadScenario(t, env, "testdata/duel.yaml")
	b, err := battle.New(env, ui.MatchSetup{Scenario: s, ScenarioName: "testdata/duel.yaml", Seed: 4, Mode: ui.VersusAI, Human: 0, AI: "hard"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(env.Controls.ReleaseCursor)
	return &driver{t: t, env: env, b: b}
}

// declaredBy lists the ticks of side's declarations in m's log, taken or
// refused.
func declaredBy(m *match.Match, side string) []int {
	var ticks []int
	for _, e := range m.View().Log(0) {
		switch ev := e.Event.(type) {
		case orders.Declared:
			if ev.Side == side {
				ticks = append(ticks, e.Tick)
			}
		case match.Refused:
			if ev.Side == side {
				ticks = append(ticks, e.Tick)
			}
		}
	}
	return ticks
}

// Against the AI Space pauses (RULINGS: against the AI): no tick passes,
// however long the pause; an order declared while paused waits, and goes
// out at the first tick after play resumes. The save names who played
// each side and the pause, so it resumes against the same AI.
func TestPauseAgainstTheAI(t *testing.T) {
	d := openSolo(t)
	m := d.b.Match()
	d.frames(10)
	d.press(controls.Pause, geom.Vec{})
	paused := m.Tick()
	if paused < 10 {
		t.Fatalf("paused at tick %d, before 10 frames had run", paused)
	}
	d.frames(2 * match.TicksPerSecond)
	if m.Tick() != paused {
		t.Fatalf("two seconds of pause played %d ticks", m.Tick()-paused)
	}
	red := m.View().Units()[0]
	d.press(controls.Select, red.Base.Centre)
	d.press(controls.Order, geom.Vec{X: red.Base.Centre.X + 2, Y: red.Base.Centre.Y})
	d.frames(30)
	if got := declaredBy(m, "red"); len(got) != 0 || m.Tick() != paused {
		t.Fatalf("while paused: red's declarations at ticks %v, tick %d (paused at %d)", got, m.Tick(), paused)
	}
	d.press(controls.Save, geom.Vec{})
	d.press(controls.Pause, geom.Vec{})
	if got := declaredBy(m, "red"); len(got) != 1 || got[0] != paused {
		t.Fatalf("after resuming: red's declarations at ticks %v; want the queued one at tick %d\n%s", got, paused, dumpLog(m))
	}

	dir, err := settings.SavesDir()
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 1 {
		t.Fatalf("saves %v", files)
	}
	rec, err := match.Load(files[0])
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Players) != 2 || rec.Players[0] != match.Person || rec.Players[1] != "hard" {
		t.Errorf("the save's players %q; want a person (red) against the hard AI", rec.Players)
	}
	if len(rec.Pauses) != 1 || rec.Pauses[0].Tick != paused || rec.Pauses[0].Seconds < 2 {
		t.Errorf("the save's pauses %+v; want one going on at tick %d, over 2 s long", rec.Pauses, paused)
	}
	table, err := host.Reopen(files[0], rec, d.env.Content)
	if err != nil {
		t.Fatal(err)
	}
	setup := ui.ResumeSetup(&rec, table)
	if setup.Mode != ui.VersusAI || setup.Human != 0 || setup.AI != "hard" {
		t.Errorf("the save resumes as mode %v, person on side %d, AI %q; want against the hard AI, person red", setup.Mode, setup.Human, setup.AI)
	}
	again, err := battle.New(d.env, setup)
	if err != nil {
		t.Fatal(err)
	}
	// Watched, the replay stands still where the game was paused, for
	// up to 2 s, then plays on.
	watch, err := battle.Watch(d.env, rec, table)
	if err != nil {
		t.Fatal(err)
	}
	w := &driver{t: t, env: d.env, b: watch}
	for watch.Match().Tick() < paused {
		w.frame()
	}
	w.frames(90)
	if got := watch.Match().Tick(); got != paused {
		t.Errorf("the replay went on to tick %d within 1.5 s of the pause at tick %d", got, paused)
	}
	w.frames(60)
	if got := watch.Match().Tick(); got <= paused {
		t.Errorf("the replay still stands at tick %d 2.5 s after reaching the pause", got)
	}
	// Opened 5 s of game time past the pause (the client's watch --at),
	// it plays there before its first frame, the pause held on the way.
	from, err := battle.Watch(d.env, rec, table)
	if err != nil {
		t.Fatal(err)
	}
	if err := from.PlayTo(float64(paused)/match.TicksPerSecond + 5); err != nil {
		t.Fatal(err)
	}
	if got, want := from.Match().Tick(), paused+5*match.TicksPerSecond; got != want && !from.Match().Over() {
		t.Errorf("watched from %d s in, the replay stands at tick %d; want %d", want/match.TicksPerSecond, got, want)
	}

	a := &driver{t: t, env: d.env, b: again}
	a.frames(5 * match.TicksPerSecond)
	after := 0
	for _, tick := range declaredBy(again.Match(), "blue") {
		if tick > rec.SavedAt {
			after++
		}
	}
	if after == 0 {
		t.Errorf("resumed, the AI declared nothing in 5 s: it came back as hotseat")
	}
}

// The speeds run 0.5×, 1× and 2× of game time (ticks) a real second;
// each key steps once, and stops at the ends.
func TestGameSpeeds(t *testing.T) {
	d := openSolo(t)
	m := d.b.Match()
	second := func() int {
		before := m.Tick()
		d.frames(60)
		return m.Tick() - before
	}
	if got := second(); got < 58 || got > 62 {
		t.Errorf("at first: %d ticks a second; want 60", got)
	}
	for _, step := range []struct {
		press controls.Action
		want  int
	}{
		{controls.SpeedUp, 120}, {controls.SpeedUp, 120}, {controls.SpeedDown, 60}, {controls.SpeedDown, 30}, {controls.SpeedDown, 30},
	} {
		d.press(step.press, geom.Vec{})
		if got := second(); got < step.want-2 || got > step.want+2 {
			t.Errorf("after %v: %d ticks a second; want %d", step.press, got, step.want)
		}
	}
}

// With "No pause against the AI" on, Space and the speed keys do
// nothing; in hotseat there is no pause (a claim stops the clock).
func TestNoPause(t *testing.T) {
	d := openSolo(t)
	d.env.Settings.NoPause = true
	m := d.b.Match()
	d.press(controls.Pause, geom.Vec{})
	d.press(controls.SpeedUp, geom.Vec{})
	before := m.Tick()
	d.frames(60)
	if got := m.Tick() - before; got < 58 || got > 62 {
		t.Errorf("no pause set: %d ticks a second after Space and ], want 60", got)
	}
	h := openHotseat(t, "testdata/duel.yaml", 9)
	h.press(controls.Pause, geom.Vec{})
	before = h.b.Match().Tick()
	h.frames(60)
	if got := h.b.Match().Tick() - before; got < 58 {
		t.Errorf("hotseat: Space paused the clock (%d ticks a second)", got)
	}
}

// Orders given while the game is paused against the AI all go out when
// play resumes, one after another as the command channel frees
// (KG-CMB-06), none refused for a busy channel; the banner counts them.
// A newcomer who queued a move for each of five models saw four refused.
func TestOrdersQueuedWhilePausedGoOneAfterAnother(t *testing.T) {
	d := openSolo(t)
	m := d.b.Match()
	d.frames(1)
	d.press(controls.Pause, geom.Vec{})
	red := m.View().Units()[0]
	for _, dx := range []float64{2, 4} {
		d.press(controls.Select, red.Base.Centre)
		d.press(controls.Order, geom.Vec{X: red.Base.Centre.X + dx, Y: red.Base.Centre.Y})
	}
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	var drawn []string
	for _, box := range ui.RecordText(func() { d.b.Draw(img) }) {
		drawn = append(drawn, box.Text)
	}
	if all := strings.Join(strings.Fields(strings.Join(drawn, " ")), " "); !strings.Contains(all, "2 orders queued") {
		t.Errorf("the paused banner does not count the two orders: %q", all)
	}
	d.press(controls.Pause, geom.Vec{})
	d.frames(6 * match.TicksPerSecond)
	if got := declaredBy(m, "red"); len(got) != 2 || got[0] == got[1] {
		t.Fatalf("red's declarations at ticks %v; want two, one after the other\n%s", got, dumpLog(m))
	}
	for _, e := range m.View().Log(0) {
		if r, ok := e.Event.(match.Refused); ok && r.Side == "red" {
			t.Errorf("refused at tick %d: %s (%s)", e.Tick, r.Reason, r.RuleID)
		}
	}
}
