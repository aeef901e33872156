package ui

import (
	"bytes"
	"fmt"

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

// face returns a face of src at size pixels.
func face(src *text.GoTextFaceSource, size float64) *text.GoTextFace {
	return &text.GoTextFace{Source: src, Size: size}
}
