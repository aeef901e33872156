package battle_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/overwatch"
)

// Overwatch from the battle screen (XS-05): O chooses the order and the
// preview draws the arc the rifleman would watch out to its reach (a
// golden image); the order puts it on overwatch; L at a point previews
// the assault rifle's lane with the odds of failing its test (a golden
// image) and lays it; the board then draws both, in red's colour. With
// -shots the picture is the docs' screenshot (docs/modules.md).
func TestOverwatchFromTheBattleScreen(t *testing.T) {
	uitest.NeedLoop(t)
	watch, okW := controls.ModuleAction("overwatch")
	lane, okL := controls.ModuleAction("lane")
	if !okW || !okL {
		t.Fatal("no overwatch or lane key")
	}
	b, d := onScreen(t, "testdata/overwatch.yaml", 2, [2]match.Player{nil, nil}, nil)
	env := d.env
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	v := b.Match().View()
	rifleman, _ := v.Unit("red.ec-trooper-2")
	gunner, _ := v.Unit("red.ec-trooper-1")
	cam := d.aim(geom.Vec{X: 10.5, Y: 4}, 44, rifleman.Base.Centre, watch, geom.Vec{X: 8, Y: 6})
	img.Clear()
	b.Draw(img)
	uitest.Golden(t, "overwatch-preview", img, 3)
	d.claim(0)
	d.press(controls.Order, geom.Vec{X: 8, Y: 6})
	d.frames(2 * match.TicksPerSecond)
	d.press(controls.Select, gunner.Base.Centre)
	env.Controls.Simulate(lane, 0, 0)
	env.Controls.SimulateCursor(cam.ToScreen(geom.Vec{X: 12.5, Y: 7.5}))
	d.frame()
	img.Clear()
	b.Draw(img)
	uitest.Golden(t, "lane-preview", img, 3) // the lane, and each Willpower's odds of failing its test
	d.claim(0)
	d.press(controls.Order, geom.Vec{X: 12.5, Y: 7.5})
	d.frames(2 * match.TicksPerSecond)
	var set []overwatch.OverwatchSet
	for _, e := range b.Match().View().Log(0) {
		if o, ok := e.Event.(overwatch.OverwatchSet); ok {
			set = append(set, o)
		}
	}
	if len(set) != 2 || set[0].Unit != "red.ec-trooper-2" || set[0].Lane || set[1].Unit != "red.ec-trooper-1" || !set[1].Lane {
		t.Fatalf("overwatch set %+v, want the rifleman's arc then the gunner's lane\n%s", set, dumpLog(b.Match()))
	}
	d.press(controls.Back, geom.Vec{X: 12.5, Y: 7.5}) // drop the order: the board alone
	img.Clear()
	b.Draw(img)
	saveShot(t, img, "overwatch")
}
