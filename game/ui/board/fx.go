package board

import (
	"fmt"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	xvector "golang.org/x/image/vector"

	"github.com/krygothic/krygothic/game/ui"
)

// The drawing primitives of the battle's feedback on the board (what the
// dice did): shot tracers, hit and miss marks, dice, wound flashes and
// death marks. Each is drawn in layout units; the caller places it
// through the camera and fades it by its age.

// fxInk is the dark ink under light marks, so they read on any terrain.
var fxInk = color.RGBA{0x10, 0x08, 0x0a, 0xff}

// Tracer draws a shot's tracer from (x0, y0) to (x1, y1): a dark core
// line under a bright one, its bright head the part of the line that
// progress (0…1) has reached, so the shot is seen to travel.
func Tracer(dst *ebiten.Image, x0, y0, x1, y1, progress, width float64, c color.RGBA) {
	progress = math.Max(0, math.Min(1, progress))
	hx, hy := x0+(x1-x0)*progress, y0+(y1-y0)*progress
	// Exact ends, unlike Line's soft ones, which overhang a long line.
	ui.Vector.StrokeLine(dst, float32(x0), float32(y0), float32(hx), float32(hy), float32(width+2), premultiplied(withA(fxInk, c.A/2)), true)
	ui.Vector.StrokeLine(dst, float32(x0), float32(y0), float32(hx), float32(hy), float32(width), premultiplied(c), true)
	FillDisc(dst, hx, hy, width*1.4, premultiplied(c))
}

// HitMark draws a hit: a burst of eight spikes round (x, y), r pixels
// out, with HIT written under it.
func HitMark(dst *ebiten.Image, fonts *ui.Fonts, x, y, r float64, c color.RGBA) {
	for i := range 8 {
		a := float64(i) * math.Pi / 4
		in, out := r*0.45, r
		if i%2 == 1 {
			out = r * 0.75
		}
		cx, sy := math.Cos(a), math.Sin(a)
		Line(dst, x+cx*in, y+sy*in, x+cx*out, y+sy*out, math.Max(3, r/5)+2, premultiplied(withA(fxInk, c.A)))
		Line(dst, x+cx*in, y+sy*in, x+cx*out, y+sy*out, math.Max(3, r/5), premultiplied(c))
	}
	Label(dst, fonts, "HIT", x, y+r+2+r*0.35, r*0.7, c)
}

// MissMark draws a miss: an open ring struck through,
// r pixels across its half, with MISS written under it.
func MissMark(dst *ebiten.Image, fonts *ui.Fonts, x, y, r float64, c color.RGBA) {
	w := math.Max(2, r/7)
	Ring(dst, x, y, r*0.7, w+2, premultiplied(withA(fxInk, c.A)))
	Ring(dst, x, y, r*0.7, w, premultiplied(c))
	d := r * 0.5
	Line(dst, x-d, y-d, x+d, y+d, w, premultiplied(c))
	Label(dst, fonts, "MISS", x, y+r+2+r*0.35, r*0.7, c)
}

// Label writes s centred on (x, y) at size pixels in c, on a dark plate.
func Label(dst *ebiten.Image, fonts *ui.Fonts, s string, x, y, size float64, c color.RGBA) {
	size = math.Max(size, 11)
	w := ui.TextWidth(s, fonts.Bold, size)
	plate := withA(fxInk, uint8(float64(c.A)*0.8))
	ui.Vector.FillRect(dst, float32(x-w/2-4), float32(y-size*0.65), float32(w+8), float32(size*1.3), premultiplied(plate), false)
	d := Tokens{Fonts: fonts}
	d.centred(dst, s, fonts.Bold, size, premultiplied(c), x, y)
}

// Die draws one die, size pixels square, with its face: a kept die is
// filled bright (c) with a thick rim, a dropped one dark with a thin rim
// and a dim face, so the kept dice stand out without colour too.
func Die(dst *ebiten.Image, fonts *ui.Fonts, x, y, size float64, face int, kept bool, c color.RGBA, alpha uint8) {
	fill, ink, rim, rw := fxInk, c, withA(c, c.A/2), 1.5
	if kept {
		fill, ink, rim, rw = c, fxInk, color.RGBA{0xff, 0xff, 0xff, 0xff}, 2.5
	}
	fill, ink, rim = withA(fill, alpha), withA(ink, alpha), withA(rim, alpha)
	RoundSquare(dst, x, y, size+2*rw, premultiplied(rim))
	RoundSquare(dst, x, y, size, premultiplied(fill))
	d := Tokens{Fonts: fonts}
	fs := size * 0.75
	if face > 9 { // a chain of re-rolled sixes: its total
		fs = size * 0.6
	}
	d.centred(dst, fmt.Sprint(face), fonts.Bold, fs, premultiplied(ink), x, y)
}

