package ai

import (
	"container/heap"
	"math"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
)

// walkField is how far, in inches of walking, every cell of a deck is
// from one goal: the AI's sense of "how far round the walls", not the
// movement rules (those price each move exactly when it is declared).
// A step costs its length, more through difficult terrain (half again
// per surcharge AP); walls and impossible terrain are not crossed; doors
// are, open or shut (a model opens one by moving through it).
type walkField struct {
	w, h    int
	version uint64 // the deck's version it was worked out for
	dist    []float32
}

// newWalkField works out the field from goal over d.
func newWalkField(d *deck.Deck, goal geom.Vec) *walkField {
	f := &walkField{w: d.W, h: d.H, version: d.Version(), dist: make([]float32, d.W*d.H)}
	for i := range f.dist {
		f.dist[i] = float32(math.Inf(1))
	}
	passable := func(x, y int) bool {
		c, ok := d.Cell(x, y)
		return ok && !c.Wall && c.Terrain != deck.Impossible
	}
	gx, gy := int(goal.X), int(goal.Y)
	if gx < 0 || gy < 0 || gx >= f.w || gy >= f.h {
		return f
	}
	q := &cellQueue{}
	f.dist[gy*f.w+gx] = 0
	heap.Push(q, cellDist{gy*f.w + gx, 0})
	for q.Len() > 0 {
		c := heap.Pop(q).(cellDist)
		if c.d > f.dist[c.i] {
			continue
		}
		x, y := c.i%f.w, c.i/f.w
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				nx, ny := x+dx, y+dy
				if dx == 0 && dy == 0 || !passable(nx, ny) {
					continue
				}
				if dx != 0 && dy != 0 && (!passable(x+dx, y) || !passable(x, y+dy)) {
					continue // no squeezing past a wall's corner
				}
				cell, _ := d.Cell(nx, ny)
				step := float32(1)
				if dx != 0 && dy != 0 {
					step = math.Sqrt2
				}
				step *= 1 + 0.5*float32(cell.Terrain.Surcharge())
				if nd := c.d + step; nd < f.dist[ny*f.w+nx] {
					f.dist[ny*f.w+nx] = nd
					heap.Push(q, cellDist{ny*f.w + nx, nd})
				}
			}
		}
	}
	return f
}

// at is the walking distance from point p to the goal (+Inf off the deck
// or where the goal cannot be walked to).
func (f *walkField) at(p geom.Vec) float64 {
	x, y := int(p.X), int(p.Y)
	if x < 0 || y < 0 || x >= f.w || y >= f.h {
		return math.Inf(1)
	}
	return float64(f.dist[y*f.w+x])
}

type cellDist struct {
	i int
	d float32
}

// cellQueue is a min-heap of cells by distance.
type cellQueue []cellDist

func (q cellQueue) Len() int           { return len(q) }
func (q cellQueue) Less(i, j int) bool { return q[i].d < q[j].d }
func (q cellQueue) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *cellQueue) Push(x any)        { *q = append(*q, x.(cellDist)) }
func (q *cellQueue) Pop() any {
	old := *q
	c := old[len(old)-1]
	*q = old[:len(old)-1]
	return c
}
