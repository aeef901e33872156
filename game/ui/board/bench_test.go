package board_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/uitest"
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
