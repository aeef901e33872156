package board

import (
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	xvector "golang.org/x/image/vector"
)

// Class silhouettes: one small shape per unit class (KG-CLS-01), drawn in
// code and stamped upright inside a token, so the six classes read apart
// at a glance where a letter of a few pixels would not.
const (
	GlyphLeader  = "squad-leader" // a five-pointed star
	GlyphElite   = "elite"        // a diamond
	GlyphHeavy   = "heavy"        // a square block
	GlyphStorm   = "storm"        // a triangle, point up
	GlyphFast    = "fast"         // two chevrons, point up
	GlyphSpecial = "special"      // a plus
)

var (
	glyphsOnce sync.Once
	glyphs     map[string]*ebiten.Image
	pointerSpr *ebiten.Image // a triangle pointing along +x
)

// polygon adds a closed polygon of points (in sprite pixels) to z.
func polygon(z *xvector.Rasterizer, pts ...[2]float32) {
	z.MoveTo(pts[0][0], pts[0][1])
	for _, p := range pts[1:] {
		z.LineTo(p[0], p[1])
	}
	z.ClosePath()
}

func loadGlyphs() {
	glyphsOnce.Do(func() {
		const n = spriteSize
		s := float32(n)
		// p maps a point of the unit square (−1…1, y down) to sprite pixels.
		p := func(x, y float64) [2]float32 { return [2]float32{s/2 + float32(x)*(s/2-2), s/2 + float32(y)*(s/2-2)} }
		star := func(z *xvector.Rasterizer) {
			var pts [][2]float32
			for i := range 10 {
				r := 1.0
				if i%2 == 1 {
					r = 0.42
				}
				a := -math.Pi/2 + float64(i)*math.Pi/5
				pts = append(pts, p(r*math.Cos(a), r*math.Sin(a)+0.08))
			}
			polygon(z, pts...)
		}
		pointerSpr = rasterise(n, n, func(z *xvector.Rasterizer) { polygon(z, p(1, 0), p(-0.8, -0.85), p(-0.8, 0.85)) })
		glyphs = map[string]*ebiten.Image{
			GlyphLeader: rasterise(n, n, star),
			GlyphElite: rasterise(n, n, func(z *xvector.Rasterizer) {
				polygon(z, p(0, -1), p(0.75, 0), p(0, 1), p(-0.75, 0))
			}),
			GlyphHeavy: rasterise(n, n, func(z *xvector.Rasterizer) {
				polygon(z, p(-0.72, -0.72), p(0.72, -0.72), p(0.72, 0.72), p(-0.72, 0.72))
			}),
			GlyphStorm: rasterise(n, n, func(z *xvector.Rasterizer) {
				polygon(z, p(0, -0.95), p(0.9, 0.75), p(-0.9, 0.75))
			}),
			GlyphFast: rasterise(n, n, func(z *xvector.Rasterizer) {
				for _, dy := range []float64{-0.55, 0.35} {
					polygon(z, p(0, dy-0.4), p(0.9, dy+0.5), p(0.55, dy+0.5), p(0, dy-0.05), p(-0.55, dy+0.5), p(-0.9, dy+0.5))
				}
			}),
			GlyphSpecial: rasterise(n, n, func(z *xvector.Rasterizer) {
				w := 0.3
				polygon(z, p(-w, -0.9), p(w, -0.9), p(w, -w), p(0.9, -w), p(0.9, w), p(w, w), p(w, 0.9),
					p(-w, 0.9), p(-w, w), p(-0.9, w), p(-0.9, -w), p(-w, -w))
			}),
		}
	})
}

// HasGlyph reports whether class has a silhouette.
func HasGlyph(class string) bool {
	loadGlyphs()
	_, ok := glyphs[class]
	return ok
}

// Glyph draws class's silhouette centred on (x, y), size pixels across,
// tinted c; a class with none draws nothing.
func Glyph(dst *ebiten.Image, class string, x, y, size float64, c color.Color) {
	loadGlyphs()
	if g, ok := glyphs[class]; ok {
		stamp(dst, g, x, y, size, 0, c)
	}
}

// Pointer draws a triangle size pixels across centred on (x, y), pointing
// along angle (radians): a token's facing where arcs would crowd.
func Pointer(dst *ebiten.Image, x, y, size, angle float64, c color.Color) {
	loadGlyphs()
	stamp(dst, pointerSpr, x, y, size, angle, c)
}
