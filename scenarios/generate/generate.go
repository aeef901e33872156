// Package generate builds random missions (GAP-33): a standard 72 × 48
// deck of rooms joined by corridors, with doors, cover, rough ground,
// gantries and weak floors, a deployment zone at each short edge, two of the shipped
// armies, and random modifiers (darkness, a ship event), all from one
// seed. It writes the mission as scenario source, the same text a
// designer writes (docs/scenarios.md), so the game loads and checks a
// generated mission as any other, and a designer can save one and edit
// it.
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

// Rounds is how many AP rounds a random mission lasts.
const Rounds = 10

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

// mission is a random mission being built.
type mission struct {
	rng    *rand.Rand
	cells  [Height][Width]byte
	rooms  []room // the rooms between the zones, west to east
	zones  [2]room
	dark   bool
	weak   int   // rooms with weak floors
	flood  *room // the room the ship event floods, or nil
	floods int   // the round at whose end it floods
	armies [2]Army
}

// Army is an army a random mission may field: a shipped army list's name
// (ID) and the name its side goes by (its team's).
type Army struct {
	ID, Name string
}

// Mission writes the random mission of seed as scenario source, with two
// different armies of armies as its sides. The same seed and armies
// always give the same text.
func Mission(seed uint64, armies []Army) []byte {
	m := newMission(seed)
	m.build()
	m.pickArmies(armies)
	return m.source(seed)
}

// newMission starts the mission of seed, its deck not yet laid (build).
func newMission(seed uint64) *mission {
	return &mission{rng: rand.New(rand.NewPCG(seed, 0x6465636b))}
}

// build lays out the deck: the zones, the rooms, the corridors between
// them, doors, cover and rough ground, weak floors and the modifiers.
func (m *mission) build() {
	for y := range m.cells {
		for x := range m.cells[y] {
			m.cells[y][x] = wall
		}
	}
	m.placeZones()
	m.placeRooms()
	all := append([]room{m.zones[0]}, m.rooms...)
	all = append(all, m.zones[1])
	for i := 1; i < len(all); i++ {
		m.corridor(all[i-1], all[i])
	}
	for range 1 + m.rng.IntN(2) { // a loop or two, so there is more than one way round
		a, b := m.rng.IntN(len(all)), m.rng.IntN(len(all))
		if a != b {
			m.corridor(all[a], all[b])
		}
	}
	for _, r := range m.rooms {
		if m.rng.IntN(2) == 0 {
			m.doors(r)
		}
		m.furnish(r)
	}
	m.modifiers()
}

// placeZones puts a deployment room at each short edge.
func (m *mission) placeZones() {
	for i, ch := range []byte{west, east} {
		w, h := 8+m.rng.IntN(4), 12+m.rng.IntN(9)
		y0 := 1 + m.rng.IntN(Height-2-h)
		x0 := 1
		if i == 1 {
			x0 = Width - 1 - w
		}
		m.zones[i] = room{x0, y0, x0 + w, y0 + h}
		m.fill(m.zones[i], ch)
	}
}

// placeRooms scatters five to nine rooms between the zones, apart from
// each other and from the zones.
func (m *mission) placeRooms() {
	want := 5 + m.rng.IntN(5)
	left, right := m.zones[0].x1+3, m.zones[1].x0-3
	for try := 0; try < 400 && len(m.rooms) < want; try++ {
		w, h := 6+m.rng.IntN(11), 5+m.rng.IntN(7)
		if right-left-w <= 0 {
			break
		}
		x0, y0 := left+m.rng.IntN(right-left-w), 1+m.rng.IntN(Height-2-h)
		r := room{x0, y0, x0 + w, y0 + h}
		if slices.ContainsFunc(m.rooms, func(o room) bool { return r.near(o, 3) }) {
			continue
		}
		m.rooms = append(m.rooms, r)
	}
	slices.SortFunc(m.rooms, func(a, b room) int { return a.x0 + a.x1 - b.x0 - b.x1 })
	for _, r := range m.rooms {
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

// corridor joins the centres of a and b with an L of floor two or three
// cells wide, along x first or along y first. It opens walls, never a
// zone or a room already laid.
func (m *mission) corridor(a, b room) {
	ax, ay := a.centre()
	bx, by := b.centre()
	width := 2 + m.rng.IntN(2)
	if m.rng.IntN(2) == 0 {
		m.run(ax, bx, ay, width, true)
		m.run(ay, by, bx, width, false)
	} else {
		m.run(ay, by, ax, width, false)
		m.run(ax, bx, by, width, true)
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
			if x > 0 && y > 0 && x < Width-1 && y < Height-1 && m.cells[y][x] == wall {
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

// modifiers rolls the mission's random modifiers (GAP-33): a quarter of
// missions are dark, up to two rooms have weak floors, and half of them
// have a ship event, a room flooding at the end of a round.
func (m *mission) modifiers() {
	m.dark = m.rng.IntN(4) == 0
	for _, i := range m.rng.Perm(len(m.rooms))[:min(m.rng.IntN(3), len(m.rooms))] {
		m.weak++
		r := m.rooms[i]
		for y := r.y0; y < r.y1; y++ {
			for x := r.x0; x < r.x1; x++ {
				if m.cells[y][x] == floor {
					m.cells[y][x] = weak
				}
			}
		}
	}
	if len(m.rooms) > 0 && m.rng.IntN(2) == 0 {
		r := m.rooms[m.rng.IntN(len(m.rooms))]
		m.flood, m.floods = &r, 2+m.rng.IntN(Rounds-3)
	}
}

// pickArmies picks two different armies for the sides.
func (m *mission) pickArmies(armies []Army) {
	switch len(armies) {
	case 0:
		return
	case 1:
		m.armies = [2]Army{armies[0], armies[0]}
		return
	}
	p := m.rng.Perm(len(armies))
	m.armies = [2]Army{armies[p[0]], armies[p[1]]}
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
	for i, zone := range []string{"west", "east"} {
		fmt.Fprintf(&b, "  - id: %s\n    name: %s\n    army: %s\n    zone: %s\n", zone, m.armies[i].Name, m.armies[i].ID, zone)
	}
	if m.flood != nil {
		r := m.flood
		fmt.Fprintf(&b, "events:\n  - {round: %d, type: flood, area: [%d, %d, %d, %d], to: %q, text: A bulkhead gives way and flood water fills a room.}\n",
			m.floods, r.x0, r.y0, r.x1-r.x0, r.y1-r.y0, string(water))
	}
	b.WriteString("victory:\n  type: deathmatch\n")
	return []byte(b.String())
}

// describe says in a line what the mission holds.
func (m *mission) describe() string {
	parts := []string{fmt.Sprintf("%d rooms between the deployment zones", len(m.rooms))}
	if m.dark {
		parts = append(parts, "dark (+2 to hit, KG-SCN-02)")
	}
	if m.weak > 0 {
		parts = append(parts, fmt.Sprintf("%d with weak floors (W)", m.weak))
	}
	if m.flood != nil {
		parts = append(parts, fmt.Sprintf("a room floods at the end of round %d", m.floods))
	}
	return strings.Join(parts, "; ") + "."
}
