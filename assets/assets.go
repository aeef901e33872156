// Package assets holds the game's fonts and art, embedded in the binary.
//
// The fonts are the Go fonts (BSD licence, by Bigelow & Holmes, shipped with
// golang.org/x/image); see assets/CREDITS.md.
package assets

import (
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
)

// TrueType data of the game's fonts.
var (
	RegularTTF = goregular.TTF // body text
	BoldTTF    = gobold.TTF    // titles and emphasis
	MonoTTF    = gomono.TTF    // numbers, dice and commands
)
