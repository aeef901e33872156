package board_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/scenarios"
)

// A colour key's painted swatch lands where its layout place is drawn at
// every UI scale: at 1.5× a swatch laid out at (40, 40), 10 units
// square, covers screen pixels 60…75, and nothing is painted at its
// unscaled place (a swatch drawn there stood loose on the deck at a
// 2560×1440 window).
func TestKeySwatchFollowsTheUIScale(t *testing.T) {
	uitest.NeedLoop(t)
	t.Cleanup(func() { ui.Scale = 1 })
	ui.Scale = 1.5
	d, err := deck.New(1, 1, []deck.Cell{{}})
	if err != nil {
		t.Fatal(err)
	}
	b := board.NewDeck(&scenarios.Scenario{Deck: d}, d, &ui.StandardPalette)
	wall := deck.Cell{Wall: true, Terrain: deck.Impossible}
	dst := ebiten.NewImage(120, 120)
	b.DrawKey(dst, 40, 40, 10, ui.KeyEntry{Label: "wall", Colour: color.RGBA{0x80, 0x80, 0x80, 0xff}, Cell: &wall})
	pic := ui.Pixels(dst)
	painted := func(x0, y0, x1, y1 int) int {
		n := 0
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				if pic.RGBAAt(x, y).A > 0 {
					n++
				}
			}
		}
		return n
	}
	if n := painted(61, 61, 74, 74); n != 13*13 {
		t.Errorf("%d of the swatch's 169 inner screen pixels are painted", n)
	}
	if n := painted(0, 0, 120, 60) + painted(0, 60, 60, 120); n > 0 {
		t.Errorf("%d pixels painted outside the swatch's place", n)
	}
}
