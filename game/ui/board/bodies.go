package board

import (
	"image/color"
	"math"
)

// The colours figures are painted in beside their side's.
var (
	figInk      = color.RGBA{0x12, 0x0c, 0x0e, 0xff}
	gunmetal    = color.RGBA{0x3a, 0x3c, 0x42, 0xff}
	steel       = color.RGBA{0xc4, 0xc8, 0xd0, 0xff}
	wood        = color.RGBA{0x6e, 0x4a, 0x2c, 0xff}
	bone        = color.RGBA{0xe4, 0xdc, 0xc4, 0xff}
	gold        = color.RGBA{0xf2, 0xc4, 0x3c, 0xff}
	visor       = color.RGBA{0xf4, 0xb8, 0x48, 0xff}
	flame       = color.RGBA{0xff, 0x8a, 0x20, 0xff}
	psychicGlow = color.RGBA{0xa8, 0xff, 0xee, 0xff} // a psychic's light: pale cyan, apart from every side's colour
	rags        = color.RGBA{0x4c, 0x36, 0x26, 0xff}
	fleshTone   = color.RGBA{0xb4, 0x7c, 0x58, 0xff}
	hair        = color.RGBA{0x34, 0x24, 0x1a, 0xff}
	spectre     = color.RGBA{0xdc, 0xe4, 0xec, 0xff}
	olive       = color.RGBA{0x9c, 0xa4, 0x6c, 0xff}
	greyGreen   = color.RGBA{0xa8, 0xba, 0xa0, 0xff}
	hide        = color.RGBA{0x9c, 0x58, 0x3c, 0xff}
	chitin      = color.RGBA{0x3c, 0x20, 0x3a, 0xff}
	rust        = color.RGBA{0x8c, 0x64, 0x3a, 0xff}
	lens        = color.RGBA{0xbc, 0xe4, 0x6c, 0xff}
	glass       = color.RGBA{0x94, 0xcc, 0xe4, 0xff}
)

// look paints one figure: f, in its side's colours fill and rim.
type look struct {
	c         *canvas
	f         Figure
	fill, rim color.RGBA
	w         float64    // the breadth of its shoulders, by class
	right     [2]float64 // where its hands are (grip)
	left      [2]float64
}

// both calls f for the right (+1) and the left (−1) of a figure.
func both(f func(s float64)) { f(1); f(-1) }

// paint paints the figure: what it carries on its back, its body, its
// arms and weapon, its head, its class's marks on top, a psychic's glow
// under it all and its sparks over it.
func (l *look) paint() {
	if l.f.Build == Loader || l.f.Build == Drone {
		l.vehicle()
		return
	}
	l.w = breadth(l.f.Class)
	l.right, l.left = grip(l.f.Weapon)
	if l.f.Psychic {
		l.c.glow(0, 0, 1.15, withA(psychicGlow, 0xd0))
	}
	if (l.f.Build == Insect || l.f.Build == Wraith) && l.f.Class != GlyphLeader { // its legs or wisps would hide its pack
		l.body()
		l.back()
	} else {
		l.back()
		l.body()
	}
	l.arms()
	if l.f.Class == GlyphElite { // gold on its shoulders
		both(func(s float64) { l.c.part(gold, disc(-0.04, s*0.46*l.w, 0.19)) })
	}
	l.weapon()
	l.head()
	l.crown()
	if l.f.Psychic {
		for i := range 8 {
			a := float64(i)*math.Pi/4 + math.Pi/8
			l.c.part(psychicGlow, stick(0.02+0.34*math.Cos(a), 0.34*math.Sin(a), 0.02+0.52*math.Cos(a), 0.52*math.Sin(a), 0.07))
		}
	}
}

// breadth is how broad a class's figure is across the shoulders.
func breadth(class string) float64 {
	switch class {
	case GlyphHeavy:
		return 1.16
	case GlyphLeader:
		return 1.06
	case GlyphFast:
		return 0.86
	case GlyphSpecial:
		return 0.95
	}
	return 1
}

