package generate

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

var testArmies = []Army{{"earth-confederate", "Earth Confederate"}, {"renegades", "Renegades"}, {"slaves", "The Slaves"}}

// GAP-33: a random mission is the same for the same seed, and seeds give
// different decks.
func TestMissionIsItsSeeds(t *testing.T) {
	a, b := Mission(42, testArmies), Mission(42, testArmies)
	if !bytes.Equal(a, b) {
		t.Fatal("seed 42 gave two different missions")
	}
	if bytes.Equal(a, Mission(43, testArmies)) {
		t.Error("seeds 42 and 43 gave the same mission")
	}
}

// The deck holds what GAP-33 asks of a random mission, over many seeds:
// rooms with cover in them, doors, both zones;
// and the modifiers come up about as often as they should (a quarter
// dark, half with a ship event, some weak floors).
func TestMissionsHoldTheirParts(t *testing.T) {
	const seeds = 400
	dark, flooded, weak, doors, gantries := 0, 0, 0, 0, 0
	for seed := uint64(1); seed <= seeds; seed++ {
		src := string(Mission(seed, testArmies))
		m := newMission(seed)
		m.build()
		if n := 2*len(m.rooms) + 1; n < 5 {
			t.Fatalf("seed %d: %d rooms, want at least 5", seed, n)
		}
		deck := src[strings.Index(src, "map: |"):strings.Index(src, "sides:")]
		for _, ch := range []string{"a", "d", "c"} {
			if !strings.Contains(deck, ch) {
				t.Errorf("seed %d: no %q on the deck", seed, ch)
			}
		}
		if strings.Contains(deck, "+") {
			doors++
		}
		if strings.Contains(deck, "w") {
			weak++
		}
		if strings.Contains(deck, "=") {
			gantries++
		}
		if strings.Contains(src, "\ndark: true") {
			dark++
		}
		if strings.Contains(src, "type: flood") {
			flooded++
		}
	}
	t.Logf("of %d: %d dark, %d with a flood, %d with weak floors, %d with doors, %d with gantries", seeds, dark, flooded, weak, doors, gantries)
	between := func(what string, n int, lo, hi float64) {
		if f := float64(n) / seeds; f < lo || f > hi {
			t.Errorf("%s in %d of %d missions (%.0f%%), want %.0f–%.0f%%", what, n, seeds, 100*f, 100*lo, 100*hi)
		}
	}
	between("darkness", dark, 0.18, 0.32)
	between("a flood", flooded, 0.42, 0.58)
	between("weak floors", weak, 0.55, 0.78)
	between("doors", doors, 0.8, 1)
	between("gantries", gantries, 0.6, 1)
}

// deckOf reads the deck's rows back out of a mission's source.
func deckOf(t *testing.T, src string) []string {
	t.Helper()
	var rows []string
	in := false
	for line := range strings.Lines(src) {
		line = strings.TrimRight(line, "\n")
		switch {
		case line == "map: |":
			in = true
		case in && strings.HasPrefix(line, "  "):
			rows = append(rows, line[2:])
		case in:
			in = false
		}
	}
	if len(rows) != Height || len(rows[0]) != Width {
		t.Fatalf("a deck of %d rows, want %d × %d", len(rows), Width, Height)
	}
	return rows
}

