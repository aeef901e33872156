package generate

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// A random mission's rooms are dressed as what they are (issue 36): each
// room of the west half is given a kind from its shape and what was laid
// in it, and decoration to match, which its twin on the east half takes
// turned half a circle. The decor is drawn, never played: it comes after
// everything else in the mission's source, from a generator of its own,
// so a seed's deck, zones, armies and events are what they were.

// roomKind is what a room is dressed as.
type roomKind int

const (
	hangar   roomKind = iota // a big room: a bay painted on its floor
	hold                     // a middling one: a cargo hold
	engine                   // machinery in it: an engine room
	gallery                  // long and narrow: a gallery of pipes and cables
	quarters                 // a small one: crew quarters with a console
)

// kindOf is the kind room r is dressed as: an engine room when machinery
// was laid in it, else by its shape.
func (m *mission) kindOf(r room) roomKind {
	w, h := r.x1-r.x0, r.y1-r.y0
	switch {
	case m.holds(r, machines):
		return engine
	case 2*w >= 5*h || 2*h >= 5*w:
		return gallery
	case w*h >= 100:
		return hangar
	case w*h <= 48:
		return quarters
	}
	return hold
}

// holds reports whether room r holds a cell of ch.
func (m *mission) holds(r room, ch byte) bool {
	for y := r.y0; y < r.y1; y++ {
		if strings.IndexByte(string(m.cells[y][r.x0:r.x1]), ch) >= 0 {
			return true
		}
	}
	return false
}

// piece is a piece of decor as the source writes it (docs/scenarios.md).
type piece struct {
	kind       string
	x, y, w, h int
	turn       int
}

// twin is p in its place on the other half, turned half a circle.
func (p piece) twin() piece {
	t := room{p.x, p.y, p.x + p.w, p.y + p.h}.twin()
	return piece{p.kind, t.x0, t.y0, p.w, p.h, (p.turn + 180) % 360}
}

// dresser lays the decor of one mission.
type dresser struct {
	m      *mission
	rng    *rand.Rand
	pieces []piece
}

// dress lays the mission's decor: each room of the west half and the west
// zone dressed by its kind, with their twins, and the centre room, its
// own twin, on its own. seed draws the choices, apart from the deck's.
func (m *mission) dress(seed uint64) []piece {
	d := &dresser{m: m, rng: rand.New(rand.NewPCG(seed, 0x6465636f72))}
	d.zone(m.zones[0])
	for _, r := range m.rooms {
		d.room(r)
	}
	west := len(d.pieces)
	for _, p := range d.pieces[:west] {
		d.pieces = append(d.pieces, p.twin())
	}
	d.room(m.centre)
	return d.pieces
}

// add lays a piece of kind over the w×h area at (x, y); a fixture only
// where every cell is solid (a wall, machinery or crates), as the checker
// asks (scenarios.Solid).
func (d *dresser) add(kind string, x, y, w, h, turn int, fixture bool) {
	if w < 1 || h < 1 {
		return
	}
	for j := y; fixture && j < y+h; j++ {
		for i := x; i < x+w; i++ {
			if c := d.m.cells[j][i]; c != wall && c != machines && c != crates {
				return
			}
		}
	}
	d.pieces = append(d.pieces, piece{kind, x, y, w, h, turn})
}

// zone paints a deployment bay's border on the zone's floor.
func (d *dresser) zone(z room) {
	d.add("markings", z.x0, z.y0, z.x1-z.x0, z.y1-z.y0, 0, false)
}

// room dresses room r by its kind: what was laid in it, its walls, and
// marks on its floor.
func (d *dresser) room(r room) {
	kind := d.m.kindOf(r)
	d.furniture(r, kind)
	north := d.wallRun(r, r.y0-1)
	south := d.wallRun(r, r.y1)
	switch kind {
	case engine:
		d.add("pipes", north.x0, north.y0, north.x1-north.x0, 1, 0, true)
		d.console(south, 180)
		d.mark("cables", r, 3, 2)
	case gallery:
		d.add("pipes", north.x0, north.y0, north.x1-north.x0, 1, 0, true)
		d.add("pipes", south.x0, south.y0, south.x1-south.x0, 1, 180, true)
		d.mark("cables", r, 4, 2)
	case hangar:
		d.add("markings", r.x0, r.y0, r.x1-r.x0, r.y1-r.y0, 0, false)
		d.lamps(north)
	case hold:
		d.lamps(north)
		d.lamps(south)
	case quarters:
		d.console(north, 0)
		d.lamps(south)
	}
	d.mark("stain", r, 4, 3)
	if d.rng.IntN(3) == 0 {
		d.mark("blood", r, 3, 3)
	}
}

