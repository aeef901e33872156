package ai

import (
	"math"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
)

// walkField is how far, in inches of walking, every cell of a deck is
// from one goal: the AI's sense of "how far round the walls", not the
// movement rules (those price each move exactly when it is declared).
// A step costs its length, more through difficult terrain (half again
// per surcharge AP); only walkable cells are crossed (deck.Cell.Walkable,
// the movement rules' own answer: doors open as a model passes).
//
// The field is worked out lazily: Dijkstra's search from the goal goes
// on only as far as the cells asked for (at), and picks up where it
// stopped when a further one is asked. The cells settle in the same order
// as a search run to the end, so every distance is the same.
type walkField struct {
	w, h    int
	version uint64 // the deck's version it was worked out for
	goal    int    // the goal's cell (y·w + x)
	dist    []float32
	step    []float32 // what a step into each cell costs per inch (stepCosts); shared, never written
	q       cellHeap  // cells reached and not yet settled
	settled []bool
}

// newWalkField starts the field from goal over d.
func newWalkField(d *deck.Deck, goal geom.Vec) *walkField {
	return walkFieldOver(stepCosts(d), d, goal)
}

// stepCosts is what a step into each cell of d costs per inch: 1, half
// again per surcharge AP; 0 where none may step.
func stepCosts(d *deck.Deck) []float32 {
	step := make([]float32, d.W*d.H)
	for y := range d.H {
		for x := range d.W {
			if c, _ := d.Cell(x, y); c.Walkable() {
				step[y*d.W+x] = 1 + 0.5*float32(c.Terrain.Surcharge())
			}
		}
	}
	return step
}

// walkFieldOver starts the field from goal over d, whose step costs are
// step.
func walkFieldOver(step []float32, d *deck.Deck, goal geom.Vec) *walkField {
	w, h := d.W, d.H
	f := &walkField{w: w, h: h, version: d.Version(), goal: cellOf(d, goal), dist: make([]float32, w*h), step: step, settled: make([]bool, w*h)}
	inf := float32(math.Inf(1))
	for i := range f.dist {
		f.dist[i] = inf
	}
	if f.goal >= 0 {
		f.dist[f.goal] = 0
		f.q.push(f.goal, 0)
	}
	return f
}

// settle goes on with the search until cell i is settled, or no cell is
// left to reach (i cannot be walked to).
func (f *walkField) settle(i int) {
	w, h, step := f.w, f.h, f.step
	for !f.settled[i] && len(f.q) > 0 {
		c := f.q.pop()
		if c.d > f.dist[c.i] {
			continue
		}
		f.settled[c.i] = true
		x, y := int(c.i)%w, int(c.i)/w
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				nx, ny := x+dx, y+dy
				if dx == 0 && dy == 0 || nx < 0 || ny < 0 || nx >= w || ny >= h {
					continue
				}
				n := ny*w + nx
				cost := step[n]
				if cost == 0 {
					continue
				}
				if dx != 0 && dy != 0 {
					if step[y*w+nx] == 0 || step[ny*w+x] == 0 {
						continue // no squeezing past a wall's corner
					}
					cost *= math.Sqrt2
				}
				if nd := c.d + cost; nd < f.dist[n] {
					f.dist[n] = nd
					f.q.push(n, nd)
				}
			}
		}
	}
}

// cellOf is p's cell on d (y·w + x), −1 off the deck.
func cellOf(d *deck.Deck, p geom.Vec) int {
	x, y := int(math.Floor(p.X)), int(math.Floor(p.Y))
	if x < 0 || y < 0 || x >= d.W || y >= d.H {
		return -1
	}
	return y*d.W + x
}

// at is the walking distance from point p to the goal (+Inf off the deck
// or where the goal cannot be walked to).
func (f *walkField) at(p geom.Vec) float64 {
	x, y := int(math.Floor(p.X)), int(math.Floor(p.Y))
	if x < 0 || y < 0 || x >= f.w || y >= f.h {
		return math.Inf(1)
	}
	f.settle(y*f.w + x)
	return float64(f.dist[y*f.w+x])
}

// cellDist is a cell and its distance, in the queue.
type cellDist struct {
	i int32
	d float32
}

// cellHeap is a binary min-heap of cells by distance.
type cellHeap []cellDist

func (q *cellHeap) push(i int, d float32) {
	*q = append(*q, cellDist{int32(i), d})
	h := *q
	for k := len(h) - 1; k > 0; {
		p := (k - 1) / 2
		if h[p].d <= h[k].d {
			break
		}
		h[p], h[k] = h[k], h[p]
		k = p
	}
}

func (q *cellHeap) pop() cellDist {
	h := *q
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	for k := 0; ; {
		l, r, m := 2*k+1, 2*k+2, k
		if l < len(h) && h[l].d < h[m].d {
			m = l
		}
		if r < len(h) && h[r].d < h[m].d {
			m = r
		}
		if m == k {
			break
		}
		h[k], h[m] = h[m], h[k]
		k = m
	}
	*q = h
	return top
}
