package board_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/geom"
)

// Tokens count as in contact by how they are drawn: two 1" bases 1.5"
// apart crowd at a far zoom (tokens no smaller than MinTokenRadius) and
// stand apart close up; an objective never counts.
func TestMarkContacts(t *testing.T) {
	ts := []board.Token{
		{Centre: geom.Vec{X: 0, Y: 0}, Radius: 0.5, Side: 0},
		{Centre: geom.Vec{X: 1.5, Y: 0}, Radius: 0.5, Side: 1},
		{Centre: geom.Vec{X: 0, Y: 1.2}, Radius: 0.5, Side: -1},
	}
	for _, c := range []struct {
		zoom float64
		want [3]bool
	}{{10, [3]bool{true, true, false}}, {40, [3]bool{false, false, false}}} {
		board.MarkContacts(ts, &board.Camera{Zoom: c.zoom})
		for i, tk := range ts {
			if tk.InContact != c.want[i] {
				t.Errorf("zoom %v: token %d in contact %v, want %v", c.zoom, i, tk.InContact, c.want[i])
			}
		}
	}
}
