package move

import (
	"github.com/krygothic/krygothic/rules/internal/buf"
	"math"
	"sync"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
)

// grid is the deck as a graph of cell centres for one mover, cut down to
// the window of cells the move could reach.
type grid struct {
	d       *deck.Deck
	radius  float64     // the mover's base
	others  []geom.Base // bases a path must pass clear of
	ox, oy  int         // the window's top-left cell on the deck
	w, h    int         // the window's size in cells
	stand   []bool      // the mover's base fits at the cell's centre
	near    []bool      // another base is close enough that legs from here need checking
	tier    []uint8     // the cell's surcharge (0 for a mover that ignores terrain)
	veryDif []bool

	// Scratch for searches, reused from one to the next.
	dist []float64
	prev []int32
	q    heap
}

// grids keeps grids between plans: their slices are reused, which saves
// most of what a plan allocates.
var grids = sync.Pool{New: func() any { return new(grid) }}

// newGrid builds the grid for m within reach inches of its position. Give
// it back with free once done with it and with every slice from it.
func newGrid(d *deck.Deck, m Mover, others []geom.Base, reach float64) *grid {
	c := m.Base.Centre
	x0, y0 := max(int(math.Floor(c.X-reach-1)), 0), max(int(math.Floor(c.Y-reach-1)), 0)
	x1, y1 := min(int(math.Floor(c.X+reach+1)), d.W-1), min(int(math.Floor(c.Y+reach+1)), d.H-1)
	g := grids.Get().(*grid)
	g.d, g.ox, g.oy, g.w, g.h, g.radius = d, x0, y0, max(x1-x0+1, 0), max(y1-y0+1, 0), m.Base.Radius
	g.others = g.others[:0]
	for _, o := range others {
		if o.Centre.Dist(c) <= reach+o.Radius+m.Base.Radius+2 {
			g.others = append(g.others, o)
		}
	}
	n := g.w * g.h
	g.stand, g.tier, g.veryDif, g.near = buf.Zeroed(g.stand, n), buf.Zeroed(g.tier, n), buf.Zeroed(g.veryDif, n), buf.Zeroed(g.near, n)
	b := m.Base
	for y := range g.h {
		for x := range g.w {
			i := y*g.w + x
			cell, _ := d.Cell(x0+x, y0+y)
			if b.Radius <= 0.5 {
				// A standard base centred on a cell only touches its
				// neighbours: it fits where the cell is passable.
				g.stand[i] = cell.Walkable()
			} else {
				b.Centre = g.centreOf(i)
				g.stand[i] = d.Fits(b)
			}
			if !m.IgnoresTerrain && cell.Walkable() {
				g.tier[i] = uint8(cell.Terrain.Surcharge())
			}
			g.veryDif[i] = cell.Terrain == deck.VeryDifficult && !m.IgnoresTerrain
		}
	}
	// Other bases block every centre the mover's base would overlap them
	// from, and mark the cells whose legs could brush them.
	for _, o := range g.others {
		touch := b.Radius + o.Radius
		reachLeg := touch + math.Sqrt2
		for y := int(math.Floor(o.Centre.Y - reachLeg)); y <= int(o.Centre.Y+reachLeg); y++ {
			for x := int(math.Floor(o.Centre.X - reachLeg)); x <= int(o.Centre.X+reachLeg); x++ {
				i := g.local(x, y)
				if i < 0 {
					continue
				}
				d := o.Centre.Dist(g.centreOf(i))
				if d < touch-1e-6 {
					g.stand[i] = false
				}
				if d < reachLeg {
					g.near[i] = true
				}
			}
		}
	}
	return g
}

// free gives the grid back for another plan to use.
func (g *grid) free() {
	g.d = nil
	clear(g.others) // no bases kept alive by the pool
	grids.Put(g)
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

// lastWaypoint picks the cell whose centre the path leaves from for its
// straight last leg to point to: the goal cell (the one under to) or a
// neighbour, whichever gives the shortest path with a leg the base fits
// along. A point off its cell's centre, such as a click near a cell's
// edge, is then not charged for a detour through that centre. It returns
// −1 when no leg works.
func (g *grid) lastWaypoint(dist []float64, goal int, to geom.Vec) (int, float64) {
	best, length := -1, math.Inf(1)
	gx, gy := goal%g.w, goal/g.w
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			x, y := gx+dx, gy+dy
			if x < 0 || y < 0 || x >= g.w || y >= g.h {
				continue
			}
			i := y*g.w + x
			if math.IsInf(dist[i], 1) {
				continue
			}
			c := g.centreOf(i)
			l := dist[i] + c.Dist(to)
			if l < length && g.legFits(c, to) && g.legClear(c, to) {
				best, length = i, l
			}
		}
	}
	return best, length
}

