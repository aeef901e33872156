package viewer

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
)

// brush draws flat rectangles by scaling one white pixel, so they batch
// with the text into few draw calls instead of each starting a vector path
// (slow under software GL: board/sprites.go).
type brush struct {
	white *ebiten.Image // one white pixel
}

// newBrush makes the brush's image.
func newBrush() *brush {
	w := ebiten.NewImage(3, 3)
	w.Fill(color.White)
	return &brush{white: w.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)}
}

// rect fills a rectangle.
func (b *brush) rect(dst *ebiten.Image, x, y, w, h float64, c color.Color) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(w, h)
	op.GeoM.Translate(x, y)
	ui.ToScreen(&op.GeoM)
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(b.white, op)
}

// frame outlines a rectangle with lines t thick, inside its edge.
func (b *brush) frame(dst *ebiten.Image, x, y, w, h, t float64, c color.Color) {
	b.rect(dst, x, y, w, t, c)
	b.rect(dst, x, y+h-t, w, t, c)
	b.rect(dst, x, y+t, t, h-2*t, c)
	b.rect(dst, x+w-t, y+t, t, h-2*t, c)
}
