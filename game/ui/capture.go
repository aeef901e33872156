package ui

import (
	"image"
	"image/png"
	"io"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/internal/atomicfile"
)

// Capture wraps a game so that, after Frames frames have been drawn, it
// writes the screen to Path as a PNG and ends the game. The client's
// --screenshot flag uses it; so can any scene.
type Capture struct {
	ebiten.Game
	Frames int
	Path   string

	drawn int
	done  bool
	err   error
}

// Update ends the game once the picture is written (or failed to be).
func (c *Capture) Update() error {
	switch {
	case c.err != nil:
		return c.err
	case c.done:
		return ebiten.Termination
	}
	return c.Game.Update()
}

// Draw draws the wrapped game, and saves the screen on the chosen frame.
func (c *Capture) Draw(screen *ebiten.Image) {
	c.Game.Draw(screen)
	c.drawn++
	if c.drawn == max(c.Frames, 1) && !c.done {
		c.err = SavePNG(screen, c.Path)
		c.done = true
	}
}

// SavePNG reads img back and writes it to path, creating the directory and
// replacing any old file atomically.
func SavePNG(img *ebiten.Image, path string) error {
	pic := Pixels(img)
	return atomicfile.Write(path, func(w io.Writer) error { return png.Encode(w, pic) })
}

// Pixels reads img back into an RGBA picture. It must run inside the game
// loop (Update or Draw).
func Pixels(img *ebiten.Image) *image.RGBA {
	b := img.Bounds()
	pic := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(pic.Pix)
	return pic
}
