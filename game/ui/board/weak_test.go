package board_test

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/scenarios"
)

// Weak floor (W) carries a mark of its own on the board, a dark hatch,
// at every zoom: on the plan its cell is not one flat colour, while a
// plain cell is; on the painted ship it is darker than a plain plate.
func TestWeakFloorIsHatched(t *testing.T) {
	uitest.NeedLoop(t)
	cells := []deck.Cell{{}, {Weak: true}, {}, {Weak: true, Dark: true}}
	d, err := deck.New(4, 1, cells)
	if err != nil {
		t.Fatal(err)
	}
	b := board.NewDeck(&scenarios.Scenario{Deck: d}, d, &ui.StandardPalette)
	for _, plan := range []bool{true, false} {
		b.Plan = plan
		for _, zoom := range []float64{5, 10, 24} {
			cam := &board.Camera{Zoom: zoom, Centre: geom.Vec{X: 2, Y: 0.5}}
			cam.SetView(0, 0, 200, 60)
			img := ebiten.NewImage(200, 60)
			b.Draw(img, cam, false)
			pic := ui.Pixels(img)
			bright := map[int]float64{} // a cell's mean brightness, 0 to 765
			colours := func(x int) int {
				sx, sy := cam.ToScreen(geom.Vec{X: float64(x), Y: 0})
				in := 1 // inside the grid lines and the soft ends of a neighbour's strokes
				if zoom >= 8 {
					in = 3
				}
				r := image.Rect(int(sx)+in, int(sy)+in, int(sx+zoom)-in, int(sy+zoom)-in)
				seen := map[[3]uint8]bool{}
				dark, sum, n := 0, 0, 0
				for y := r.Min.Y; y < r.Max.Y; y++ {
					for x := r.Min.X; x < r.Max.X; x++ {
						c := pic.RGBAAt(x, y)
						seen[[3]uint8{c.R, c.G, c.B}] = true
						sum += int(c.R) + int(c.G) + int(c.B)
						n++
						if int(c.R)+int(c.G)+int(c.B) < 120 {
							dark++
						}
					}
				}
				if x == 1 && dark == 0 {
					t.Errorf("plan %v, zoom %v: no dark stroke on the weak floor", plan, zoom)
				}
				bright[x] = float64(sum) / float64(max(n, 1))
				return len(seen)
			}
			if n := colours(0); plan && n != 1 {
				t.Errorf("zoom %v: a plain cell has %d colours on the plan", zoom, n)
			}
			for _, x := range []int{1, 3} {
				if n := colours(x); n < 2 {
					t.Errorf("plan %v, zoom %v: weak cell %d is one flat colour: no mark", plan, zoom, x)
				}
			}
			if !plan && bright[1] > 0.85*bright[0] {
				t.Errorf("zoom %v: on the ship the weak cell is %.0f bright, a plain plate %.0f: not darker", zoom, bright[1], bright[0])
			}
		}
	}
}
