// Package generate builds random missions (GAP-33): a standard 72 × 48
// deck of rooms joined by corridors, with doors, cover, rough ground,
// gantries and weak floors, a deployment zone towards each short edge,
// one of the shipped armies fielded by both sides, and random modifiers
// (darkness, a ship event), all from one seed, and its rooms dressed as
// what they are (dress.go). The deck is the same from
// either side, point-symmetric about its centre, and its zones near
// enough that the sides meet within the first rounds (issue 36). It
// writes the mission as scenario source, the same text a designer writes
// (docs/scenarios.md), so the game loads and checks a generated mission
// as any other, and a designer can save one and edit it.
package generate

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
)

// The deck's size: the standard deck (GAP-10).
const (
	Width  = 72
	Height = 48
)

// Rounds is how many AP rounds a random mission lasts: twelve, not the
// usual ten, so that fewer games between equal armies end level on
// points at the round limit (issue 36: 4.2% of games drawn with ten
// rounds, 2.8% with twelve, on the tuning seeds 5001–5030).
const Rounds = 12

// The deck's characters, as the legend (legend) names them.
const (
	wall     = '#'
	floor    = '.'
	crates   = 'c'
	machines = '%'
	coolant  = '~'
	door     = '+'
	weak     = 'w'
	gantry   = '='
	west     = 'a'
	east     = 'd'
	water    = 'f' // a flood's water (the ship event): never on the deck at the start
)

// legend is the scenario's legend, one entry a line.
const legend = `legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "+", name: door, terrain: easy, door: true}
  - {char: "c", name: crates, terrain: difficult, cover: true}
  - {char: "%", name: machinery, terrain: very-difficult, cover: true}
  - {char: "~", name: shallow coolant, terrain: difficult}
  - {char: "w", name: weak deck plate (W), terrain: easy, weak: true}
  - {char: "=", name: gantry, terrain: easy, gantry: true}
  - {char: "f", name: flood water, terrain: very-difficult}
  - {char: "a", name: deck plate (west deployment), terrain: easy, zone: west}
  - {char: "d", name: deck plate (east deployment), terrain: easy, zone: east}
`

// Name is the name a random mission goes by: "random-SEED".
func Name(seed uint64) string { return fmt.Sprintf("random-%d", seed) }

// room is a rectangle of floor, its cells x0 ≤ x < x1, y0 ≤ y < y1.
type room struct{ x0, y0, x1, y1 int }

