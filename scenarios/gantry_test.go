package scenarios_test

import (
	"strings"
	"testing"
)

// GAP-37: a legend entry's gantry: true makes its cells raised walkways
// on the deck, keeping the terrain written (difficult, for a ladder up);
// other cells are not gantries.
func TestGantryLoads(t *testing.T) {
	src := edit(t, "  - {char: \"a\", name: west zone, terrain: easy, zone: west}\n",
		"  - {char: \"a\", name: west zone, terrain: easy, zone: west}\n"+
			"  - {char: \"=\", name: gantry, terrain: easy, gantry: true}\n"+
			"  - {char: \"H\", name: ladder, terrain: difficult, gantry: true}\n")
	src = edit2(t, src, "  #aaaa..........#\n", "  #aaaa.H==......#\n")
	s, err := loadText(t, src)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		x, y   int
		gantry bool
		want   string
	}{{6, 4, true, "difficult"}, {7, 4, true, "easy"}, {8, 4, true, "easy"}, {5, 4, false, "easy"}, {9, 4, false, "easy"}} {
		cell, _ := s.Deck.Cell(c.x, c.y)
		if cell.Gantry != c.gantry || cell.Terrain.String() != c.want {
			t.Errorf("cell (%d, %d): %+v, want gantry %v on %s terrain", c.x, c.y, cell, c.gantry, c.want)
		}
	}
}

// edit2 replaces old (which must occur) in src.
func edit2(t *testing.T, src, old, new string) string {
	t.Helper()
	if !strings.Contains(src, old) {
		t.Fatalf("the scenario has no %q", old)
	}
	return strings.Replace(src, old, new, 1)
}
