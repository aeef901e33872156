package board

import (
	"image/color"
)

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