// chainGap is the gap between the faces of one die's chain, in faces.
const chainGap = 0.45

// ChainWidth is how wide DieChain draws a die of n faces (a six and
// its re-rolls), each size pixels square.
func ChainWidth(size float64, n int) float64 {
	n = max(n, 1)
	return float64(n)*size + float64(n-1)*size*chainGap
}

// DieChain draws one die as rolled, centred on (x, y): its face, then
// each re-roll a six earned, linked by a bar with "+" signs on it, so a
// 6 re-rolled into a 2 reads as one die "6+2", not as an 8 (which the
// TN table might not pass) nor as two dice. Kept, c and alpha are as
// Die's.
func DieChain(dst *ebiten.Image, fonts *ui.Fonts, x, y, size float64, faces []int, kept bool, c color.RGBA, alpha uint8) {
	w := ChainWidth(size, len(faces))
	left, step := x-w/2, size*(1+chainGap)
	if len(faces) > 1 {
		bar := size * 0.5
		ui.Vector.FillRect(dst, float32(left+size/2), float32(y-bar/2), float32(w-size), float32(bar), premultiplied(withA(c, alpha)), false)
	}
	d := Tokens{Fonts: fonts}
	for i, f := range faces {
		Die(dst, fonts, left+size/2+float64(i)*step, y, size, f, kept, c, alpha)
		if i > 0 {
			d.centred(dst, "+", fonts.Bold, size*0.55, premultiplied(withA(fxInk, alpha)), left+float64(i)*step-size*chainGap/2, y)
		}
	}
}

// DeathMark draws where a model died: a cross in a ring, r pixels out, in
// its side's colour c on dark ink, alpha its fade.
func DeathMark(dst *ebiten.Image, x, y, r float64, c color.RGBA, alpha uint8) {
	// The dark ink fades less than the colour, so a faded mark still
	// stands out of light terrain.
	ink, c := premultiplied(withA(fxInk, uint8(min(255, float64(alpha)*1.4)))), premultiplied(withA(c, alpha))
	w := math.Max(2.5, r/4)
	Ring(dst, x, y, r, w+2, ink)
	Ring(dst, x, y, r, w, c)
	d := r * 0.62
	for _, s := range []float64{1, -1} {
		Line(dst, x-d, y-d*s, x+d, y+d*s, w+2, ink)
		Line(dst, x-d, y-d*s, x+d, y+d*s, w, c)
	}
}

// WoundFlash draws a wound on a token of radius r pixels: a bright ring
// swelling out of the base as strength (1 → 0) falls.
func WoundFlash(dst *ebiten.Image, x, y, r, strength float64, c color.RGBA) {
	strength = math.Max(0, math.Min(1, strength))
	a := uint8(255 * strength)
	FillDisc(dst, x, y, r, premultiplied(withA(c, a/2)))
	Ring(dst, x, y, r+3+(1-strength)*r*0.8, math.Max(3, r/4), premultiplied(withA(c, a)))
}

// roundSquare is a square sprite with rounded corners, for dice.
var (
	roundOnce sync.Once
	roundSpr  *ebiten.Image
)

// RoundSquare fills a square size pixels across, centred on (x, y), its
// corners rounded.
func RoundSquare(dst *ebiten.Image, x, y, size float64, c color.Color) {
	loadSprites()
	roundOnce.Do(func() {
		const n = spriteSize
		roundSpr = rasterise(n, n, func(z *xvector.Rasterizer) {
			const r, steps = 24.0, 8
			corners := [][3]float64{{n - r, r, -math.Pi / 2}, {n - r, n - r, 0}, {r, n - r, math.Pi / 2}, {r, r, math.Pi}}
			for i, k := range corners {
				for j := 0; j <= steps; j++ {
					a := k[2] + float64(j)*math.Pi/2/steps
					px, py := float32(k[0]+r*math.Cos(a)), float32(k[1]+r*math.Sin(a))
					if i == 0 && j == 0 {
						z.MoveTo(px, py)
					} else {
						z.LineTo(px, py)
					}
				}
			}
			z.ClosePath()
		})
	})
	stamp(dst, roundSpr, x, y, size, 0, c)
}

// withA is c with alpha a (straight alpha: premultiply it to draw).
func withA(c color.RGBA, a uint8) color.RGBA {
	c.A = a
	return c
}
