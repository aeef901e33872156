package ui

import (
	"bytes"
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/krygothic/krygothic/assets"
)

// Fonts are the parsed font sources every scene draws with.
type Fonts struct {
	Regular, Bold, Mono *text.GoTextFaceSource
}

// LoadFonts parses the embedded fonts.
func LoadFonts() (*Fonts, error) {
	var f Fonts
	for _, x := range []struct {
		dst **text.GoTextFaceSource
		ttf []byte
		ok  string
	}{{&f.Regular, assets.RegularTTF, "regular"}, {&f.Bold, assets.BoldTTF, "bold"}, {&f.Mono, assets.MonoTTF, "mono"}} {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(x.ttf))
		if err != nil {
			return nil, fmt.Errorf("font %s: %w", x.ok, err)
		}
		*x.dst = src
	}
	return &f, nil
}

// Face returns a face of src at size pixels.
func Face(src *text.GoTextFaceSource, size float64) *text.GoTextFace {
	return &text.GoTextFace{Source: src, Size: size}
}

// Write draws s with its top-left corner at x, y; lines are 1.35 × size
// apart. Position and size are in layout units: the text is drawn at
// size × Scale pixels.
func Write(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, x, y float64, s string) {
	op := &text.DrawOptions{}
	x, y = Px(x), Px(y)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	op.LineSpacing = Px(size) * 1.35
	face := Face(src, Px(size))
	text.Draw(dst, s, face, op)
	recordText(dst, face, op.LineSpacing, x, y, s)
}

// Measure is [TextWidth] in one font and size, as a function: what
// game/internal/textwrap measures lines with to wrap them in pixels.
func Measure(src *text.GoTextFaceSource, size float64) func(string) float64 {
	return func(s string) float64 { return TextWidth(s, src, size) }
}

// TextWidth measures s in the given font and size, in layout units, as
// Write draws it at Scale.
func TextWidth(s string, src *text.GoTextFaceSource, size float64) float64 {
	w, _ := text.Measure(s, Face(src, Px(size)), 0)
	return Units(w)
}
