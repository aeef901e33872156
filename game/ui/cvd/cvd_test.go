package cvd

import (
	"image"
	"image/color"
	"math"
	"testing"
)

// The Machado matrices as published: pure red and green, seen without
// red or green cones, come out as the dark and light yellows the paper's
// figures show; greys stay grey; normal vision changes nothing.
func TestSimulate(t *testing.T) {
	red, green := color.RGBA{0xff, 0, 0, 0xff}, color.RGBA{0, 0xff, 0, 0xff}
	for _, c := range []struct {
		in   color.RGBA
		v    Vision
		want color.RGBA
	}{
		{red, Protanopia, color.RGBA{109, 96, 0, 0xff}},
		{red, Deuteranopia, color.RGBA{162, 145, 0, 0xff}},
		{green, Deuteranopia, color.RGBA{240, 215, 58, 0xff}},
		{red, Normal, red},
		{color.RGBA{0x80, 0x80, 0x80, 0x40}, Deuteranopia, color.RGBA{0x80, 0x80, 0x80, 0x40}},
	} {
		got := Simulate(c.in, c.v)
		if d := math.Abs(float64(got.R)-float64(c.want.R)) + math.Abs(float64(got.G)-float64(c.want.G)) + math.Abs(float64(got.B)-float64(c.want.B)); d > 3 || got.A != c.want.A {
			t.Errorf("%v under %s: %v, want %v", c.in, c.v, got, c.want)
		}
	}
}

// Red and green, far apart to most people, are less than half as far
// apart to those without red or green cones; blue and yellow stay far apart for everyone.
func TestDistance(t *testing.T) {
	red, green := color.RGBA{0xd0, 0x30, 0x30, 0xff}, color.RGBA{0x40, 0xa0, 0x40, 0xff}
	blue, yellow := color.RGBA{0x20, 0x40, 0xc0, 0xff}, color.RGBA{0xe0, 0xd0, 0x40, 0xff}
	normal := Distance(red, green, Normal)
	if normal < 60 {
		t.Errorf("red and green %.1f apart to normal vision", normal)
	}
	for _, v := range []Vision{Protanopia, Deuteranopia} {
		if d := Distance(red, green, v); d > normal/2 {
			t.Errorf("red and green %.1f apart under %s, %.1f to normal vision", d, v, normal)
		}
		if d := Distance(blue, yellow, v); d < 60 {
			t.Errorf("blue and yellow %.1f apart under %s", d, v)
		}
	}
	if d := Distance(color.RGBA{0xff, 0xff, 0xff, 0xff}, color.RGBA{0, 0, 0, 0xff}, Normal); math.Abs(d-100) > 0.01 {
		t.Errorf("white to black %.3f, want 100 (L* alone)", d)
	}
}

func TestOver(t *testing.T) {
	got := Over(color.RGBA{0xff, 0, 0, 0x80}, color.RGBA{0, 0, 0xff, 0xff})
	if got != (color.RGBA{0x80, 0, 0x7f, 0xff}) {
		t.Errorf("half red over blue: %v", got)
	}
}

// A picture is simulated pixel by pixel.
func TestSimulateImage(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 2, 1))
	img.SetRGBA(0, 0, color.RGBA{0xff, 0, 0, 0xff})
	img.SetRGBA(1, 0, color.RGBA{0x20, 0x40, 0xc0, 0xff})
	out := SimulateImage(img, Deuteranopia)
	for x := range 2 {
		if got, want := out.RGBAAt(x, 0), Simulate(img.RGBAAt(x, 0), Deuteranopia); got != want {
			t.Errorf("pixel %d: %v, want %v", x, got, want)
		}
	}
}