// back paints what the class carries behind: a leader's cape, a heavy's
// pack, a special's antenna, a fast one's stride and streaks.
func (l *look) back() {
	w := l.w
	switch l.f.Class {
	case GlyphLeader:
		l.c.part(tint(l.rim, l.fill, 0.25), poly(0.02, -0.5*w, 0.02, 0.5*w, -0.62, 0.66, -0.9, 0.3, -0.96, -0.05, -0.86, -0.38, -0.62, -0.66))
	case GlyphHeavy:
		l.c.part(gunmetal, poly(-0.66, -0.34, -0.2, -0.36, -0.2, 0.36, -0.66, 0.34))
		l.c.part(shade(steel, 0.2), stick(-0.58, -0.2, -0.58, 0.2, 0.08))
	case GlyphSpecial:
		l.c.part(gunmetal, poly(-0.55, -0.24, -0.2, -0.26, -0.2, 0.26, -0.55, 0.24))
		l.c.part(shade(steel, 0.3), stick(-0.45, -0.18, -0.95, -0.56, 0.06))
		l.c.part(l.rim, disc(-0.95, -0.56, 0.09))
	case GlyphFast:
		for _, y := range []float64{-0.3, 0, 0.3} {
			l.c.fill(withA(l.rim, 0xa0), 0, stick(-0.58, y, -1.02, y*1.1, 0.06))
		}
		l.c.part(figInk, oval(0.34, 0.2, 0.16, 0.09, 0), oval(-0.36, -0.2, 0.16, 0.09, 0))
	}
	if l.f.Weapon == Flamer {
		both(func(s float64) { l.c.part(rust, stick(-0.42, s*0.14, -0.62, s*0.14, 0.2)) })
		l.c.part(figInk, stick(-0.45, 0.22, l.right[0]-0.05, l.right[1]+0.06, 0.05))
	}
}

// body paints the people's torso and shoulders.
func (l *look) body() {
	w := l.w
	switch l.f.Build {
	case Trooper:
		l.c.part(gunmetal, poly(-0.5, -0.24, -0.22, -0.26, -0.22, 0.26, -0.5, 0.24))
		l.c.part(l.fill, oval(-0.04, 0, 0.3, 0.5*w, 0))
		both(func(s float64) { l.c.part(tint(l.fill, l.rim, 0.55), disc(-0.02, s*0.47*w, 0.21*w)) })
	case Cultist:
		cloak := tint(l.fill, rags, 0.25)
		l.c.part(cloak, poly(0.2, -0.5*w, 0.2, 0.5*w, -0.15, 0.66*w, -0.5, 0.56, -0.44, 0.38, -0.72, 0.28,
			-0.56, 0.1, -0.8, -0.04, -0.56, -0.2, -0.7, -0.36, -0.44, -0.46, -0.18, -0.66*w))
		l.c.part(shade(cloak, 0.3), stick(-0.1, -0.42*w, 0.05, 0.42*w, 0.06))
	case Wraith:
		wisp := withA(tint(l.rim, spectre, 0.3), 0xb8)
		for _, y := range []float64{-0.34, 0, 0.34} {
			l.c.part(wisp, poly(-0.05, y-0.2, -0.05, y+0.2, -0.6, y*1.2+0.1, -1.12, y*1.35, -0.6, y*1.2-0.06))
		}
		l.c.part(withA(tint(l.fill, spectre, 0.3), 0xe0), oval(-0.08, 0, 0.34, 0.44*w, 0))
	case Primitive:
		l.c.part(fleshTone, oval(-0.04, 0, 0.26, 0.46*w, 0))
		l.c.part(l.fill, stick(-0.24, 0.4*w, 0.16, -0.4*w, 0.17))
		l.c.part(tint(rags, bone, 0.3), disc(-0.02, -0.42*w, 0.17))
	case Crested:
		l.c.part(l.fill, oval(-0.06, 0, 0.27, 0.44*w, 0))
		l.c.part(l.rim, stick(-0.3, 0, 0.18, 0, 0.09))
		both(func(s float64) { l.c.part(olive, stick(-0.12, s*0.4*w, 0.32, s*0.6, 0.09)) })
	case Seer:
		l.c.part(l.fill, poly(0.18, -0.36*w, 0.18, 0.36*w, -0.3, 0.5*w, -0.62, 0.3, -0.62, -0.3, -0.3, -0.5*w))
		l.c.part(tint(l.fill, l.rim, 0.5), oval(-0.05, 0, 0.2, 0.42*w, 0))
	case Brute:
		l.c.part(l.fill, oval(-0.1, 0, 0.36, 0.6*w, 0))
		both(func(s float64) {
			l.c.part(shade(l.fill, 0.3), disc(-0.06, s*0.55*w, 0.24*w))
			l.c.part(bone, poly(-0.14, s*0.62*w, 0.02, s*0.6*w, -0.1, s*0.86*w))
		})
	case Insect:
		both(func(s float64) {
			for i, x := range []float64{0.3, 0, -0.32} {
				kx, ky := x+0.05, s*0.48
				fx, fy := x+0.25*float64(1-i), s*0.86
				l.c.part(chitin, stick(x*0.5, s*0.15, kx, ky, 0.07), stick(kx, ky, fx, fy, 0.05))
			}
		})
		l.c.part(tint(l.fill, chitin, 0.35), oval(-0.52, 0, 0.38*l.w, 0.32*l.w, 0))
		for _, x := range []float64{-0.38, -0.58, -0.76} {
			l.c.fill(l.rim, 0, stick(x, -0.24+math.Abs(x+0.52)*0.3, x, 0.24-math.Abs(x+0.52)*0.3, 0.05))
		}
		l.c.part(l.fill, oval(-0.02, 0, 0.27, 0.32*w, 0))
	case Crewman:
		l.c.part(rust, stick(-0.44, -0.3, -0.44, 0.3, 0.24))
		l.c.part(l.fill, oval(-0.04, 0, 0.28, 0.48*w, 0))
		both(func(s float64) { l.c.part(shade(l.fill, 0.3), poly(0.06, s*0.16, 0.2, s*0.2, 0.14, s*0.36, 0, s*0.32)) })
		l.c.part(figInk, stick(-0.4, -0.18, -0.02, -0.12, 0.05))
	}
}

