// Package deck is the cruiser map as the rules see it: a grid of 1" cells
// with terrain costs, walls, doors, cover, weak floors and darkness
// (KG-TERR, GAP-10, GAP-11, GAP-37, GAP-38), and the questions the rules ask of it:
// where a model may stand and walk, line of sight and cover, visibility and
// base push-out.
//
// Line of sight walks the cell grid; a walls-only line is first swept a
// row or a column at a time against the walls packed in bits (sweep.go),
// which gives the walk's answer or leaves it to the walk (both measured in
// docs/performance.md). Base collisions use github.com/solarlune/resolv.
// resolv keeps package-level state (scratch slices, a shape counter), so
// every call into it here holds resolvMu: decks may be used from several
// goroutines (parallel tests, batch self-play), one Deck at a time each.
package deck

import (
	"fmt"
	"slices"
	"sync"

	"github.com/solarlune/resolv"

	"github.com/krygothic/krygothic/rules/geom"
)

// Terrain is a cell's movement class (KG-TERR-01..04).
type Terrain uint8

// The terrain classes.
const (
	Easy          Terrain = iota // +0 AP (KG-TERR-01)
	Difficult                    // +1 AP per movement (KG-TERR-02)
	VeryDifficult                // +2 AP per movement (KG-TERR-03)
	Impossible                   // impassable (KG-TERR-04)
)

var terrainNames = [...]string{"easy", "difficult", "very-difficult", "impossible"}

// String names the terrain as scenario files spell it.
func (t Terrain) String() string {
	if int(t) < len(terrainNames) {
		return terrainNames[t]
	}
	return fmt.Sprintf("terrain %d", t)
}

// ParseTerrain reads a terrain name.
func ParseTerrain(s string) (Terrain, error) {
	for i, n := range terrainNames {
		if n == s {
			return Terrain(i), nil
		}
	}
	return 0, fmt.Errorf("unknown terrain %q (easy, difficult, very-difficult, impossible)", s)
}

// Surcharge is the AP a movement action pays for crossing this terrain
// (KG-TERR-01..03); impossible terrain costs 5000 (KG-TERR-04).
func (t Terrain) Surcharge() int {
	if t >= Impossible {
		return 5000
	}
	return int(t)
}

// Cell is one square inch of deck.
type Cell struct {
	Terrain Terrain
	Wall    bool // blocks sight: bulkheads, overhead debris (GAP-11)
	Door    bool // a door: closed, it blocks sight (GAP-38)
	Open    bool // the door stands open
	Cover   bool // waist-high: gives cover without blocking sight (GAP-11)
	Weak    bool // a (W) area (KG-SCN-03)
	Dark    bool // dark: +2 to hit targets here (KG-SCN-02)
	Gantry  bool // a raised walkway: a model on it is elevated (GAP-37)
	// Hardness is what its cover is made of, as a scenario's legend
	// names it; ByGround (the zero value, "cover: true") leaves it to
	// the ground (HardCover). Only a rule that cares reads it (XS-19):
	// in the core rules all cover is alike.
	Hardness Hardness
}

// Hardness is what cover is made of (XS-19): hard cover (bulkheads,
// machinery) stops a shot as armour does, soft cover (crates, debris)
// only hides.
type Hardness uint8

// The hardnesses of cover.
const (
	// ByGround is cover whose legend names no hardness ("cover: true"):
	// hard on very difficult ground, which a model clambers over
	// (machinery, a crane's plinth), soft on easier ground (crates).
	ByGround Hardness = iota
	Soft              // "cover: soft": crates, debris, bodies
	Hard              // "cover: hard": bulkheads, machinery, armoured plate
)

var hardnessNames = [...]string{"true", "soft", "hard"}

// String names the hardness as a scenario's legend writes it.
func (h Hardness) String() string {
	if int(h) < len(hardnessNames) {
		return hardnessNames[h]
	}
	return fmt.Sprintf("hardness %d", h)
}

// ParseHardness reads a hardness as String writes it; "" is ByGround.
func ParseHardness(s string) (Hardness, error) {
	if s == "" {
		return ByGround, nil
	}
	for i, n := range hardnessNames {
		if n == s {
			return Hardness(i), nil
		}
	}
	return 0, fmt.Errorf("unknown hardness of cover %q (true, soft, hard)", s)
}

// HardCover reports whether the cell is hard cover (XS-19): cover named
// hard, or cover that names no hardness on very difficult ground.
func (c Cell) HardCover() bool {
	return c.Cover && (c.Hardness == Hard || c.Hardness == ByGround && c.Terrain >= VeryDifficult)
}

