package board

import (
	"image/color"
	"math"

	"github.com/krygothic/krygothic/game/ui"
)

// darkInk writes a token's marker on a light fill (the colour-blind
// palette's light lilac side).
var darkInk = color.RGBA{0x1c, 0x14, 0x24, 0xff}

// markerInk is the ink a token's marker is written in on fill: the light
// ink, or dark ink on a fill so light that light letters would not read.
func markerInk(fill color.RGBA) color.RGBA {
	if luminance(fill) > 0.3 {
		return darkInk
	}
	return ui.StandardPalette.Ink
}

// luminance is a colour's relative luminance (WCAG), 0 black to 1 white.
func luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}