// furniture dresses the blocks laid in a room: crates as cargo (now and
// then wreckage), machinery as fans in an engine room and consoles
// elsewhere, coolant with its surface.
func (d *dresser) furniture(r room, kind roomKind) {
	for _, b := range d.m.blocks(r) {
		switch ch := d.m.cells[b.y0][b.x0]; {
		case ch == crates && d.rng.IntN(4) == 0:
			d.add("wreckage", b.x0, b.y0, b.x1-b.x0, b.y1-b.y0, 0, true)
		case ch == crates:
			d.add("cargo", b.x0, b.y0, b.x1-b.x0, b.y1-b.y0, 0, true)
		case ch == machines && kind == engine:
			d.add("vent", b.x0, b.y0, b.x1-b.x0, b.y1-b.y0, 0, true)
		case ch == machines:
			d.add("console", b.x0, b.y0, b.x1-b.x0, b.y1-b.y0, 180*d.rng.IntN(2), true)
		case ch == coolant:
			d.add("water", b.x0, b.y0, b.x1-b.x0, b.y1-b.y0, 0, false)
		}
	}
}

// blocks finds the whole rectangles of crates, machinery and coolant in
// room r: each the bounding box of a group of like cells that fills it.
func (m *mission) blocks(r room) []room {
	var out []room
	seen := map[[2]int]bool{}
	for y := r.y0; y < r.y1; y++ {
		for x := r.x0; x < r.x1; x++ {
			ch := m.cells[y][x]
			if seen[[2]int{x, y}] || ch != crates && ch != machines && ch != coolant {
				continue
			}
			b, n := room{x, y, x + 1, y + 1}, 0
			queue := [][2]int{{x, y}}
			seen[[2]int{x, y}] = true
			for len(queue) > 0 {
				c := queue[0]
				queue = queue[1:]
				n++
				b = room{min(b.x0, c[0]), min(b.y0, c[1]), max(b.x1, c[0]+1), max(b.y1, c[1]+1)}
				for _, s := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					nx, ny := c[0]+s[0], c[1]+s[1]
					if nx >= r.x0 && ny >= r.y0 && nx < r.x1 && ny < r.y1 && !seen[[2]int{nx, ny}] && m.cells[ny][nx] == ch {
						seen[[2]int{nx, ny}] = true
						queue = append(queue, [2]int{nx, ny})
					}
				}
			}
			if n == (b.x1-b.x0)*(b.y1-b.y0) {
				out = append(out, b)
			}
		}
	}
	return out
}

// wallRun is the longest run of wall along row y over room r's width: a
// stretch of bulkhead with no door or corridor in it (x0 to x1, at y0).
func (d *dresser) wallRun(r room, y int) room {
	best, start := room{}, -1
	for x := r.x0; x <= r.x1; x++ {
		if x < r.x1 && y >= 0 && y < Height && d.m.cells[y][x] == wall {
			if start < 0 {
				start = x
			}
			continue
		}
		if start >= 0 && x-start > best.x1-best.x0 {
			best = room{start, y, x, y + 1}
		}
		start = -1
	}
	return best
}

// console sets a console two or three cells long in a wall run, its desk
// facing into the room (turn 0 on a north wall, 180 on a south one).
func (d *dresser) console(run room, turn int) {
	n := min(run.x1-run.x0, 2+d.rng.IntN(2))
	if n < 2 {
		return
	}
	x := run.x0 + d.rng.IntN(run.x1-run.x0-n+1)
	d.add("console", x, run.y0, n, 1, turn, true)
}

// lamps hang a lamp every six cells or so along a wall run, none in a
// dark mission, whose lamps would seem to light it.
func (d *dresser) lamps(run room) {
	if d.m.dark {
		return
	}
	for x := run.x0 + 2; x < run.x1-1; x += 6 {
		d.add("lamp", x, run.y0, 1, 1, 0, true)
	}
}

// mark lays a mark of kind, at most w×h, somewhere on room r's floor.
func (d *dresser) mark(kind string, r room, w, h int) {
	w, h = min(w, r.x1-r.x0), min(h, r.y1-r.y0)
	x := r.x0 + d.rng.IntN(r.x1-r.x0-w+1)
	y := r.y0 + d.rng.IntN(r.y1-r.y0-h+1)
	d.add(kind, x, y, w, h, 0, false)
}

// writeDecor writes the pieces as the source's decor list.
func writeDecor(b *strings.Builder, pieces []piece) {
	if len(pieces) == 0 {
		return
	}
	b.WriteString("decor:\n")
	for _, p := range pieces {
		fmt.Fprintf(b, "  - {kind: %s, area: [%d, %d, %d, %d]", p.kind, p.x, p.y, p.w, p.h)
		if p.turn != 0 {
			fmt.Fprintf(b, ", turn: %d", p.turn)
		}
		b.WriteString("}\n")
	}
}
