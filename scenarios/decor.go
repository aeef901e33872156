package scenarios

import (
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/deck"
)

// Decor is a piece of decoration: how a stretch of the deck is dressed
// (a drop ship's hull, cargo, pipes, a stain). It changes nothing a model
// can do: the deck, sight, costs and cover are the map's alone, and no
// fingerprint of a scenario (match.ScenarioHash) reads it. The client
// paints it over the cells, in the ship view only (game/ui/art).
type Decor struct {
	Kind       string // one of DecorKinds' names
	X, Y, W, H int    // the area it covers, in cells from the top left
	Turn       int    // degrees clockwise: 0, 90, 180 or 270
}

// Covers reports whether the piece lies over cell (x, y).
func (d Decor) Covers(x, y int) bool {
	return x >= d.X && x-d.X < d.W && y >= d.Y && y-d.Y < d.H
}

// Quarters is how many quarter turns clockwise the piece is drawn turned
// from its own frame, in which it runs north to south (a hull's nose to
// the north, a console's desk to the south): its turn's when it faces a
// way (Faces); else a quarter when its area is wider than it is tall,
// so it lies along its longer side, and half a circle more for a turn
// of 180 or 270, which only varies its look.
func (d Decor) Quarters() int {
	if kind, ok := DecorKindOf(d.Kind); ok && kind.Faces {
		return d.Turn / 90 % 4
	}
	q := 0
	if d.W > d.H {
		q = 1
	}
	if d.Turn >= 180 {
		q += 2
	}
	return q
}

// Lengthwise reports whether the piece runs along the x axis (Quarters).
func (d Decor) Lengthwise() bool { return d.Quarters()%2 == 1 }

// Ground is what a kind of decoration may lie over.
type Ground int

// The grounds.
const (
	// Fixture: an object that looks like an obstacle (a hull, cargo, a
	// console). It lies only over cells a model cannot cross freely
	// (Solid), so it never shows a wall where models walk.
	Fixture Ground = iota
	// Mark: something on the floor (a stain, cables, paint); painted
	// only over walkable ground that is not cover.
	Mark
	// Surface: something on a liquid (ripples, scum); painted only over
	// cells drawn as coolant, water or the lake.
	Surface
)

// DecorKind is a kind of decoration the schema knows.
type DecorKind struct {
	Name string
	What string // what it is drawn as, for the docs and messages
	Ground
	// Faces: the piece has a front (a hull's nose, a console's desk),
	// north when its turn is 0; a piece that does not face lies along
	// its area's longer side, and its turn only varies its look.
	Faces bool
	// Across and Along are the least size of its area, in cells: across
	// its length and along it.
	Across, Along int
}

// DecorKinds are the kinds of decoration, in the order the docs list them.
var DecorKinds = []DecorKind{
	{Name: "hull", What: "a drop ship's hull, its nose to the north at turn 0", Ground: Fixture, Faces: true, Across: 3, Along: 4},
	{Name: "cargo", What: "shipping containers lashed in a row", Ground: Fixture, Across: 1, Along: 1},
	{Name: "console", What: "a control console, its desk facing south at turn 0", Ground: Fixture, Faces: true, Across: 1, Along: 1},
	{Name: "pipes", What: "pipe runs with flanges and valves", Ground: Fixture, Across: 1, Along: 1},
	{Name: "vent", What: "ventilation fans in their housings", Ground: Fixture, Across: 1, Along: 1},
	{Name: "lamp", What: "caged lamps with their glow", Ground: Fixture, Across: 1, Along: 1},
	{Name: "wreckage", What: "torn plates, girders and scorch marks", Ground: Fixture, Across: 1, Along: 1},
	{Name: "stain", What: "oil and grime soaked into the plates", Ground: Mark, Across: 1, Along: 1},
	{Name: "blood", What: "spatters and smears of blood", Ground: Mark, Across: 1, Along: 1},
	{Name: "cables", What: "loose cables snaking across the floor", Ground: Mark, Across: 1, Along: 1},
	{Name: "markings", What: "worn deck paint: a bay's border and chevrons", Ground: Mark, Across: 1, Along: 1},
	{Name: "water", What: "ripples, currents and scum on a liquid", Ground: Surface, Across: 1, Along: 1},
}

// DecorKindOf finds a kind of decoration by name.
func DecorKindOf(name string) (DecorKind, bool) {
	i := slices.IndexFunc(DecorKinds, func(k DecorKind) bool { return k.Name == name })
	if i < 0 {
		return DecorKind{}, false
	}
	return DecorKinds[i], true
}

// decorNames lists the kinds' names, for messages.
func decorNames() string {
	names := make([]string, len(DecorKinds))
	for i, k := range DecorKinds {
		names[i] = k.Name
	}
	return strings.Join(names, ", ")
}

// Solid reports whether a fixture may lie over cell c: a wall or
// impassable ground, cover, or very difficult ground, and not a door:
// a cell a model cannot cross freely, so an object drawn there hides no
// way through.
func Solid(c deck.Cell) bool {
	return !c.Door && (c.Wall || c.Terrain == deck.Impossible || c.Cover || c.Terrain >= deck.VeryDifficult)
}

// Limits of a scenario's decoration.
const (
	// MaxDecor is the most pieces of decoration.
	MaxDecor = 256
	// MaxDecorLayers bounds the cells the pieces cover, summed: at most
	// this many times the deck's cells, so painting them stays cheap.
	MaxDecorLayers = 4
)
