package board

import "image/color"

// ZoneTint is the colour Draw tints cell (x, y) with when it shows the
// deployment zones, not premultiplied; clear off the zones. Colour keys
// use it to match the deck.
func (b *Deck) ZoneTint(x, y int) color.RGBA {
	return b.zones.At(x, y)
}
