package battle

import "testing"

// The bottom bar keeps its order and drops the highest ranks first until
// the line fits; one hint too wide for the room is still written.
func TestHintsThatFit(t *testing.T) {
	hints := []hint{
		{keys: "Z or /", does: "claim", group: 0, rank: 0},
		{keys: "click", does: "select", group: 1, rank: 1},
		{keys: "M", does: "move", group: 2, rank: 3},
		{keys: "R", does: "run", group: 2, rank: 4},
		{keys: "Esc", does: "back", group: 3, rank: 2},
	}
	chars := func(s string) float64 { return float64(len([]rune(s))) }
	all := "Z or / claim · click select · M move  R run · Esc back"
	for _, c := range []struct {
		room float64
		want string
	}{
		{100, all},
		{chars(all), all},
		{chars(all) - 1, "Z or / claim · click select · M move · Esc back"},
		{30, "Z or / claim · click select"},
		{1, "Z or / claim"},
	} {
		if got := hintsThatFit(hints, c.room, chars); got != c.want {
			t.Errorf("room %v: %q, want %q", c.room, got, c.want)
		}
	}
}
