// Package uitest runs a drawing package's tests inside the Ebitengine game
// loop, where images can be read back, and compares drawings with golden
// PNGs (PLATFORM.md, golden-image tests). Every package that draws uses it
// from its TestMain.
package uitest

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
)

// RequireDisplay, when set in the environment, makes a skipped golden-image
// test a failure: build/test.sh sets it so CI cannot pass without pixels.
const RequireDisplay = "KRYGOTHIC_REQUIRE_DISPLAY"

var update = flag.Bool("update", false, "rewrite the golden images under testdata/")

// inLoop is true while the tests run inside the Ebitengine game loop.
var inLoop bool

// InLoop reports whether the tests run inside the game loop (a display is
// present), so images can be read back and input simulated.
func InLoop() bool { return inLoop }

// runner runs the whole test binary from its first Update, inside the game
// loop, then ends the loop.
type runner struct {
	m    *testing.M
	code int
}

func (r *runner) Update() error {
	inLoop = true
	r.code = r.m.Run()
	return ebiten.Termination
}
func (r *runner) Draw(*ebiten.Image)         {}
func (r *runner) Layout(int, int) (int, int) { return 64, 64 }

// Main is a drawing package's TestMain: with a display it runs the tests
// inside the game loop, without one it runs them plainly (image tests then
// skip, or fail when RequireDisplay is set).
func Main(m *testing.M) {
	if os.Getenv("DISPLAY") == "" {
		os.Exit(m.Run())
	}
	ebiten.SetWindowSize(64, 64)
	r := &runner{m: m}
	if err := ebiten.RunGameWithOptions(r, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil {
		fmt.Fprintln(os.Stderr, "game loop:", err)
		os.Exit(1)
	}
	os.Exit(r.code)
}

// NeedLoop skips the test (or fails it, when RequireDisplay is set) unless
// it runs inside the game loop.
func NeedLoop(t testing.TB) {
	t.Helper()
	if inLoop {
		return
	}
	if os.Getenv(RequireDisplay) != "" {
		t.Fatalf("%s is set but the tests are not running in the game loop: is DISPLAY set?", RequireDisplay)
	}
	t.Skip("no display: image and input tests run under Xvfb (see README)")
}

// Golden compares img with testdata/name.png, allowing each channel to be
// off by tolerance. With -update it rewrites the file instead. On a
// mismatch it writes the actual picture under $TMPDIR/krygothic-golden.
func Golden(t *testing.T, name string, img *ebiten.Image, tolerance int) {
	t.Helper()
	NeedLoop(t)
	got := ui.Pixels(img)
	path := filepath.Join("testdata", name+".png")
	if *update {
		if err := ui.SavePNG(img, path); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to create it)", err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if want.Bounds() != got.Bounds() {
		t.Fatalf("%s is %v, the drawing %v", path, want.Bounds(), got.Bounds())
	}
	bad, first := 0, image.Point{-1, -1}
	for y := 0; y < got.Rect.Dy(); y++ {
		for x := 0; x < got.Rect.Dx(); x++ {
			r1, g1, b1, a1 := want.At(x, y).RGBA()
			c := got.RGBAAt(x, y)
			if off(r1, c.R) > tolerance || off(g1, c.G) > tolerance || off(b1, c.B) > tolerance || off(a1, c.A) > tolerance {
				if bad == 0 {
					first = image.Pt(x, y)
				}
				bad++
			}
		}
	}
	if bad > 0 {
		// Kept outside the test's temp dir, which is removed when it ends.
		out := filepath.Join(os.TempDir(), "krygothic-golden", name+".actual.png")
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err == nil && writePNG(out, got) == nil {
			out = " (drawing saved to " + out + "; -update accepts it)"
		} else {
			out = ""
		}
		t.Errorf("%s: %d pixels differ by more than %d, first at %v%s", path, bad, tolerance, first, out)
	}
}

func off(want16 uint32, got uint8) int {
	d := int(want16>>8) - int(got)
	if d < 0 {
		return -d
	}
	return d
}

func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return png.Encode(f, img)
}
