package art

import (
	"image/color"
	"math"
)

// The fixtures: objects that lie over walls, machinery and cover
// (scenarios.Fixture), each in its own frame, running north to south:
// u across it (0 to lw cells), v along it (0 to lh).

// shadowOf is the drop shadow of a shape whose signed distance is d, cast
// a little south and east: how much to darken the ground outside it.
func shadowOf(d float64) float64 { return 0.45 * (1 - smooth(0, 0.18, d)) }

var black = rgb(0, 0, 0)

// hull is a grounded drop ship seen from above, its nose to the north: a
// fuselage with its canopy and dorsal fin, swept wings with an engine pod
// at each tip, nozzles and the loading ramp at the tail, panel lines and
// soot.
func hull(f *frame, u, v float64, under color.RGBA) (color.RGBA, float64) {
	cu := f.lw / 2
	d := math.Abs(u - cu)
	body := hullShape(f, u, v)
	if body > 0 {
		if s := shadowOf(hullShape(f, u-0.2, v-0.25)); s > 0 {
			return black, s
		}
		return under, 0
	}
	w0 := hullWidth(f, 0.5)
	t := v / f.lh
	base := rgb(0x6e, 0x72, 0x68)
	var c color.RGBA
	tip := f.lw/2 - 0.08
	switch {
	case d < hullWidth(f, t)+f.px/2: // the fuselage, lit from the north-west
		x := d / w0
		c = shade(base, 0.16*(1-x*x)-0.08+0.07*(cu-u)/w0)
		if d < hullWidth(f, t)*0.95 && math.Mod(v, 1.25) < f.px || math.Abs(d-w0*0.6) < f.px/2 {
			c = shade(c, -0.25) // panel lines
		}
	case segment(d, v, tip-0.3, f.lh*0.56, tip-0.3, f.lh*0.8, 0.3) < 0: // a pod
		dp := segment(d, v, tip-0.3, f.lh*0.56, tip-0.3, f.lh*0.8, 0.3)
		c = shade(rgb(0x50, 0x54, 0x4e), 0.25*(1+dp/0.3)-0.12)
		if dp > -0.06 {
			c = shade(c, -0.35)
		}
	default: // a wing: flat plates, a little darker, their seams along it
		c = shade(base, -0.1)
		if math.Mod(d-w0, 0.6) < f.px {
			c = shade(c, -0.2)
		}
	}
	// The dorsal fin down the back.
	if t > 0.62 && t < 0.95 && d < 0.09 {
		c = shade(base, 0.3-2*d)
	}
	// The canopy: dark glass with a glint.
	if dc := roundBox(u, v, cu, f.lh*0.15, w0*0.6, f.lh*0.065, w0*0.45); dc < 0 {
		c = mix(rgb(0x10, 0x1a, 0x24), rgb(0x7a, 0xa8, 0xc0), 0.6*(1-smooth(0, 0.08, math.Abs(u-cu+w0*0.25))))
		if dc > -f.px*1.5 {
			c = rgb(0x2a, 0x2c, 0x2a)
		}
	}
	// The ramp at the tail: ribbed plates, hazard paint at its lip, a
	// nozzle either side.
	if t > 0.86 && d < w0*0.6 {
		c = shade(rgb(0x55, 0x58, 0x50), 0.08*math.Sin(v*math.Pi*8))
		if t > 0.965 {
			c = rgb(0xa8, 0x8a, 0x2a)
			if math.Mod(u+v, 0.5) < 0.25 {
				c = rgb(0x2a, 0x26, 0x1e)
			}
		}
	}
	if dn := circle(d, v, w0*0.82, f.lh*0.93, 0.2); dn < 0 {
		c = mix(rgb(0x14, 0x12, 0x10), shade(base, -0.3), smooth(-0.07, -0.02, dn))
	}
	soot := fbm(f.h, u*1.1, v*1.1)
	c = shade(c, -0.14*smooth(0.6, 0.8, soot)+0.05*(unit(f.h, uint64(int(u/f.px))*7919+uint64(int(v/f.px)))-0.5))
	return c, cover(body, f.px)
}