// deckIndex turns a window index into the deck's cell index.
func (g *grid) deckIndex(i int) int { return (g.oy+i/g.w)*g.d.W + g.ox + i%g.w }

// centreOf is the centre of window cell i, in deck inches.
func (g *grid) centreOf(i int) geom.Vec {
	return geom.Vec{X: float64(g.ox+i%g.w) + 0.5, Y: float64(g.oy+i/g.w) + 0.5}
}

var steps = [8][3]float64{{1, 0, 1}, {-1, 0, 1}, {0, 1, 1}, {0, -1, 1}, {1, 1, math.Sqrt2}, {1, -1, math.Sqrt2}, {-1, 1, math.Sqrt2}, {-1, -1, math.Sqrt2}}

// search is Dijkstra from point start over cells of surcharge ≤ tier, out
// to limit inches. dist[i] is the path length to cell i's centre (+Inf if
// not reached); prev[i] the cell before it (−1 at the start). The slices
// are the grid's own, reused by the next search.
func (g *grid) search(start geom.Vec, tier int, limit float64) ([]float64, []int32) {
	g.seed(start, tier)
	g.run(tier, limit, nil)
	return g.dist, g.prev
}

// seed starts a search from point start over cells of surcharge ≤ tier:
// the start's cell and its neighbours, reached by straight legs from
// where the model actually stands. run carries it on.
func (g *grid) seed(start geom.Vec, tier int) {
	n := g.w * g.h
	if cap(g.dist) < n {
		g.dist, g.prev = make([]float64, n), make([]int32, n)
	}
	g.dist, g.prev = g.dist[:n], g.prev[:n]
	dist := g.dist
	for i := range dist {
		dist[i] = math.Inf(1)
		g.prev[i] = -1
	}
	q := &g.q
	q.cells, q.keys = q.cells[:0], q.keys[:0]
	s := g.index(start)
	if s < 0 || int(g.tier[s]) > tier {
		return // KG-TERR-06: leaving difficult ground counts too
	}
	sx, sy := s%g.w, s/g.w
	open := g.openAround(start)
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			j := g.localOf(sx+dx, sy+dy)
			if j < 0 || !g.stand[j] || int(g.tier[j]) > tier || !g.legClear(start, g.centreOf(j)) || !open && !g.legFits(start, g.centreOf(j)) {
				continue
			}
			if dx != 0 && dy != 0 && !g.cornerOpen(sx, sy, dx, dy, tier) {
				continue
			}
			if d := start.Dist(g.centreOf(j)); d < dist[j] {
				dist[j] = d
				q.push(j, d)
			}
		}
	}
}

// run carries a seeded search on, nearest cells first, expanding those
// within limit inches, until the queue is empty or, after a cell is
// settled, stop (if not nil) says enough. It can be called again to carry
// on from there: the search is the same as one run to the end, only cut
// into pieces. A settled cell's distance (and the cells before it) is
// final: Dijkstra never improves on one.
func (g *grid) run(tier int, limit float64, stop func(cell int, dist float64) bool) {
	dist, prev, q := g.dist, g.prev, &g.q
	for q.len() > 0 {
		i, di := q.pop()
		if di > dist[i] {
			continue
		}
		if di <= limit {
			x, y := i%g.w, i/g.w
			for _, st := range steps {
				dx, dy := int(st[0]), int(st[1])
				j := g.localOf(x+dx, y+dy)
				if j < 0 || !g.stand[j] || int(g.tier[j]) > tier {
					continue
				}
				if st[2] > 1 && !g.cornerOpen(x, y, dx, dy, tier) {
					continue
				}
				if nd := di + st[2]; nd < dist[j] && (!g.near[i] && !g.near[j] || g.legClear(g.centreOf(i), g.centreOf(j))) {
					dist[j], prev[j] = nd, int32(i)
					q.push(j, nd)
				}
			}
		}
		if stop != nil && stop(i, di) {
			return
		}
	}
}

// reaches reports whether cell i can be reached at all at this tier: the
// mover's base stands there and its terrain is allowed. A search never
// gives another cell a distance.
func (g *grid) reaches(i, tier int) bool { return g.stand[i] && int(g.tier[i]) <= tier }

