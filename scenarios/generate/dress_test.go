package generate

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
)

// undressedDecks fingerprints the missions of seeds 1 to 1000 as they
// were before the generator dressed its rooms (commit bc65ddd): the
// fairness table of docs/scenarios.md was measured on these decks.
const undressedDecks = "61fa1913e4792e1cd1d7c60ac88f781aed6c52173714e5b52997d9515b234a5c"

// undressed is a mission's source without its decor: what it was before
// the generator dressed its rooms.
func undressed(src []byte) string {
	s, _, _ := strings.Cut(string(src), "decor:\n")
	return s
}

// Dressing the rooms changes no mission: for the same seed, the deck, its
// zones, armies, events and everything else are byte for byte as they
// were, and the decor comes after them.
func TestDressingChangesNoMission(t *testing.T) {
	h := sha256.New()
	for seed := uint64(1); seed <= 1000; seed++ {
		h.Write([]byte(undressed(Mission(seed, testArmies))))
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != undressedDecks {
		t.Errorf("the missions of seeds 1 to 1000 are not as they were: fingerprint %s, want %s", got, undressedDecks)
	}
}

// A room is dressed by what was laid in it, then by its shape: machinery
// makes an engine room, a long narrow room is a gallery, a big one a
// hangar, a small one crew quarters, the rest holds; and every kind
// comes up over the seeds.
func TestRoomsAreDressedByKind(t *testing.T) {
	m := newMission(1)
	for y := range m.cells {
		for x := range m.cells[y] {
			m.cells[y][x] = floor
		}
	}
	m.cells[3][3], m.cells[13][3] = machines, crates
	for _, c := range []struct {
		r    room
		want roomKind
	}{
		{room{1, 1, 8, 6}, engine}, {room{1, 11, 10, 18}, hold}, {room{20, 1, 40, 5}, gallery},
		{room{20, 10, 32, 19}, hangar}, {room{40, 10, 46, 16}, quarters},
	} {
		if got := m.kindOf(c.r); got != c.want {
			t.Errorf("room %v: kind %d, want %d", c.r, got, c.want)
		}
	}
	seen := map[roomKind]int{}
	for seed := uint64(1); seed <= 200; seed++ {
		m := newMission(seed)
		m.build()
		for _, r := range m.rooms {
			seen[m.kindOf(r)]++
		}
	}
	for k := hangar; k <= quarters; k++ {
		if seen[k] == 0 {
			t.Errorf("no room of kind %d in 200 missions (%v)", k, seen)
		}
	}
}

// The east half is dressed as the west turned half a circle: every piece
// laid for a room of the west half has its twin.
func TestDressingIsPointSymmetric(t *testing.T) {
	for seed := uint64(1); seed <= 100; seed++ {
		m := newMission(seed)
		m.build()
		pieces := m.dress(seed)
		have := map[piece]bool{}
		for _, p := range pieces {
			have[p] = true
		}
		for _, p := range pieces {
			centre := (room{p.x, p.y, p.x + p.w, p.y + p.h}).near(m.centre, 1) // the centre room's own
			if !have[p.twin()] && !centre {
				t.Fatalf("seed %d: %+v has no twin", seed, p)
			}
		}
	}
}