// hullWidth is the fuselage's half width at t, from its nose (0) to its
// tail (1): a rounded nose, a straight body, a tail a little narrower.
func hullWidth(f *frame, t float64) float64 {
	w0 := min(f.lw*0.24, f.lh*0.16)
	switch {
	case t < 0.2:
		return w0 * math.Sqrt(max(0, t-0.01)/0.19)
	case t > 0.85:
		return w0 * (1 - 0.15*(t-0.85)/0.15)
	}
	return w0
}

// hullShape is the signed distance, near enough, from (u, v) to the
// ship: the fuselage, the wings and the pods at their tips.
func hullShape(f *frame, u, v float64) float64 {
	cu := f.lw / 2
	d := math.Abs(u - cu)
	t := v / f.lh
	fus := max(d-hullWidth(f, t), f.lh*0.01-v, v-f.lh*0.99)
	// A wing: from the fuselage out to the tip, its leading edge swept back.
	tip := f.lw/2 - 0.08
	sweep := d / tip
	lead := f.lh * (0.36 + 0.22*sweep)
	trail := f.lh * (0.78 - 0.03*sweep)
	wing := max(lead-v, v-trail, d-tip+0.3)
	pod := segment(d, v, tip-0.3, f.lh*0.56, tip-0.3, f.lh*0.8, 0.3)
	return min(fus, wing, pod)
}

// cargo is shipping containers lashed in a row along the piece, lanes of
// them side by side on a wide one: corrugated roofs in faded paint,
// corner castings, a stencilled label, and the gaps between them.
func cargo(f *frame, u, v float64, under color.RGBA) (color.RGBA, float64) {
	lanes := max(1, int(math.Round(f.lw/1.6)))
	rows := max(1, int(math.Round(f.lh/2.6)))
	lw, lh := f.lw/float64(lanes), f.lh/float64(rows)
	i, j := min(lanes-1, int(u/lw)), min(rows-1, int(v/lh))
	cu, cv := (float64(i)+0.5)*lw, (float64(j)+0.5)*lh
	const gap = 0.09
	d := box(u, v, cu, cv, lw/2-gap, lh/2-gap)
	if d > 0 {
		if s := shadowOf(box(u-0.1, v-0.12, cu, cv, lw/2-gap, lh/2-gap)); s > 0 {
			return black, s
		}
		return under, 0
	}
	h := hash(f.h, uint64(j*64+i))
	paints := []color.RGBA{rgb(0x7a, 0x34, 0x24), rgb(0x2e, 0x4c, 0x6c), rgb(0x56, 0x60, 0x32), rgb(0x94, 0x5c, 0x22), rgb(0x5a, 0x5e, 0x64)}
	paint := paints[h%uint64(len(paints))]
	c := shade(paint, 0.1*math.Sin(v*math.Pi*8)-0.04*(u-cu)/lw) // the ribs, lit from the west
	switch {
	case d > -0.07: // the rim
		c = shade(paint, -0.35)
	case box(u, v, cu, cv, lw/2-gap-0.07, lh/2-gap-0.07) > -0.12 && math.Abs(u-cu) > lw/2-gap-0.2 && math.Abs(v-cv) > lh/2-gap-0.2:
		c = shade(paint, 0.3) // a corner casting
	}
	if lbl := box(u, v, cu, cv-lh*0.22, lw*0.22, 0.1); lbl < 0 && lh > 1.2 {
		c = mix(c, rgb(0xd8, 0xd0, 0xb8), 0.55)
	}
	c = shade(c, -0.2*smooth(0.6, 0.85, fbm(f.h, u*2, v*2)))
	return c, cover(d, f.px)
}

