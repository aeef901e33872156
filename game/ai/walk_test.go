package ai

import (
	"math"
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/deck/decktest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// TestWalkField: the saboteur's sense of distance goes round walls,
// through doors (open or shut), and dearer through difficult ground.
func TestWalkField(t *testing.T) {
	d := decktest.Build(t,
		".....#.....",
		".....#.....",
		".....#.....",
		".....D.....",
		"...........",
	)
	f := newWalkField(d, geom.Vec{X: 8.5, Y: 0.5})
	from := geom.Vec{X: 2.5, Y: 0.5}
	straight := from.Dist(geom.Vec{X: 8.5, Y: 0.5})
	got := f.at(from)
	// Down to the door row, through it, and up again: 3 diagonal
	// steps down, 3 across, 3 up, give or take a straight step.
	if got <= straight+2 || got > 12 {
		t.Errorf("round the wall: %.2f, straight line %.2f", got, straight)
	}
	if f.at(geom.Vec{X: 8.5, Y: 0.5}) != 0 {
		t.Errorf("the goal itself: %.2f", f.at(geom.Vec{X: 8.5, Y: 0.5}))
	}
	if !math.IsInf(f.at(geom.Vec{X: 5.5, Y: 0.5}), 1) || !math.IsInf(f.at(geom.Vec{X: -1, Y: 0}), 1) {
		t.Error("a wall and a point off the deck should be out of reach")
	}

	open := decktest.Build(t, "......", "......")
	mud := decktest.Build(t, "......", ".~~~~.")
	a, b := newWalkField(open, geom.Vec{X: 0.5, Y: 1.5}), newWalkField(mud, geom.Vec{X: 0.5, Y: 1.5})
	p := geom.Vec{X: 5.5, Y: 1.5}
	if a.at(p) != 5 || b.at(p) <= a.at(p) || b.at(p) > 5+2*(math.Sqrt2-1)+0.01 {
		t.Errorf("open %.2f, past difficult ground %.2f: it should step round the mud", a.at(p), b.at(p))
	}
}

// BenchmarkWalkField works out one field over the default scenario's deck
// (72 × 48 cells).
func BenchmarkWalkField(b *testing.B) {
	c, err := content.Default()
	if err != nil {
		b.Fatal(err)
	}
	s, err := scenarios.Default(c)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		newWalkField(s.Deck, geom.Vec{X: 60.5, Y: 24.5})
	}
}

// The Tactician keeps a model's field while it stays in its cell and the
// deck is unchanged, and works it out again when either changes.
func TestWalkFieldKept(t *testing.T) {
	d := decktest.Build(t, "......", "......", "......")
	a := NewTactician("red", Hard, 1)
	enemy := &orders.Unit{ID: "blue.x", Base: geom.Base{Centre: geom.Vec{X: 0.5, Y: 0.5}, Radius: 0.5}}
	first := a.walkField(d, enemy)
	if again := a.walkField(d, enemy); again != first {
		t.Error("worked out again with nothing changed")
	}
	enemy.Base.Centre = geom.Vec{X: 0.9, Y: 0.2} // same cell
	if again := a.walkField(d, enemy); again != first {
		t.Error("worked out again for a move within the cell")
	}
	enemy.Base.Centre = geom.Vec{X: 4.5, Y: 2.5}
	moved := a.walkField(d, enemy)
	if moved == first || moved.at(geom.Vec{X: 4.5, Y: 2.5}) != 0 {
		t.Error("not worked out again after the model moved")
	}
	d.SetCell(2, 1, deck.Cell{Terrain: deck.Impossible, Wall: true})
	if again := a.walkField(d, enemy); again == moved {
		t.Error("kept after the deck changed")
	}
}
