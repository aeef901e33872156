// Package art paints the cruiser the decks are drawn as: deck plating,
// bulkheads with the ship's living veins, machinery, crates and
// containers, coolant and the lake of blood, rotten floors, doors, ladders
// and gantries. Everything is generated in code, as the sound effects are
// (game/sound): a cell's look depends only on what it is and where it
// stands, so every run, and every replay, draws the same ship.
//
// The package paints into image.RGBA and never imports Ebitengine: its
// tests run headless, and the board turns a painted deck into one image
// (game/ui/board).
package art

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/krygothic/krygothic/rules/deck"
)

// Kind is what a cell is drawn as.
type Kind int

// The kinds of cell. Each is chosen from what the cell is to the rules
// (its terrain, walls, doors, cover) first, and from its legend name
// only among looks the rules cannot tell apart (coolant or a ladder, both
// difficult ground).
const (
	Plating   Kind = iota // easy ground: deck plates, seams and rivets
	Debris                // difficult ground: scrap and cables
	Ladder                // difficult ground named a ladder or rails
	Coolant               // difficult ground named coolant, oil or water
	Blood                 // very difficult ground named blood
	Machinery             // very difficult ground: pipes and housings
	Crates                // soft cover: crates and containers
	Heavy                 // hard cover (deck.Cell.HardCover): machinery blocks in armoured housings
	Bulkhead              // a wall, or ground no one may cross
	Door                  // a closed door
	OpenDoor              // a door standing open
	Rotten                // a weak floor (KG-SCN-03): cracked grating
	Grating               // a gantry (GAP-37): a raised walkway
)

// KindOf is the kind a cell is drawn as; name is the legend's name for
// its map character ("" when unknown, or when the cell has changed since
// the map was drawn).
func KindOf(c deck.Cell, name string) Kind {
	name = strings.ToLower(name)
	has := func(words ...string) bool {
		for _, w := range words {
			if strings.Contains(name, w) {
				return true
			}
		}
		return false
	}
	switch {
	case c.Door && c.Open:
		return OpenDoor
	case c.Door:
		return Door
	case c.Wall || c.Terrain == deck.Impossible:
		return Bulkhead
	case c.Weak:
		return Rotten
	case c.Gantry:
		return Grating
	case c.HardCover():
		return Heavy
	case c.Cover:
		return Crates
	case c.Terrain >= deck.VeryDifficult && has("blood", "gore", "flesh"):
		return Blood
	case c.Terrain >= deck.VeryDifficult:
		return Machinery
	case c.Terrain == deck.Difficult && has("coolant", "oil", "water", "spill", "lake"):
		return Coolant
	case c.Terrain == deck.Difficult && has("ladder", "rail", "stair"):
		return Ladder
	case c.Terrain == deck.Difficult:
		return Debris
	}
	return Plating
}

// Paint paints cell (x, y) of a deck, of kind k, into dst's s×s square
// at (px, py). What it draws varies from cell to cell (plates, stains,
// crates turned this way or that) by a hash of (x, y) alone.
func Paint(dst *image.RGBA, px, py, s int, k Kind, x, y int) {
	p := painter{dst: dst, x0: px, y0: py, s: s, h: hash(uint64(x), uint64(y))}
	switch k {
	case Plating:
		p.plating()
	case Debris:
		p.plating()
		p.debris()
	case Ladder:
		p.plating()
		p.ladder()
	case Coolant:
		p.liquid(coolantDark, coolantLight)
	case Blood:
		p.liquid(bloodDark, bloodLight)
	case Machinery:
		p.machinery()
	case Crates:
		p.plating()
		p.crate(rgb(0x6b, 0x58, 0x36), rgb(0x8e, 0x76, 0x48))
	case Heavy:
		p.machinery()
		p.housing(rgb(0x6e, 0x3b, 0x22))
	case Bulkhead:
		p.bulkhead()
	case Door:
		p.door()
	case OpenDoor:
		p.plating()
		p.slot()
	case Rotten:
		p.grating(rgb(0x3a, 0x34, 0x2c))
		p.cracks()
	case Grating:
		p.grating(rgb(0x4a, 0x50, 0x56))
	}
}

// painter paints one cell's square.
type painter struct {
	dst    *image.RGBA
	x0, y0 int
	s      int
	h      uint64 // the cell's hash: its variations
}

