package board

import (
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	xvector "golang.org/x/image/vector"

	"github.com/krygothic/krygothic/game/ui"
)

// Hull is what a token drawn as a hull (a vehicle, facet.Hulls) shows
// beyond a model's: the number on its corner badge and groups of pips.
type Hull struct {
	Number int    // on its corner badge (a vehicle's speed)
	Pips   []Pips // in order, each group its colour (pipGroupC)
}

// Pips is a group of a hull's pips (a vehicle's location): Capacity of
// them, Left lit.
type Pips struct {
	Left, Capacity int
}

var (
	hullOnce   sync.Once
	hullSprite *ebiten.Image // a rounded rectangle, long along +x
	// pipGroupC are the colours of a hull's groups of pips, in order (a
	// vehicle's hull, engine, weapon, drive).
	pipGroupC = [...]color.RGBA{
		{0xe0, 0xd0, 0x90, 0xff},
		{0xf0, 0x90, 0x50, 0xff},
		{0xe0, 0x60, 0x60, 0xff},
		{0x80, 0xc0, 0xf0, 0xff},
	}
)

// hullProportion is a hull's width over its length.
const hullProportion = 0.62

// hull returns the rounded-rectangle sprite of a hull: as long
// as the sprite is wide, hullProportion as wide, its corners rounded.
func hull() *ebiten.Image {
	hullOnce.Do(func() {
		n := float32(spriteSize)
		w, h := n-2, (n-2)*hullProportion
		x0, y0 := float32(1), (n-h)/2
		rad := h * 0.3
		hullSprite = rasterise(spriteSize, spriteSize, func(z *xvector.Rasterizer) {
			corner := func(cx, cy float32, from float64) {
				for i := 0; i <= 8; i++ {
					a := from + math.Pi/2*float64(i)/8
					z.LineTo(cx+rad*float32(math.Cos(a)), cy+rad*float32(math.Sin(a)))
				}
			}
			z.MoveTo(x0+rad, y0)
			corner(x0+w-rad, y0+rad, -math.Pi/2)
			corner(x0+w-rad, y0+h-rad, 0)
			corner(x0+rad, y0+h-rad, math.Pi/2)
			corner(x0+rad, y0+rad, math.Pi)
			z.ClosePath()
		})
	})
	return hullSprite
}

// drawHull draws a token as a hull at its real size, inside its base's
// circle (where the rules measure it): in the ship view a vehicle's
// figure on a base of its side's colour, in the plan view a rounded hull
// turned to its facing with a nose at the front and its marker; then its
// groups of pips (lost ones dark), its number and its badges round it
// (marks).
func (d *Tokens) drawHull(dst *ebiten.Image, x, y, r float64, t Token) {
	fill, rim := d.Pal.Sides[t.Side], d.Pal.SidesLight[t.Side]
	if t.Dimmed {
		fill = mix(fill, color.RGBA{0x30, 0x30, 0x30, 0xff}, 0.45)
	}
	if t.Figure.Build != NoFigure && ui.Px(r) >= FigureMinRadius {
		FillDisc(dst, x+1.5, y+2, r, tokenShadow)
		if t.Selected {
			Ring(dst, x, y, r+4, 3, d.Pal.Warning)
		}
		if t.Targeted {
			Ring(dst, x, y, r+4, 2, d.Pal.Accent)
		}
		d.drawFigure(dst, x, y, r, t, fill, rim)
		d.marks(dst, x, y, r, t)
		return
	}
	length := 2 * r
	stamp(dst, hull(), x+1.5, y+2, length+2, t.Facing, tokenShadow)
	if t.Selected {
		stamp(dst, hull(), x, y, length+10, t.Facing, d.Pal.Warning)
	}
	if t.Targeted {
		stamp(dst, hull(), x, y, length+8, t.Facing, d.Pal.Accent)
	}
	stamp(dst, hull(), x, y, length, t.Facing, rim)
	stamp(dst, hull(), x, y, length-max(3, r/3), t.Facing, fill)
	nx, ny := math.Cos(t.Facing), math.Sin(t.Facing)
	Line(dst, x+nx*length*0.25, y+ny*length*0.25, x+nx*(length/2+2), y+ny*(length/2+2), max(2.5, r/4), rim)
	if r >= 7 {
		d.centred(dst, t.Marker, d.Fonts.Bold, r*0.55, markerInk(fill), x, y)
	}
	d.marks(dst, x, y, r, t)
}