// Walkable reports whether a model may stand on and cross the cell: every
// terrain but impossible (KG-TERR-04). Walls and closed doors block sight,
// not feet (GAP-11, GAP-38: a model opens a door by moving through it).
// This is the one answer movement, the scenario checker and the AI give.
func (c Cell) Walkable() bool { return c.Terrain != Impossible }

// Elevated reports whether a model whose base centre stands at p is up
// on a gantry (GAP-37): +1 elevation, firing down over waist-high cover.
func (d *Deck) Elevated(p geom.Vec) bool {
	c, ok := d.CellAt(p)
	return ok && c.Gantry
}

// FiresDown reports whether a model standing at from, firing at one
// standing at to, fires down from a gantry over waist-high cover: it is
// elevated and its target is not (GAP-37). Its sight is then
// SightFromAbove.
func (d *Deck) FiresDown(from, to geom.Vec) bool { return d.Elevated(from) && !d.Elevated(to) }

// blocksSight reports whether the cell stops a line of sight.
func (c Cell) blocksSight() bool { return c.Wall || c.Door && !c.Open }

// Deck is a map of W × H cells, one per inch; cell (x, y) covers
// [x, x+1) × [y, y+1).
type Deck struct {
	W, H  int
	cells []Cell
	sight []bool // blocksSight per cell, packed for the line-of-sight walk
	cover []bool
	hard  []bool // HardCover per cell, for the walk that asks what cover is made of (Screen)

	wallBits  bitGrid  // sight again, a bit a cell, for the sweep (sweep.go)
	wallBoxes boxCount // sight-blocking cells by rectangle, for the sweep

	space *resolv.Space // impassable cells as rectangles, for base push-out; nil until first needed

	version     uint64 // how many times a cell has been set since New
	closedDoors int    // cells that are doors standing closed
}

// resolvMu serialises every use of resolv, whose package-level state is
// not safe for concurrent use (PLATFORM.md).
var resolvMu sync.Mutex

// Tags of resolv shapes in a deck's space.
var (
	tagSolid = resolv.NewTag("solid") // impassable terrain
	tagBase  = resolv.NewTag("base")  // a model's base
)

// New makes a deck of w × h cells from cells in row order.
func New(w, h int, cells []Cell) (*Deck, error) {
	if w < 1 || h < 1 || len(cells) != w*h {
		return nil, fmt.Errorf("deck: %d cells do not make a %d×%d deck", len(cells), w, h)
	}
	d := &Deck{W: w, H: h, cells: append([]Cell(nil), cells...), sight: make([]bool, w*h), cover: make([]bool, w*h), hard: make([]bool, w*h)}
	d.refresh()
	return d, nil
}

// solidSpace returns the resolv space of impassable cells, one rectangle
// per run of them along a row, building it on first use: a match's copy of
// the deck that never pushes a base out never pays for it. The caller
// holds resolvMu.
func (d *Deck) solidSpace() *resolv.Space {
	if d.space != nil {
		return d.space
	}
	d.space = resolv.NewSpace(d.W, d.H, 1, 1)
	for y := range d.H {
		for x := 0; x < d.W; {
			if d.cells[y*d.W+x].Walkable() {
				x++
				continue
			}
			end := x
			for end < d.W && !d.cells[y*d.W+end].Walkable() {
				end++
			}
			r := resolv.NewRectangleFromTopLeft(float64(x), float64(y), float64(end-x), 1)
			r.Tags().Set(tagSolid)
			d.space.Add(r)
			x = end
		}
	}
	return d.space
}

// Clone returns an independent copy of the deck as it stands, version
// included: for a match to change (floods, doors) without touching the
// scenario it was loaded from, and for players to look at.
func (d *Deck) Clone() *Deck {
	// The packed flags are copied, not worked out again: a match clones
	// its scenario's deck once, and a 144×96 deck's are 60 KiB.
	return &Deck{
		W: d.W, H: d.H,
		cells: slices.Clone(d.cells), sight: slices.Clone(d.sight), cover: slices.Clone(d.cover), hard: slices.Clone(d.hard),
		wallBits: bitGrid{rowWords: d.wallBits.rowWords, colWords: d.wallBits.colWords,
			rows: slices.Clone(d.wallBits.rows), cols: slices.Clone(d.wallBits.cols)},
		wallBoxes: boxCount{w: d.wallBoxes.w, sum: slices.Clone(d.wallBoxes.sum)},
		version:   d.version, closedDoors: d.closedDoors,
	}
}