// arms paints the figure's arms from its shoulders to its grip.
func (l *look) arms() {
	c := l.fill
	switch l.f.Build {
	case Primitive:
		c = fleshTone
	case Wraith:
		c = withA(tint(l.fill, spectre, 0.5), 0xf0)
	case Crested:
		c = olive
	case Seer:
		c = greyGreen
	case Brute:
		c = hide
	case Insect:
		c = chitin
	case Cultist:
		c = tint(l.fill, rags, 0.25)
	}
	width := 0.15 * l.w
	if l.f.Build == Brute {
		width = 0.2
	}
	sh := 0.42 * l.w
	l.c.part(c, stick(-0.02, sh, l.right[0], l.right[1], width))
	l.c.part(c, stick(-0.02, -sh, l.left[0], l.left[1], width))
}

// head paints the people's head.
func (l *look) head() {
	switch l.f.Build {
	case Trooper:
		l.c.part(shade(l.fill, 0.25), disc(0.02, 0, 0.25))
		l.c.part(visor, oval(0.17, 0, 0.07, 0.15, 0))
	case Cultist:
		hood := shade(tint(l.fill, rags, 0.25), 0.2)
		l.c.part(hood, disc(0.02, 0, 0.26), poly(-0.1, -0.2, -0.5, 0, -0.1, 0.2))
		l.c.part(figInk, oval(0.17, 0, 0.07, 0.15, 0))
	case Wraith:
		l.c.part(bone, disc(0.06, 0, 0.21))
		both(func(s float64) {
			l.c.fill(figInk, 0, disc(0.15, s*0.08, 0.06))
			l.c.glow(0.15, s*0.08, 0.09, flame)
		})
	case Primitive:
		l.c.part(l.fill, disc(0.0, 0, 0.25))
		l.c.fill(hair, 0, disc(0.0, 0, 0.19), poly(-0.15, -0.12, -0.36, -0.05, -0.32, 0.12, -0.15, 0.12))
	case Crested:
		l.c.part(olive, oval(-0.06, 0, 0.36, 0.19, 0))
		l.c.fill(l.rim, 0, stick(-0.36, 0, 0.12, 0, 0.07))
		both(func(s float64) { l.c.fill(figInk, 0, disc(0.2, s*0.09, 0.045)) })
	case Seer:
		l.c.part(greyGreen, disc(-0.04, 0, 0.34))
		both(func(s float64) {
			l.c.fill(shade(greyGreen, 0.3), 0, stick(-0.28, s*0.06, 0.08, s*0.1, 0.04))
			l.c.fill(figInk, 0, oval(0.2, s*0.11, 0.07, 0.05, s*0.4))
		})
	case Brute:
		l.c.part(hide, disc(0.16, 0, 0.23))
		both(func(s float64) { l.c.part(bone, poly(0.22, s*0.14, 0.34, s*0.1, 0.56, s*0.3)) })
	case Insect:
		l.c.part(shade(l.fill, 0.3), oval(0.3, 0, 0.16, 0.18, 0))
		both(func(s float64) { l.c.part(bone, stick(0.42, s*0.12, 0.62, s*0.04, 0.05)) })
	case Crewman:
		l.c.part(shade(l.fill, 0.45), disc(0.02, 0, 0.24))
		both(func(s float64) { l.c.part(lens, disc(0.15, s*0.1, 0.075)) })
	}
}

// crown paints a leader's crest over the head.
func (l *look) crown() {
	if l.f.Class != GlyphLeader {
		return
	}
	x, top := 0.02, 0.22
	switch l.f.Build {
	case Brute:
		x = 0.16
	case Insect:
		x, top = 0.3, 0.14
	case Crested, Seer:
		top = 0.3
	}
	l.c.part(gold, poly(x+top, 0, x-0.05, 0.07, x-top-0.12, 0, x-0.05, -0.07))
}