// console is a control console along the piece, its desk facing south:
// a screen a cell, lit with lines of text, and rows of buttons on the
// sloped panel before it.
func console(f *frame, u, v float64, under color.RGBA) (color.RGBA, float64) {
	d := roundBox(u, v, f.lw/2, f.lh/2, f.lw/2-0.06, f.lh/2-0.06, 0.08)
	if d > 0 {
		return under, 0
	}
	body := rgb(0x2c, 0x32, 0x38)
	c := shade(body, 0.05*math.Sin(u*9))
	if d > -0.06 {
		return shade(body, 0.3), cover(d, f.px) // the lit rim
	}
	cell := math.Floor(u)
	cu := cell + 0.5
	front := f.lh - 0.5 // the last cell's middle: the desk
	if ds := box(u, v, cu, front-0.14, 0.34, 0.16); ds < 0 {
		c = rgb(0x0c, 0x26, 0x28)
		row := math.Floor((v - front) / 0.07)
		n := unit(f.h, uint64(cell*31+row+40))
		if math.Mod(v-front+1, 0.07) < 0.035 && u-cell-0.2 < 0.55*n {
			c = rgb(0x5c, 0xe0, 0x9a)
		}
		if ds > -f.px {
			c = rgb(0x10, 0x12, 0x14)
		}
	}
	if math.Abs(v-(front+0.2)) < 0.1 {
		k := math.Floor((u - cell) / 0.16)
		bu := cell + 0.1 + k*0.16 + 0.05
		if math.Abs(u-bu) < 0.045 && math.Abs(v-(front+0.2)) < 0.045 {
			lights := []color.RGBA{rgb(0xe0, 0xa0, 0x30), rgb(0xd0, 0x40, 0x30), rgb(0x50, 0xc0, 0x60), rgb(0x20, 0x24, 0x28)}
			c = lights[hash(f.h, uint64(cell*8+k))%4]
		}
	}
	return c, cover(d, f.px)
}

// pipes are pipe runs along the piece: two or more a cell across, each a
// lit cylinder in its own metal, with flanges every two cells and now
// and then a valve wheel.
func pipes(f *frame, u, v float64, under color.RGBA) (color.RGBA, float64) {
	n := max(1, int(f.lw*2.2))
	step := f.lw / float64(n)
	k := min(n-1, int(u/step))
	cu := (float64(k) + 0.5) * step
	r := step * 0.38
	metals := []color.RGBA{rgb(0x6a, 0x70, 0x74), rgb(0x8c, 0x5c, 0x36), rgb(0x3e, 0x5c, 0x46), rgb(0x74, 0x4a, 0x30)}
	metal := metals[hash(f.h, uint64(k))%uint64(len(metals))]
	flange := math.Abs(math.Mod(v+unit(f.h, uint64(k)+9)*2, 2)-1) < 0.06
	if flange {
		r *= 1.25
	}
	d := math.Abs(u-cu) - r
	if d > 0 {
		if s := shadowOf(math.Abs(u-0.08-cu) - r); s > 0 {
			return black, s
		}
		return under, 0
	}
	x := (u - cu) / r
	c := shade(metal, 0.35*math.Sqrt(max(0, 1-x*x))-0.25-0.12*x)
	if flange {
		c = shade(c, 0.15)
	}
	// A valve wheel, one a few cells along some pipes.
	if hash(f.h, uint64(k)+77)%2 == 0 {
		vv := math.Floor(v/4)*4 + 2
		if dv := circle(u, v, cu, vv, r*1.6); math.Abs(dv+r*0.3) < r*0.3 || (dv < 0 && (math.Abs(u-cu) < f.px || math.Abs(v-vv) < f.px)) {
			c = rgb(0xa8, 0x2a, 0x22)
		}
	}
	return c, cover(d, f.px)
}

