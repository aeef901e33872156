package board_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/geom"
)

func TestMain(m *testing.M) { uitest.Main(m) }

// benchDiscs draws 100 anti-aliased discs (about a frame's worth of
// tokens, pips and badges) and reads the picture back, so the GPU's share
// under software GL is counted too.
func benchDiscs(b *testing.B, disc func(dst *ebiten.Image, x, y, r float64, c color.Color)) {
	uitest.NeedLoop(b)
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	c := color.RGBA{0xc0, 0x30, 0x30, 0xff}
	for b.Loop() {
		img.Clear()
		for i := range 100 {
			disc(img, float64(20+(i%20)*60), float64(40+(i/20)*120), 10, c)
		}
		ui.Pixels(img)
	}
}

// Baseline: Ebitengine's own anti-aliased vector circles.
func BenchmarkDiscsVector(b *testing.B) {
	benchDiscs(b, func(dst *ebiten.Image, x, y, r float64, c color.Color) {
		vector.FillCircle(dst, float32(x), float32(y), float32(r), c, true)
	})
}

// The board's sprites: rasterised once on the CPU, then stamped.
func BenchmarkDiscsSprite(b *testing.B) { benchDiscs(b, board.FillDisc) }

// BenchmarkPlaceMarks places the marks of 28 hurt, pinned, waiting
// models packed in a block at the whole-deck zoom, where their bases as
// drawn overlap and no place is free: the search's worst case, each frame.
func BenchmarkPlaceMarks(b *testing.B) {
	var ts []board.Token
	for i := range 28 {
		ts = append(ts, board.Token{Centre: geom.Vec{X: float64(i%7) * 1.1, Y: float64(i/7) * 1.1}, Radius: 0.5, Side: i % 2,
			Capacity: 3, Wounds: 1, Pinned: true, Waiting: true, Fatigue: 1})
	}
	cam := &board.Camera{Zoom: 8, ViewW: 800, ViewH: 600}
	for b.Loop() {
		board.PlaceMarks(ts, cam)
	}
}
