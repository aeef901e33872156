package move

import (
	"math"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
)

// grid is the deck as a graph of cell centres for one mover, cut down to
// the window of cells the move could reach.
type grid struct {
	d       *deck.Deck
	ox, oy  int     // the window's top-left cell on the deck
	w, h    int     // the window's size in cells
	stand   []bool  // the mover's base fits at the cell's centre
	tier    []uint8 // the cell's surcharge (0 for a mover that ignores terrain)
	veryDif []bool
}

// newGrid builds the grid for m within reach inches of its position.
func newGrid(d *deck.Deck, m Mover, others []geom.Base, reach float64) *grid {
	c := m.Base.Centre
	x0, y0 := max(int(math.Floor(c.X-reach-1)), 0), max(int(math.Floor(c.Y-reach-1)), 0)
	x1, y1 := min(int(math.Floor(c.X+reach+1)), d.W-1), min(int(math.Floor(c.Y+reach+1)), d.H-1)
	g := &grid{d: d, ox: x0, oy: y0, w: max(x1-x0+1, 0), h: max(y1-y0+1, 0)}
	n := g.w * g.h
	g.stand, g.tier, g.veryDif = make([]bool, n), make([]uint8, n), make([]bool, n)
	b := m.Base
	for y := range g.h {
		for x := range g.w {
			i := y*g.w + x
			cell, _ := d.Cell(x0+x, y0+y)
			b.Centre = g.centreOf(i)
			g.stand[i] = d.Fits(b)
			if !m.IgnoresTerrain && cell.Terrain < deck.Impossible {
				g.tier[i] = uint8(cell.Terrain)
			}
			g.veryDif[i] = cell.Terrain == deck.VeryDifficult && !m.IgnoresTerrain
		}
	}
	// Other bases block every centre the mover's base would overlap them from.
	for _, o := range others {
		near := b.Radius + o.Radius
		for y := int(math.Floor(o.Centre.Y - near)); y <= int(o.Centre.Y+near); y++ {
			for x := int(math.Floor(o.Centre.X - near)); x <= int(o.Centre.X+near); x++ {
				i := g.local(x, y)
				if i >= 0 && o.Centre.Dist(g.centreOf(i)) < near-1e-6 {
					g.stand[i] = false
				}
			}
		}
	}
	return g
}

// local is the window index of deck cell (x, y), or −1 outside it.
func (g *grid) local(x, y int) int {
	x, y = x-g.ox, y-g.oy
	if x < 0 || y < 0 || x >= g.w || y >= g.h {
		return -1
	}
	return y*g.w + x
}

// index is the window cell holding p, or −1.
func (g *grid) index(p geom.Vec) int { return g.local(int(math.Floor(p.X)), int(math.Floor(p.Y))) }

// deckIndex turns a window index into the deck's cell index.
func (g *grid) deckIndex(i int) int { return (g.oy+i/g.w)*g.d.W + g.ox + i%g.w }

func (g *grid) centreOf(i int) geom.Vec {
	return geom.Vec{X: float64(g.ox+i%g.w) + 0.5, Y: float64(g.oy+i/g.w) + 0.5}
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