// vent is ventilation fans along the piece, each in a square housing: a
// round duct, curved blades about a hub, and a guard over them.
func vent(f *frame, u, v float64, under color.RGBA) (color.RGBA, float64) {
	n := max(1, int(math.Round(f.lh/f.lw)))
	side := f.lh / float64(n)
	k := min(n-1, int(v/side))
	cu, cv := f.lw/2, (float64(k)+0.5)*side
	half := min(f.lw, side) / 2
	d := roundBox(u, v, cu, cv, half-0.05, half-0.05, 0.06)
	if d > 0 {
		return under, 0
	}
	housing := rgb(0x48, 0x4e, 0x52)
	c := shade(housing, 0.1*(cv-v)/half)
	if d > -0.05 {
		c = shade(housing, -0.4)
	}
	r := math.Hypot(u-cu, v-cv) / (half * 0.82)
	if r < 1 {
		c = rgb(0x0c, 0x0d, 0x0e)
		a := math.Atan2(v-cv, u-cu)/(2*math.Pi) + r*0.35
		if r > 0.25 && math.Mod(a*5+10, 1) < 0.45 {
			c = shade(rgb(0x50, 0x56, 0x5a), 0.25*(1-r)-0.1)
		}
		if r < 0.25 {
			c = shade(housing, 0.25)
		}
		if math.Mod(r, 0.2) < 0.04 && r > 0.3 { // the guard
			c = mix(c, rgb(0x80, 0x86, 0x8a), 0.6)
		}
	} else if r < 1.08 {
		c = shade(housing, -0.5)
	}
	return c, cover(d, f.px)
}

// lamp is a caged lamp a cell, on a wall or a housing, and the warm glow
// about it.
func lamp(f *frame, u, v float64, under color.RGBA) (color.RGBA, float64) {
	cu, cv := math.Floor(u)+0.5, math.Floor(v)+0.5
	glow := rgb(0xf0, 0xc8, 0x70)
	d := roundBox(u, v, cu, cv, 0.24, 0.14, 0.1)
	if d > 0 {
		a := 0.45 * math.Pow(max(0, 1-(d/0.42)), 2)
		return glow, a
	}
	c := rgb(0xff, 0xec, 0xb4)
	if math.Mod(u-cu+1, 0.12) < 0.03 || d > -0.04 { // the cage
		c = rgb(0x3a, 0x34, 0x2a)
	}
	return c, 1
}

// wreckage is torn plates and girders strewn over the piece, a few a
// cell, on scorch marks.
func wreckage(f *frame, u, v float64, under color.RGBA) (color.RGBA, float64) {
	out, touched := under, false
	if s := smooth(0.45, 0.75, fbm(f.h, u*0.9, v*0.9)); s > 0 { // scorch
		out, touched = mix(out, rgb(0x0e, 0x0b, 0x08), 0.6*s), true
	}
	f.cells(u, v, func(x, y float64, h uint64) bool {
		if h%5 == 0 {
			return false // a bare cell
		}
		pu, pv := x+unit(h, 1), y+unit(h, 2)
		ang := unit(h, 3) * math.Pi
		cs, sn := math.Cos(ang), math.Sin(ang)
		lu, lv := (u-pu)*cs+(v-pv)*sn, -(u-pu)*sn+(v-pv)*cs
		var d float64
		var col color.RGBA
		if h%4 == 0 { // a girder
			d = box(lu, lv, 0, 0, 0.6+0.5*unit(h, 4), 0.07)
			col = shade(rgb(0x3c, 0x40, 0x44), 0.3*(0.07-math.Abs(lv))/0.07-0.1)
		} else { // a plate, bent, darker at its edge
			hw, hh := 0.18+0.2*unit(h, 4), 0.12+0.14*unit(h, 5)
			d = box(lu, lv, 0, 0, hw, hh)
			col = shade(rgb(0x5a, 0x56, 0x4e), 0.25*lu/hw-0.05)
			if h%3 == 0 {
				col = shade(rgb(0x6e, 0x40, 0x26), 0.2*lu/hw)
			}
			if d > -0.04 {
				col = shade(col, -0.4)
			}
		}
		if a := cover(d, f.px); a > 0 {
			out, touched = mix(out, col, a), true
		} else if sh := shadowOf(d - 0.02); sh > 0 && d < 0.12 {
			out, touched = mix(out, black, sh*0.6), true
		}
		return false
	})
	if !touched {
		return under, 0
	}
	return out, 1
}
