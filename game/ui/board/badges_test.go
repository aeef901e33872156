package board_test

import (
	"image/color"
	"math"
	"testing"

	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/geom"
)

// coversDisc reports whether the box round mark m comes within the disc
// of token t as cam draws it (no smaller than MinTokenRadius), by more
// than half a pixel.
func coversDisc(m board.Disc, t board.Token, cam *board.Camera) bool {
	x, y := cam.ToScreen(t.Centre)
	r := max(t.Radius*cam.Zoom, board.MinTokenRadius)
	nx := math.Max(m.X-m.R, math.Min(x, m.X+m.R))
	ny := math.Max(m.Y-m.R, math.Min(y, m.Y+m.R))
	return math.Hypot(nx-x, ny-y) < r-0.5
}

// at is the scene with its tokens' centres spread by k.
func at(ts []board.Token, k float64) []board.Token {
	out := append([]board.Token(nil), ts...)
	for i := range out {
		out[i].Centre = out[i].Centre.Scale(k)
		out[i].Marks = board.MarkPlace{}
	}
	return out
}

// hurt is a model token with wounds and states enough to wear pips and
// four badges.
func hurt(x, y float64, side int) board.Token {
	return board.Token{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5, Side: side, Capacity: 3, Wounds: 1,
		Pinned: true, Waiting: true, Fatigue: 2, Badges: []board.Badge{{Text: "J", Colour: color.RGBA{0xff, 0, 0, 0xff}}}}
}

// vehicle is a hull token: a cargo loader's four groups of pips
// (hull 4, engine 2, weapon 1, drive 2) and its speed.
func vehicle(x, y float64) board.Token {
	return board.Token{Centre: geom.Vec{X: x, Y: y}, Radius: 0.5, Side: 0, Capacity: 9,
		Hull: &board.Hull{Number: 6, Pips: []board.Pips{{Left: 4, Capacity: 4}, {Left: 1, Capacity: 2}, {Left: 1, Capacity: 1}, {Left: 2, Capacity: 2}}}}
}

// A token's pips and badges never cover a neighbour's base (issue 36,
// 7(c) and the models' badges): two hurt, pinned, waiting models side by
// side in base contact, a cargo loader with a trooper beside it and one
// below it, and a model hemmed in on three sides, in base contact at the
// opening zoom and close up, and at the whole-deck zoom (bases drawn at
// MinTokenRadius, larger than they are) as far apart as their bases are
// drawn: touching. Where the
// marks usually stand (badges to the upper right, pips below) they
// would cover the neighbour; PlaceMarks moves them to the free side.
func TestMarksKeepOffNeighbours(t *testing.T) {
	scenes := map[string][]board.Token{
		"side by side":         {hurt(0, 0, 0), hurt(1, 0, 1)},
		"a loader and a model": {vehicle(0, 0), hurt(1.02, 0, 1), hurt(0, 1.02, 1)},
		"hemmed in":            {hurt(0, 0, 0), hurt(1.02, 0, 1), hurt(-1.02, 0, 1), hurt(0, 1.02, 1)},
		"a loader in a corner": {vehicle(0, 0), hurt(1.02, 0, 1), hurt(0, 1.02, 1), hurt(0, -1.02, 1)},
	}
	for name, scene := range scenes {
		for _, zoom := range []float64{12, 28, 48} {
			ts := at(scene, max(1, 2*board.MinTokenRadius/zoom+0.05))
			cam := &board.Camera{Zoom: zoom, ViewW: 800, ViewH: 600}
			usual := false
			for i, tk := range ts {
				for j, o := range ts {
					for _, m := range board.MarkDiscs(tk, cam) {
						usual = usual || i != j && coversDisc(m, o, cam)
					}
				}
			}
			if !usual {
				t.Errorf("%s, zoom %v: the marks at their usual place cover no neighbour: the scene tests nothing", name, zoom)
			}
			board.PlaceMarks(ts, cam)
			for i, tk := range ts {
				marks := board.MarkDiscs(tk, cam)
				if len(marks) == 0 {
					t.Fatalf("%s: token %d shows no marks", name, i)
				}
				for j, o := range ts {
					for _, m := range marks {
						if i != j && coversDisc(m, o, cam) {
							t.Errorf("%s, zoom %v: a mark of token %d at (%.0f, %.0f) r %.1f covers token %d's base", name, zoom, i, m.X, m.Y, m.R, j)
						}
					}
				}
			}
		}
	}
}

// Marks that have room stay at their usual place, full size; PlaceMarks
// is deterministic.
func TestMarksStayWhereTheyHaveRoom(t *testing.T) {
	cam := &board.Camera{Zoom: 28, ViewW: 800, ViewH: 600}
	ts := []board.Token{hurt(0, 0, 0), hurt(5, 0, 1)}
	board.PlaceMarks(ts, cam)
	for i, tk := range ts {
		alone := []board.Token{tk}
		alone[0].Marks = board.MarkPlace{}
		want := board.MarkDiscs(alone[0], cam)
		got := board.MarkDiscs(tk, cam)
		for k := range want {
			if got[k] != want[k] {
				t.Errorf("token %d's mark %d at %v, want its usual %v", i, k, got[k], want[k])
			}
		}
	}
	again := []board.Token{hurt(0, 0, 0), hurt(1, 0, 1)}
	other := []board.Token{hurt(0, 0, 0), hurt(1, 0, 1)}
	board.PlaceMarks(again, cam)
	board.PlaceMarks(other, cam)
	for i := range again {
		if again[i].Marks != other[i].Marks {
			t.Errorf("token %d placed at %v, then at %v", i, again[i].Marks, other[i].Marks)
		}
	}
}

// A MarkPlacer places as PlaceMarks does, frame after frame, and again
// when a token moves.
func TestMarkPlacerKeepsUp(t *testing.T) {
	cam := &board.Camera{Zoom: 28, ViewW: 800, ViewH: 600}
	var p board.MarkPlacer
	for _, x := range []float64{5, 5, 1, 1, 5} {
		got := []board.Token{hurt(0, 0, 0), hurt(x, 0, 1)}
		want := []board.Token{hurt(0, 0, 0), hurt(x, 0, 1)}
		p.Place(got, cam)
		board.PlaceMarks(want, cam)
		for i := range got {
			if got[i].Marks != want[i].Marks {
				t.Errorf("neighbour at %v: token %d placed at %v, want %v", x, i, got[i].Marks, want[i].Marks)
			}
		}
	}
}
