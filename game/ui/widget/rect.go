package widget

import "image"

// Rect is a rectangle in layout units: its top-left corner, width and
// height.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies in r: its top and left edges are
// in, its bottom and right edges out.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Right is the x of r's right edge.
func (r Rect) Right() float64 { return r.X + r.W }

// Bottom is the y of r's bottom edge.
func (r Rect) Bottom() float64 { return r.Y + r.H }

// Inset is r shrunk by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Image is r as an image rectangle, its corners cut to whole pixels.
func (r Rect) Image() image.Rectangle {
	return image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
}
