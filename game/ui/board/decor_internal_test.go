package board

import (
	"testing"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/art"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/scenarios"
)

// dressedDeck is a 6×4 deck: crates under cargo, a door and plates under
// a pool of blood, a wall under pipes.
func dressedDeck(t *testing.T) *scenarios.Scenario {
	t.Helper()
	plate, crate, wall, door := deck.Cell{}, deck.Cell{Terrain: deck.Difficult, Cover: true}, deck.Cell{Terrain: deck.Impossible, Wall: true}, deck.Cell{Door: true}
	cells := []deck.Cell{
		wall, wall, wall, wall, wall, wall,
		plate, crate, crate, plate, door, plate,
		plate, crate, crate, plate, plate, plate,
		plate, plate, plate, plate, plate, plate,
	}
	d, err := deck.New(6, 4, cells)
	if err != nil {
		t.Fatal(err)
	}
	return &scenarios.Scenario{Deck: d, Decor: []scenarios.Decor{
		{Kind: "pipes", X: 0, Y: 0, W: 6, H: 1},
		{Kind: "cargo", X: 1, Y: 1, W: 2, H: 2},
		{Kind: "blood", X: 3, Y: 1, W: 3, H: 3},
	}}
}

// The ship view paints a scenario's decor over its cells: a cell under a
// piece differs from the same deck bare, and the plan view shows none.
// When a cell changes (a door opened), it is painted again with the
// pieces over it, just as a deck painted fresh in that state.
func TestDecorIsPaintedAndRepainted(t *testing.T) {
	uitest.NeedLoop(t)
	s := dressedDeck(t)
	dressed := NewDeck(s, s.Deck.Clone(), &ui.StandardPalette)
	dressed.paintShip()
	bare := NewDeck(&scenarios.Scenario{Deck: s.Deck}, s.Deck.Clone(), &ui.StandardPalette)
	bare.paintShip()
	sz := dressed.shipCell
	for _, c := range [][2]int{{2, 0}, {1, 1}, {4, 2}} {
		same := 0
		for j := range sz {
			for i := range sz {
				if dressed.shipPix.RGBAAt(c[0]*sz+i, c[1]*sz+j) == bare.shipPix.RGBAAt(c[0]*sz+i, c[1]*sz+j) {
					same++
				}
			}
		}
		if same > sz*sz/2 {
			t.Errorf("cell %v: %d of %d pixels as on the bare deck", c, same, sz*sz)
		}
	}
	if err := dressed.Deck.SetDoor(4, 1, true); err != nil {
		t.Fatal(err)
	}
	dressed.Refresh()
	dressed.paintShip()
	fresh := NewDeck(s, dressed.Deck.Clone(), &ui.StandardPalette)
	fresh.paintShip()
	if string(dressed.shipPix.Pix) != string(fresh.shipPix.Pix) {
		t.Error("the door opened under the blood is painted otherwise than on a deck painted fresh")
	}
}

// A piece is painted only over its ground: a fixture over solid cells, a
// mark on open floor, a surface on a liquid.
func TestDecorLiesOnItsGround(t *testing.T) {
	wall, plate, crate := deck.Cell{Terrain: deck.Impossible, Wall: true}, deck.Cell{}, deck.Cell{Terrain: deck.Difficult, Cover: true}
	lake := deck.Cell{Terrain: deck.VeryDifficult}
	for _, c := range []struct {
		g    scenarios.Ground
		cell deck.Cell
		name string
		want bool
	}{
		{scenarios.Fixture, wall, "", true},
		{scenarios.Fixture, crate, "crates", true},
		{scenarios.Fixture, plate, "", false},
		{scenarios.Fixture, deck.Cell{Door: true}, "", false},
		{scenarios.Mark, plate, "", true},
		{scenarios.Mark, crate, "crates", false},
		{scenarios.Mark, wall, "", false},
		{scenarios.Mark, lake, "lake of blood", false},
		{scenarios.Surface, lake, "lake of blood", true},
		{scenarios.Surface, deck.Cell{Terrain: deck.Difficult}, "coolant", true},
		{scenarios.Surface, plate, "", false},
	} {
		if got := lies(c.g, c.cell, art.KindOf(c.cell, c.name)); got != c.want {
			t.Errorf("ground %d over %+v (%q): %v, want %v", c.g, c.cell, c.name, got, c.want)
		}
	}
}
