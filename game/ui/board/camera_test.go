package board_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/geom"
)

// A camera framing a point shows only the deck: on a deck wider than the
// view the centre stops half a view from each edge, and on a narrower
// one the deck stands in the middle.
func TestFramedShowsOnlyTheDeck(t *testing.T) {
	c := board.Camera{Zoom: 10, ViewW: 400, ViewH: 200} // 40" × 20" of deck in view
	for _, tc := range []struct {
		p, want geom.Vec
		w, h    int
	}{
		{geom.Vec{X: 36, Y: 24}, geom.Vec{X: 36, Y: 24}, 72, 48}, // well inside: as asked
		{geom.Vec{X: 70, Y: 47}, geom.Vec{X: 52, Y: 38}, 72, 48}, // by the far corner: the view's edges on the deck's
		{geom.Vec{X: 1, Y: 2}, geom.Vec{X: 20, Y: 10}, 72, 48},   // by the near corner
		{geom.Vec{X: 5, Y: 40}, geom.Vec{X: 15, Y: 38}, 30, 48},  // a deck narrower than the view: its middle
		{geom.Vec{X: 30, Y: 5}, geom.Vec{X: 30, Y: 7.5}, 72, 15}, // a deck lower than the view: its middle
	} {
		if got := c.Framed(tc.p, tc.w, tc.h); got != tc.want {
			t.Errorf("framing %v on a %d×%d deck: centre %v, want %v", tc.p, tc.w, tc.h, got, tc.want)
		}
	}
}