// toGoal searches at tier for a path to point to in cell goal whose last
// leg starts within within inches of the start, leaving dist and prev
// exactly as a search out to limit would for every cell within within,
// and reports the cell the last leg starts from and the path's length
// (−1 when there is none, as Plan would judge after the whole search).
// It stops as soon as that answer cannot change: the goal's cell and its
// neighbours (where a last leg may start) are settled, or the search has
// passed within. Then, as Plan asks that the goal's cell was reached at
// all (any distance out to limit), it carries on until it is, if it is
// not yet.
func (g *grid) toGoal(start, to geom.Vec, goal, tier int, limit, within float64) (last int, length float64) {
	if !g.reaches(goal, tier) {
		return -1, 0 // the goal's cell is never reached
	}
	g.seed(start, tier)
	var wanted [9]int
	pending := 0
	gx, gy := goal%g.w, goal/g.w
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if j := g.localOf(gx+dx, gy+dy); j >= 0 && g.reaches(j, tier) {
				wanted[pending] = j
				pending++
			}
		}
	}
	g.run(tier, limit, func(i int, di float64) bool {
		for w := range pending {
			if wanted[w] == i {
				pending--
				wanted[w] = wanted[pending]
				break
			}
		}
		return pending == 0 || di > within
	})
	// Every cell within within is settled; any other has more than within
	// or none, so it cannot start a last leg that short.
	last, length = g.lastWaypoint(g.dist, goal, to)
	if last < 0 || length > within {
		return -1, 0
	}
	if math.IsInf(g.dist[goal], 1) {
		g.run(tier, limit, func(int, float64) bool { return !math.IsInf(g.dist[goal], 1) })
		if math.IsInf(g.dist[goal], 1) {
			return -1, 0
		}
	}
	return last, length
}

// localOf is the window index of window cell (x, y), or −1 outside it.
func (g *grid) localOf(x, y int) int {
	if x < 0 || y < 0 || x >= g.w || y >= g.h {
		return -1
	}
	return y*g.w + x
}

// cornerOpen: a diagonal step may not cut a corner past a cell the base
// cannot enter, nor squeeze past terrain worse than the tier allows (it
// would cross it).
func (g *grid) cornerOpen(x, y, dx, dy, tier int) bool {
	for _, j := range []int{g.localOf(x+dx, y), g.localOf(x, y+dy)} {
		if j < 0 || !g.stand[j] || int(g.tier[j]) > tier {
			return false
		}
	}
	return true
}

// legClear reports whether a base can slide straight from a to b without
// overlapping another base.
func (g *grid) legClear(a, b geom.Vec) bool {
	for _, o := range g.others {
		if gap := g.radius + o.Radius - 1e-6; geom.SegmentDist2(a, b, o.Centre) < gap*gap {
			return false
		}
	}
	return true
}

// legFits reports whether a base sliding straight from a to b stays clear
// of impassable cells all the way (a door frame, a wall's corner). Legs
// between neighbouring cell centres always do; this is for the legs from
// and to points off the centres.
func (g *grid) legFits(a, b geom.Vec) bool { return g.d.SlideFits(a, b, g.radius) }

// openAround reports whether every leg from p to a neighbouring cell's
// centre fits without checking each: no such leg strays more than
// seedReach from p, so a base that large around p fitting is enough.
func (g *grid) openAround(p geom.Vec) bool {
	return g.d.Fits(geom.Base{Centre: p, Radius: g.radius + seedReach})
}

// seedReach bounds the length of a leg from a point in a cell to the
// centre of one of its eight neighbours (half a diagonal plus a diagonal).
const seedReach = 1.5 * math.Sqrt2

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
	if out[len(out)-1] != to {
		out = append(out, to)
	}
	return out
}

// crossesVeryDifficult reports whether the path from start to goal
// crosses very difficult terrain, the start cell included.
func (g *grid) crossesVeryDifficult(prev []int32, goal int, start geom.Vec) bool {
	if s := g.index(start); s >= 0 && g.veryDif[s] {
		return true
	}
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

// len is the number of cells waiting.
func (h *heap) len() int { return len(h.cells) }

// push adds cell c at distance k.
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

// pop takes the nearest cell.
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

// swap exchanges two entries.
func (h *heap) swap(i, j int) {
	h.cells[i], h.cells[j] = h.cells[j], h.cells[i]
	h.keys[i], h.keys[j] = h.keys[j], h.keys[i]
}
