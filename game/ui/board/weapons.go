package board

// grip is where a figure's right and left hands are for weapon w, in
// figure units: on the gun, on the hilt, or out at its side.
func grip(w Weapon) (right, left [2]float64) {
	switch w {
	case Pistol:
		return [2]float64{0.6, 0.18}, [2]float64{0.12, -0.56}
	case Rifle, LongRifle:
		return [2]float64{0.3, 0.2}, [2]float64{0.68, 0.12}
	case HeavyGun:
		return [2]float64{0.14, 0.4}, [2]float64{0.58, 0.3}
	case Flamer:
		return [2]float64{0.3, 0.26}, [2]float64{0.6, 0.18}
	case Launcher:
		return [2]float64{0.18, 0.32}, [2]float64{0.58, 0.26}
	case Blade, Axe, Flail:
		return [2]float64{0.52, 0.4}, [2]float64{0.32, -0.48}
	case Claws:
		return [2]float64{0.6, 0.36}, [2]float64{0.6, -0.36}
	}
	return [2]float64{0.46, 0.3}, [2]float64{0.46, -0.3}
}

// weapon paints what the figure holds, at its grip.
func (l *look) weapon() {
	rx, ry := l.right[0], l.right[1]
	switch l.f.Weapon {
	case Pistol:
		l.c.part(gunmetal, stick(rx-0.06, ry, rx+0.34, ry-0.02, 0.13))
	case Rifle:
		l.c.part(wood, stick(0.02, 0.24, 0.3, 0.2, 0.16))
		l.c.part(gunmetal, stick(0.48, 0.18, 0.5, 0.34, 0.1)) // its magazine
		l.c.part(gunmetal, stick(0.22, 0.18, 1.12, 0.12, 0.12))
		l.c.fill(shade(steel, 0.3), 0, stick(0.4, 0.16, 0.95, 0.125, 0.035))
	case LongRifle:
		l.c.part(wood, stick(-0.02, 0.24, 0.3, 0.2, 0.14))
		l.c.part(gunmetal, stick(0.2, 0.18, 1.22, 0.1, 0.08))
		l.c.part(gunmetal, stick(1.12, 0.1, 1.24, 0.1, 0.14)) // its muzzle brake
		l.c.part(steel, stick(0.28, 0.06, 0.74, 0.04, 0.17))  // its scope, on top
	case HeavyGun:
		l.c.part(gunmetal, stick(-0.08, 0.42, 0.72, 0.32, 0.26))
		l.c.part(shade(steel, 0.35), stick(0.6, 0.32, 1.18, 0.27, 0.14))
		l.c.part(gunmetal, disc(0.14, 0.56, 0.15))
		l.c.fill(shade(steel, 0.2), 0, stick(0.05, 0.36, 0.62, 0.3, 0.05))
	case Flamer:
		l.c.part(gunmetal, stick(0.14, 0.28, 0.84, 0.18, 0.14))
		l.c.part(shade(steel, 0.3), poly(0.8, 0.12, 0.96, 0.08, 0.96, 0.28, 0.8, 0.24))
		l.c.glow(1.06, 0.18, 0.2, flame)
	case Launcher:
		l.c.part(tint(gunmetal, l.fill, 0.25), stick(-0.26, 0.32, 0.92, 0.24, 0.28))
		l.c.part(figInk, disc(0.96, 0.24, 0.11))
		l.c.fill(shade(steel, 0.3), 0, stick(0.3, 0.19, 0.3, 0.37, 0.05))
	case Blade:
		l.c.part(steel, poly(rx+0.02, ry-0.04, rx+0.62, ry+0.16, rx+0.02, ry+0.07))
		l.c.part(gold, stick(rx, ry-0.1, rx+0.02, ry+0.12, 0.06))
	case Axe:
		l.c.part(wood, stick(rx-0.14, ry-0.02, rx+0.5, ry+0.08, 0.08))
		l.c.part(steel, poly(rx+0.36, ry-0.1, rx+0.56, ry-0.14, rx+0.6, ry+0.12, rx+0.5, ry+0.32, rx+0.34, ry+0.22))
	case Flail:
		l.c.part(wood, stick(rx-0.08, ry, rx+0.18, ry+0.04, 0.09))
		for i := 1; i <= 3; i++ {
			t := float64(i) / 4
			l.c.part(gunmetal, disc(rx+0.18+0.28*t, ry+0.04+0.22*t, 0.04))
		}
		l.c.part(steel, poly(rx+0.52, ry+0.12, rx+0.64, ry+0.18, rx+0.76, ry+0.16, rx+0.7, ry+0.28, rx+0.76, ry+0.4,
			rx+0.62, ry+0.38, rx+0.52, ry+0.44, rx+0.52, ry+0.32, rx+0.42, ry+0.26, rx+0.52, ry+0.22))
	case Claws:
		both(func(s float64) {
			hx, hy := l.right[0], s*l.right[1]
			for _, a := range []float64{-0.35, 0, 0.35} {
				l.c.part(bone, stick(hx, hy, hx+0.3, hy+s*(0.06+a*0.4), 0.05))
			}
		})
	}
}

// vehicle paints a vehicle inside its base: a tracked loader with a cab
// and forks, or a drone on four rotors, and its gun.
func (l *look) vehicle() {
	gun := func(x0, x1, w float64) {
		switch l.f.Weapon {
		case Fists, Blade, Axe, Flail, Claws:
			return
		case HeavyGun, Launcher:
			w *= 1.4
		}
		l.c.part(gunmetal, stick(x0, 0, x1, 0, w))
	}
	if l.f.Build == Drone {
		both(func(s float64) {
			for _, x := range []float64{0.46, -0.46} {
				l.c.part(figInk, stick(0, 0, x, s*0.46, 0.09))
				l.c.part(withA(steel, 0x70), disc(x, s*0.46, 0.3))
				l.c.fill(gunmetal, 0, stick(x-0.26, s*0.46-0.06, x+0.26, s*0.46+0.06, 0.05), disc(x, s*0.46, 0.07))
			}
		})
		gun(0.1, 0.78, 0.1)
		l.c.part(l.fill, disc(0, 0, 0.38))
		l.c.part(tint(l.fill, l.rim, 0.6), disc(-0.06, 0, 0.2))
		l.c.part(visor, disc(0.3, 0, 0.07))
		return
	}
	both(func(s float64) {
		l.c.part(figInk, stick(-0.72, s*0.5, 0.64, s*0.5, 0.28))
		for x := -0.66; x < 0.66; x += 0.14 {
			l.c.fill(shade(steel, 0.55), 0, stick(x, s*0.4, x, s*0.6, 0.035))
		}
		l.c.part(steel, stick(0.6, s*0.22, 0.98, s*0.22, 0.09))
	})
	l.c.part(l.fill, poly(-0.74, -0.38, 0.66, -0.4, 0.66, 0.4, -0.74, 0.38))
	l.c.fill(l.rim, 0, stick(0.58, -0.32, 0.58, 0.32, 0.08))
	l.c.part(shade(l.fill, 0.3), poly(-0.7, -0.3, -0.2, -0.3, -0.2, 0.3, -0.7, 0.3))
	l.c.part(glass, oval(-0.18, 0, 0.06, 0.24, 0))
	gun(0.1, 0.94, 0.13)
	l.c.part(shade(l.fill, 0.4), disc(0.12, 0, 0.2))
}
