package board

import (
	"testing"

	"github.com/krygothic/krygothic/game/ui"
)

// The placement counts a token's badges without drawing them
// (badgeCount, on the frame's path, allocates nothing); the count must be
// what the drawing shows (stateMarks), for every combination of states.
func TestBadgeCountIsWhatIsDrawn(t *testing.T) {
	d := &Tokens{Pal: &ui.StandardPalette}
	for bits := range 1 << 8 {
		on := func(i int) bool { return bits&(1<<i) != 0 }
		tok := Token{Pinned: on(0), Prone: on(1), Stuck: on(2), Waiting: on(3), Charged: on(4)}
		if on(5) {
			tok.Fatigue = 2
		}
		if on(6) {
			tok.Badges = []Badge{{Text: "J"}, {Text: "O"}}
		}
		if on(7) {
			tok.Hull = &Hull{Number: 4}
		}
		if got, want := badgeCount(tok), len(d.stateMarks(tok)); got != want {
			t.Errorf("states %08b: badgeCount %d, stateMarks draws %d", bits, got, want)
		}
	}
}