func (r room) centre() (int, int) { return (r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2 }

// near reports whether r and o come within gap cells of each other.
func (r room) near(o room, gap int) bool {
	return r.x0 < o.x1+gap && o.x0 < r.x1+gap && r.y0 < o.y1+gap && o.y0 < r.y1+gap
}

// The deck is point-symmetric about the centre of cell (cx, cy): cell
// (x, y) and cell (2cx − x, 2cy − y) are twins. The centre is a cell's,
// not a corner's, so that twins have coordinates of the same parity, as
// the automatic deployment reads them when it spaces models out on every
// other cell (match.autoCells); the deck's last column and row, left
// out of the symmetry, are bulkhead. The west half is the cells west of
// column cx and those of column cx north of row cy.
const (
	cx = Width/2 - 1
	cy = Height/2 - 1
)

// twin is r turned half a circle about the deck's centre: the room in its
// place on the other side of the point-symmetric deck.
func (r room) twin() room {
	return room{2*cx + 1 - r.x1, 2*cy + 1 - r.y1, 2*cx + 1 - r.x0, 2*cy + 1 - r.y0}
}

// meetWithin is the longest walk, in cells stepping square by square
// round walls, a deck may leave between the two zones: two Speed-3
// models walking it meet by the end of round 2 (each runs twice a round,
// 2 × 6", KG-MOVE-02 and KG-MOVE-03: 24" a round together).
const meetWithin = 48

// mission is a random mission being built.
type mission struct {
	rng    *rand.Rand
	cells  [Height][Width]byte
	rooms  []room // the rooms of the west half, west to east (their twins are not listed)
	centre room   // the room on the deck's centre, its own twin
	zones  [2]room
	dark   bool
	weak   int    // rooms with weak floors, twins counted
	flood  []room // the rooms the ship event floods (a room and its twin, or the centre room); none without one
	floods int    // the round at whose end they flood
	army   Army   // the army both sides field
}

// Army is an army a random mission may field: a shipped army list's name
// (ID) and the name its side goes by (its team's).
type Army struct {
	ID, Name string
}

// Mission writes the random mission of seed as scenario source, one of
// armies fielded by both its sides. The same seed and armies always give
// the same text.
func Mission(seed uint64, armies []Army) []byte {
	m := newMission(seed)
	m.build()
	m.pickArmy(armies)
	return m.source(seed)
}

// newMission starts the mission of seed, its deck not yet laid (build).
func newMission(seed uint64) *mission {
	return &mission{rng: rand.New(rand.NewPCG(seed, 0x6465636b))}
}

// build lays out the deck, fair to both sides by its shape (issue 36): it
// lays the west half (the west zone, rooms, a room on the centre, the
// corridors between them, doors, cover and rough ground, weak floors) and
// turns it half a circle onto the east half (mirror), so each side's
// zone, cover and routes are the other's. A deck whose zones are more
// than meetWithin apart on foot gets a corridor along its centre row.
// Then it rolls the modifiers.
func (m *mission) build() {
	for y := range m.cells {
		for x := range m.cells[y] {
			m.cells[y][x] = wall
		}
	}
	m.placeZones()
	m.placeRooms()
	all := append([]room{m.zones[0]}, m.rooms...)
	all = append(all, m.centre)
	for i := 1; i < len(all); i++ {
		m.corridor(all[i-1], all[i])
	}
	for range 1 + m.rng.IntN(2) { // a loop or two, so there is more than one way round
		a, b := m.rng.IntN(len(all)), m.rng.IntN(len(all))
		if a != b {
			m.corridor(all[a], all[b])
		}
	}
	if m.rng.IntN(2) == 0 {
		m.flank(all)
	}
	for _, r := range append(m.rooms, m.centre) {
		if m.rng.IntN(2) == 0 {
			m.doors(r)
		}
		m.furnish(r)
	}
	m.weakFloors()
	m.mirror()
	if m.zoneWalk() > meetWithin {
		z := m.zones[0]
		m.run(z.x1-1, cx-2, cy-1, 3, true)
		m.mirror()
	}
	m.modifiers()
}

// mirror copies the west half onto the east half turned half a circle
// about the deck's centre, the west zone's cells becoming the east's.
func (m *mission) mirror() {
	for y := 0; y <= 2*cy; y++ {
		for x := 0; x < cx || x == cx && y < cy; x++ {
			ch := m.cells[y][x]
			if ch == west {
				ch = east
			}
			m.cells[2*cy-y][2*cx-x] = ch
		}
	}
}

// zoneWalk is the fewest steps (up, down, left or right, never through a
// wall) from a cell of the west zone to one of the east zone; a number
// past any deck's size when there is no way.
func (m *mission) zoneWalk() int {
	var dist [Height][Width]int
	var queue [][2]int
	for y := range Height {
		for x := range Width {
			dist[y][x] = -1
			if m.cells[y][x] == west {
				dist[y][x] = 0
				queue = append(queue, [2]int{x, y})
			}
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if m.cells[c[1]][c[0]] == east {
			return dist[c[1]][c[0]]
		}
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			x, y := c[0]+d[0], c[1]+d[1]
			if x < 0 || y < 0 || x >= Width || y >= Height || m.cells[y][x] == wall || dist[y][x] >= 0 {
				continue
			}
			dist[y][x] = dist[c[1]][c[0]] + 1
			queue = append(queue, [2]int{x, y})
		}
	}
	return Width * Height
}

// placeZones puts the west deployment room a little in from the west
// edge, across the deck's centre row and near enough the centre that a
// corridor along that row brings the zones within meetWithin of each
// other; the east zone is its twin. The west zone lies wholly north of
// the east zone's centre (or wholly south of it, half the time): else two
// of its cells, one as far north of that centre as the other is south,
// would be equally near the enemy, and the automatic deployment, which
// breaks such ties in the zone's order (north first on either side),
// would not deploy the sides alike. For the same reason it is laid again
// until it deploysAlike (a few tries at most).
func (m *mission) placeZones() {
	for try := 0; try < 100; try++ {
		w, h := 6+m.rng.IntN(4), 12+m.rng.IntN(9)
		x1 := cx + 2 - meetWithin/2 + m.rng.IntN(4)
		// North of the enemy's centre, 2cy + 1 − (y0 + y1)/2, and across row cy.
		lo, hi := cy+1-h, (4*cy+2-3*h)/4
		y0 := lo + m.rng.IntN(hi-lo+1)
		m.zones[0] = room{x1 - w, y0, x1, y0 + h}
		if m.rng.IntN(2) == 0 {
			m.zones[0].y0, m.zones[0].y1 = 2*cy+1-m.zones[0].y1, 2*cy+1-m.zones[0].y0
		}
		if deploysAlike(m.zones[0]) {
			break
		}
	}
	m.zones[1] = m.zones[0].twin()
	m.fill(m.zones[0], west)
}

// deployed is the most models a side of a random mission deploys
// (KG-META-02).
const deployed = 14

// deploysAlike reports whether the automatic deployment (match.autoCells)
// puts the sides' models on twin cells when the west zone is z: it fills
// the cells of even x and even y first (a parity twins share), nearest
// the enemy zone's centre first, breaking ties in the zone's order, north
// first on either side, so no two of the deployed nearest such cells
// may be equally near, nor the last of them as near as the next.
func deploysAlike(z room) bool {
	t := z.twin()
	var dist []int // squared distances from the enemy's centre, in half cells
	for y := z.y0; y < z.y1; y++ {
		for x := z.x0; x < z.x1; x++ {
			if x%2 == 0 && y%2 == 0 {
				dx, dy := 2*x+1-t.x0-t.x1, 2*y+1-t.y0-t.y1
				dist = append(dist, dx*dx+dy*dy)
			}
		}
	}
	slices.Sort(dist)
	for i := 1; i < len(dist) && i <= deployed; i++ {
		if dist[i] == dist[i-1] {
			return false
		}
	}
	return true
}

// placeRooms puts a room on the deck's centre, its own twin, and scatters
// two to four rooms over the west half, apart from each other, the zone
// and the centre room (with their twins, five to nine rooms).
func (m *mission) placeRooms() {
	w, h := 4+m.rng.IntN(4), 3+m.rng.IntN(4) // half the width and height, less the centre cell
	m.centre = room{cx - w, cy - h, cx + w + 1, cy + h + 1}
	want := 2 + m.rng.IntN(3)
	for try := 0; try < 400 && len(m.rooms) < want; try++ {
		w, h := 6+m.rng.IntN(11), 5+m.rng.IntN(7)
		x0, y0 := 1+m.rng.IntN(cx-2-w), 1+m.rng.IntN(2*cy-1-h)
		r := room{x0, y0, x0 + w, y0 + h}
		if r.near(m.zones[0], 3) || r.near(m.centre, 3) || slices.ContainsFunc(m.rooms, func(o room) bool { return r.near(o, 3) }) {
			continue
		}
		m.rooms = append(m.rooms, r)
	}
	slices.SortFunc(m.rooms, func(a, b room) int { return a.x0 + a.x1 - b.x0 - b.x1 })
	for _, r := range append(m.rooms, m.centre) {
		m.fill(r, floor)
	}
}

// fill makes every cell of r ch.
func (m *mission) fill(r room, ch byte) {
	for y := r.y0; y < r.y1; y++ {
		for x := r.x0; x < r.x1; x++ {
			m.cells[y][x] = ch
		}
	}
}

// corridor joins the points (point) of a and b with an L of floor two or
// three cells wide, along x first or along y first. It opens walls, never
// a zone or a room already laid.
func (m *mission) corridor(a, b room) {
	ax, ay := m.point(a)
	bx, by := m.point(b)
	width := 2 + m.rng.IntN(2)
	if m.rng.IntN(2) == 0 {
		m.run(ax, bx, ay, width, true)
		m.run(ay, by, bx, width, false)
	} else {
		m.run(ay, by, ax, width, false)
		m.run(ax, bx, by, width, true)
	}
}

// point is where corridors meet room r: its centre, but in the centre
// room a cell in from its west wall, so that a corridor three cells wide
// stays in the west half.
func (m *mission) point(r room) (int, int) {
	if r == m.centre {
		return r.x0 + 1, cy - 1
	}
	return r.centre()
}

// flank opens a way round the centre room: a corridor from a room of all
// to the centre line at a random row, and one from another room to the
// row's twin, so that once the half is turned onto the other (mirror) each
// meets the other's twin at the centre line.
func (m *mission) flank(all []room) {
	y := 1 + m.rng.IntN(cy-2)
	for _, row := range []int{y, 2*cy - 1 - y} {
		x, y0 := m.point(all[m.rng.IntN(len(all))])
		m.run(y0, row, x, 2, false)
		m.run(x, cx-1, row, 2, true)
	}
}

// run carves a straight stretch from a to b along x (along y when
// !alongX) at the other coordinate at, width cells wide.
func (m *mission) run(a, b, at, width int, alongX bool) {
	if a > b {
		a, b = b, a
	}
	for i := a; i <= b+width-1; i++ {
		for k := 0; k < width; k++ {
			x, y := i, at+k
			if !alongX {
				x, y = at+k, i
			}
			if x > 0 && y > 0 && x < 2*cx && y < 2*cy && m.cells[y][x] == wall {
				m.cells[y][x] = floor
			}
		}
	}
}

// doors turns the openings in r's walls (corridors coming in) into doors:
// each gap along a side of r, when it is at most three cells long.
func (m *mission) doors(r room) {
	for _, side := range sides(r) {
		for start := 0; start < len(side); {
			if !m.open(side[start]) {
				start++
				continue
			}
			end := start
			for end < len(side) && m.open(side[end]) {
				end++
			}
			if end-start <= 3 {
				for _, c := range side[start:end] {
					m.cells[c[1]][c[0]] = door
				}
			}
			start = end
		}
	}
}

// open reports whether cell c is open floor a corridor made.
func (m *mission) open(c [2]int) bool { return m.cells[c[1]][c[0]] == floor }

// sides lists, for each side of r, the cells just outside it (not the
// corners), in order along it.
func sides(r room) [4][][2]int {
	var out [4][][2]int
	for x := r.x0; x < r.x1; x++ {
		out[0] = append(out[0], [2]int{x, r.y0 - 1})
		out[1] = append(out[1], [2]int{x, r.y1})
	}
	for y := r.y0; y < r.y1; y++ {
		out[2] = append(out[2], [2]int{r.x0 - 1, y})
		out[3] = append(out[3], [2]int{r.x1, y})
	}
	return out
}

// furnish puts cover and rough ground in room r: crate stacks and
// machinery, away from its walls so the way through stays open, and now
// and then a spill of coolant.
func (m *mission) furnish(r room) {
	pieces := 1 + m.rng.IntN(3)
	for range pieces {
		ch, w, h := byte(crates), 2, 2
		switch m.rng.IntN(4) {
		case 0:
			w, h = 3, 1
		case 1:
			w, h = 1, 3
		case 2:
			ch = machines
		}
		m.place(r, ch, w, h)
	}
	if m.rng.IntN(3) == 0 {
		m.place(r, coolant, 3, 2)
	}
	if m.rng.IntN(3) == 0 {
		m.walkway(r)
	}
}

// walkway raises a gantry (GAP-37) two cells deep along the north or the
// south wall of r, over plain floor only.
func (m *mission) walkway(r room) {
	if r.y1-r.y0 < 6 {
		return
	}
	y0 := r.y0
	if m.rng.IntN(2) == 0 {
		y0 = r.y1 - 2
	}
	for y := y0; y < y0+2; y++ {
		for x := r.x0; x < r.x1; x++ {
			if m.cells[y][x] == floor {
				m.cells[y][x] = gantry
			}
		}
	}
}

// place puts a w × h block of ch in r, a cell clear of its walls, on
// plain floor only; it gives up quietly when r has no room for it.
func (m *mission) place(r room, ch byte, w, h int) {
	if r.x1-r.x0 < w+2 || r.y1-r.y0 < h+2 {
		return
	}
	x0 := r.x0 + 1 + m.rng.IntN(r.x1-r.x0-w-1)
	y0 := r.y0 + 1 + m.rng.IntN(r.y1-r.y0-h-1)
	for y := y0; y < y0+h && y < r.y1-1; y++ {
		for x := x0; x < x0+w && x < r.x1-1; x++ {
			if m.cells[y][x] == floor {
				m.cells[y][x] = ch
			}
		}
	}
}

// weakFloors turns up to two rooms' plain floor (the centre room's
// among them) into weak floors, before the half is turned onto the
// other, so their twins are weak too.
func (m *mission) weakFloors() {
	rooms := append(slices.Clone(m.rooms), m.centre)
	for _, i := range m.rng.Perm(len(rooms))[:m.rng.IntN(3)] {
		r := rooms[i]
		m.weak += 2
		if r == m.centre {
			m.weak--
		}
		for y := r.y0; y < r.y1; y++ {
			for x := r.x0; x < r.x1; x++ {
				if m.cells[y][x] == floor {
					m.cells[y][x] = weak
				}
			}
		}
	}
}

// modifiers rolls the mission's random modifiers (GAP-33): a quarter of
// missions are dark, and half of them have a ship event: a room and its
// twin, or the centre room, flood at the end of a round.
func (m *mission) modifiers() {
	m.dark = m.rng.IntN(4) == 0
	if m.rng.IntN(2) == 0 {
		rooms := append(slices.Clone(m.rooms), m.centre)
		r := rooms[m.rng.IntN(len(rooms))]
		m.flood, m.floods = []room{r}, 2+m.rng.IntN(Rounds-3)
		if r != m.centre {
			m.flood = append(m.flood, r.twin())
		}
	}
}

// pickArmy picks the army both sides field: the same list, so the
// armies are of equal points and neither side has the team the deck
// favours (issue 36).
func (m *mission) pickArmy(armies []Army) {
	if len(armies) > 0 {
		m.army = armies[m.rng.IntN(len(armies))]
	}
}

// source writes the mission as scenario source.
func (m *mission) source(seed uint64) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "# A random mission (GAP-33), built by the game from seed %d.\n", seed)
	fmt.Fprintf(&b, "name: Random deck %d\n", seed)
	fmt.Fprintf(&b, "description: >\n  %s\n", m.describe())
	fmt.Fprintf(&b, "rounds: %d\n", Rounds)
	if m.dark {
		b.WriteString("dark: true\n")
	}
	b.WriteString(legend)
	b.WriteString("map: |\n")
	for _, row := range m.cells {
		b.WriteString("  ")
		b.Write(row[:])
		b.WriteString("\n")
	}
	b.WriteString("sides:\n")
	for _, zone := range []string{"west", "east"} {
		fmt.Fprintf(&b, "  - id: %s\n    name: %s (%s)\n    army: %s\n    zone: %s\n", zone, m.army.Name, zone, m.army.ID, zone)
	}
	if len(m.flood) > 0 {
		b.WriteString("events:\n")
		for _, r := range m.flood {
			fmt.Fprintf(&b, "  - {round: %d, type: flood, area: [%d, %d, %d, %d], to: %q, text: A bulkhead gives way and flood water fills a room.}\n",
				m.floods, r.x0, r.y0, r.x1-r.x0, r.y1-r.y0, string(water))
		}
	}
	b.WriteString("victory:\n  type: deathmatch\n")
	writeDecor(&b, m.dress(seed)) // last, so the rest is as it was before there was decor
	return []byte(b.String())
}

// describe says in a line what the mission holds.
func (m *mission) describe() string {
	parts := []string{fmt.Sprintf("%d rooms between the deployment zones, the deck the same from either side", 2*len(m.rooms)+1)}
	if m.dark {
		parts = append(parts, "dark (+2 to hit, KG-SCN-02)")
	}
	if m.weak > 0 {
		parts = append(parts, fmt.Sprintf("%d with weak floors (W)", m.weak))
	}
	switch len(m.flood) {
	case 1:
		parts = append(parts, fmt.Sprintf("the centre room floods at the end of round %d", m.floods))
	case 2:
		parts = append(parts, fmt.Sprintf("a room and its twin flood at the end of round %d", m.floods))
	}
	return strings.Join(parts, "; ") + "."
}
