package board

import (
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/rules/geom"
)

// What a fight leaves on the deck, drawn on the ship view: the burnt-out
// wreck of a destroyed vehicle with smoke drifting from it, and scorch
// marks where blasts came down. Drawn in screen pixels but for the
// scorches, which the deck draws under its tint.

// Scorch is a blast's burn on the deck, in deck inches.
type Scorch struct {
	At     geom.Vec
	Radius float64
	Angle  float64 // turns the mark, so no two look alike
	Alpha  float64 // 0 to 1: it darkens as the blast burns out
}

var (
	scorchOnce   sync.Once
	scorchSprite *ebiten.Image // a ragged soot mark, darkest at its heart
	puffSprite   *ebiten.Image // a puff of smoke: thick in the middle, soft at its edge
	wreckCharred = color.RGBA{0x1e, 0x1b, 0x19, 0xff}
	wreckRust    = color.RGBA{0x4a, 0x2c, 0x1a, 0xff}
	wreckInk     = color.RGBA{0x08, 0x07, 0x06, 0xff}
	emberC       = color.RGBA{0xff, 0x8a, 0x2a, 0xff}
	smokeC       = color.RGBA{0x3a, 0x37, 0x35, 0xff}
)

// scorch is the scorch mark's sprite, rasterised once with the smoke's
// puff (puff).
func scorch() *ebiten.Image {
	scorchOnce.Do(func() {
		const n = 128
		pix := make([]byte, 4*n*n)
		for j := range n {
			for i := range n {
				dx, dy := (float64(i)+0.5)/n*2-1, (float64(j)+0.5)/n*2-1
				a := math.Atan2(dy, dx)
				// A ragged rim: a few waves round it.
				rim := 0.78 + 0.09*math.Sin(3*a+0.4) + 0.06*math.Sin(7*a+1.9) + 0.04*math.Sin(13*a+0.7)
				d := math.Hypot(dx, dy) / rim
				put(pix, i+j*n, (1-smooth(0.25, 1, d))*(0.7+0.3*(1-smooth(0, 0.6, d))))
			}
		}
		scorchSprite = fromPix(n, pix)
		for j := range n {
			for i := range n {
				d := math.Hypot((float64(i)+0.5)/n*2-1, (float64(j)+0.5)/n*2-1)
				put(pix, i+j*n, 1-smooth(0.3, 1, d))
			}
		}
		puffSprite = fromPix(n, pix)
	})
	return scorchSprite
}

// puff is a puff of smoke's sprite.
func puff() *ebiten.Image {
	scorch()
	return puffSprite
}

// drawScorches draws the scorch marks on the painted deck.
func (b *Deck) drawScorches(dst *ebiten.Image, cam *Camera) {
	for _, s := range b.Scorches {
		x, y := cam.ToScreen(s.At)
		c := withA(wreckInk, uint8(240*max(0, min(1, s.Alpha))))
		stamp(dst, scorch(), x, y, 2*s.Radius*cam.Zoom, s.Angle, premultiplied(c))
	}
}

// Wreck draws a vehicle burnt out where it was destroyed, length pixels
// long at (x, y) turned to facing (radians): its hull charred black with a
// rim of burnt rust and its side's colour c, its frame showing through, a
// hole blown in it; embers (1 → 0) glow in it as it burns out; alpha is
// its fade.
func Wreck(dst *ebiten.Image, x, y, length, facing, embers float64, c color.RGBA, alpha uint8) {
	ax, ay := math.Cos(facing), math.Sin(facing) // along the hull
	nx, ny := -ay, ax                            // across it
	width := length * hullProportion
	a := func(c color.RGBA, k float64) color.RGBA { return premultiplied(withA(c, uint8(float64(alpha)*k))) }
	stamp(dst, hull(), x+1.5, y+2, length+2, facing, a(color.RGBA{0, 0, 0, 0xff}, 0.45))
	stamp(dst, hull(), x, y, length+math.Max(3, length/12), facing, a(mix(c, wreckRust, 0.6), 1))
	stamp(dst, hull(), x, y, length, facing, a(wreckCharred, 1))
	// The frame: ribs across the hull, buckled.
	for i, at := range []float64{-0.3, -0.08, 0.16} {
		bend := 0.06 * length * float64(i%2*2-1)
		cx, cy := x+ax*at*length, y+ay*at*length
		Line(dst, cx-nx*width*0.36, cy-ny*width*0.36, cx+nx*width*0.36+ax*bend, cy+ny*width*0.36+ay*bend, math.Max(1.5, length/22), a(wreckInk, 0.9))
	}
	// The hole the blast tore, its edge rusted.
	hx, hy := x+ax*length*0.3+nx*width*0.08, y+ay*length*0.3+ny*width*0.08
	FillDisc(dst, hx, hy, width*0.26, a(mix(wreckRust, wreckInk, 0.3), 0.9))
	FillDisc(dst, hx, hy, width*0.2, a(wreckInk, 1))
	if embers = math.Max(0, math.Min(1, embers)); embers > 0 {
		for i, p := range [][2]float64{{0.3, 0.1}, {-0.2, -0.22}, {0.04, 0.24}, {-0.36, 0.12}, {0.22, -0.14}} {
			ex, ey := x+ax*p[0]*length+nx*p[1]*width, y+ay*p[0]*length+ny*p[1]*width
			r := math.Max(1, width*(0.06-0.008*float64(i)))
			FillDisc(dst, ex, ey, r*2.5, a(emberC, 0.18*embers))
			FillDisc(dst, ex, ey, r, a(emberC, embers))
		}
	}
}

// Smoke draws the smoke rising from a wreck at (x, y), r pixels the size
// of a puff: puffs rising and drifting with the draught (drift, radians
// on the screen), each swelling and thinning as it goes, fewer as age
// (0…1 of the smoke's life) passes, none at its end.
func Smoke(dst *ebiten.Image, x, y, r, drift, age float64) {
	const puffs, life = 14, 0.35 // puffs over the smoke's life; each lives this part of it
	for i := range puffs {
		born := float64(i) / puffs * (1 - life)
		t := (age - born) / life
		if t < 0 || t >= 1 {
			continue
		}
		k := float64(i)*2.39996 + 0.5 // a golden turn between puffs
		side := math.Sin(k) * 0.4
		dist := r * (0.3 + 3.2*t)
		px := x + math.Cos(drift)*dist + math.Cos(drift+math.Pi/2)*side*r
		py := y + math.Sin(drift)*dist + math.Sin(drift+math.Pi/2)*side*r
		size := r * (0.8 + 2.0*t)
		fade := (1 - t) * math.Min(1, t*5) * (1 - 0.4*age)
		c := mix(smokeC, wreckInk, 0.5*(1-t))
		stamp(dst, puff(), px, py, 2*size, 0, premultiplied(withA(c, uint8(200*fade))))
	}
}
