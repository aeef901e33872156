package board

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
)

// The drawing primitives of motion on the board: a body where a model
// died, a muzzle flash, a grenade in flight and a blast. Each is drawn in
// screen pixels; the caller places it through the camera and times it.

// bodyGrey is what a dead model's colour fades towards.
var bodyGrey = color.RGBA{0x48, 0x44, 0x44, 0xff}

// Body draws a model that fell where it stood, its base r pixels out at
// (x, y): a figure lying toppled the way fall (radians) points, from its
// feet inside its base to its head past the rim, dark with a rim of its
// side's colour c dimmed towards grey; alpha is its fade.
func Body(dst *ebiten.Image, x, y, r, fall float64, c color.RGBA, alpha uint8) {
	rim := premultiplied(withA(mix(c, bodyGrey, 0.35), alpha))
	body := premultiplied(withA(mix(c, fxInk, 0.7), alpha))
	dx, dy := math.Cos(fall), math.Sin(fall)
	x0, y0 := x-dx*r*0.4, y-dy*r*0.4   // feet
	x1, y1 := x+dx*r*1.15, y+dy*r*1.15 // shoulders
	hx, hy := x+dx*r*1.75, y+dy*r*1.75 // head
	ax, ay := x+dx*r*0.95, y+dy*r*0.95 // an arm flung out to one side
	bx, by := ax-dy*r*0.9+dx*r*0.35, ay+dx*r*0.9+dy*r*0.35
	w, e := r*0.8, math.Max(2, r/7)
	capsule(dst, ax, ay, bx, by, r*0.28+2*e, rim)
	capsule(dst, x0, y0, x1, y1, w+2*e, rim)
	FillDisc(dst, hx, hy, r*0.36+e, rim)
	capsule(dst, ax, ay, bx, by, r*0.28, body)
	capsule(dst, x0, y0, x1, y1, w, body)
	FillDisc(dst, hx, hy, r*0.36, body)
}

// capsule fills a line from (x0, y0) to (x1, y1), width pixels wide, its
// ends rounded.
func capsule(dst *ebiten.Image, x0, y0, x1, y1, width float64, c color.RGBA) {
	ui.Vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), float32(width), c, true)
	FillDisc(dst, x0, y0, width/2, c)
	FillDisc(dst, x1, y1, width/2, c)
}

// MuzzleFlash draws a shot leaving a gun at (x, y) towards angle
// (radians): a bright star, size pixels long, swelling and dying as
// strength (1 → 0) falls.
func MuzzleFlash(dst *ebiten.Image, x, y, angle, size, strength float64, c color.RGBA) {
	strength = math.Max(0, math.Min(1, strength))
	a := uint8(255 * strength)
	l := size * (0.6 + 0.4*strength)
	core := premultiplied(withA(color.RGBA{0xff, 0xf6, 0xd0, 0xff}, a))
	glow := premultiplied(withA(c, a))
	FillDisc(dst, x, y, l*0.45, premultiplied(withA(c, a/2)))
	for _, k := range []float64{-0.45, 0, 0.45} {
		ex, ey := x+math.Cos(angle+k)*l*(1-math.Abs(k)), y+math.Sin(angle+k)*l*(1-math.Abs(k))
		Line(dst, x, y, ex, ey, math.Max(2.5, size/6), glow)
	}
	FillDisc(dst, x, y, l*0.22, core)
}

// Grenade draws a grenade in flight from (x0, y0) to (x1, y1), progress
// (0…1) of the way: its arc's path so far, dotted, and the grenade itself
// lifted off the deck by the arc (a lob's height, drawn as a rise on the
// screen), with its shadow under it where it will land, r pixels across.
func Grenade(dst *ebiten.Image, x0, y0, x1, y1, progress, r float64, c color.RGBA) {
	progress = math.Max(0, math.Min(1, progress))
	lift := 0.3 * math.Hypot(x1-x0, y1-y0)
	point := func(p float64) (float64, float64, float64) {
		h := lift * 4 * p * (1 - p)
		gx, gy := x0+(x1-x0)*p, y0+(y1-y0)*p
		return gx, gy, h
	}
	for i := 1; float64(i)/12 < progress; i++ {
		px, py, h := point(float64(i) / 12)
		FillDisc(dst, px, py-h, math.Max(2, r*0.3)+1, premultiplied(withA(fxInk, 0x90)))
		FillDisc(dst, px, py-h, math.Max(2, r*0.3), premultiplied(withA(c, 0xc0)))
	}
	gx, gy, h := point(progress)
	FillDisc(dst, gx, gy, r*0.8, premultiplied(withA(fxInk, 0x60))) // its shadow on the deck
	FillDisc(dst, gx, gy-h, r+1.5, premultiplied(fxInk))
	FillDisc(dst, gx, gy-h, r, premultiplied(c))
}

// Blast draws a blast at (x, y) whose template is radius pixels out: a
// flash swelling from its centre to the template's rim as age (0…1)
// passes, white at its heart and c at its edge, fading as it ends.
func Blast(dst *ebiten.Image, x, y, radius, age float64, c color.RGBA) {
	age = math.Max(0, math.Min(1, age))
	grow := 1 - (1-age)*(1-age) // fast, then slowing
	fade := uint8(255 * math.Min(1, (1-age)*1.6))
	r := radius * (0.25 + 0.85*grow)
	FillDisc(dst, x, y, r, premultiplied(withA(c, fade/2)))
	Ring(dst, x, y, r, math.Max(3, radius/6), premultiplied(withA(c, fade)))
	FillDisc(dst, x, y, r*0.5*(1-age), premultiplied(withA(color.RGBA{0xff, 0xfa, 0xe8, 0xff}, fade)))
}
