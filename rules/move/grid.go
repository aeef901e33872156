package move

import (
	"math"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
)

// grid is the deck as a graph of cell centres for one mover.
type grid struct {
	d       *deck.Deck
	w, h    int
	stand   []bool  // the mover's base fits at the cell's centre
	tier    []uint8 // the cell's surcharge (0 for a mover that ignores terrain)
	veryDif []bool
}

func newGrid(d *deck.Deck, m Mover, others []geom.Base) *grid {
	g := &grid{d: d, w: d.W, h: d.H, stand: make([]bool, d.W*d.H), tier: make([]uint8, d.W*d.H), veryDif: make([]bool, d.W*d.H)}
	b := m.Base
	for y := range d.H {
		for x := range d.W {
			i := y*d.W + x
			c, _ := d.Cell(x, y)
			b.Centre = geom.Vec{X: float64(x) + 0.5, Y: float64(y) + 0.5}
			g.stand[i] = d.Fits(b)
			if !m.IgnoresTerrain && c.Terrain < deck.Impossible {
				g.tier[i] = uint8(c.Terrain)
			}
			g.veryDif[i] = c.Terrain == deck.VeryDifficult && !m.IgnoresTerrain
		}
	}
	// Other bases block every centre the mover's base would overlap them from.
	for _, o := range others {
		reach := b.Radius + o.Radius
		for y := int(math.Floor(o.Centre.Y - reach)); y <= int(o.Centre.Y+reach); y++ {
			for x := int(math.Floor(o.Centre.X - reach)); x <= int(o.Centre.X+reach); x++ {
				if x >= 0 && y >= 0 && x < d.W && y < d.H &&
					o.Centre.Dist(geom.Vec{X: float64(x) + 0.5, Y: float64(y) + 0.5}) < reach-1e-6 {
					g.stand[y*d.W+x] = false
				}
			}
		}
	}
	return g
}

// index is the cell holding p, or −1 off the deck.
func (g *grid) index(p geom.Vec) int {
	x, y := int(math.Floor(p.X)), int(math.Floor(p.Y))
	if x < 0 || y < 0 || x >= g.w || y >= g.h {
		return -1
	}
	return y*g.w + x
}

func (g *grid) centreOf(i int) geom.Vec {
	return geom.Vec{X: float64(i%g.w) + 0.5, Y: float64(i/g.w) + 0.5}
}

var steps = [8][3]float64{{1, 0, 1}, {-1, 0, 1}, {0, 1, 1}, {0, -1, 1}, {1, 1, math.Sqrt2}, {1, -1, math.Sqrt2}, {-1, 1, math.Sqrt2}, {-1, -1, math.Sqrt2}}

// search is Dijkstra from point start over cells of surcharge ≤ tier, out
// to limit inches. dist[i] is the path length to cell i's centre (+Inf if
// not reached); prev[i] the cell before it (−1 at the start).
func (g *grid) search(start geom.Vec, tier int, limit float64) ([]float64, []int32) {
	n := g.w * g.h
	dist := make([]float64, n)
	prev := make([]int32, n)
	for i := range dist {
		dist[i] = math.Inf(1)
		prev[i] = -1
	}
	s := g.index(start)
	if s < 0 {
		return dist, prev
	}
	var q heap
	dist[s] = start.Dist(g.centreOf(s))
	q.push(s, dist[s])
	for q.len() > 0 {
		i, di := q.pop()
		if di > dist[i] || di > limit {
			continue
		}
		x, y := i%g.w, i/g.w
		for _, st := range steps {
			nx, ny := x+int(st[0]), y+int(st[1])
			if nx < 0 || ny < 0 || nx >= g.w || ny >= g.h {
				continue
			}
			j := ny*g.w + nx
			if !g.stand[j] || int(g.tier[j]) > tier {
				continue
			}
			// No cutting a corner between two cells a base cannot cross.
			if st[2] > 1 && (!g.stand[y*g.w+nx] || !g.stand[ny*g.w+x]) {
				continue
			}
			if nd := di + st[2]; nd < dist[j] {
				dist[j], prev[j] = nd, int32(i)
				q.push(j, nd)
			}
		}
	}
	return dist, prev
}

// path lists the points a base passes from start to the goal cell, then to.
func (g *grid) path(prev []int32, goal int, start, to geom.Vec) []geom.Vec {
	var cells []int
	for i := goal; i >= 0; i = int(prev[i]) {
		cells = append(cells, i)
	}
	out := []geom.Vec{start}
	for k := len(cells) - 1; k >= 0; k-- {
		out = append(out, g.centreOf(cells[k]))
	}
	return append(out, to)
}

// crossesVeryDifficult reports whether the path to goal crosses very
// difficult terrain.
func (g *grid) crossesVeryDifficult(prev []int32, goal int) bool {
	for i := goal; i >= 0; i = int(prev[i]) {
		if g.veryDif[i] {
			return true
		}
	}
	return false
}

// heap is a binary min-heap of cells by distance.
type heap struct {
	cells []int
	keys  []float64
}

func (h *heap) len() int { return len(h.cells) }

func (h *heap) push(c int, k float64) {
	h.cells, h.keys = append(h.cells, c), append(h.keys, k)
	for i := len(h.cells) - 1; i > 0; {
		p := (i - 1) / 2
		if h.keys[p] <= h.keys[i] {
			break
		}
		h.swap(i, p)
		i = p
	}
}

func (h *heap) pop() (int, float64) {
	c, k := h.cells[0], h.keys[0]
	last := len(h.cells) - 1
	h.swap(0, last)
	h.cells, h.keys = h.cells[:last], h.keys[:last]
	for i := 0; ; {
		l, r, m := 2*i+1, 2*i+2, i
		if l < last && h.keys[l] < h.keys[m] {
			m = l
		}
		if r < last && h.keys[r] < h.keys[m] {
			m = r
		}
		if m == i {
			break
		}
		h.swap(i, m)
		i = m
	}
	return c, k
}

func (h *heap) swap(i, j int) {
	h.cells[i], h.cells[j] = h.cells[j], h.cells[i]
	h.keys[i], h.keys[j] = h.keys[j], h.keys[i]
}