// Issue 36: a random mission is fair to both sides by its shape: the deck
// is point-symmetric about the centre of cell (35, 23), so each side's
// zone, cover, doors, gantries, weak floors and routes are the other's
// turned half a circle (the west zone's cells are the east zone's), and a
// flood floods a room and its twin at once. The last column and row,
// outside the symmetry, are bulkhead. (About a cell's centre, twins share
// the parity the automatic deployment spaces models by.)
func TestMissionsArePointSymmetric(t *testing.T) {
	twin := map[byte]byte{west: east, east: west}
	for seed := uint64(1); seed <= 400; seed++ {
		src := string(Mission(seed, testArmies))
		rows := deckOf(t, src)
		for y, row := range rows {
			for x := range row {
				if x == Width-1 || y == Height-1 {
					if row[x] != wall {
						t.Fatalf("seed %d: cell (%d, %d) is %q, want a bulkhead", seed, x, y, row[x])
					}
					continue
				}
				tx, ty := Width-2-x, Height-2-y
				want := rows[ty][tx]
				if w, ok := twin[want]; ok {
					want = w
				}
				if row[x] != want {
					t.Fatalf("seed %d: cell (%d, %d) is %q, its twin (%d, %d) %q", seed, x, y, row[x], tx, ty, rows[ty][tx])
				}
			}
		}
		floods := map[string]bool{}
		for line := range strings.Lines(src) {
			var round, x, y, w, h int
			if _, err := fmt.Sscanf(strings.TrimSpace(line), "- {round: %d, type: flood, area: [%d, %d, %d, %d]", &round, &x, &y, &w, &h); err == nil {
				floods[fmt.Sprint(round, x, y, w, h)] = true
			}
		}
		for f := range floods {
			var round, x, y, w, h int
			fmt.Sscan(f, &round, &x, &y, &w, &h)
			if twin := fmt.Sprint(round, Width-1-x-w, Height-1-y-h, w, h); !floods[twin] {
				t.Errorf("seed %d: a flood of [%d %d %d %d] in round %d and none of its twin", seed, x, y, w, h, round)
			}
		}
	}
}

// Issue 36: both sides field the same army list, so their armies are of
// equal points (0 apart) and neither side has the better team for the
// deck; over many seeds every army comes up.
func TestMissionsFieldOneArmyOnBothSides(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 400; seed++ {
		src := string(Mission(seed, testArmies))
		var armies []string
		for line := range strings.Lines(src) {
			if a, ok := strings.CutPrefix(strings.TrimSpace(line), "army: "); ok {
				armies = append(armies, a)
			}
		}
		if len(armies) != 2 || armies[0] != armies[1] {
			t.Fatalf("seed %d: armies %q, want one army on both sides", seed, armies)
		}
		seen[armies[0]] = true
	}
	if len(seen) != len(testArmies) {
		t.Errorf("armies fielded over 400 seeds: %v, want all %d", seen, len(testArmies))
	}
}

// meetBy is the walking distance between the zones (in cells, 1" each,
// stepping square by square around walls) within which two Speed-3 models
// meet by the end of round 2: each runs twice a round (2 × Speed = 6" a
// run, KG-MOVE-02; Body 3 runs twice, KG-MOVE-03), 12" a round each, so
// 24" a round together.
const meetBy = 2 /* rounds */ * 2 /* models */ * 2 /* runs */ * (2 * 3) /* a run */

// Issue 36: the sides meet within the first rounds: the shortest walk
// from a cell of one zone to a cell of the other, round walls and through
// doors, is at most meetBy cells on every deck.
func TestZonesMeetByRoundTwo(t *testing.T) {
	longest := 0
	for seed := uint64(1); seed <= 1000; seed++ {
		rows := deckOf(t, string(Mission(seed, testArmies)))
		d := walk(rows, west, east)
		if d < 0 || d > meetBy {
			t.Fatalf("seed %d: the zones are %d cells apart on foot, want at most %d", seed, d, meetBy)
		}
		longest = max(longest, d)
	}
	t.Logf("the zones are at most %d cells apart on foot", longest)
}

// walk is the fewest steps (up, down, left or right) from a cell of from
// to a cell of to, never through a wall; −1 when there is no way.
func walk(rows []string, from, to byte) int {
	dist := make([][]int, len(rows))
	var queue [][2]int
	for y, row := range rows {
		dist[y] = make([]int, len(row))
		for x := range row {
			dist[y][x] = -1
			if row[x] == from {
				dist[y][x] = 0
				queue = append(queue, [2]int{x, y})
			}
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if rows[c[1]][c[0]] == to {
			return dist[c[1]][c[0]]
		}
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			x, y := c[0]+d[0], c[1]+d[1]
			if y < 0 || y >= len(rows) || x < 0 || x >= len(rows[y]) || rows[y][x] == wall || dist[y][x] >= 0 {
				continue
			}
			dist[y][x] = dist[c[1]][c[0]] + 1
			queue = append(queue, [2]int{x, y})
		}
	}
	return -1
}
