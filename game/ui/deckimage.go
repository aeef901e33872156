package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/scenarios"
)

// Deck colours: terrain by AP cost, then what stands on it.
var (
	colourEasy          = color.RGBA{0x3a, 0x33, 0x37, 0xff}
	colourDifficult     = color.RGBA{0x6b, 0x55, 0x2e, 0xff}
	colourVeryDifficult = color.RGBA{0x8c, 0x3a, 0x2a, 0xff}
	colourWall          = color.RGBA{0x8e, 0x89, 0x90, 0xff}
	colourDoor          = color.RGBA{0xc2, 0x9a, 0x52, 0xff}
	colourCover         = color.RGBA{0x9c, 0x86, 0x5a, 0xff} // crates: soft cover on difficult (or easy) ground
	colourCoverHeavy    = color.RGBA{0xb0, 0x6c, 0x44, 0xff} // machinery: hard cover on very difficult ground
	colourCoverSoftHigh = color.RGBA{0xbc, 0xa4, 0x66, 0xff} // heaped sandbags: soft cover on very difficult ground
	colourCoverHardLow  = color.RGBA{0x96, 0x4e, 0x32, 0xff} // a steel barricade: hard cover on difficult (or easy) ground
	colourWeak          = color.RGBA{0xb8, 0x8a, 0x1e, 0xff}
	colourGantry        = color.RGBA{0x5e, 0x5a, 0x56, 0xff} // a raised walkway's plate, railed on the board (GAP-37)
	colourZones         = []color.RGBA{{0x2f, 0x55, 0x80, 0xff}, {0x7a, 0x2c, 0x34, 0xff}}
	colourObjective     = color.RGBA{0xf0, 0xe0, 0x60, 0xff}
)

// KeyEntry is one line of a colour key: what a colour stands for, and a
// cell of that kind, for a key that shows the deck painted as the ship
// (game/ui/board); no cell: the colour alone.
type KeyEntry struct {
	Label  string
	Colour color.RGBA
	Cell   *deck.Cell
}

// DeckKey is the colour key drawn beside a deck picture.
var DeckKey = []KeyEntry{
	{"easy", colourEasy, &deck.Cell{Terrain: deck.Easy}}, {"difficult +1 AP", colourDifficult, &deck.Cell{Terrain: deck.Difficult}},
	{"very difficult +2 AP", colourVeryDifficult, &deck.Cell{Terrain: deck.VeryDifficult}},
	{"wall", colourWall, &deck.Cell{Terrain: deck.Impossible, Wall: true}}, {"door", colourDoor, &deck.Cell{Door: true}},
	{"soft cover +1 AP", colourCover, &deck.Cell{Terrain: deck.Difficult, Cover: true}},
	{"soft cover +2 AP", colourCoverSoftHigh, &deck.Cell{Terrain: deck.VeryDifficult, Cover: true, Hardness: deck.Soft}},
	{"hard cover +1 AP", colourCoverHardLow, &deck.Cell{Terrain: deck.Difficult, Cover: true, Hardness: deck.Hard}},
	{"hard cover +2 AP", colourCoverHeavy, &deck.Cell{Terrain: deck.VeryDifficult, Cover: true}},
	{"weak floor (W)", colourWeak, &deck.Cell{Weak: true}}, {"gantry (+1 up)", colourGantry, &deck.Cell{Gantry: true}},
}

// CellColour is how one cell is drawn: by its AP cost, or what stands on
// it; cover by what it is made of (hard or soft, deck.Cell.HardCover:
// the XS-19 module tells them apart) and its AP cost. A gantry's plate
// is lighter than the floor; its ladders keep their terrain's colour
// (the board rails both).
func CellColour(c deck.Cell) color.RGBA {
	switch {
	case c.Door:
		return colourDoor
	case c.Wall || c.Terrain == deck.Impossible:
		return colourWall
	case c.Weak:
		return colourWeak
	case c.Gantry && c.Terrain == deck.Easy:
		return colourGantry
	case c.HardCover() && c.Terrain >= deck.VeryDifficult:
		return colourCoverHeavy
	case c.HardCover():
		return colourCoverHardLow
	case c.Cover && c.Terrain >= deck.VeryDifficult:
		return colourCoverSoftHigh
	case c.Cover:
		return colourCover
	case c.Terrain == deck.VeryDifficult:
		return colourVeryDifficult
	case c.Terrain == deck.Difficult:
		return colourDifficult
	}
	return colourEasy
}

// DeckImage draws a scenario's deck one pixel per cell: terrain coloured by
// its AP cost, walls, doors, cover, weak floors, the two sides' deployment
// zones and the objectives. Draw it scaled with nearest filtering.
func DeckImage(s *scenarios.Scenario) *ebiten.Image {
	d := s.Deck
	pix := make([]byte, 4*d.W*d.H)
	set := func(x, y int, c color.RGBA) {
		i := 4 * (y*d.W + x)
		pix[i], pix[i+1], pix[i+2], pix[i+3] = c.R, c.G, c.B, c.A
	}
	zone := map[string]color.RGBA{}
	for i, side := range s.Sides {
		if side != nil {
			zone[side.Zone] = colourZones[i%len(colourZones)]
		}
	}
	for y := range d.H {
		for x := range d.W {
			c, _ := d.Cell(x, y)
			set(x, y, CellColour(c))
		}
	}
	for name, cells := range s.Zones {
		if col, ok := zone[name]; ok {
			for _, c := range cells {
				set(c.X, c.Y, col)
			}
		}
	}
	for _, o := range s.Objectives {
		set(o.X, o.Y, colourObjective)
	}
	img := ebiten.NewImage(d.W, d.H)
	img.WritePixels(pix)
	return img
}
