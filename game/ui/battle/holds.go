package battle

import (
	"fmt"
	"math"
)

// holdsNote says a side holds the pointer with left seconds to go, in the
// words that fit room pixels beside the side's name (measured by width):
// "HOLDS THE POINTER  3.7 s", then shorter, down to the seconds alone.
// With no end to its window (its turn, which the match waits for:
// impulse mode) it says so: "HOLDS THE POINTER · NO TIME LIMIT".
func holdsNote(left, room float64, width func(string) float64) string {
	var forms []string
	if math.IsInf(left, 1) {
		forms = []string{"HOLDS THE POINTER · NO TIME LIMIT", "HOLDS · NO TIME LIMIT", "NO TIME LIMIT", "HOLDS"}
	} else {
		for _, f := range []string{"HOLDS THE POINTER  %.1f s", "HOLDS POINTER  %.1f s", "HOLDS  %.1f s", "%.1f s"} {
			forms = append(forms, fmt.Sprintf(f, left))
		}
	}
	var note string
	for _, note = range forms {
		if width(note) <= room {
			break
		}
	}
	return note
}
