package app_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/app"
	"github.com/krygothic/krygothic/game/ui/uitest"
)

// The gamepad's cursor is drawn where the stick put it, and only while
// the stick drives it.
func TestTheGamepadCursorIsDrawn(t *testing.T) {
	uitest.NeedLoop(t)
	t.Setenv("KRYGOTHIC_HOME", t.TempDir())
	a, err := app.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	c := a.Env().Controls
	c.SimulateCursor(400, 300)
	t.Cleanup(c.ReleaseCursor)
	screen := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	frame := func() {
		t.Helper()
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		a.Draw(screen)
	}
	frame()
	c.SimulateStick(1, 0)
	frame()
	x, y, on := c.PadCursor()
	if !on {
		t.Fatal("the stick does not drive the cursor")
	}
	ring := screen.At(int(x)+9, int(y)) // on the ring, 9 px right of its centre
	if want := a.Env().Palette.Accent; !same(ring, want) {
		t.Errorf("at the ring's edge %v, want the accent %v", ring, want)
	}
}

// same reports whether two colours are equal in RGBA.
func same(a, b color.Color) bool {
	ar, ag, ab, aa := a.RGBA()
	br, bg, bb, ba := b.RGBA()
	return ar>>8 == br>>8 && ag>>8 == bg>>8 && ab>>8 == bb>>8 && aa>>8 == ba>>8
}
