package board

import (
	"testing"

	"github.com/krygothic/krygothic/game/ui"
)

// Every side's marker reads on its token, in either palette: the ink
// against the fill has a contrast ratio (WCAG) of 3 or more.
func TestMarkerInkReads(t *testing.T) {
	for _, pal := range []*ui.Palette{&ui.StandardPalette, &ui.ColourBlindPalette} {
		for i, fill := range pal.Sides {
			ink := markerInk(fill)
			hi, lo := luminance(ink), luminance(fill)
			if hi < lo {
				hi, lo = lo, hi
			}
			if ratio := (hi + 0.05) / (lo + 0.05); ratio < 3 {
				t.Errorf("side %d's fill %v with ink %v: contrast %.2f", i+1, fill, ink, ratio)
			}
		}
	}
}
