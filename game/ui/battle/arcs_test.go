package battle_test

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// facePreview draws the battle screen of the fire-arcs deck, with the
// modules given (nil: the scenario's), the gunner (autocannon, heavy)
// selected and the face order pointed at aim; it returns the drawing and
// the gunner.
func facePreview(t *testing.T, mods []string, aim geom.Vec) (*ebiten.Image, *battle.Battle, orders.Unit) {
	t.Helper()
	b, d := onScreen(t, "testdata/arcs.yaml", 2, [2]match.Player{nil, &ai.Baseline{Side: "blue"}}, func(s *scenarios.Scenario) {
		if mods != nil {
			s.Modules = mods
		}
	})
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	gunner, _ := b.Match().View().Unit("red.ec-gunner-1")
	d.aim(geom.Vec{X: 9, Y: 3.5}, 50, gunner.Base.Centre, controls.VerbFace, aim)
	img.Clear()
	b.Draw(img)
	return img, b, gunner
}

// The fire-arcs module on the battle screen (XS-04): with the gunner
// selected and a face order aimed 60° round, its autocannon's 60° arc is
// drawn as a wedge out to its long range along the new facing, and the
// preview costs the heavy weapon's 1 AP. Without the module nothing of
// it is drawn there, and the turn is free. The picture is the docs'.
func TestWeaponArcOnTheBattleScreen(t *testing.T) {
	uitest.NeedLoop(t)
	aim := geom.Vec{X: 3.5, Y: 5.9}
	img, b, gunner := facePreview(t, nil, aim)
	saveShot(t, img, "arcs-face-preview")
	uitest.Golden(t, "arcs-face-preview", img, 3)
	deg := math.Round(gunner.Base.Centre.Bearing(aim)*180/math.Pi*100) / 100
	face := orders.Order{Unit: gunner.ID, Verb: orders.Rotate, Angle: deg}
	if p := b.Match().View().Preview("red", face); p.Err != nil || p.AP != 1 {
		t.Fatalf("the gunner's %g° turn: %d AP (%v), want 1 (XS-04)", deg, p.AP, p.Err)
	}
	plain, core, _ := facePreview(t, []string{}, aim)
	if p := core.Match().View().Preview("red", face); p.Err != nil || p.AP != 0 {
		t.Fatalf("without the module the turn is free: %d AP (%v)", p.AP, p.Err)
	}
	// Inside the wedge, 3" out along the new facing, away from any
	// model: the module's drawing differs from the core's there.
	at := gunner.Base.Centre.Polar(geom.Degrees(deg), 3)
	x, y := b.Camera().ToScreen(at)
	on, off := ui.Pixels(img).RGBAAt(int(x), int(y)), ui.Pixels(plain).RGBAAt(int(x), int(y))
	if on == off {
		t.Errorf("at %v, 3\" along the previewed facing, the module draws nothing (%v)", at, on)
	}
}
