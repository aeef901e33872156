package battle_test

import (
	"fmt"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// brightness is the mean brightness (0…255) of the pixels of img in the
// square r pixels out round (x, y), in layout units.
func brightness(img *ebiten.Image, x, y, r float64) float64 {
	sum, n := 0.0, 0
	for j := int(ui.Px(y - r)); j <= int(ui.Px(y+r)); j++ {
		for i := int(ui.Px(x - r)); i <= int(ui.Px(x+r)); i++ {
			c := color.RGBAModel.Convert(img.At(i, j)).(color.RGBA)
			sum += (float64(c.R) + float64(c.G) + float64(c.B)) / 3
			n++
		}
	}
	return sum / float64(max(n, 1))
}

// redOrders reads orders for red on s and hands out, each call, a fresh
// script of them.
func redOrders(t *testing.T, env *ui.Env, s *scenarios.Scenario, text string) func() *match.Script {
	t.Helper()
	rules, err := modules.Rules(s.Modules, env.Content)
	if err != nil {
		t.Fatal(err)
	}
	decls, err := rules.ParseOrders("orders", text)
	if err != nil {
		t.Fatal(err)
	}
	return func() *match.Script {
		scripts, _ := match.Scripts([2]string{"red", "blue"}, decls)
		return scripts[0]
	}
}

// The dark engine room is dark (KG-SCN-02), lit by the squads' lamps:
// ahead of a model, in its lamp's beam, the deck is drawn far brighter
// than the same kind of deck out of every lamp's reach. With -shots the
// room is written whole and close up (docs/client.md).
func TestTheDarkIsLitByTheLamps(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	b := fightOn(t, env, "dark-engine-room", 60*8)
	cam := b.Camera()
	cam.Zoom = 14
	cam.Centre = geom.Vec{X: 36, Y: 20}
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	saveShot(t, img, "dark-engine-room-whole")
	v := b.Match().View()
	units := v.Units()
	far := func(p geom.Vec) bool { // out of every lamp's reach
		for _, u := range units {
			if u.Present() && u.Base.Centre.Dist(p) < 14 {
				return false
			}
		}
		return true
	}
	// Plating (row 3 and row 29 run the deck's length) far from everyone.
	var dark geom.Vec
	for x := 12; x < 60 && dark == (geom.Vec{}); x++ {
		for _, y := range []int{4, 28} {
			if p := (geom.Vec{X: float64(x) + 0.5, Y: float64(y) + 0.5}); far(p) {
				dark = p
			}
		}
	}
	if dark == (geom.Vec{}) {
		t.Fatal("no plating out of every lamp's reach")
	}
	lit, found := 0.0, false
	for _, u := range units {
		if !u.Alive() || u.Objective {
			continue
		}
		ahead := u.Base.Centre.Polar(u.Base.Facing, u.Base.Radius+2.5)
		if c, ok := v.Deck().Cell(int(ahead.X), int(ahead.Y)); !ok || c.Wall || c.Cover || c.Terrain != 0 {
			continue
		}
		x, y := cam.ToScreen(ahead)
		if mx, my, mw, mh := b.MapRect(); x < mx+20 || y < my+20 || x > mx+mw-20 || y > my+mh-40 {
			continue
		}
		lit, found = max(lit, brightness(img, x, y, 4)), true
	}
	if !found {
		t.Fatal("no model with plating ahead of it in view")
	}
	x, y := cam.ToScreen(dark)
	gloom := brightness(img, x, y, 4)
	if lit < 2.5*gloom || gloom > 30 {
		t.Errorf("plating in a lamp's beam %.0f, out of every lamp's reach %.0f: want the dark under 30 and the beam 2.5× brighter", lit, gloom)
	}
}

// A door slides open over 0.4 s of game time when a model walks into it
// (GAP-38), following the match's clock: half open half way, standing
// still while the game is paused, twice as fast at 2×; the rules opened
// it at once. With -shots the door is written half open.
func TestADoorSlidesOnTheGameClock(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	s := loadScenario(t, env, "testdata/doors.yaml")
	red := redOrders(t, env, s, "0 red ec-commander-1 run 7.5 2.5\n100 red ec-commander-1 move 9.5 2.5\n")
	b, err := battle.NewWithPlayers(env, ui.MatchSetup{Scenario: s, ScenarioName: "doors", Seed: 1}, [2]match.Player{red(), holding{}})
	if err != nil {
		t.Fatal(err)
	}
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	frame := func() {
		if err := b.Update(); err != nil {
			t.Fatal(err)
		}
		b.Draw(img)
	}
	opened := func() bool {
		for _, e := range b.Match().View().Log(0) {
			if d, ok := e.Event.(orders.DoorOpened); ok && d.X == 8 && d.Y == 2 {
				return true
			}
		}
		return false
	}
	for i := 0; !opened(); i++ {
		if i > 60*20 {
			t.Fatalf("the door never opened\n%s", dumpLog(b.Match()))
		}
		frame()
	}
	if c, _ := b.Match().View().Deck().Cell(8, 2); !c.Open {
		t.Fatal("the rules have not opened the door")
	}
	open, sliding := b.DoorDrawn(8, 2)
	if !sliding || open > 0.1 {
		t.Fatalf("as it opens the door is drawn %.2f open (sliding %v), want shut or nearly", open, sliding)
	}
	for range 12 { // 0.2 s at 1×
		frame()
	}
	half, _ := b.DoorDrawn(8, 2)
	if math.Abs(half-0.5) > 0.1 {
		t.Errorf("half way through its slide the door is drawn %.2f open, want 0.5", half)
	}
	cam := b.Camera()
	cam.Centre, cam.Zoom = geom.Vec{X: 8.5, Y: 3}, 48
	b.Draw(img)
	saveShot(t, img, "door-sliding")
	b.SetPaused(true)
	for range 60 {
		frame()
	}
	if still, ok := b.DoorDrawn(8, 2); !ok || still != half {
		t.Errorf("paused a second, the door is drawn %.2f open (sliding %v), want it still at %.2f", still, ok, half)
	}
	b.SetPaused(false)
	b.SetSpeed(2) // 2×: the rest, 0.2 s of game time, in 0.1 s
	for range 5 {
		frame()
	}
	if open, ok := b.DoorDrawn(8, 2); ok && open < 0.9 {
		t.Errorf("at 2×, 1/12 s after the pause the door is drawn %.2f open, want nearly open", open)
	}
	frame()
	frame()
	if open, ok := b.DoorDrawn(8, 2); ok {
		t.Errorf("the door still slides (%.2f open) after its time", open)
	}
}

// A vehicle destroyed (XS-09) is wrecked on the battle screen: it bursts
// and burns, lighting round it, smoke rises for a few seconds of game
// time (standing still while paused), and its burnt-out wreck stays where
// it was, as a body stays where a model fell. With -shots the wreck is
// written bursting, smoking and burnt out.
func TestAWreckIsLeftWhereAVehicleWasDestroyed(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	s := loadScenario(t, env, "testdata/loading-bay.yaml")
	const drone = "blue.renegade-drone-1"
	text := ""
	for tick := 0; tick < 1200; tick += 60 {
		text += fmt.Sprintf("%d red ec-commander-1 shoot %s aimed\n%d red ec-cargo-loader-1 shoot %s aimed\n", tick, drone, tick+1, drone)
	}
	red := redOrders(t, env, s, text)
	removed := func(b *battle.Battle) bool {
		for _, e := range b.Match().View().Log(0) {
			if w, ok := e.Event.(combat.Wounded); ok && w.Removed && w.Unit == drone {
				return true
			}
		}
		return false
	}
	var b *battle.Battle
	for seed := uint64(1); seed <= 30 && b == nil; seed++ {
		bt, err := battle.NewWithPlayers(env, ui.MatchSetup{Scenario: s, ScenarioName: "loading-bay", Seed: seed}, [2]match.Player{red(), holding{}})
		if err != nil {
			t.Fatal(err)
		}
		for range 60 * 20 {
			if err := bt.Update(); err != nil {
				t.Fatal(err)
			}
			if removed(bt) {
				b = bt
				break
			}
			if _, ok := bt.WreckAge(drone); ok {
				t.Fatalf("seed %d: a wreck before the drone was destroyed", seed)
			}
		}
	}
	if b == nil {
		t.Fatal("no seed of 30 destroyed the drone in 20 seconds")
	}
	if _, ok := b.WreckAge(drone); !ok || b.Fires() < 2 {
		t.Fatalf("the drone destroyed: wrecked %v, %d fires lit; want a wreck, its burst and its fire", ok, b.Fires())
	}
	if _, ok := b.WreckAge("red.ec-commander-1"); ok {
		t.Error("a model still standing is wrecked")
	}
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	frames := func(n int) {
		for range n {
			if err := b.Update(); err != nil {
				t.Fatal(err)
			}
		}
		b.Draw(img)
	}
	cam := b.Camera()
	u, _ := b.Match().View().Unit(drone)
	cam.Centre, cam.Zoom = u.Base.Centre, 40
	frames(15)
	saveShot(t, img, "wreck-burst")
	frames(75)
	saveShot(t, img, "wreck-smoke")
	b.SetPaused(true)
	before, _ := b.WreckAge(drone)
	frames(60)
	if after, _ := b.WreckAge(drone); after != before || before <= 0 || before >= 1 {
		t.Errorf("the wreck's smoke %.2f through its life, %.2f after a second paused; want it part way and still", before, after)
	}
	b.SetPaused(false)
	frames(60 * 6)
	saveShot(t, img, "wreck-burnt-out")
	if age, ok := b.WreckAge(drone); !ok || age < 1 || b.Fires() != 0 {
		t.Errorf("7 s on: wreck %v at %.2f of its smoke, %d fires lit; want it left, burnt out", ok, age, b.Fires())
	}
}
