package board

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// DrawMarkers draws only the entry points and objectives, as Draw does: the
// scenario viewer draws them again over its overlays so they stay in sight.
func (b *Deck) DrawMarkers(dst *ebiten.Image, cam *Camera) {
	for _, e := range b.Scenario.Entries {
		x, y := cam.ToScreen(CellCentre(e.X, e.Y))
		r := cam.Zoom * 0.4
		Line(dst, x-r, y-r, x+r, y-r, 2, b.pal.Ink)
		Line(dst, x+r, y-r, x+r, y+r, 2, b.pal.Ink)
		Line(dst, x+r, y+r, x-r, y+r, 2, b.pal.Ink)
		Line(dst, x-r, y+r, x-r, y-r, 2, b.pal.Ink)
	}
	for _, o := range b.Scenario.Objectives {
		x, y := cam.ToScreen(CellCentre(o.X, o.Y))
		diamond(dst, float32(x), float32(y), float32(cam.Zoom*0.5), objective)
	}
}

// ZoneTint is the colour Draw tints cell (x, y) with when it shows the
// deployment zones, not premultiplied; clear off the zones. Colour keys
// use it to match the deck.
func (b *Deck) ZoneTint(x, y int) color.RGBA {
	if x < 0 || y < 0 || x >= b.zones.W || y >= b.zones.H {
		return color.RGBA{}
	}
	i := 4 * (y*b.zones.W + x)
	p := b.zones.pix[i : i+4]
	if p[3] == 0 {
		return color.RGBA{}
	}
	a := uint32(p[3])
	return color.RGBA{uint8(uint32(p[0]) * 255 / a), uint8(uint32(p[1]) * 255 / a), uint8(uint32(p[2]) * 255 / a), p[3]}
}
