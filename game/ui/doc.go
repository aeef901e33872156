// Package ui is Kry-Gothic's drawing and input code on Ebitengine: the
// scenes a player sees. It decides no rule; it shows what the rules and the
// match report. Only this package and cmd/ import Ebitengine.
//
// Scenes lay themselves out in layout units, the window's real pixels
// divided by Scale (the device scale factor times the UI scale setting),
// and draw through Write, the shapes of scale.go and the board, which
// turn layout units into pixels: a UI scale lays the screen out again,
// its text drawn at its final size.
package ui
