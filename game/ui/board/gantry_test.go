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

// A gantry (GAP-37) is railed on the board at every zoom, on the plan and
// on the painted ship: a light line
// inside each edge where the walkway meets the floor, on its plate and on
// its ladder (difficult) cells alike; a cell in the middle of a gantry,
// with gantry all round, is plain plate, and so is plain floor.
func TestGantryIsRailed(t *testing.T) {
	uitest.NeedLoop(t)
	g := deck.Cell{Gantry: true}
	ladder := deck.Cell{Gantry: true, Terrain: deck.Difficult}
	cells := []deck.Cell{
		{}, g, g, g, {},
		{}, ladder, g, g, {},
		{}, g, g, g, {},
	}
	d, err := deck.New(5, 3, cells)
	if err != nil {
		t.Fatal(err)
	}
	b := board.NewDeck(&scenarios.Scenario{Deck: d}, d, &ui.StandardPalette)
	for _, view := range []struct {
		plan bool
		name string
	}{{true, "plan"}, {false, "ship"}} {
		b.Plan = view.plan
		for _, zoom := range []float64{5, 10, 24} {
			cam := &board.Camera{Zoom: zoom, Centre: geom.Vec{X: 2.5, Y: 1.5}}
			cam.SetView(0, 0, 200, 100)
			img := ebiten.NewImage(200, 100)
			b.Draw(img, cam, false)
			pic := ui.Pixels(img)
			// light counts a cell's light pixels, inside the grid lines.
			light := func(x, y int) int {
				sx, sy := cam.ToScreen(geom.Vec{X: float64(x), Y: float64(y)})
				n := 0
				r := image.Rect(int(sx)+1, int(sy)+1, int(sx+zoom)-1, int(sy+zoom)-1)
				for py := r.Min.Y; py < r.Max.Y; py++ {
					for px := r.Min.X; px < r.Max.X; px++ {
						if c := pic.RGBAAt(px, py); int(c.R)+int(c.G)+int(c.B) > 450 {
							n++
						}
					}
				}
				return n
			}
			for _, c := range [][2]int{{1, 0}, {1, 1}, {3, 1}, {2, 0}} {
				if light(c[0], c[1]) == 0 {
					t.Errorf("%s, zoom %v: no rail on the gantry's edge cell %v", view.name, zoom, c)
				}
			}
			for _, c := range [][2]int{{2, 1}, {0, 1}, {4, 1}} {
				if n := light(c[0], c[1]); n != 0 {
					t.Errorf("%s, zoom %v: cell %v, inside the gantry or off it, has %d rail pixels", view.name, zoom, c, n)
				}
			}
		}
	}
}
