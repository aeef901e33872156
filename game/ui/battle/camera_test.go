package battle_test

import (
	"fmt"
	"image/color"
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

// openVersus opens file against the AI (normal) with the person on side
// human, fog as asked, and draws a first frame at 1280×720.
func openVersus(t *testing.T, file string, human int, fog bool) *driver {
	t.Helper()
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	s := loadScenario(t, env, file)
	b, err := battle.New(env, ui.MatchSetup{Scenario: s, ScenarioName: file, Seed: 3, Mode: ui.VersusAI, Human: human, AI: "normal", Fog: fog})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(env.Controls.ReleaseCursor)
	d := &driver{t: t, env: env, b: b}
	d.b.Draw(ebiten.NewImage(1280, 720))
	return d
}

// sideCentre is the middle of side's models on the table.
func sideCentre(m *match.Match, side int) geom.Vec {
	var sum geom.Vec
	n := 0
	for _, u := range m.View().Units() {
		if u.Side == side && u.Present() && !u.Objective {
			sum, n = sum.Add(u.Base.Centre), n+1
		}
	}
	return sum.Scale(1 / float64(n))
}

// On a deck too big to show whole with models 28 pixels across (72×48"),
// the battle opens at a zoom at which a 1" base is 28 pixels, on the
// person's own models; the whole-deck key fits the deck again.
func TestOpensZoomedOnOwnModels(t *testing.T) {
	d := openVersus(t, "testdata/crowd.yaml", 1, false)
	cam := d.b.Camera()
	if cam.Zoom < 28 {
		t.Fatalf("opened at %.1f pixels to the inch, want at least 28", cam.Zoom)
	}
	own := sideCentre(d.b.Match(), 1)
	x, y := cam.ToScreen(own)
	mx, my, mw, _ := d.b.MapRect()
	if x < mx+mw/4 || x > mx+3*mw/4 || y < my || y > d.b.LegendTop() {
		t.Errorf("the person's models (middle %v) are drawn at (%.0f, %.0f), not near the middle of the map %v", own, x, y, []float64{mx, my, mw})
	}
	d.env.Controls.SimulateCursor(ui.Px(mx+mw/2), ui.Px(my+40))
	d.env.Controls.SimulateKey("home")
	d.frame()
	deck := d.b.Match().View().Scenario().Deck
	for _, p := range []geom.Vec{{}, {X: float64(deck.W), Y: float64(deck.H)}} {
		if x, y := cam.ToScreen(p); !cam.InView(x, y) {
			t.Errorf("after Home the deck's corner %v is drawn at (%.0f, %.0f), out of view", p, x, y)
		}
	}
}

// The pointer pushed against the window's edge pans the deck, only with
// the window focused and the pointer inside it, and not while the camera
// is dragged.
func TestEdgeScrolling(t *testing.T) {
	d := openVersus(t, "testdata/crowd.yaml", 0, false)
	d.press(controls.Pause, geom.Vec{})
	cam := d.b.Camera()
	for _, c := range []struct {
		name    string
		focused bool
		x, y    float64 // layout units; -1: the far edge
		moves   geom.Vec
		drag    bool // the camera dragged meanwhile
	}{
		{"unfocused at the left edge", false, 1, 300, geom.Vec{}, false},
		{"dragging at the left edge", true, 1, 300, geom.Vec{}, true},
		{"left edge", true, 1, 300, geom.Vec{X: -1}, false},
		{"right edge", true, -1, 300, geom.Vec{X: 1}, false},
		{"bottom edge", true, 400, -1, geom.Vec{Y: 1}, false},
		{"outside the window", true, -20, 300, geom.Vec{}, false},
		{"in the middle", true, 400, 300, geom.Vec{}, false},
	} {
		battle.SetWindowFocused(t, c.focused)
		w, h := ui.UnitsSize(ebiten.NewImage(1280, 720))
		x, y := c.x, c.y
		if x == -1 {
			x = w - 1
		}
		if y == -1 {
			y = h - 1
		}
		d.env.Controls.SimulateCursor(ui.Px(x), ui.Px(y))
		before := cam.Centre
		for range 3 {
			if c.drag {
				d.env.Controls.Simulate(controls.Drag, ui.Px(x), ui.Px(y))
			}
			d.frame()
		}
		moved := cam.Centre.Sub(before)
		if moved.X*c.moves.X < 0 || moved.Y*c.moves.Y < 0 || (c.moves.X == 0) != (moved.X == 0) || (c.moves.Y == 0) != (moved.Y == 0) {
			t.Errorf("%s: the camera moved by %v, want the way of %v", c.name, moved, c.moves)
		}
	}
}

// The follow key makes the camera follow the action: it comes to rest
// on the models of the latest declaration; a second press stops it.
func TestFollowTheAction(t *testing.T) {
	d := openVersus(t, "testdata/crowd.yaml", 0, false)
	battle.SetWindowFocused(t, false)
	cam := d.b.Camera()
	d.env.Controls.SimulateKey("end")
	d.frame()
	m := d.b.Match()
	var last orders.Declared
	for range 1200 {
		d.frame()
		for _, e := range m.View().Log(0) {
			if ev, ok := e.Event.(orders.Declared); ok && len(ev.Steps) > 0 && ev.Side == "slaves" {
				last = ev
			}
		}
		if last.Side != "" {
			break
		}
	}
	if last.Side == "" {
		t.Fatal("the AI declared nothing")
	}
	d.press(controls.Pause, geom.Vec{})
	d.frames(60)
	var at geom.Vec
	for _, e := range m.View().Log(0) {
		if ev, ok := e.Event.(orders.Declared); ok && len(ev.Steps) > 0 {
			last = ev
		}
	}
	id := firstField(last.Steps[0])
	if !strings.Contains(id, ".") {
		id = last.Side + "." + id
	}
	u, _ := m.View().Unit(id)
	at = u.Base.Centre
	if cam.Centre.Dist(at) > 6 {
		t.Fatalf("following, the camera rests at %v, %.1f\" from the latest declaration's model at %v (%v)", cam.Centre, cam.Centre.Dist(at), at, last.Steps)
	}
	d.env.Controls.SimulateKey("end")
	d.frame()
	d.env.Controls.SimulateKey("home")
	d.frame()
	rest := cam.Centre
	d.press(controls.Pause, geom.Vec{})
	d.frames(120)
	if cam.Centre != rest {
		t.Errorf("after the second press the camera still moves: %v to %v", rest, cam.Centre)
	}
}

// firstField is a step's first word (its model).
func firstField(step string) string {
	for i, r := range step {
		if r == ' ' {
			return step[:i]
		}
	}
	return step
}

// The minimap at the panel's foot shows the whole deck under the fog: the
// person's models, not the enemies out of sight; a click on it moves the
// camera there, and it covers nothing of the map.
func TestMinimap(t *testing.T) {
	d := openVersus(t, "testdata/fog.yaml", 0, true)
	d.press(controls.Pause, geom.Vec{})
	x, y, w, h := d.b.MinimapRect()
	mx, _, mw, _ := d.b.MapRect()
	if w < 40 || x < mx+mw {
		t.Fatalf("the minimap at %v stands on the map (ends at %.0f) or is too small", []float64{x, y, w, h}, mx+mw)
	}
	img := ebiten.NewImage(1280, 720)
	d.b.Draw(img)
	deck := d.b.Match().View().Scenario().Deck
	s := w / float64(deck.W)
	pal := d.env.Palette
	for _, u := range d.b.Match().View().Units() {
		px, py := ui.Px(x+u.Base.Centre.X*s), ui.Px(y+u.Base.Centre.Y*s)
		got := color.RGBAModel.Convert(img.At(int(px), int(py))).(color.RGBA)
		want := u.Side == 0
		if (got == pal.SidesLight[u.Side]) != want {
			t.Errorf("%s on the minimap at (%.0f, %.0f): %v, shown %v, want shown %v", u.ID, px, py, got, got == pal.SidesLight[u.Side], want)
		}
	}
	cam := d.b.Camera()
	to := geom.Vec{X: 3, Y: 2}
	d.env.Controls.Simulate(controls.Select, ui.Px(x+to.X*s), ui.Px(y+to.Y*s))
	d.frame()
	if cam.Centre.Dist(to) > 0.2 {
		t.Errorf("a click on the minimap at %v moved the camera to %v", to, cam.Centre)
	}
}

// With -shots the camera's screens are written at 1024×640 and
// 2560×1440 (UI scale 2): the battle opened zoomed against the AI under
// the fog with the minimap, and the whole deck after Home with a toast
// and the paused banner over the map.
func TestCameraShots(t *testing.T) {
	if *shots == "" {
		t.Skip("no -shots folder")
	}
	was := ui.Scale
	defer func() { ui.Scale = was }()
	for _, size := range []struct {
		w, h  int
		scale float64
	}{{1024, 640, 1}, {2560, 1440, 2}} {
		ui.Scale = size.scale
		d := openVersus(t, "testdata/crowd.yaml", 0, true)
		img := ebiten.NewImage(size.w, size.h)
		d.b.Draw(img)
		d.frames(600)
		d.b.Draw(img)
		saveShot(t, img, fmt.Sprintf("camera-opening-%dx%d", size.w, size.h))
		d.press(controls.Pause, geom.Vec{})
		d.env.Controls.SimulateKey("home")
		d.frame()
		d.env.Controls.SimulateKey("end")
		d.frame()
		d.b.Draw(img)
		saveShot(t, img, fmt.Sprintf("camera-whole-deck-%dx%d", size.w, size.h))
	}
}

// wholeDeck presses Home (the whole deck in view) and runs the frame that
// sees it.
func (d *driver) wholeDeck() {
	d.t.Helper()
	d.env.Controls.SimulateKey("home")
	d.frame()
}