// refresh rebuilds the packed per-cell flags.
func (d *Deck) refresh() {
	d.closedDoors = 0
	d.wallBits.reset(d.W, d.H)
	for i, c := range d.cells {
		d.sight[i] = c.blocksSight()
		d.cover[i], d.hard[i] = c.Cover, c.HardCover()
		d.wallBits.set(i%d.W, i/d.W, d.sight[i])
		if c.closedDoor() {
			d.closedDoors++
		}
	}
	d.wallBoxes.build(d.sight, d.W, d.H)
}

// closedDoor reports whether the cell is a door standing closed.
func (c Cell) closedDoor() bool { return c.Door && !c.Open }

// Cell returns the cell at (x, y); ok is false off the deck.
func (d *Deck) Cell(x, y int) (c Cell, ok bool) {
	if x < 0 || y < 0 || x >= d.W || y >= d.H {
		return Cell{}, false
	}
	return d.cells[y*d.W+x], true
}

// CellAt returns the cell under point p.
func (d *Deck) CellAt(p geom.Vec) (Cell, bool) {
	return d.Cell(floor(p.X), floor(p.Y))
}

// SetCell replaces the cell at (x, y), as a scenario's flood does; off
// the deck it does nothing.
func (d *Deck) SetCell(x, y int, c Cell) {
	if _, ok := d.Cell(x, y); !ok {
		return
	}
	i := y*d.W + x
	d.version++
	if d.cells[i].closedDoor() {
		d.closedDoors--
	}
	if c.closedDoor() {
		d.closedDoors++
	}
	wasSolid := !d.cells[i].Walkable()
	wasBlocking := d.sight[i]
	d.cells[i], d.sight[i], d.cover[i], d.hard[i] = c, c.blocksSight(), c.Cover, c.HardCover()
	d.wallBits.set(x, y, d.sight[i])
	if wasBlocking != d.sight[i] {
		d.wallBoxes.build(d.sight, d.W, d.H) // a door opens or shuts: a few times a match
	}
	if wasSolid != !c.Walkable() {
		d.space = nil // a wall raised or cleared: rare, so rebuild on next use
	}
}

// Version counts the changes made to the deck's cells (SetCell, doors,
// floods) since it was made: an answer worked out from the deck still
// holds while its version has not moved.
func (d *Deck) Version() uint64 { return d.version }

// SetDoor opens or closes the door at (x, y) (GAP-38).
func (d *Deck) SetDoor(x, y int, open bool) error {
	c, ok := d.Cell(x, y)
	if !ok || !c.Door {
		return fmt.Errorf("deck: no door at (%d, %d)", x, y)
	}
	c.Open = open
	d.SetCell(x, y, c)
	return nil
}

// ClosedDoorsUnder lists the closed doors the base overlaps: those a
// model walking there opens (GAP-38).
func (d *Deck) ClosedDoorsUnder(b geom.Base) [][2]int {
	if d.closedDoors == 0 {
		return nil // a model walks every tick: most decks' doors are all open, or none
	}
	var doors [][2]int
	for y := floor(b.Centre.Y - b.Radius); y <= floor(b.Centre.Y+b.Radius); y++ {
		for x := floor(b.Centre.X - b.Radius); x <= floor(b.Centre.X+b.Radius); x++ {
			if c, ok := d.Cell(x, y); ok && c.closedDoor() && baseTouchesCell(b, x, y) {
				doors = append(doors, [2]int{x, y})
			}
		}
	}
	return doors
}

func floor(f float64) int {
	i := int(f)
	if float64(i) > f {
		i--
	}
	return i
}

// Door is the cells of the door at (x, y): the door cells joined to it
// side by side, as one door opens and shuts whole (GAP-38). It is nil
// when (x, y) is no door.
func (d *Deck) Door(x, y int) [][2]int {
	if c, ok := d.Cell(x, y); !ok || !c.Door {
		return nil
	}
	cells := [][2]int{{x, y}}
	seen := map[[2]int]bool{{x, y}: true}
	for i := 0; i < len(cells); i++ {
		for _, n := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			p := [2]int{cells[i][0] + n[0], cells[i][1] + n[1]}
			if c, ok := d.Cell(p[0], p[1]); ok && c.Door && !seen[p] {
				seen[p] = true
				cells = append(cells, p)
			}
		}
	}
	return cells
}

// BaseOnCell reports whether base b overlaps cell (x, y) (more than
// meeting its edge).
func BaseOnCell(b geom.Base, x, y int) bool { return baseTouchesCell(b, x, y) }
