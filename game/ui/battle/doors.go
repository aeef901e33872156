package battle

import (
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/orders"
)

// Doors that slide: when the log says a door opened or shut (GAP-38),
// its leaves slide apart or together over doorTime of game time. The
// rules opened or shut it at once, and the deck is painted so at once
// (board: paintShip); the slide is drawn over it, only the picture.

// doorTime is how long a door takes to slide open or shut, game seconds.
const doorTime = 0.4

// doorSlide is a door cell sliding: from how open to how open, since when.
type doorSlide struct {
	cell     [2]int
	from, to float64 // 0 shut, 1 open
	born     float64 // game seconds (scenery.played)
}

// open is how open the door is drawn at game time now.
func (d doorSlide) open(now float64) float64 {
	p := max(0, min(1, (now-d.born)/doorTime))
	return d.from + (d.to-d.from)*p
}

// done reports whether the slide has ended at now.
func (d doorSlide) done(now float64) bool { return now-d.born >= doorTime }

// noteDoor starts the slides an event of a door starts: the cell a
// model's base opened, or every cell of the door a model shut (d is the
// deck as it stands after it). A cell still sliding turns back from
// where it is drawn.
func (s *scenery) noteDoor(e combat.Event, d *deck.Deck) {
	switch ev := e.(type) {
	case orders.DoorOpened:
		s.slide([2]int{ev.X, ev.Y}, true)
	case orders.DoorClosed:
		for _, c := range d.Door(ev.X, ev.Y) {
			s.slide(c, false)
		}
	}
}

// slide starts cell's slide open or shut at the game's time now.
func (s *scenery) slide(cell [2]int, open bool) {
	from, to := 0.0, 1.0
	if !open {
		from, to = 1, 0
	}
	kept := s.doors[:0]
	for _, d := range s.doors {
		if d.cell == cell {
			from = d.open(s.played)
			continue
		}
		kept = append(kept, d)
	}
	s.doors = append(kept, doorSlide{cell: cell, from: from, to: to, born: s.played})
}

// slides appends to out the door cells sliding now, forgetting the
// slides that have ended.
func (s *scenery) slides(out []board.DoorSlide) []board.DoorSlide {
	kept := s.doors[:0]
	for _, d := range s.doors {
		if d.done(s.played) {
			continue
		}
		kept = append(kept, d)
		out = append(out, board.DoorSlide{X: d.cell[0], Y: d.cell[1], Open: d.open(s.played)})
	}
	s.doors = kept
	return out
}
