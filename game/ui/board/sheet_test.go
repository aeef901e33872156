package board_test

import (
	"flag"
	"image"
	"image/draw"
	"image/png"
	"os"
	"testing"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
)

var sheet = flag.String("sheet", "", "write a sheet of every figure to this PNG, to look at")

// With -sheet, every body in every class, and each weapon, painted as the
// board paints them, in both sides' colours.
func TestFigureSheet(t *testing.T) {
	if *sheet == "" {
		t.Skip("no -sheet")
	}
	const n = 96
	classes := []string{board.GlyphLeader, board.GlyphElite, board.GlyphHeavy, board.GlyphStorm, board.GlyphFast, board.GlyphSpecial}
	bodies := []board.Build{board.Trooper, board.Cultist, board.Wraith, board.Primitive, board.Crested, board.Seer, board.Brute, board.Insect, board.Crewman, board.Loader, board.Drone}
	weapons := []board.Weapon{board.Fists, board.Pistol, board.Rifle, board.LongRifle, board.HeavyGun, board.Flamer, board.Launcher, board.Blade, board.Axe, board.Flail, board.Claws}
	cols := max(len(classes)*2, len(weapons))
	out := image.NewRGBA(image.Rect(0, 0, cols*n, (len(bodies)+2)*n))
	draw.Draw(out, out.Bounds(), &image.Uniform{ui.StandardPalette.Background}, image.Point{}, draw.Src)
	put := func(col, row int, f board.Figure, side int, pal *ui.Palette) {
		p := board.PaintFigure(f, pal.Sides[side], pal.SidesLight[side], n)
		draw.Draw(out, image.Rect(col*n, row*n, col*n+n, row*n+n), p, image.Point{}, draw.Over)
	}
	for row, b := range bodies {
		for i, c := range classes {
			w := board.Rifle
			if b == board.Wraith || b == board.Insect {
				w = board.Claws
			}
			put(2*i, row, board.Figure{Build: b, Class: c, Weapon: w}, 0, &ui.StandardPalette)
			put(2*i+1, row, board.Figure{Build: b, Class: c, Weapon: w, Psychic: c == board.GlyphSpecial}, 1, &ui.ColourBlindPalette)
		}
	}
	for i, w := range weapons {
		put(i, len(bodies), board.Figure{Build: board.Trooper, Class: board.GlyphStorm, Weapon: w}, 1, &ui.StandardPalette)
		put(i, len(bodies)+1, board.Figure{Build: board.Cultist, Class: board.GlyphStorm, Weapon: w}, 0, &ui.ColourBlindPalette)
	}
	f, err := os.Create(*sheet)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, out); err != nil {
		t.Fatal(err)
	}
}
