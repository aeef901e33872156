package deck

import (
	"math"

	"github.com/solarlune/resolv"

	"github.com/krygothic/krygothic/rules/geom"
)

// ResolvClear is line of sight done the plain resolv way: a LineTest
// against the sight-blocking cell shapes in the space cells the segment's
// bounding box covers (resolv's broad phase). It is the baseline the grid
// walk is measured against (docs/performance.md) and a cross-check in
// tests; the game uses Clear.
func (d *Deck) ResolvClear(a, b geom.Vec, walls *resolv.Space) bool {
	resolvMu.Lock()
	defer resolvMu.Unlock()
	var near resolv.ShapeCollection
	seen := map[resolv.IShape]bool{}
	cw, ch := float64(walls.CellWidth()), float64(walls.CellHeight())
	for cy := floor(math.Min(a.Y, b.Y) / ch); cy <= floor(math.Max(a.Y, b.Y)/ch); cy++ {
		for cx := floor(math.Min(a.X, b.X) / cw); cx <= floor(math.Max(a.X, b.X)/cw); cx++ {
			if cell := walls.Cell(cx, cy); cell != nil {
				for _, sh := range cell.Shapes {
					if !seen[sh] {
						seen[sh] = true
						near = append(near, sh)
					}
				}
			}
		}
	}
	return !resolv.LineTest(resolv.LineTestSettings{
		Start:       resolv.Vector{X: a.X, Y: a.Y},
		End:         resolv.Vector{X: b.X, Y: b.Y},
		TestAgainst: near,
	})
}

// SightSpace builds a resolv space holding one rectangle per cell that
// blocks sight, for ResolvClear.
func (d *Deck) SightSpace() *resolv.Space {
	resolvMu.Lock()
	defer resolvMu.Unlock()
	s := resolv.NewSpace(d.W, d.H, 4, 4)
	for i, blocked := range d.sight {
		if blocked {
			s.Add(resolv.NewRectangleFromTopLeft(float64(i%d.W), float64(i/d.W), 1, 1))
		}
	}
	return s
}
