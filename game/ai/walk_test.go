package ai

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/deck/decktest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
	"github.com/krygothic/krygothic/scenarios/scenariotest"
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
	_, s := scenariotest.Default(b)
	b.ReportAllocs()
	for b.Loop() {
		settleAll(newWalkField(s.Deck, geom.Vec{X: 60.5, Y: 24.5}))
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

// One walkability (deck.Cell.Walkable): a band of overhead debris (a
// wall, for sight, on easy ground) splits the deck. The scenario checker
// finds the sides can meet, movement walks through it, and the AI's
// walking distance goes straight through it too, where a bulkhead
// (impassable) sends all three round.
func TestOneWalkability(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	const file = `name: Debris
rounds: 2
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "x", name: overhead debris, terrain: easy, wall: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ###########
  #a...x...d#
  #a...x...d#
  ###########
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: rifle}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: rifle}
`
	parse := func(name, text string) (*scenarios.Scenario, error) {
		return scenarios.Load(fstest.MapFS{name: {Data: []byte(text)}}, name, name, c)
	}
	s, err := parse("debris.yaml", file)
	if err != nil {
		t.Fatalf("the checker: %v", err)
	}
	if cell, _ := s.Deck.Cell(5, 1); !cell.Wall || !cell.Walkable() {
		t.Fatalf("the debris cell %+v", cell)
	}
	// Movement: a walk of 4" straight through the debris.
	u := &orders.Unit{ID: "red.a", Side: 0, OnTable: true, Base: geom.Base{Centre: geom.Vec{X: 3.5, Y: 1.5}, Radius: 0.5}}
	u.F.WoundCapacity, u.F.Stats.Speed, u.F.Stats.Body = 2, 4, 3
	tb := &orders.Table{Deck: s.Deck, Units: []*orders.Unit{u}, Sides: [2]*orders.Side{{ID: "red", AP: 12}, {ID: "blue", Index: 1, AP: 12}}}
	if p := orders.Core().Preview(tb, 0, orders.Order{Unit: "red.a", Verb: orders.Move, X: 7.5, Y: 1.5}); p.Err != nil || p.AP != 2 {
		t.Errorf("a walk through the debris: %+v", p)
	}
	// The AI's walking distance: straight through, 4".
	f := newWalkField(s.Deck, geom.Vec{X: 7.5, Y: 1.5})
	if got := f.at(geom.Vec{X: 3.5, Y: 1.5}); math.Abs(got-4) > 1e-6 {
		t.Errorf("the AI's walking distance through the debris is %v, want 4", got)
	}
	// A bulkhead in its place: impassable to all three.
	walled := strings.Replace(file, `#a...x...d#
  #a...x...d#`, `#a...#...d#
  #a...#...d#`, 1)
	if _, err := parse("walled.yaml", walled); err == nil || !strings.Contains(err.Error(), "can never reach") {
		t.Errorf("the checker on a walled-off deck: %v", err)
	}
}

// The field is worked out lazily, as far as it is asked: whatever order
// the cells are asked in, each distance is the one a search run to the
// end gives (the cells settle in the same order), on every shipped deck.
func TestLazyWalkFieldIsTheWholeSearch(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 7))
	for _, name := range scenarios.Shipped() {
		s, err := scenarios.LoadShipped(name, c)
		if err != nil {
			t.Fatal(err)
		}
		d := s.Deck
		goal := geom.Vec{X: float64(d.W) / 2, Y: float64(d.H) / 2}
		whole := newWalkField(d, goal)
		settleAll(whole)
		lazy := newWalkField(d, goal)
		for _, i := range rng.Perm(d.W * d.H) {
			p := geom.Vec{X: float64(i%d.W) + 0.5, Y: float64(i/d.W) + 0.5}
			if got, want := lazy.at(p), float64(whole.dist[i]); got != want && !(math.IsInf(got, 1) && math.IsInf(want, 1)) {
				t.Fatalf("%s: cell %d asked lazily is %v, the whole search says %v", name, i, got, want)
			}
		}
	}
}

// settleAll runs f's search to the end: every cell settled that can be.
func settleAll(f *walkField) {
	for i := range f.settled {
		f.settle(i)
	}
}
