package board

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	xvector "golang.org/x/image/vector"

	"github.com/krygothic/krygothic/game/ui"
)

// Shapes are drawn from sprites rasterised once on the CPU (anti-aliased
// by golang.org/x/image/vector) and then drawn scaled, rotated and tinted
// with DrawImage, which Ebitengine batches into few draw calls. Ebitengine's
// own anti-aliased vector paths cost milliseconds each under software GL
// (measured in docs/performance.md), too slow for dozens of tokens a frame.

const spriteSize = 128 // pixels across a round sprite

var (
	spritesOnce sync.Once
	discSprite  *ebiten.Image // a filled circle
	ringSprite  *ebiten.Image // a circle's rim, 1/10 of the radius thick
	dotSprite   *ebiten.Image // a small soft square for lines: 1 px core, soft edges
	diamondSpr  *ebiten.Image
	wedgeMu     sync.Mutex
	wedges      = map[float64]*ebiten.Image{} // by half-angle
)

func loadSprites() {
	spritesOnce.Do(func() {
		r := float32(spriteSize) / 2
		discSprite = rasterise(spriteSize, spriteSize, func(z *xvector.Rasterizer) { circle(z, r, r, r-1, false) })
		ringSprite = rasterise(spriteSize, spriteSize, func(z *xvector.Rasterizer) {
			circle(z, r, r, r-1, false)
			circle(z, r, r, r-1-r/5, true)
		})
		diamondSpr = rasterise(spriteSize, spriteSize, func(z *xvector.Rasterizer) {
			z.MoveTo(r, 1)
			z.LineTo(2*r-1, r)
			z.LineTo(r, 2*r-1)
			z.LineTo(1, r)
			z.ClosePath()
		})
		// A 4×4 sprite whose middle 2×2 is solid: scaled along a line with
		// linear filtering it gives soft edges.
		pic := image.NewRGBA(image.Rect(0, 0, 4, 4))
		for y := 1; y < 3; y++ {
			for x := 1; x < 3; x++ {
				pic.SetRGBA(x, y, color.RGBA{0xff, 0xff, 0xff, 0xff})
			}
		}
		dotSprite = ebiten.NewImageFromImage(pic)
	})
}

// wedge returns a sprite of a circle's sector of half-angle half (radians)
// centred on +x, its point at the sprite's middle.
func wedge(half float64) *ebiten.Image {
	wedgeMu.Lock()
	defer wedgeMu.Unlock()
	if w, ok := wedges[half]; ok {
		return w
	}
	const n = 2 * spriteSize
	r := float32(n) / 2
	w := rasterise(n, n, func(z *xvector.Rasterizer) {
		z.MoveTo(r, r)
		steps := 48
		for i := 0; i <= steps; i++ {
			a := -half + 2*half*float64(i)/float64(steps)
			z.LineTo(r+float32(math.Cos(a))*(r-1), r+float32(math.Sin(a))*(r-1))
		}
		z.ClosePath()
	})
	wedges[half] = w
	return w
}

// circle adds a circle to z; reverse winds it the other way, to cut a hole.
func circle(z *xvector.Rasterizer, cx, cy, r float32, reverse bool) {
	const steps = 96
	for i := 0; i <= steps; i++ {
		a := 2 * math.Pi * float64(i) / steps
		if reverse {
			a = -a
		}
		x, y := cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a))
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
}

// rasterise draws a white shape of w×h pixels.
func rasterise(w, h int, shape func(z *xvector.Rasterizer)) *ebiten.Image {
	z := xvector.NewRasterizer(w, h)
	z.DrawOp = draw.Src
	shape(z)
	mask := image.NewAlpha(image.Rect(0, 0, w, h))
	z.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	pic := image.NewRGBA(mask.Bounds())
	for i, a := range mask.Pix {
		pic.Pix[4*i], pic.Pix[4*i+1], pic.Pix[4*i+2], pic.Pix[4*i+3] = a, a, a, a
	}
	return ebiten.NewImageFromImage(pic)
}

// FillDisc draws a filled circle of radius r pixels at (x, y).
func FillDisc(dst *ebiten.Image, x, y, r float64, c color.Color) {
	loadSprites()
	stamp(dst, discSprite, x, y, 2*r, 0, c)
}

// Ring draws a circle's rim of radius r pixels, width pixels thick. Thin
// rims of large circles are drawn as segments, so the width holds.
func Ring(dst *ebiten.Image, x, y, r, width float64, c color.Color) {
	loadSprites()
	if width >= r/6 && r < 40 {
		// The sprite's rim is a tenth of its diameter: scale to fit.
		stamp(dst, ringSprite, x, y, 2*r, 0, c)
		return
	}
	steps := max(24, int(r/3))
	for i := range steps {
		a0, a1 := 2*math.Pi*float64(i)/float64(steps), 2*math.Pi*float64(i+1)/float64(steps)
		Line(dst, x+r*math.Cos(a0), y+r*math.Sin(a0), x+r*math.Cos(a1), y+r*math.Sin(a1), width, c)
	}
}

// Line draws a straight line width pixels thick with soft edges.
func Line(dst *ebiten.Image, x0, y0, x1, y1, width float64, c color.Color) {
	loadSprites()
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	// The sprite's solid core is its middle half: scale the core to the
	// line, the soft border overhangs by a quarter.
	op.GeoM.Translate(-2, -2)
	op.GeoM.Scale((l+width)/2, width/2)
	op.GeoM.Rotate(math.Atan2(dy, dx))
	op.GeoM.Translate((x0+x1)/2, (y0+y1)/2)
	ui.ToScreen(&op.GeoM)
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(dotSprite, op)
}

// Wedge draws a front arc: a sector of radius r pixels, half-angle half,
// pointing along angle (radians).
func Wedge(dst *ebiten.Image, x, y, r, angle, half float64, c color.Color) {
	loadSprites()
	stamp(dst, wedge(half), x, y, 2*r, angle, c)
}

// Diamond draws a diamond r pixels from centre to tip.
func Diamond(dst *ebiten.Image, x, y, r float64, c color.Color) {
	loadSprites()
	stamp(dst, diamondSpr, x, y, 2*r, 0, c)
}

// stamp draws a square sprite centred on (x, y), size pixels across,
// turned by angle and tinted c.
func stamp(dst, sprite *ebiten.Image, x, y, size, angle float64, c color.Color) {
	n := float64(sprite.Bounds().Dx())
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-n/2, -n/2)
	op.GeoM.Scale(size/n, size/n)
	if angle != 0 {
		op.GeoM.Rotate(angle)
	}
	op.GeoM.Translate(x, y)
	ui.ToScreen(&op.GeoM)
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(sprite, op)
}
