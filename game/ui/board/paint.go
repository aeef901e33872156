package board

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	xvector "golang.org/x/image/vector"
)

// canvas paints a sprite in colours on the CPU, once, from shapes given
// in figure units: the base's radius is 1, the figure faces +x and y
// points down the screen, so +y is the figure's right. Each part is
// filled in its colour over a dark outline of its own, so parts drawn
// later stand out from those under them.
type canvas struct {
	n    int     // pixels across
	span float64 // figure units from the middle to the edge
	pix  *image.RGBA
	mask *image.Alpha
	z    *xvector.Rasterizer
}

// outline is the width of the ink round each part, in figure units
// (about a pixel at the default zoom).
const outline = 0.085

// shape adds itself to z, grown by grow figure units all round.
type shape func(c *canvas, z *xvector.Rasterizer, grow float64)

func newCanvas(n int, span float64) *canvas {
	r := image.Rect(0, 0, n, n)
	return &canvas{n: n, span: span, pix: image.NewRGBA(r), mask: image.NewAlpha(r), z: xvector.NewRasterizer(n, n)}
}

// at maps a point in figure units to sprite pixels.
func (c *canvas) at(x, y float64) (float32, float32) {
	k := float64(c.n) / (2 * c.span)
	return float32(float64(c.n)/2 + x*k), float32(float64(c.n)/2 + y*k)
}

// scale is the pixels of a figure unit.
func (c *canvas) scale() float64 { return float64(c.n) / (2 * c.span) }

// part paints shapes as one part: its outline in ink, then its colour.
func (c *canvas) part(col color.RGBA, shapes ...shape) {
	c.fill(figInk, outline, shapes...)
	c.fill(col, 0, shapes...)
}

// fill paints the union of shapes, grown by grow, in col (straight
// alpha) over what is there.
func (c *canvas) fill(col color.RGBA, grow float64, shapes ...shape) {
	c.z.Reset(c.n, c.n)
	c.z.DrawOp = draw.Src
	for _, s := range shapes {
		s(c, c.z, grow)
	}
	b := c.mask.Bounds()
	c.z.Draw(c.mask, b, image.Opaque, image.Point{})
	for i, m := range c.mask.Pix {
		if m == 0 {
			continue
		}
		a := uint32(m) * uint32(col.A) / 255
		p := c.pix.Pix[4*i : 4*i+4]
		inv := 255 - a
		p[0] = uint8((uint32(col.R)*a + uint32(p[0])*inv) / 255)
		p[1] = uint8((uint32(col.G)*a + uint32(p[1])*inv) / 255)
		p[2] = uint8((uint32(col.B)*a + uint32(p[2])*inv) / 255)
		p[3] = uint8(a + uint32(p[3])*inv/255)
	}
}

// glow paints a soft round light of radius r at (x, y): col at its heart
// fading to nothing at its edge.
func (c *canvas) glow(x, y, r float64, col color.RGBA) {
	cx, cy := c.at(x, y)
	rp := r * c.scale()
	for py := max(0, int(float64(cy)-rp)); py < min(c.n, int(float64(cy)+rp)+1); py++ {
		for px := max(0, int(float64(cx)-rp)); px < min(c.n, int(float64(cx)+rp)+1); px++ {
			d := math.Hypot(float64(px)+0.5-float64(cx), float64(py)+0.5-float64(cy)) / rp
			if d >= 1 {
				continue
			}
			a := uint32(float64(col.A) * (1 - d) * (1 - d))
			p := c.pix.Pix[4*(py*c.n+px) : 4*(py*c.n+px)+4]
			inv := 255 - a
			p[0] = uint8((uint32(col.R)*a + uint32(p[0])*inv) / 255)
			p[1] = uint8((uint32(col.G)*a + uint32(p[1])*inv) / 255)
			p[2] = uint8((uint32(col.B)*a + uint32(p[2])*inv) / 255)
			p[3] = uint8(a + uint32(p[3])*inv/255)
		}
	}
}

// disc is a circle of radius r at (x, y).
func disc(x, y, r float64) shape {
	return oval(x, y, r, r, 0)
}

// oval is an ellipse at (x, y) with half-axes rx along its turn (radians
// from +x) and ry across it.
func oval(x, y, rx, ry, turn float64) shape {
	return func(c *canvas, z *xvector.Rasterizer, grow float64) {
		const steps = 40
		cs, sn := math.Cos(turn), math.Sin(turn)
		for i := 0; i <= steps; i++ {
			a := 2 * math.Pi * float64(i) / steps
			ex, ey := (rx+grow)*math.Cos(a), (ry+grow)*math.Sin(a)
			px, py := c.at(x+ex*cs-ey*sn, y+ex*sn+ey*cs)
			if i == 0 {
				z.MoveTo(px, py)
			} else {
				z.LineTo(px, py)
			}
		}
		z.ClosePath()
	}
}

// poly is a closed polygon through pts (x, y pairs), grown by rounding
// its edges out.
func poly(pts ...float64) shape {
	return func(c *canvas, z *xvector.Rasterizer, grow float64) {
		n := len(pts) / 2
		// Wind it as the circles wind, so overlapping shapes add up
		// rather than cut holes.
		area := 0.0
		for i := range n {
			j := (i + 1) % n
			area += pts[2*i]*pts[2*j+1] - pts[2*j]*pts[2*i+1]
		}
		idx := func(i int) int { return i }
		if area < 0 {
			idx = func(i int) int { return n - 1 - i }
		}
		for i := range n {
			px, py := c.at(pts[2*idx(i)], pts[2*idx(i)+1])
			if i == 0 {
				z.MoveTo(px, py)
			} else {
				z.LineTo(px, py)
			}
		}
		z.ClosePath()
		if grow > 0 {
			for i := range n {
				j := (i + 1) % n
				stick(pts[2*i], pts[2*i+1], pts[2*j], pts[2*j+1], 0)(c, z, grow)
			}
		}
	}
}

// stick is a line from (x0, y0) to (x1, y1), w wide, its ends rounded.
func stick(x0, y0, x1, y1, w float64) shape {
	return func(c *canvas, z *xvector.Rasterizer, grow float64) {
		h := w/2 + grow
		if h <= 0 {
			return
		}
		dx, dy := x1-x0, y1-y0
		l := math.Hypot(dx, dy)
		if l > 0 {
			nx, ny := -dy/l*h, dx/l*h
			poly(x0+nx, y0+ny, x1+nx, y1+ny, x1-nx, y1-ny, x0-nx, y0-ny)(c, z, 0)
		}
		disc(x0, y0, h)(c, z, 0)
		disc(x1, y1, h)(c, z, 0)
	}
}

// picture is the canvas's pixels, premultiplied, as an RGBA image.
func (c *canvas) picture() *image.RGBA { return c.pix }

// shade mixes c towards black by t (0…1), keeping its alpha.
func shade(c color.RGBA, t float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * (1 - t)), uint8(float64(c.G) * (1 - t)), uint8(float64(c.B) * (1 - t)), c.A}
}

// tint mixes c towards d by t, keeping c's alpha.
func tint(c, d color.RGBA, t float64) color.RGBA {
	m := mix(c, d, t)
	m.A = c.A
	return m
}