// The liquids' colours: their dark body and light ripples.
var (
	coolantDark, coolantLight = rgb(0x1d, 0x4e, 0x5c), rgb(0x5c, 0xa8, 0xb4)
	bloodDark, bloodLight     = rgb(0x4a, 0x0c, 0x10), rgb(0x8c, 0x22, 0x22)
)

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

// hash mixes two numbers into one (splitmix64's finaliser).
func hash(a, b uint64) uint64 {
	z := a*0x9e3779b97f4a7c15 + b + 0x632be59bd9b4e019
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// bit is a number from 0 to n-1 drawn from the cell's hash, the i-th.
func (p *painter) bit(i, n uint64) uint64 { return hash(p.h, i) % n }

// at paints the square's pixel (u, v), from 0 to 1 across it.
func (p *painter) set(i, j int, c color.RGBA) {
	if i < 0 || j < 0 || i >= p.s || j >= p.s {
		return
	}
	p.dst.SetRGBA(p.x0+i, p.y0+j, c)
}

// get is the square's pixel (i, j).
func (p *painter) get(i, j int) color.RGBA { return p.dst.RGBAAt(p.x0+i, p.y0+j) }

// fill paints every pixel by f(u, v), u and v from 0 to 1.
func (p *painter) fill(f func(u, v float64) color.RGBA) {
	for j := range p.s {
		for i := range p.s {
			p.set(i, j, f((float64(i)+0.5)/float64(p.s), (float64(j)+0.5)/float64(p.s)))
		}
	}
}

// rect paints the part of the square from (u0, v0) to (u1, v1).
func (p *painter) rect(u0, v0, u1, v1 float64, c color.RGBA) {
	s := float64(p.s)
	for j := int(v0 * s); j < int(math.Ceil(v1*s)); j++ {
		for i := int(u0 * s); i < int(math.Ceil(u1*s)); i++ {
			p.set(i, j, c)
		}
	}
}

// shade lightens (f > 0) or darkens (f < 0) a colour.
func shade(c color.RGBA, f float64) color.RGBA {
	return color.RGBA{shadeChannel(c.R, f), shadeChannel(c.G, f), shadeChannel(c.B, f), c.A}
}

// shadeChannel is one channel of shade, rounded to the nearest and kept
// within 0 to 255.
func shadeChannel(v uint8, f float64) uint8 {
	x := float64(v)
	if f > 0 {
		x += (255 - x) * f
	} else {
		x *= 1 + f
	}
	switch {
	case !(x > 0):
		return 0
	case x >= 254.5:
		return 255
	}
	return uint8(x + 0.5)
}

// grain is a pixel's noise, -1 to 1, fixed for the cell.
func (p *painter) grain(i, j int) float64 {
	return float64(hash(p.h, uint64(j*p.s+i)+1000)%1000)/500 - 1
}

// plating is a deck plate: brushed steel with seams on two edges, rivets
// in the corners and now and then a stain.
func (p *painter) plating() {
	base := rgb(0x3b, 0x41, 0x47)
	if p.bit(0, 5) == 0 {
		base = rgb(0x37, 0x3c, 0x40) // a plate of another batch
	}
	for j := range p.s {
		for i := range p.s {
			p.set(i, j, shade(base, 0.05*p.grain(i, j)))
		}
	}
	seam := shade(base, -0.35)
	for k := range p.s {
		p.set(p.s-1, k, seam)
		p.set(k, p.s-1, seam)
		p.set(0, k, shade(base, 0.12))
		p.set(k, 0, shade(base, 0.12))
	}
	if p.s >= 10 {
		r := max(1, p.s/12)
		for _, c := range [][2]int{{r + 1, r + 1}, {p.s - r - 2, r + 1}, {r + 1, p.s - r - 2}, {p.s - r - 2, p.s - r - 2}} {
			p.set(c[0], c[1], shade(base, 0.3))
			p.set(c[0]+1, c[1]+1, shade(base, -0.3))
		}
	}
	if p.bit(1, 9) == 0 { // a stain: oil, or worse
		cu, cv := 0.3+0.4*float64(p.bit(2, 100))/100, 0.3+0.4*float64(p.bit(3, 100))/100
		r := 0.18 + 0.15*float64(p.bit(4, 100))/100
		p.blend(func(u, v float64) float64 {
			d := math.Hypot(u-cu, v-cv) / r
			return max(0, 0.45*(1-d*d))
		}, rgb(0x1a, 0x16, 0x12))
	}
}

// blend mixes colour c over the square, by f(u, v) from 0 (none) to 1.
func (p *painter) blend(f func(u, v float64) float64, c color.RGBA) {
	for j := range p.s {
		for i := range p.s {
			a := f((float64(i)+0.5)/float64(p.s), (float64(j)+0.5)/float64(p.s))
			if a <= 0 {
				continue
			}
			o := p.get(i, j)
			mix := func(x, y uint8) uint8 { return uint8(float64(x)*(1-a) + float64(y)*a) }
			p.set(i, j, color.RGBA{mix(o.R, c.R), mix(o.G, c.G), mix(o.B, c.B), 0xff})
		}
	}
}

// debris is scrap strewn over the plates, and a loose cable.
func (p *painter) debris() {
	for k := range uint64(3) {
		u, v := float64(p.bit(10+k, 70))/100+0.1, float64(p.bit(20+k, 70))/100+0.1
		w := 0.12 + float64(p.bit(30+k, 15))/100
		c := shade(rgb(0x6a, 0x62, 0x55), 0.2*float64(p.bit(40+k, 3))-0.2)
		p.rect(u, v, u+w, v+w*0.7, c)
		p.rect(u, v+w*0.7, u+w, v+w*0.7+1/float64(p.s), shade(c, -0.5))
	}
	phase := float64(p.bit(50, 628)) / 100
	cable := rgb(0x16, 0x16, 0x18)
	for i := range p.s {
		u := (float64(i) + 0.5) / float64(p.s)
		v := 0.5 + 0.25*math.Sin(u*5+phase)
		p.set(i, int(v*float64(p.s)), cable)
	}
}

// ladder is rungs across the plates: a ladder, or loading rails.
func (p *painter) ladder() {
	rail := rgb(0x7a, 0x6e, 0x50)
	p.rect(0.15, 0, 0.25, 1, rail)
	p.rect(0.75, 0, 0.85, 1, rail)
	for v := 0.1; v < 1; v += 0.33 {
		p.rect(0.15, v, 0.85, v+0.08, shade(rail, -0.15))
	}
}

// liquid is a pool: its dark body, and ripples of its light colour.
func (p *painter) liquid(dark, light color.RGBA) {
	phase := float64(p.bit(60, 628)) / 100
	p.fill(func(u, v float64) color.RGBA {
		w := math.Sin((u+v*0.6)*9+phase) * math.Sin((v-u*0.4)*7+phase*1.3)
		switch {
		case w > 0.7:
			return light
		case w > 0.45:
			return shade(light, -0.3)
		}
		return shade(dark, 0.06*w)
	})
}

// machinery is a housing with pipes across it and bolts along its edge,
// in a warmer, lighter metal than the deck plates, so it stands apart from
// them to every eye.
func (p *painter) machinery() {
	body := rgb(0x4a, 0x44, 0x36)
	p.fill(func(u, v float64) color.RGBA { return shade(body, 0.05*math.Sin(u*13)) })
	pipe := rgb(0x5a, 0x6a, 0x62)
	if p.bit(70, 2) == 0 {
		pipe = rgb(0x6e, 0x5a, 0x3a) // a copper line
	}
	for _, v := range []float64{0.25, 0.65} {
		for j := range max(1, p.s/6) {
			f := float64(j) / float64(max(1, p.s/6))
			p.rect(0, v+f*0.16, 1, v+f*0.16+1/float64(p.s), shade(pipe, 0.3-0.6*f))
		}
	}
	for k := 0; k < p.s; k += max(3, p.s/4) {
		p.set(k+1, 1, shade(body, 0.4))
		p.set(k+1, p.s-2, shade(body, 0.4))
	}
}

// crate is a crate's lid seen from above: planks and a brace, turned
// one way or the other, a little inside its square.
func (p *painter) crate(dark, light color.RGBA) {
	m := 0.08
	p.rect(m, m, 1-m, 1-m, dark)
	p.rect(m+0.06, m+0.06, 1-m-0.06, 1-m-0.06, light)
	across := p.bit(80, 2) == 0
	for k := 0.25; k < 0.9; k += 0.25 {
		if across {
			p.rect(m+0.06, k, 1-m-0.06, k+1/float64(p.s), dark)
		} else {
			p.rect(k, m+0.06, k+1/float64(p.s), 1-m-0.06, dark)
		}
	}
	edge := shade(dark, -0.5)
	p.rect(m, 1-m, 1-m, 1-m+1.5/float64(p.s), edge) // its shadow
	p.rect(1-m, m, 1-m+1.5/float64(p.s), 1-m, edge)
}

// housing is a machine's raised housing, seen from above: a block with a
// bevelled rim, a vent across it and bolts at its corners.
func (p *painter) housing(body color.RGBA) {
	m := 0.1
	p.rect(m, m, 1-m, 1-m, shade(body, -0.35))
	p.rect(m+0.05, m+0.05, 1-m-0.05, 1-m-0.05, body)
	p.rect(m+0.05, m+0.05, 1-m-0.05, m+0.1, shade(body, 0.25)) // the lit rim
	for v := 0.4; v < 0.62; v += 0.07 {
		p.rect(0.3, v, 0.7, v+0.03, shade(body, -0.5))
	}
	for _, c := range [][2]float64{{m + 0.1, m + 0.1}, {1 - m - 0.15, m + 0.1}, {m + 0.1, 1 - m - 0.15}, {1 - m - 0.15, 1 - m - 0.15}} {
		p.rect(c[0], c[1], c[0]+0.05, c[1]+0.05, shade(body, 0.45))
	}
}

// bulkhead is a wall: dark ribbed metal, and on some the cruiser's
// living veins showing through.
func (p *painter) bulkhead() {
	base := rgb(0x1b, 0x1d, 0x21)
	p.fill(func(u, v float64) color.RGBA {
		rib := math.Abs(math.Sin(v * math.Pi * 2))
		return shade(base, 0.12*rib-0.04)
	})
	if p.bit(90, 3) == 0 {
		phase := float64(p.bit(91, 628)) / 100
		vein := rgb(0x5e, 0x1c, 0x2c)
		for i := range p.s {
			u := (float64(i) + 0.5) / float64(p.s)
			v := 0.5 + 0.3*math.Sin(u*7+phase)
			p.set(i, int(v*float64(p.s)), vein)
			p.set(i, int(v*float64(p.s))+1, shade(vein, -0.4))
		}
	}
}

// door is a door's leaves, shut, with hazard stripes along their edge.
func (p *painter) door() {
	leaf := rgb(0x55, 0x4a, 0x2e)
	p.fill(func(u, v float64) color.RGBA { return shade(leaf, 0.06*math.Sin(u*20)) })
	s := float64(p.s)
	for j := range p.s {
		for i := range p.s {
			if j < p.s/5 || j >= p.s-p.s/5 {
				if int((float64(i)+float64(j))/max(2, s/6))%2 == 0 {
					p.set(i, j, rgb(0xc8, 0xa0, 0x20))
				} else {
					p.set(i, j, rgb(0x18, 0x16, 0x12))
				}
			}
		}
	}
	p.rect(0.48, 0.2, 0.52, 0.8, shade(leaf, -0.5)) // where the leaves meet
}

// slot is an open door's leaves drawn back into the walls: a dark line
// down the middle of the floor.
func (p *painter) slot() {
	p.rect(0, 0, 0.12, 1, rgb(0x22, 0x1e, 0x16))
	p.rect(0.88, 0, 1, 1, rgb(0x22, 0x1e, 0x16))
}

// grating is a walkway of grating: bars and the dark below them.
func (p *painter) grating(bar color.RGBA) {
	step := max(2, p.s/5)
	p.fill(func(float64, float64) color.RGBA { return rgb(0x0e, 0x0f, 0x10) })
	for j := range p.s {
		for i := range p.s {
			if i%step == 0 || j%step == 0 {
				p.set(i, j, shade(bar, 0.06*p.grain(i, j)))
			}
		}
	}
}

// cracks are breaks in a rotten floor.
func (p *painter) cracks() {
	crack := rgb(0x05, 0x04, 0x03)
	u, v := float64(p.bit(100, 100))/100, 0.0
	for v < 1 {
		p.set(int(u*float64(p.s)), int(v*float64(p.s)), crack)
		v += 1 / float64(p.s)
		u += (float64(p.bit(uint64(101+int(v*100)), 3)) - 1) / float64(p.s)
		u = max(0, min(0.99, u))
	}
}
