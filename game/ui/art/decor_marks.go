package art

import (
	"image/color"
	"math"
)

// The marks and surfaces: what lies on the floor (scenarios.Mark) or on a
// liquid (scenarios.Surface), laid thinly enough that the cell under
// them, and so what it is to the rules, still shows through.

// blot is how far inside a ragged blot filling the piece (u, v) lies: 1
// at its heart, 0 at and past its ragged edge.
func blot(f *frame, u, v, rag float64) float64 {
	cu, cv := f.lw/2, f.lh/2
	e := math.Hypot((u-cu)/(f.lw*0.45), (v-cv)/(f.lh*0.45)) // 1 a little inside the area's edge
	n := fbm(f.h, u*1.1, v*1.1)
	return smooth(0, 0.25, 1-e-rag*(n-0.5)*2)
}

// stain is oil and grime soaked into the plates: ragged, patchy, with a
// darker tide mark at its edge.
func stain(f *frame, u, v float64, under color.RGBA) (color.RGBA, float64) {
	b := blot(f, u, v, 0.6)
	if b <= 0 {
		return under, 0
	}
	patch := 0.65 + 0.35*noise(f.h+3, u*4, v*4)
	a := 0.55*b*patch + 0.25*max(0, 1-math.Abs(b-0.12)/0.12) // the body, and the tide mark
	return rgb(0x16, 0x11, 0x08), min(0.7, a)
}

// blood is a pool of blood, dark at its heart and brighter at its edge,
// drops flung about it and smears dragged away along the piece.
func blood(f *frame, u, v float64, under color.RGBA) (color.RGBA, float64) {
	dark, fresh := rgb(0x4a, 0x06, 0x0a), rgb(0x86, 0x12, 0x14)
	cu, cv := f.lw/2, f.lh*0.35
	r := min(f.lw, f.lh) * 0.3
	n := fbm(f.h, u*1.6, v*1.6)
	pool := math.Hypot(u-cu, v-cv) - r*(0.7+0.6*n)
	if pool < 0 {
		return mix(fresh, dark, smooth(-0.05, -0.3, pool)), 0.85 * cover(pool, f.px*2)
	}
	// Smears from the pool to the far end.
	for k := range 2 {
		off := (float64(k) - 0.5) * r * 0.7
		su := cu + off + 0.15*math.Sin(v*2.3+unit(f.h, uint64(k))*6)
		if v > cv && v < f.lh-0.1 {
			w := 0.08 * (1 - (v-cv)/(f.lh-cv))
			if d := math.Abs(u-su) - w; d < 0 {
				return dark, 0.6 * (1 - (v-cv)/(f.lh-cv)) * smooth(0, 0.3, fbm(f.h+9, u*3, v*0.7))
			}
		}
	}
	// Drops flung about it, a few a cell, each within its cell, fewer
	// and smaller away from the pool.
	x, y := math.Floor(u), math.Floor(v)
	h := hash(f.h, uint64(int64(y)*4096+int64(x)))
	for i := range uint64(3) {
		rad := 0.03 + 0.08*unit(h, 30+i)
		du, dv := x+rad+(1-2*rad)*unit(h, 10+i), y+rad+(1-2*rad)*unit(h, 20+i)
		rad *= 1 - math.Hypot((du-cu)/f.lw, (dv-cv)/f.lh)
		if rad <= 0.02 {
			continue
		}
		if c := cover(circle(u, v, du, dv, rad), f.px); c > 0 {
			return dark, 0.85 * c
		}
	}
	return under, 0
}

