package battle

import "fmt"

// holdsNote says a side holds the pointer with left seconds to go, in the
// words that fit room pixels beside the side's name (measured by width):
// "HOLDS THE POINTER  3.7 s", then shorter, down to the seconds alone.
func holdsNote(left, room float64, width func(string) float64) string {
	var note string
	for _, f := range []string{"HOLDS THE POINTER  %.1f s", "HOLDS POINTER  %.1f s", "HOLDS  %.1f s", "%.1f s"} {
		if note = fmt.Sprintf(f, left); width(note) <= room {
			break
		}
	}
	return note
}
