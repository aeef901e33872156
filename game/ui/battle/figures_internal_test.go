package battle

import (
	"flag"
	"fmt"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// parade is every model of every shipped army list, a row each, as the
// ship view draws it: a unit each, its token and its figure.
func parade(t *testing.T, env *ui.Env) (units [][]orders.Unit, set map[string]board.Figure) {
	t.Helper()
	played, err := modules.Playing([]string{"psychic", "vehicles"}, env.Content)
	if err != nil {
		t.Fatal(err)
	}
	set = map[string]board.Figure{}
	for _, name := range scenarios.ShippedArmies() {
		a, err := scenarios.OpenArmy(name, env.Content, 0)
		if err != nil {
			t.Fatal(err)
		}
		var row []orders.Unit
		for i, m := range a.Models {
			id := fmt.Sprintf("%s.%s-%d", name, m.Unit.ID, i)
			u := orders.Unit{ID: id, Side: len(units) % 2, Model: m, F: *combat.NewFighter(id, m), OnTable: true}
			u.F.SquadLeader = m.Class != nil && m.Class.Group == "leader"
			row = append(row, u)
			_, _, hull := hulled(played, u)
			set[id] = figureOf(played, &u, hull)
		}
		units = append(units, row)
	}
	return units, set
}

// With -shots, the parade of every shipped army's models is drawn at the
// opening zoom and at the whole-deck zoom (tokens at MinTokenRadius), on
// a deck's grey: to look at (figures-*.png).
func TestFigureParade(t *testing.T) {
	env := internalEnv(t)
	units, figures := parade(t, env)
	if len(units) < 9 {
		t.Fatalf("%d armies, want the nine peoples'", len(units))
	}
	dir := ""
	if f := flag.Lookup("shots"); f != nil {
		dir = f.Value.String() // shots_test.go's
	}
	if dir == "" {
		return
	}
	for _, zoom := range []float64{openingZoom, 12} {
		cam := board.Camera{Zoom: zoom, ViewW: 1200, ViewH: 40 * zoom * 0.1 * float64(len(units))}
		img := ebiten.NewImage(int(cam.ViewW), int(1.8*zoom*float64(len(units)))+40)
		img.Fill(color.RGBA{0x4a, 0x4a, 0x4e, 0xff})
		cam.ViewH = float64(img.Bounds().Dy())
		cam.Centre = geom.Vec{X: cam.ViewW / 2 / zoom, Y: cam.ViewH / 2 / zoom}
		tk := board.Tokens{Fonts: env.Fonts, Pal: env.Palette}
		var ts []board.Token
		for row, us := range units {
			for i, u := range us {
				ts = append(ts, board.Token{Centre: geom.Vec{X: 1 + 1.6*float64(i), Y: 1 + 1.8*float64(row)}, Radius: 0.5,
					Facing: -0.5 + 0.3*float64(i%4), Side: u.Side, Class: classGlyph(&u), Capacity: u.F.WoundCapacity,
					Wounds: i % 2, Figure: figures[u.ID], Pinned: i == 2, Waiting: i == 3})
			}
		}
		board.PlaceMarks(ts, &cam)
		for _, tok := range ts {
			tk.Draw(img, &cam, tok)
		}
		if err := ui.SavePNG(img, fmt.Sprintf("%s/figures-%.0f.png", dir, zoom)); err != nil {
			t.Fatal(err)
		}
	}
}
