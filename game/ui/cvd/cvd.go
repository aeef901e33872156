// Package cvd simulates colour vision deficiency and measures how far
// apart two colours look, so palettes can be checked for players who do
// not see red and green apart. It is headless: colours in, colours and
// distances out.
//
// The simulation is Machado, Oliveira and Fernandes (2009), "A
// physiologically-based model for simulation of color vision deficiency"
// (IEEE TVCG 15(6)), at severity 1.0: a 3×3 matrix applied to linear
// sRGB. Distances are CIE76 ΔE, the Euclidean distance in CIELAB (D65):
// about 2.3 is just noticeable, 10 plainly different at a glance.
package cvd

import (
	"fmt"
	"image"
	"image/color"
	"math"
)

// Vision is a kind of colour vision.
type Vision int

// The kinds of colour vision the package simulates.
const (
	Normal       Vision = iota // trichromat
	Protanopia                 // no long-wavelength (red) cones
	Deuteranopia               // no medium-wavelength (green) cones
	Tritanopia                 // no short-wavelength (blue) cones
)

// String names the vision.
func (v Vision) String() string {
	switch v {
	case Normal:
		return "normal vision"
	case Protanopia:
		return "protanopia"
	case Deuteranopia:
		return "deuteranopia"
	case Tritanopia:
		return "tritanopia"
	}
	return fmt.Sprintf("vision %d", int(v))
}

// machado are the severity 1.0 matrices of Machado et al. 2009, on linear
// RGB, by Vision.
var machado = [...][3][3]float64{
	Normal: {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
	Protanopia: {
		{0.152286, 1.052583, -0.204868},
		{0.114503, 0.786281, 0.099216},
		{-0.003882, -0.048116, 1.051998},
	},
	Deuteranopia: {
		{0.367322, 0.860646, -0.227968},
		{0.280085, 0.672501, 0.047413},
		{-0.011820, 0.042940, 0.968881},
	},
	Tritanopia: {
		{1.255528, -0.076749, -0.178779},
		{-0.078411, 0.930809, 0.147602},
		{0.004733, 0.691367, 0.303900},
	},
}

// Simulate returns c as a person with vision v sees it (its alpha kept).
func Simulate(c color.RGBA, v Vision) color.RGBA {
	m := machado[v]
	lin := [3]float64{toLinear(c.R), toLinear(c.G), toLinear(c.B)}
	var out [3]uint8
	for i, row := range m {
		out[i] = fromLinear(row[0]*lin[0] + row[1]*lin[1] + row[2]*lin[2])
	}
	return color.RGBA{out[0], out[1], out[2], c.A}
}

// Over is c laid over an opaque bg at c's alpha (c not premultiplied),
// as a tint on the board looks.
func Over(c, bg color.RGBA) color.RGBA {
	a := float64(c.A) / 255
	mix := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*a + float64(y)*(1-a))) }
	return color.RGBA{mix(c.R, bg.R), mix(c.G, bg.G), mix(c.B, bg.B), 0xff}
}

// Distance is the CIE76 ΔE between a and b as a person with vision v
// sees them (alpha ignored).
func Distance(a, b color.RGBA, v Vision) float64 {
	la, lb := lab(Simulate(a, v)), lab(Simulate(b, v))
	return math.Sqrt((la[0]-lb[0])*(la[0]-lb[0]) + (la[1]-lb[1])*(la[1]-lb[1]) + (la[2]-lb[2])*(la[2]-lb[2]))
}

// toLinear is an sRGB channel as linear light, 0 to 1.
func toLinear(c uint8) float64 {
	v := float64(c) / 255
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

// fromLinear is linear light as an sRGB channel, clipped to 0–255.
func fromLinear(v float64) uint8 {
	v = min(max(v, 0), 1)
	if v <= 0.0031308 {
		v *= 12.92
	} else {
		v = 1.055*math.Pow(v, 1/2.4) - 0.055
	}
	return uint8(math.Round(v * 255))
}

// lab is an sRGB colour in CIELAB, D65 white.
func lab(c color.RGBA) [3]float64 {
	r, g, b := toLinear(c.R), toLinear(c.G), toLinear(c.B)
	x := (0.4124564*r + 0.3575761*g + 0.1804375*b) / 0.95047
	y := 0.2126729*r + 0.7151522*g + 0.0721750*b
	z := (0.0193339*r + 0.1191920*g + 0.9503041*b) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return [3]float64{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// SimulateImage returns img as a person with vision v sees it: a
// screenshot passed through Simulate, pixel by pixel.
func SimulateImage(img image.Image, v Vision) *image.RGBA {
	b := img.Bounds()
	out := image.NewRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			out.SetRGBA(x, y, Simulate(color.RGBAModel.Convert(img.At(x, y)).(color.RGBA), v))
		}
	}
	return out
}
