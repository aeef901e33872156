package ui

import (
	"fmt"
	"image/color"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/ui/cvd"
)

// How far apart (CIE76 ΔE, under each simulated vision) the colour-blind
// palette keeps its colours: a side's token from the deck, a side's zone
// tint from the terrain it is not, the sides from each other and from the
// rings drawn over them.
const (
	minSideFromDeck   = 25.0
	minSideFromRing   = 25.0
	minSideFromSide   = 25.0
	minTintFromDeck   = 15.0
	minDarkTintApart  = 7.5 // in the dark, half: the overlay halves every contrast
	minTintFromTint   = 10.0
	darknessOverlayed = 0x80 // the deck's darkness: black at this alpha
)

// deckColours are every colour the deck is drawn in, by name: lit, and
// under the darkness overlay.
func deckColours() (lit, dark map[string]color.RGBA) {
	lit = map[string]color.RGBA{"objective": colourObjective}
	for _, k := range DeckKey {
		lit[k.Label] = k.Colour
	}
	dark = map[string]color.RGBA{}
	for name, c := range lit {
		dark[name+", dark"] = shade(c)
	}
	return lit, dark
}

// shade is c under the deck's darkness overlay.
func shade(c color.RGBA) color.RGBA { return cvd.Over(color.RGBA{A: darknessOverlayed}, c) }

// The colour-blind palette's sides never collide with the terrain, the
// zone tints or the rings, under deuteranopia and protanopia as well as
// normal vision (Machado 2009).
func TestColourBlindPaletteUnderSimulation(t *testing.T) {
	if problems := paletteClashes(ColourBlindPalette); len(problems) > 0 {
		for _, p := range problems {
			t.Error(p)
		}
	}
}

// The check can fail: the palette it replaced (amber side 2, its zone
// tint the brown of difficult ground, its tokens on yellow weak floor, an
// amber target ring) fails it.
func TestTheOldColourBlindPaletteClashes(t *testing.T) {
	old := ColourBlindPalette
	old.Sides = [2]color.RGBA{{0x00, 0x5a, 0xa0, 0xff}, {0xe6, 0x9f, 0x00, 0xff}}
	old.SidesLight = [2]color.RGBA{{0x56, 0xb4, 0xe9, 0xff}, {0xf8, 0xd0, 0x70, 0xff}}
	old.Accent, old.Good = color.RGBA{0xe6, 0x9f, 0x00, 0xff}, color.RGBA{0x56, 0xb4, 0xe9, 0xff}
	problems := paletteClashes(old)
	want := []string{"side 2 zone tint", "side 2 token", "target ring"}
	for _, w := range want {
		found := false
		for _, p := range problems {
			found = found || strings.Contains(p, w)
		}
		if !found {
			t.Errorf("no clash named %q among %q", w, problems)
		}
	}
}

// paletteClashes lists every pair of p's colours closer than the minimum
// for their kind, under any of the visions checked.
func paletteClashes(p Palette) []string {
	var out []string
	check := func(what string, a, b color.RGBA, limit float64) {
		for _, v := range []cvd.Vision{cvd.Normal, cvd.Deuteranopia, cvd.Protanopia} {
			if d := cvd.Distance(a, b, v); d < limit {
				out = append(out, fmt.Sprintf("%s: ΔE %.1f under %s, want %g or more", what, d, v, limit))
			}
		}
	}
	lit, dark := deckColours()
	easy := DeckKey[0].Colour
	rings := map[string]color.RGBA{"selection and long-range ring": p.Warning, "target ring": p.Accent, "short-range ring": p.Good}
	var tints [2]color.RGBA
	for i := range p.Sides {
		tint := p.Sides[i]
		tint.A = ZoneTintAlpha
		tints[i] = cvd.Over(tint, easy)
		for _, deck := range []map[string]color.RGBA{lit, dark} {
			for name, c := range deck {
				check(fmt.Sprintf("side %d token on %s", i+1, name), p.Sides[i], c, minSideFromDeck)
				check(fmt.Sprintf("side %d rim on %s", i+1, name), p.SidesLight[i], c, minSideFromDeck)
			}
		}
		// A zone tint against the other terrain, in the same light.
		for name, c := range lit {
			if c != easy {
				check(fmt.Sprintf("side %d zone tint against %s", i+1, name), tints[i], c, minTintFromDeck)
				check(fmt.Sprintf("side %d zone tint against %s, dark", i+1, name), shade(tints[i]), shade(c), minDarkTintApart)
			}
		}
		for name, c := range rings {
			check(fmt.Sprintf("side %d token and the %s", i+1, name), p.Sides[i], c, minSideFromRing)
			check(fmt.Sprintf("side %d rim and the %s", i+1, name), p.SidesLight[i], c, minSideFromRing)
		}
	}
	check("the two sides' tokens", p.Sides[0], p.Sides[1], minSideFromSide)
	check("the two sides' rims", p.SidesLight[0], p.SidesLight[1], minSideFromSide)
	check("the two zone tints", tints[0], tints[1], minTintFromTint)
	return out
}
