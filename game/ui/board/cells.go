package board

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// CellLayer is a picture of the deck one pixel per cell, drawn through the
// camera in one call: terrain, heat maps, reach, sight.
type CellLayer struct {
	W, H int
	pix  []byte
	img  *ebiten.Image
	// dirty: pix changed since img was last written.
	dirty bool
}

// NewCellLayer returns a clear w×h layer.
func NewCellLayer(w, h int) *CellLayer {
	return &CellLayer{W: w, H: h, pix: make([]byte, 4*w*h), img: ebiten.NewImage(w, h), dirty: true}
}

// Set colours cell (x, y); off the layer it does nothing.
func (l *CellLayer) Set(x, y int, c color.RGBA) {
	if x < 0 || y < 0 || x >= l.W || y >= l.H {
		return
	}
	i := 4 * (y*l.W + x)
	// Premultiplied alpha, as Ebitengine's pixels are.
	a := uint32(c.A)
	l.pix[i], l.pix[i+1], l.pix[i+2], l.pix[i+3] = byte(uint32(c.R)*a/255), byte(uint32(c.G)*a/255), byte(uint32(c.B)*a/255), c.A
	l.dirty = true
}

// Clear makes every cell transparent.
func (l *CellLayer) Clear() {
	clear(l.pix)
	l.dirty = true
}

// Image returns the layer as an image, one pixel per cell.
func (l *CellLayer) Image() *ebiten.Image {
	if l.dirty {
		l.img.WritePixels(l.pix)
		l.dirty = false
	}
	return l.img
}

// Draw draws the layer onto dst through the camera, with opacity alpha.
func (l *CellLayer) Draw(dst *ebiten.Image, cam *Camera, alpha float32) {
	op := &ebiten.DrawImageOptions{GeoM: cam.GeoM()}
	op.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(l.Image(), op)
}

// At is the colour of cell (x, y), not premultiplied (to a rounding);
// clear off the layer.
func (l *CellLayer) At(x, y int) color.RGBA {
	if x < 0 || y < 0 || x >= l.W || y >= l.H {
		return color.RGBA{}
	}
	i := 4 * (y*l.W + x)
	p := l.pix[i : i+4]
	if p[3] == 0 {
		return color.RGBA{}
	}
	a := uint32(p[3])
	return color.RGBA{uint8(uint32(p[0]) * 255 / a), uint8(uint32(p[1]) * 255 / a), uint8(uint32(p[2]) * 255 / a), p[3]}
}
