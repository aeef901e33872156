package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/krygothic/krygothic/game/ui/controls"
)

// Scale is how many screen pixels one layout unit is: the device scale
// factor times the player's UI scale setting, set by the app as it gives
// the scenes the window's real pixels (app.Layout). Scenes lay themselves
// out in layout units, their screen's size divided by Scale; Write,
// TextWidth, the shapes below and the board's drawing take layout units
// and draw at Scale, so text is rasterised at its final size and never
// resampled. At Scale 1 a layout unit is a pixel and nothing changes.
var Scale = 1.0

// Px is v layout units in screen pixels.
func Px(v float64) float64 { return v * Scale }

// Units is v screen pixels (a cursor position, an image's size) in
// layout units.
func Units(v float64) float64 { return v / Scale }

// UnitsSize is an image's size in layout units.
func UnitsSize(img *ebiten.Image) (w, h float64) {
	b := img.Bounds()
	return Units(float64(b.Dx())), Units(float64(b.Dy()))
}

// FillRect fills the rectangle x, y, w, h (layout units) with c.
func FillRect(dst *ebiten.Image, x, y, w, h float64, c color.Color) {
	vector.FillRect(dst, f32(x), f32(y), f32(w), f32(h), c, false)
}

// StrokeRect draws the outline of the rectangle x, y, w, h, width thick
// (layout units; the line is at least a pixel).
func StrokeRect(dst *ebiten.Image, x, y, w, h, width float64, c color.Color) {
	vector.StrokeRect(dst, f32(x), f32(y), f32(w), f32(h), max(f32(width), 1), c, false)
}

// FillCircle fills the circle at cx, cy of radius r (layout units),
// anti-aliased.
func FillCircle(dst *ebiten.Image, cx, cy, r float64, c color.Color) {
	vector.FillCircle(dst, f32(cx), f32(cy), f32(r), c, true)
}

func f32(v float64) float32 { return float32(v * Scale) }

// Vector draws package vector's shapes with the same arguments, given in
// layout units, at Scale: a screen written with vector.FillRect draws
// scaled by writing ui.Vector.FillRect instead.
var Vector scaledVector

type scaledVector struct{}

// FillRect is vector.FillRect in layout units.
func (scaledVector) FillRect(dst *ebiten.Image, x, y, w, h float32, c color.Color, antialias bool) {
	s := float32(Scale)
	vector.FillRect(dst, x*s, y*s, w*s, h*s, c, antialias)
}

// StrokeRect is vector.StrokeRect in layout units (the line at least a
// pixel).
func (scaledVector) StrokeRect(dst *ebiten.Image, x, y, w, h, width float32, c color.Color, antialias bool) {
	s := float32(Scale)
	vector.StrokeRect(dst, x*s, y*s, w*s, h*s, max(width*s, 1), c, antialias)
}

// Rect is r, in layout units, in screen pixels, rounded outwards: the part
// of the screen a SubImage for it takes.
func Rect(x, y, w, h float64) image.Rectangle {
	return image.Rect(int(math.Floor(Px(x))), int(math.Floor(Px(y))), int(math.Ceil(Px(x+w))), int(math.Ceil(Px(y+h))))
}

// StrokeLine is vector.StrokeLine in layout units.
func (scaledVector) StrokeLine(dst *ebiten.Image, x0, y0, x1, y1, width float32, c color.Color, antialias bool) {
	s := float32(Scale)
	vector.StrokeLine(dst, x0*s, y0*s, x1*s, y1*s, width*s, c, antialias)
}

// ToScreen appends to g the step from layout units to screen pixels: an
// image placed by g in layout units lands at Scale.
func ToScreen(g *ebiten.GeoM) { g.Scale(Scale, Scale) }

// Cursor is the pointer's position in layout units (c.Cursor over
// Scale).
func Cursor(c *controls.Controls) (x, y float64) {
	x, y = c.Cursor()
	return Units(x), Units(y)
}

// Where is where pointer action a happened this frame, in layout units
// (c.Where over Scale).
func Where(c *controls.Controls, a controls.Action) (x, y float64) {
	x, y = c.Where(a)
	return Units(x), Units(y)
}
