package board

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/art"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/scenarios"
)

// Deck draws a scenario's deck: painted as the ship it is, or as a plan
// of terrain by AP cost (Plan); weak floor hatched, gantries railed,
// darkness, the deployment zones tinted in their side's colour, a faint
// inch grid when zoomed in, entry points and objectives.
type Deck struct {
	Scenario *scenarios.Scenario
	Deck     *deck.Deck // the deck as it stands now (a match's copy)
	// Plan draws the plan view: the terrain's colours by AP cost alone,
	// as designers read a deck; else the deck is painted as the ship
	// (ship.go), those colours laid thinly over it.
	Plan bool
	// Lit makes the ship view's darkness real (light.go): the dark cells
	// drawn deep dark, lit only by Lights. Unlit (the scenario viewer),
	// they are shaded half, as in the plan view.
	Lit bool
	// Lights light the dark this frame (Lit); Doors slide on the ship
	// view this frame (doors.go); Scorches mark where blasts burnt the
	// deck (wreck.go). The screen sets them before each Draw.
	Lights   []Light
	Doors    []DoorSlide
	Scorches []Scorch
	terrain  *CellLayer
	dark     *CellLayer
	night    *CellLayer // the ship view's darkness, by cell (Lit)
	zones    *CellLayer
	weak     [][2]int            // the weak-floor cells, hatched
	rails    []rail              // the gantries' edges, railed (GAP-37)
	drawn    map[color.RGBA]bool // every ui.CellColour some cell has
	anyDark  bool                // some cell is dark
	pal      *ui.Palette
	// The ship view's picture (ship.go): the cells as last painted, the
	// pixels a cell takes, the legend's names for the map's cells.
	ship     *ebiten.Image
	shipPix  *image.RGBA
	shipCell int
	painted  []deck.Cell
	names    map[[2]int]legendCell
	dressing *dressing                  // the scenario's decoration (decor.go)
	fresh    bool                       // shipPix holds the painted cells
	shipDone bool                       // the picture is up to date with the deck
	swatches map[art.Kind]*ebiten.Image // the colour key's swatches, painted
	// nightLayer is the darkness drawn this frame, the lights cut out of
	// it (light.go); doorTiles are the sliding doors' cells, painted shut
	// and open side by side (doors.go).
	nightLayer *ebiten.Image
	doorTiles  map[[2]int]*ebiten.Image
}

// NewDeck prepares the layers for scenario s drawn from d (the scenario's
// own deck, or a match's copy of it).
func NewDeck(s *scenarios.Scenario, d *deck.Deck, pal *ui.Palette) *Deck {
	b := &Deck{Scenario: s, Deck: d, pal: pal,
		terrain: NewCellLayer(d.W, d.H), dark: NewCellLayer(d.W, d.H), night: NewCellLayer(d.W, d.H), zones: NewCellLayer(d.W, d.H)}
	b.Refresh()
	for i, side := range s.Sides {
		if side == nil {
			continue
		}
		tint := pal.Sides[i]
		tint.A = ui.ZoneTintAlpha
		for _, c := range s.Zones[side.Zone] {
			b.zones.Set(c.X, c.Y, tint)
		}
	}
	return b
}

// Refresh redraws the terrain from the deck, after a flood or a door.
func (b *Deck) Refresh() {
	d := b.Deck
	b.drawn, b.anyDark = map[color.RGBA]bool{}, b.Scenario.Dark
	for y := range d.H {
		for x := range d.W {
			c, _ := d.Cell(x, y)
			col := ui.CellColour(c)
			b.drawn[col] = true
			b.anyDark = b.anyDark || c.Dark
			if c.Door && c.Open {
				col = openDoor
			}
			b.terrain.Set(x, y, col)
			b.nightCells(x, y, c.Dark || b.Scenario.Dark)
		}
	}
	b.findWeak()
	b.findRails()
	b.shipDone = false
}

// Shows reports whether some cell of the deck is drawn in colour c
// (ui.CellColour; an open door as a door): a colour key shows only what
// the deck has.
func (b *Deck) Shows(c color.RGBA) bool { return b.drawn[c] }

// Dark reports whether some cell of the deck is dark.
func (b *Deck) Dark() bool { return b.anyDark }

var (
	openDoor  = color.RGBA{0x5c, 0x4c, 0x30, 0xff}
	gridLine  = color.RGBA{0, 0, 0, 0x40}
	objective = color.RGBA{0xf0, 0xe0, 0x60, 0xff}
)

// Draw draws the deck through the camera; showZones tints the deployment
// zones.
func (b *Deck) Draw(dst *ebiten.Image, cam *Camera, showZones bool) {
	if b.Plan {
		b.terrain.Draw(dst, cam, 1)
	} else {
		b.drawShip(dst, cam)
	}
	if showZones {
		b.zones.Draw(dst, cam, 1)
	}
	b.drawWeak(dst, cam)
	b.drawRails(dst, cam)
	b.drawDark(dst, cam)
	if cam.Zoom >= 10 {
		b.drawGrid(dst, cam)
	}
	b.DrawMarkers(dst, cam)
}

// DrawMarkers draws the entry points (squares) and objectives (diamonds);
// the scenario viewer draws them again over its overlays so they stay in
// sight.
func (b *Deck) DrawMarkers(dst *ebiten.Image, cam *Camera) {
	for _, e := range b.Scenario.Entries {
		x, y := cam.ToScreen(CellCentre(e.X, e.Y))
		r := cam.Zoom * 0.4
		Line(dst, x-r, y-r, x+r, y-r, 2, b.pal.Ink)
		Line(dst, x+r, y-r, x+r, y+r, 2, b.pal.Ink)
		Line(dst, x+r, y+r, x-r, y+r, 2, b.pal.Ink)
		Line(dst, x-r, y+r, x-r, y-r, 2, b.pal.Ink)
	}
	for _, o := range b.Scenario.Objectives {
		x, y := cam.ToScreen(CellCentre(o.X, o.Y))
		Diamond(dst, x, y, cam.Zoom*0.5+1.5, color.RGBA{0x20, 0x18, 0x10, 0xff})
		Diamond(dst, x, y, cam.Zoom*0.5, objective)
	}
}

// drawGrid draws the inch grid.
func (b *Deck) drawGrid(dst *ebiten.Image, cam *Camera) {
	w, h := float64(b.Deck.W), float64(b.Deck.H)
	for x := 0; x <= b.Deck.W; x++ {
		sx, sy0 := cam.ToScreen(geom.Vec{X: float64(x)})
		_, sy1 := cam.ToScreen(geom.Vec{X: float64(x), Y: h})
		ui.Vector.FillRect(dst, float32(sx), float32(sy0), 1, float32(sy1-sy0), gridLine, false)
	}
	for y := 0; y <= b.Deck.H; y++ {
		sx0, sy := cam.ToScreen(geom.Vec{Y: float64(y)})
		sx1, _ := cam.ToScreen(geom.Vec{X: w, Y: float64(y)})
		ui.Vector.FillRect(dst, float32(sx0), float32(sy), float32(sx1-sx0), 1, gridLine, false)
	}
}

// CellCentre is the deck point at the middle of cell (x, y).
func CellCentre(x, y int) geom.Vec { return geom.Vec{X: float64(x) + 0.5, Y: float64(y) + 0.5} }
