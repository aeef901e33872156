package board_test

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/cvd"
)

var (
	peoples = []board.Build{board.Trooper, board.Cultist, board.Wraith, board.Primitive, board.Crested,
		board.Seer, board.Brute, board.Insect, board.Crewman}
	classes = []string{board.GlyphLeader, board.GlyphElite, board.GlyphHeavy, board.GlyphStorm, board.GlyphFast, board.GlyphSpecial}
	arms    = []board.Weapon{board.Fists, board.Pistol, board.Rifle, board.LongRifle, board.HeavyGun, board.Flamer,
		board.Launcher, board.Blade, board.Axe, board.Flail, board.Claws}
)

// figureN is the size the tests paint figures at: about a token at the
// opening zoom on a large screen.
const figureN = 64

func paintSide(f board.Figure, pal *ui.Palette, side int) *image.RGBA {
	return board.PaintFigure(f, pal.Sides[side], pal.SidesLight[side], figureN)
}

// apart is the share of pixels where a and b differ clearly (by more than
// 48 in some channel): in their shape, or their colours.
func apart(a, b *image.RGBA) float64 {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		for c := range 4 {
			if d := int(a.Pix[i+c]) - int(b.Pix[i+c]); d > 48 || d < -48 {
				n++
				break
			}
		}
	}
	return float64(n) / float64(len(a.Pix)/4)
}

// minApart is the least share of a sprite's pixels two figures a player
// must tell apart differ in: about a sixth of a base's area.
const minApart = 0.04

// checkApart fails t for every pair of figs that differ too little.
func checkApart(t *testing.T, what string, figs map[string]board.Figure) {
	t.Helper()
	pics := map[string]*image.RGBA{}
	for name, f := range figs {
		pics[name] = paintSide(f, &ui.StandardPalette, 0)
	}
	for a, pa := range pics {
		for b, pb := range pics {
			if a < b {
				if d := apart(pa, pb); d < minApart {
					t.Errorf("%s: %s and %s differ in %.1f%% of their pixels, want %.0f%%", what, a, b, 100*d, 100*minApart)
				}
			}
		}
	}
}

// A Possessed wraith is not a Confederate trooper: in every class, the
// nine peoples' figures differ pairwise.
func TestFiguresDifferByPeople(t *testing.T) {
	for _, c := range classes {
		figs := map[string]board.Figure{}
		for _, p := range peoples {
			figs[fmt.Sprintf("build %d", p)] = board.Figure{Build: p, Class: c, Weapon: board.Rifle}
		}
		checkApart(t, c, figs)
	}
}

// Each people's six classes differ pairwise: a leader's crest and cape,
// an elite's gold, a heavy's bulk and pack, a fast one's stride, a
// special's antenna.
func TestFiguresDifferByClass(t *testing.T) {
	for _, p := range peoples {
		figs := map[string]board.Figure{}
		for _, c := range classes {
			figs[c] = board.Figure{Build: p, Class: c, Weapon: board.Rifle}
		}
		checkApart(t, fmt.Sprintf("build %d", p), figs)
	}
}

// The weapons in a figure's hands differ pairwise.
func TestFiguresDifferByWeapon(t *testing.T) {
	figs := map[string]board.Figure{}
	for _, w := range arms {
		figs[fmt.Sprintf("weapon %d", w)] = board.Figure{Build: board.Trooper, Class: board.GlyphStorm, Weapon: w}
	}
	checkApart(t, "trooper", figs)
}

// A psychic is recognisable: the same figure with a psychic's glow
// differs from it, and in the psychic's own pale cyan.
func TestPsychicsGlow(t *testing.T) {
	glow := color.RGBA{0xa8, 0xff, 0xee, 0xff}
	for _, p := range peoples {
		for _, c := range classes {
			f := board.Figure{Build: p, Class: c, Weapon: board.Pistol}
			plain := paintSide(f, &ui.StandardPalette, 1)
			f.Psychic = true
			psychic := paintSide(f, &ui.StandardPalette, 1)
			if d := apart(plain, psychic); d < minApart {
				t.Errorf("build %d %s: a psychic differs from its like in %.1f%% of its pixels", p, c, 100*d)
			}
			if n := near(psychic, glow) - near(plain, glow); n < figureN*figureN/100 {
				t.Errorf("build %d %s: a psychic has %d more pixels of its glow, want %d", p, c, n, figureN*figureN/100)
			}
		}
	}
}

