package ui

import "image/color"

// Screen size the client is laid out for at least, in layout units
// (pixels at Scale 1): scenes draw into whatever the window gives, and
// read well from this size up.
const (
	ScreenWidth  = 1280
	ScreenHeight = 720
)

// The standard palette's base colours.
var (
	background = color.RGBA{0x14, 0x0c, 0x0e, 0xff}
	panel      = color.RGBA{0x24, 0x18, 0x1b, 0xff}
	rule       = color.RGBA{0x5a, 0x1d, 0x22, 0xff}
	crimson    = color.RGBA{0xc8, 0x32, 0x32, 0xff}
	ink        = color.RGBA{0xe8, 0xe0, 0xd6, 0xff}
	dim        = color.RGBA{0x9a, 0x8c, 0x84, 0xff}
)

// Palette is the colours every scene draws with. Two ship: the standard
// one, and a colour-blind one whose sides are deep blue and light lilac,
// apart from each other by lightness and from the deck's browns and
// yellows by hue, under deuteranopia and protanopia too.
type Palette struct {
	Background, Panel, PanelLight, Rule color.RGBA
	Ink, Dim, Accent, Warning, Good     color.RGBA
	Sides                               [2]color.RGBA // token fill per side, and zone tints
	SidesLight                          [2]color.RGBA // rims, arcs, coherency rings
	SideNames                           [2]string     // what a player calls each side's colour: "blue", "red"
}

// ZoneTintAlpha is the opacity of a side's colour tinting its deployment
// zone on the deck.
const ZoneTintAlpha = 0x48

// StandardPalette is the default palette.
var StandardPalette = Palette{
	Background: background, Panel: panel, PanelLight: color.RGBA{0x34, 0x25, 0x29, 0xff}, Rule: rule,
	Ink: ink, Dim: dim, Accent: crimson, Warning: color.RGBA{0xf0, 0xa0, 0x30, 0xff}, Good: color.RGBA{0x7c, 0xc0, 0x6a, 0xff},
	Sides:      [2]color.RGBA{{0x2e, 0x6c, 0xc0, 0xff}, {0xb8, 0x30, 0x30, 0xff}},
	SidesLight: [2]color.RGBA{{0x8c, 0xb8, 0xf0, 0xff}, {0xf0, 0x8c, 0x84, 0xff}},
	SideNames:  [2]string{"blue", "red"},
}

// ColourBlindPalette is for players who tell red from green poorly. The
// deck is browns, yellows and greys, which deuteranopia and protanopia
// see as dark-to-light yellows and greys; so both sides sit on the blue
// side of what they see, apart by lightness: side 1 deep blue, side 2
// light lilac (blue to them). Its rings keep off the sides: yellow for the
// selection and long range, vermilion for a target, bluish green for
// short range (Okabe–Ito). TestColourBlindPaletteUnderSimulation measures
// every pair under the Machado 2009 simulation.
var ColourBlindPalette = func() Palette {
	p := StandardPalette
	p.Sides = [2]color.RGBA{{0x1a, 0x4a, 0xb0, 0xff}, {0xd0, 0x90, 0xf0, 0xff}}
	p.SidesLight = [2]color.RGBA{{0x68, 0x90, 0xe8, 0xff}, {0xf0, 0xc8, 0xff, 0xff}}
	p.SideNames = [2]string{"blue", "lilac"}
	p.Accent = color.RGBA{0xd5, 0x5e, 0x00, 0xff}
	p.Warning = color.RGBA{0xf0, 0xe4, 0x42, 0xff}
	p.Good = color.RGBA{0x00, 0x9e, 0x73, 0xff}
	return p
}()

// PaletteFor returns the palette the colour-blind setting asks for.
func PaletteFor(colourBlind bool) *Palette {
	if colourBlind {
		return &ColourBlindPalette
	}
	return &StandardPalette
}
