package battle_test

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/geom"
)

// A grenade thrown is drawn in flight, on its arc from the thrower to
// where it came down: a fifth of a second after it lands in the log the
// grenade is over the line between the two, lifted by its arc (that its
// blast shows only after the flight is TestGrenadeFliesBeforeItsBlast's).
// The pictures, in flight and in the blast, are the docs' screenshots.
func TestGrenadeFlightThenBlast(t *testing.T) {
	uitest.NeedLoop(t)
	b, landed := throwOnScreen(t, 2, nil)
	if len(landed) == 0 {
		t.Fatalf("no grenade came down\n%s", dumpLog(b.Match()))
	}
	l := landed[0]
	thrower, _ := b.Match().View().Unit(l.By)
	cam := b.Camera()
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	for range 12 { // 0.2 s at 1×: 0.4 of the flight
		if err := b.Update(); err != nil {
			t.Fatal(err)
		}
	}
	b.Draw(img)
	saveShot(t, img, "grenade-flight")
	x0, y0 := cam.ToScreen(thrower.Base.Centre)
	x1, y1 := cam.ToScreen(geom.Vec{X: l.X, Y: l.Y})
	p := 12.0 / 60 / 0.5
	gx, gy := x0+(x1-x0)*p, y0+(y1-y0)*p-0.3*math.Hypot(x1-x0, y1-y0)*4*p*(1-p)
	pal := ui.PaletteFor(false)
	pix := ui.Pixels(img)
	if !near(pix, int(gx), int(gy), 2, pal.SidesLight[0], 40) && !near(pix, int(gx), int(gy), 2, pal.SidesLight[1], 40) {
		t.Errorf("no grenade on its arc at (%.0f, %.0f): %v", gx, gy, pix.RGBAAt(int(gx), int(gy)))
	}
	for range 24 { // landed 0.1 s ago
		if err := b.Update(); err != nil {
			t.Fatal(err)
		}
	}
	img.Clear()
	b.Draw(img)
	saveShot(t, img, "grenade-blast")
}
