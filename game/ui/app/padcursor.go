package app

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// drawPadCursor keeps the gamepad's virtual cursor on the screen and
// draws it while the stick drives it: the system's pointer stays where
// the mouse left it, so the game draws the pad's own, a ring with a dot
// and a dark rim, seen on light and dark ground alike.
func (a *App) drawPadCursor(screen *ebiten.Image) {
	c := a.env.Controls
	b := screen.Bounds()
	c.SetScreen(float64(b.Dx()), float64(b.Dy()))
	x, y, on := c.PadCursor()
	if !on {
		return
	}
	pal := a.env.Palette
	fx, fy := float32(x), float32(y)
	vector.StrokeCircle(screen, fx, fy, 9, 4, pal.Background, true)
	vector.StrokeCircle(screen, fx, fy, 9, 2, pal.Accent, true)
	vector.FillCircle(screen, fx, fy, 2.5, pal.Ink, true)
}
