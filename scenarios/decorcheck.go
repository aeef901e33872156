package scenarios

import (
	"slices"

	"github.com/krygothic/krygothic/rules/datafile"
)

// decorEntry is a piece of decoration as written (docs/scenarios.md).
type decorEntry struct {
	At   datafile.Pos  `yaml:"-"`
	Keys datafile.Keys `yaml:"-"` // where each field was written
	Kind string        `yaml:"kind"`
	Cell []int         `yaml:"at"`   // a cell [x, y]: an area 1×1
	Area []int         `yaml:"area"` // or [x, y, width, height]
	Turn int           `yaml:"turn"` // degrees clockwise: 0, 90, 180, 270
}

// checkDecor reads the decoration: each piece of a known kind, over an
// area inside the deck at least its kind's size, turned a quarter at a
// time, and a fixture only over solid cells (Solid). The pieces change
// nothing the rules see, so nothing else is checked against them.
func (l *loader) checkDecor() {
	covered := 0
	for _, e := range l.f.Decor {
		kind, ok := DecorKindOf(e.Kind)
		if !ok {
			l.problems.Add(e.Keys.At("kind", e.At), "unknown decor kind %s (known: %s)", echo(e.Kind), decorNames())
			continue
		}
		d, ok := l.decorArea(e)
		if !ok {
			continue
		}
		if !slices.Contains([]int{0, 90, 180, 270}, e.Turn) {
			l.problems.Add(e.Keys.At("turn", e.At), "decor %s: turn %d; a piece turns 0, 90, 180 or 270 degrees clockwise", e.Kind, e.Turn)
			continue
		}
		d.Turn = e.Turn
		across, along := d.W, d.H
		if d.Lengthwise() {
			across, along = d.H, d.W
		}
		if across < kind.Across || along < kind.Along {
			l.problems.Add(e.At, "decor %s is %d×%d cells; it needs at least %d across and %d along", e.Kind, d.W, d.H, kind.Across, kind.Along)
			continue
		}
		if kind.Ground == Fixture && l.s.Deck != nil {
			if x, y, open := l.openUnder(d); open {
				l.problems.Add(e.At, "decor %s over [%d, %d, %d, %d]: cell [%d, %d] is open ground; %s is drawn as an obstacle, so it lies only over walls, impassable or very difficult ground and cover",
					e.Kind, d.X, d.Y, d.W, d.H, x, y, kind.Name)
				continue
			}
		}
		covered += d.W * d.H
		l.s.Decor = append(l.s.Decor, d)
	}
	if dk := l.s.Deck; dk != nil && covered > MaxDecorLayers*dk.W*dk.H {
		l.problems.Add(l.at("decor"), "the decor covers %d cells in all; at most %d times the deck's %d", covered, MaxDecorLayers, dk.W*dk.H)
	}
}

// decorArea reads where a piece lies: a cell (at) or an area, inside the
// deck. It reports whether the place is sound.
func (l *loader) decorArea(e *decorEntry) (Decor, bool) {
	var a []int
	key := "area"
	switch {
	case e.Cell != nil && e.Area != nil:
		l.problems.Add(e.At, "decor %s: give at: [x, y] or area: [x, y, width, height], not both", e.Kind)
		return Decor{}, false
	case e.Cell != nil:
		key = "at"
		if len(e.Cell) != 2 {
			l.problems.Add(e.Keys.At(key, e.At), "decor %s: at is [x, y], not %d numbers", e.Kind, len(e.Cell))
			return Decor{}, false
		}
		a = []int{e.Cell[0], e.Cell[1], 1, 1}
	case e.Area != nil:
		if len(e.Area) != 4 {
			l.problems.Add(e.Keys.At(key, e.At), "decor %s: area is [x, y, width, height], not %d numbers", e.Kind, len(e.Area))
			return Decor{}, false
		}
		a = e.Area
	default:
		l.problems.Add(e.At, "decor %s: say where it lies: at: [x, y] or area: [x, y, width, height]", e.Kind)
		return Decor{}, false
	}
	d := l.s.Deck
	if d == nil {
		return Decor{}, false // the map has said enough
	}
	if !inDeck(a[0], a[1], a[2], a[3], d.W, d.H) {
		l.problems.Add(e.Keys.At(key, e.At), "decor %s: [%d, %d, %d, %d] is not inside the %d×%d deck (x, y, then the width and height, each at least 1)",
			e.Kind, a[0], a[1], a[2], a[3], d.W, d.H)
		return Decor{}, false
	}
	return Decor{Kind: e.Kind, X: a[0], Y: a[1], W: a[2], H: a[3]}, true
}

// openUnder finds a cell of the piece's area that is not Solid, on the
// deck as the map draws it.
func (l *loader) openUnder(d Decor) (x, y int, open bool) {
	for y := d.Y; y < d.Y+d.H; y++ {
		for x := d.X; x < d.X+d.W; x++ {
			if c, _ := l.s.Deck.Cell(x, y); !Solid(c) {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}
