// Package scenarios holds the files a match is set up from, embedded in the
// game: for now the shipped army lists (armies/*.yaml); the deck maps and
// scenario files join them with the map work.
package scenarios

import "embed"

// Armies holds the shipped army lists, one per playable team, as
// armies/<team>.yaml.
//
//go:embed armies/*.yaml
var Armies embed.FS