// near counts the opaque pixels of pic within ΔE 12 of c.
func near(pic *image.RGBA, c color.RGBA) int {
	n := 0
	for i := 0; i < len(pic.Pix); i += 4 {
		if pic.Pix[i+3] > 0xc0 && cvd.Distance(unpremultiply(pic.Pix[i:i+4]), c, cvd.Normal) < 12 {
			n++
		}
	}
	return n
}

func unpremultiply(p []uint8) color.RGBA {
	a := float64(p[3]) / 255
	return color.RGBA{uint8(float64(p[0]) / a), uint8(float64(p[1]) / a), uint8(float64(p[2]) / a), 0xff}
}

// minFigureSides is the least CIELAB ΔE, under every vision, between the
// mean colours of the two sides' tokens of one figure as drawn (the
// figure on its base): the side reads at a glance (2.3 is the least
// difference people notice; the art's kinds keep 8 apart).
const minFigureSides = 11.0

// The sides' figures stay apart: for every people and class, the mean
// colour of side 1's token and side 2's (the figure on its side-coloured
// base, inside the base's rim) differ by minFigureSides or more, under
// the standard palette to normal vision, under the colour-blind palette
// to normal vision, protanopia, deuteranopia and tritanopia.
func TestFigureSidesApartToEveryEye(t *testing.T) {
	worst := math.Inf(1)
	for _, k := range []struct {
		pal     *ui.Palette
		visions []cvd.Vision
	}{
		{&ui.StandardPalette, []cvd.Vision{cvd.Normal}},
		{&ui.ColourBlindPalette, []cvd.Vision{cvd.Normal, cvd.Protanopia, cvd.Deuteranopia, cvd.Tritanopia}},
	} {
		pal := k.pal
		for _, p := range peoples {
			for _, c := range classes {
				f := board.Figure{Build: p, Class: c, Weapon: board.Rifle}
				a, b := tokenMean(f, pal, 0), tokenMean(f, pal, 1)
				for _, v := range k.visions {
					d := cvd.Distance(a, b, v)
					worst = min(worst, d)
					if d < minFigureSides {
						t.Errorf("%v, build %d %s: the sides' tokens are ΔE %.1f apart, want %.0f", v, p, c, d, minFigureSides)
					}
				}
			}
		}
	}
	t.Logf("the closest sides' tokens are ΔE %.1f apart", worst)
}

// tokenMean is the mean colour of f's token on side as drawn inside its
// base: the figure over its base and rim (as board.drawFigure draws them).
func tokenMean(f board.Figure, pal *ui.Palette, side int) color.RGBA {
	pic := paintSide(f, pal, side)
	fill, rim := pal.Sides[side], pal.SidesLight[side]
	var sum [3]float64
	n := 0
	r := float64(figureN) / 2 / 1.25 // figureSpan
	for y := range figureN {
		for x := range figureN {
			d := math.Hypot(float64(x)+0.5-figureN/2, float64(y)+0.5-figureN/2)
			if d > r {
				continue
			}
			// Under the figure: its base, 0.65 of its side's colour
			// (figureBaseShade), its rim a fifth of its radius wide.
			base := [3]float64{float64(fill.R) * 0.65, float64(fill.G) * 0.65, float64(fill.B) * 0.65}
			if d > r*4/5 {
				base = [3]float64{float64(rim.R), float64(rim.G), float64(rim.B)}
			}
			p := pic.Pix[4*(y*figureN+x):]
			a := float64(p[3]) / 255
			for c := range 3 {
				sum[c] += float64(p[c]) + base[c]*(1-a)
			}
			n++
		}
	}
	return color.RGBA{uint8(sum[0] / float64(n)), uint8(sum[1] / float64(n)), uint8(sum[2] / float64(n)), 0xff}
}
