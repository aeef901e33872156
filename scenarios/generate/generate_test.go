package generate

import (
	"bytes"
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
// rooms with cover in them, doors, both zones, two different armies;
// and the modifiers come up about as often as they should (a quarter
// dark, half with a ship event, some weak floors).
func TestMissionsHoldTheirParts(t *testing.T) {
	const seeds = 400
	dark, flooded, weak, doors, gantries := 0, 0, 0, 0, 0
	for seed := uint64(1); seed <= seeds; seed++ {
		src := string(Mission(seed, testArmies))
		m := newMission(seed)
		m.build()
		if len(m.rooms) < 5 {
			t.Fatalf("seed %d: %d rooms, want at least 5", seed, len(m.rooms))
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
		if i, j := strings.Index(src, "army: "), strings.LastIndex(src, "army: "); src[i:i+12] == src[j:j+12] {
			t.Errorf("seed %d: one army on both sides", seed)
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