// cables are loose cables snaking along the piece, black and now and
// then one in a yellow sheath, each with a plug, and their shadows.
func cables(f *frame, u, v float64, under color.RGBA) (color.RGBA, float64) {
	n := 2 + int(f.lw) + int(f.h%2)
	col, a := under, 0.0
	for k := range n {
		base := (float64(k) + 0.5) * f.lw / float64(n)
		amp := 0.12 + 0.25*unit(f.h, uint64(k)+1)
		freq := 1.2 + 1.5*unit(f.h, uint64(k)+2)
		ph := 6.28 * unit(f.h, uint64(k)+3)
		cu := base + amp*math.Sin(v*freq+ph)
		slope := amp * freq * math.Cos(v*freq+ph)
		d := (math.Abs(u-cu) - 0.06) / math.Sqrt(1+slope*slope)
		sheath := rgb(0x16, 0x16, 0x18)
		if hash(f.h, uint64(k)+5)%3 == 0 {
			sheath = rgb(0x8a, 0x6e, 0x1c)
		}
		if c := cover(d, f.px); c > 0 {
			x := (u - cu) / 0.06
			col, a = shade(sheath, 0.35*(1-x*x)-0.1), max(a, c)
			plug := math.Floor(f.lh*unit(f.h, uint64(k)+7)) + 0.5
			if math.Abs(v-plug) < 0.1 {
				col = rgb(0x58, 0x5c, 0x60)
			}
		} else if a == 0 && d < 0.06 && u > cu {
			col, a = black, 0.3
		}
	}
	return col, a
}

// markings are worn deck paint: a border round the piece, chevrons down
// its middle when it is wide enough, rubbed away in patches.
func markings(f *frame, u, v float64, under color.RGBA) (color.RGBA, float64) {
	paint := rgb(0xc0, 0xa0, 0x3a)
	edge := min(u, v, f.lw-u, f.lh-v)
	on := edge > 0.18 && edge < 0.3
	if !on && f.lw >= 3 {
		cu := f.lw / 2
		y := math.Mod(v-math.Abs(u-cu)*0.7+10, 1.4)
		on = math.Abs(u-cu) < 0.8 && y > 0.5 && y < 0.72 && v > 0.6 && v < f.lh-0.6
	}
	if !on {
		return under, 0
	}
	wear := smooth(0.3, 0.5, fbm(f.h, u*3, v*3))
	return paint, 0.55 * wear
}

// water is the surface of a liquid, laid over the lake as one: its body
// in one sweep, long swells, bright crests where the light catches them,
// scum drifting and now and then a ring where something moves below. It
// is painted in the colours of the liquid under it (coolant or blood),
// over the patchwork of its cells.
func water(f *frame, u, v float64, under color.RGBA) (color.RGBA, float64) {
	dark, light, ok := liquidColours(f.on)
	if !ok {
		return under, 0
	}
	ph := 6.28 * unit(f.h, 1)
	swell := math.Sin(u*0.55+math.Sin(v*0.35+ph)*1.6) * math.Sin(v*0.7-u*0.2+ph)
	c, a := shade(dark, 0.12*swell), 0.82
	if swell > 0.75 {
		c = mix(c, light, 0.3*smooth(0.75, 0.95, swell))
	}
	// Currents: thin lines winding across the surface.
	if cur := math.Abs(math.Sin(u*0.9 + v*0.35 + 1.8*math.Sin(v*0.5+ph))); cur < 0.07 {
		c = mix(c, light, 0.4*(1-cur/0.07))
	}
	if s := noise(f.h, u*0.8, v*0.8); s > 0.7 { // scum drifting
		c = mix(c, shade(dark, -0.5), 0.7*smooth(0.7, 0.8, s))
	}
	// Now and then a ring where something moves below, within its cell.
	x, y := math.Floor(u), math.Floor(v)
	if h := hash(f.h, uint64(int64(y)*4096+int64(x))); h%11 == 0 {
		if d := math.Abs(circle(u, v, x+0.35+0.3*unit(h, 1), y+0.35+0.3*unit(h, 2), 0.12+0.2*unit(h, 3))); d < 0.025 {
			c = mix(c, light, 0.5)
		}
	}
	return c, a
}

// Liquid reports whether cells of kind k are painted as a liquid: the
// ground a surface (water) lies on.
func Liquid(k Kind) bool {
	_, _, ok := liquidColours(k)
	return ok
}

// liquidColours are the dark body and light ripples a liquid kind is
// painted in (Paint); ok is false for a kind that is no liquid.
func liquidColours(k Kind) (dark, light color.RGBA, ok bool) {
	switch k {
	case Coolant:
		return coolantDark, coolantLight, true
	case Blood:
		return bloodDark, bloodLight, true
	}
	return color.RGBA{}, color.RGBA{}, false
}
