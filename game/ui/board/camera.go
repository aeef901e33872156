// Package board draws the cruiser deck and what stands on it, through a
// camera that pans and zooms: the terrain by AP cost, walls, doors, cover,
// weak floors, darkness, deployment zones and objectives; model tokens with
// their facing, arc, wounds and markers; and cell overlays (reach, sight,
// heat maps) drawn in one call each. The battle screen and the scenario
// viewer both draw with it. It decides nothing.
package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/rules/geom"
)

// Zoom limits, in layout units (pixels at ui.Scale 1) per inch.
const (
	MinZoom = 4.0
	MaxZoom = 64.0
)

// Camera maps deck inches to the screen: the point Centre (inches) is
// drawn at the middle of the view rectangle, Zoom pixels to the inch.
// Its view, Zoom and the positions it gives are in layout units (pixels
// at ui.Scale 1); the board's drawing turns them into screen pixels.
type Camera struct {
	Centre geom.Vec
	Zoom   float64
	// The view: the part of the screen the deck is drawn in.
	ViewX, ViewY, ViewW, ViewH float64
}

// Fit centres the camera on a w×h inch deck and zooms so it fills the
// view with a small margin.
func (c *Camera) Fit(w, h int) {
	c.Centre = geom.Vec{X: float64(w) / 2, Y: float64(h) / 2}
	z := math.Min((c.ViewW-16)/float64(w), (c.ViewH-16)/float64(h))
	c.Zoom = clamp(z, MinZoom, MaxZoom)
}

// SetView places the view rectangle on the screen, keeping the centre.
func (c *Camera) SetView(x, y, w, h float64) { c.ViewX, c.ViewY, c.ViewW, c.ViewH = x, y, w, h }

// ToScreen returns where deck point p is drawn, in layout units.
func (c *Camera) ToScreen(p geom.Vec) (x, y float64) {
	return c.ViewX + c.ViewW/2 + (p.X-c.Centre.X)*c.Zoom, c.ViewY + c.ViewH/2 + (p.Y-c.Centre.Y)*c.Zoom
}

// ToWorld returns the deck point under screen point (x, y), in layout units.
func (c *Camera) ToWorld(x, y float64) geom.Vec {
	return geom.Vec{X: c.Centre.X + (x-c.ViewX-c.ViewW/2)/c.Zoom, Y: c.Centre.Y + (y-c.ViewY-c.ViewH/2)/c.Zoom}
}

// InView reports whether screen point (x, y) (layout units) is inside the view.
func (c *Camera) InView(x, y float64) bool {
	return x >= c.ViewX && y >= c.ViewY && x < c.ViewX+c.ViewW && y < c.ViewY+c.ViewH
}

// GeoM is the transform from deck inches to screen pixels (the camera's
// layout units at ui.Scale), for images
// drawn one pixel per cell (scale them by PxPerCell first if finer).
func (c *Camera) GeoM() ebiten.GeoM {
	var g ebiten.GeoM
	g.Translate(-c.Centre.X, -c.Centre.Y)
	g.Scale(c.Zoom, c.Zoom)
	g.Translate(c.ViewX+c.ViewW/2, c.ViewY+c.ViewH/2)
	ui.ToScreen(&g)
	return g
}

// Pan moves the camera by (dx, dy) layout units.
func (c *Camera) Pan(dx, dy float64) {
	c.Centre.X -= dx / c.Zoom
	c.Centre.Y -= dy / c.Zoom
}

// ZoomAt multiplies the zoom by factor, keeping the deck point under
// screen point (x, y) (layout units) where it is.
func (c *Camera) ZoomAt(x, y, factor float64) {
	before := c.ToWorld(x, y)
	c.Zoom = clamp(c.Zoom*factor, MinZoom, MaxZoom)
	after := c.ToWorld(x, y)
	c.Centre.X += before.X - after.X
	c.Centre.Y += before.Y - after.Y
}

// Keep stops the camera wandering off a w×h deck: its centre stays on it.
func (c *Camera) Keep(w, h int) {
	c.Centre.X = clamp(c.Centre.X, 0, float64(w))
	c.Centre.Y = clamp(c.Centre.Y, 0, float64(h))
}

// Framed is the centre nearest p at which the view shows only the w×h
// deck: along an axis where the deck is wider than the view, the centre
// keeps the deck's edge at the view's edge or beyond; along one where it
// is narrower, the deck stands in the middle of the view.
func (c *Camera) Framed(p geom.Vec, w, h int) geom.Vec {
	axis := func(v, deck, view float64) float64 {
		half := view / 2 / c.Zoom
		if deck <= 2*half {
			return deck / 2
		}
		return clamp(v, half, deck-half)
	}
	return geom.Vec{X: axis(p.X, float64(w), c.ViewW), Y: axis(p.Y, float64(h), c.ViewH)}
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }
