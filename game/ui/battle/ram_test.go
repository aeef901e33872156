package battle_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
	"github.com/krygothic/krygothic/rules/orders"
)

// Ramming from the battle screen (XS-09): the loader and the drone are
// drawn as hulls with their speed and location pips; V chooses the ram,
// the cursor over the drone previews its path and odds (the panel says
// the loader's speed window), and the order drives the loader into the
// drone, whose location pips go dark. The second picture is the docs'
// vehicle screenshot.
func TestRamFromTheBattleScreen(t *testing.T) {
	uitest.NeedLoop(t)
	b, d := onScreen(t, "testdata/loading-bay.yaml", 3, [2]match.Player{nil, &match.Script{Side: "blue"}}, nil) // blue waits while red rams
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	v := b.Match().View()
	loader, _ := v.Unit("red.ec-cargo-loader-1")
	drone, _ := v.Unit("blue.renegade-drone-1")
	ram, ok := controls.ModuleAction("ram")
	if !ok {
		t.Fatal("no ram key")
	}
	d.aim(geom.Vec{X: 5, Y: 2.5}, 70, loader.Base.Centre, ram, drone.Base.Centre)
	img.Clear()
	b.Draw(img)
	uitest.Golden(t, "ram-preview", img, 3)
	p := v.Preview("red", orders.Order{Unit: loader.ID, Verb: vehicles.Ram, Target: drone.ID})
	if p.Err != nil || p.Odds == nil || len(p.Path) < 2 {
		t.Fatalf("the ram's preview: %+v", p)
	}
	d.claim(0)
	d.press(controls.Order, drone.Base.Centre)
	rammed := false
	for range 4 * match.TicksPerSecond {
		d.frame()
		for _, e := range b.Match().View().Log(0) {
			if r, ok := e.Event.(combat.Roll); ok && r.Purpose == "ram: to wound" {
				rammed = true
			}
		}
		if rammed {
			break
		}
	}
	if !rammed {
		t.Fatalf("the loader never rammed\n%s", dumpLog(b.Match()))
	}
	d.frames(10)
	d.press(controls.Select, b.Match().View().Units()[0].Base.Centre)
	img.Clear()
	b.Draw(img)
	saveShot(t, img, "vehicle")
}
