package board

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Figure is a model as the ship view draws it: a top-down figure of its
// people (Build) and class, turned to its facing, the weapon it carries
// in its hands, a psychic's glow round its head. The zero Figure draws
// the round token with its class glyph instead (the plan view, a ghost).
type Figure struct {
	Build   Build
	Class   string // GlyphLeader…: the class's marks (a leader's crest, a heavy's bulk); "" for none
	Weapon  Weapon
	Psychic bool
}

// Build is the build of a people's figure, or of a vehicle.
type Build uint8

// The bodies: one a people of the ship (rules/content's teams), two for
// vehicles.
const (
	NoFigure  Build = iota // no figure: the token is a disc
	Trooper                // armoured, helmeted, shoulder pads (Earth Confederates)
	Cultist                // hooded, in a ragged cloak (Renegades)
	Wraith                 // a spectre trailing wisps, clawed (the Possessed)
	Primitive              // bare-skinned, a headband and a sash (the Slaves)
	Crested                // a long crested skull, four arms (Heracletians)
	Seer                   // a great bulging cranium on a slight frame (Ralim)
	Brute                  // massive shoulders, a tusked head (Protarians)
	Insect                 // thorax, abdomen, six legs and mandibles (the Hive)
	Crewman                // a crew suit, goggled mask and an air tank (the Forgotten)
	Loader                 // a tracked cargo loader with a cab and a gun mount (a vehicle)
	Drone                  // a round drone on four rotors (a fast vehicle)
	bodies                 // how many
)

// Weapon is what a figure carries in its hands.
type Weapon uint8

// The weapons a figure carries.
const (
	Fists     Weapon = iota // nothing in its hands
	Pistol                  // a short gun in one hand
	Rifle                   // a long gun in both
	LongRifle               // a long, thin, scoped gun
	HeavyGun                // a thick gun at the hip, a drum of shells
	Flamer                  // a nozzle and its fuel tanks
	Launcher                // a fat tube
	Blade                   // a knife or a sword
	Axe                     // a haft and a head
	Flail                   // a handle, a chain and a spiked ball
	Claws                   // talons on both hands
	weapons                 // how many
)

// figureSpan is how far past its base, in base radii, a figure's sprite
// reaches: a gun's muzzle may stand a little past the rim.
const figureSpan = 1.25

// figureScale is how much larger than its base's circle a figure's
// body is drawn: a miniature fills its base, and reads from further off.
const figureScale = 1.12

// figureSize is the pixels across a figure's sprite: a base's diameter
// is 128 of them, sharp at the closest zoom of a large screen.
const figureSize = 160

// FigureMinRadius is the smallest radius, in screen pixels, a token is
// drawn as a figure at: smaller (the whole deck in view), a figure's
// head, gun and class would blur into a blot, and the token is drawn as
// the disc with its class's glyph.
const FigureMinRadius = 10.0

// figureBaseShade is how much darker than its side's colour a figure's
// base is: dark enough for the figure to stand out on it, light enough
// that the sides stay apart by lightness (the colour-blind palette's
// deep blue and light lilac).
const figureBaseShade = 0.35

// figureKey is a sprite's: a figure in its side's two colours.
type figureKey struct {
	f         Figure
	fill, rim color.RGBA
}

var (
	figureMu sync.Mutex
	figures  = map[figureKey]*ebiten.Image{}
)

// figureSprite is f's sprite in fill and rim, painted once and kept.
func figureSprite(f Figure, fill, rim color.RGBA) *ebiten.Image {
	k := figureKey{f: f, fill: fill, rim: rim}
	figureMu.Lock()
	defer figureMu.Unlock()
	if s, ok := figures[k]; ok {
		return s
	}
	s := ebiten.NewImageFromImage(PaintFigure(f, fill, rim, figureSize))
	figures[k] = s
	return s
}

// PaintFigure paints f, its side's colours fill and rim, into an n×n
// picture (premultiplied alpha): its base's radius is n/2/figureSpan
// pixels, it faces +x. The board paints each figure once and draws the
// picture turned, scaled and tinted; tests compare the pictures.
func PaintFigure(f Figure, fill, rim color.RGBA, n int) *image.RGBA {
	c := newCanvas(n, figureSpan)
	lk := look{c: c, f: f, fill: tint(fill, rim, 0.5), rim: rim} // lighter than the base
	lk.paint()
	return c.picture()
}

// drawFigure draws token t's figure at (x, y), its base r pixels out:
// a side-coloured base with a light rim (the side at a glance, under any
// palette), a tick on the rim where it faces, and the figure on it.
func (d *Tokens) drawFigure(dst *ebiten.Image, x, y, r float64, t Token, fill, rim color.RGBA) {
	base := shade(fill, figureBaseShade)
	FillDisc(dst, x, y, r, base)
	Ring(dst, x, y, r, max(1.5, r/5), rim) // the ring sprite: one draw
	if !t.Down {
		nx, ny := math.Cos(t.Facing), math.Sin(t.Facing)
		Line(dst, x+nx*r*0.78, y+ny*r*0.78, x+nx*(r+1), y+ny*(r+1), max(2, r/6), rim)
	}
	tone := color.RGBA{0xff, 0xff, 0xff, 0xff}
	switch {
	case t.Down:
		tone = color.RGBA{0x70, 0x70, 0x70, 0xb0}
	case t.Dimmed:
		tone = color.RGBA{0xa8, 0xa8, 0xa8, 0xff}
	}
	stamp(dst, figureSprite(t.Figure, d.Pal.Sides[t.Side], d.Pal.SidesLight[t.Side]), x, y, 2*r*figureSpan*figureScale, t.Facing, tone)
}
