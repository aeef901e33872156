package art_test

import (
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
	"testing"

	"github.com/krygothic/krygothic/game/ui/art"
	"github.com/krygothic/krygothic/game/ui/cvd"
	"github.com/krygothic/krygothic/rules/deck"
)

var sheet = flag.String("sheet", "", "write a sheet of every kind of cell to this PNG, to look at")

// kinds lists every kind, in order.
var kinds = []art.Kind{art.Plating, art.Debris, art.Ladder, art.Coolant, art.Blood, art.Machinery, art.Crates, art.Heavy,
	art.Bulkhead, art.Door, art.OpenDoor, art.Rotten, art.Grating}

// paint paints a 4×4 patch of one kind at size s.
func paint(k art.Kind, s int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 4*s, 4*s))
	for y := range 4 {
		for x := range 4 {
			art.Paint(img, x*s, y*s, s, k, x+10, y+20)
		}
	}
	return img
}

// mean is an image's mean colour.
func mean(img *image.RGBA) [3]float64 {
	var sum [3]float64
	n := float64(len(img.Pix) / 4)
	for i := 0; i < len(img.Pix); i += 4 {
		for c := range 3 {
			sum[c] += float64(img.Pix[i+c]) / n
		}
	}
	return sum
}

// The same cell paints the same pixels every time, at every size a deck
// is drawn at; every pixel is painted, opaque.
func TestPaintingIsDeterministic(t *testing.T) {
	for _, s := range []int{4, 8, 16, 24} {
		for _, k := range kinds {
			a, b := paint(k, s), paint(k, s)
			if string(a.Pix) != string(b.Pix) {
				t.Fatalf("kind %d at %d px paints differently twice", k, s)
			}
			for i := 3; i < len(a.Pix); i += 4 {
				if a.Pix[i] != 0xff {
					t.Fatalf("kind %d at %d px leaves a pixel unpainted", k, s)
				}
			}
		}
	}
}

// Kinds a player must tell apart at a glance look different: their mean
// colours lie apart (walls darkest; liquids, crates and doors apart from
// the plates).
func TestKindsLookDifferent(t *testing.T) {
	means := map[art.Kind][3]float64{}
	for _, k := range kinds {
		means[k] = mean(paint(k, 16))
	}
	dist := func(a, b [3]float64) float64 {
		d := 0.0
		for c := range 3 {
			d += (a[c] - b[c]) * (a[c] - b[c])
		}
		return d
	}
	for _, pair := range [][2]art.Kind{{art.Plating, art.Bulkhead}, {art.Plating, art.Coolant}, {art.Plating, art.Crates},
		{art.Plating, art.Door}, {art.Plating, art.Blood}, {art.Crates, art.Heavy}, {art.Door, art.OpenDoor}, {art.Plating, art.Rotten}} {
		if d := dist(means[pair[0]], means[pair[1]]); d < 200 {
			t.Errorf("kinds %d and %d look alike (distance² %.0f)", pair[0], pair[1], d)
		}
	}
	if *sheet != "" {
		const s = 24
		img := image.NewRGBA(image.Rect(0, 0, len(kinds)*4*s+len(kinds)*4, 4*s))
		for i, k := range kinds {
			p := paint(k, s)
			for y := range 4 * s {
				for x := range 4 * s {
					img.Set(i*(4*s+4)+x, y, p.At(x, y))
				}
			}
		}
		writePNG(t, *sheet, img)
	}
}

// writePNG writes img to the file at path, to look at.
func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// A cell is drawn as what it is to the rules first: a wall named
// "coolant" is a wall; only ground the rules cannot tell apart takes
// its look from its name.
func TestKindOf(t *testing.T) {
	for _, c := range []struct {
		cell deck.Cell
		name string
		want art.Kind
	}{
		{deck.Cell{Terrain: deck.Easy}, "deck plate", art.Plating},
		{deck.Cell{Terrain: deck.Impossible, Wall: true}, "shallow coolant", art.Bulkhead},
		{deck.Cell{Terrain: deck.Difficult}, "shallow coolant", art.Coolant},
		{deck.Cell{Terrain: deck.Difficult}, "ladder", art.Ladder},
		{deck.Cell{Terrain: deck.Difficult}, "", art.Debris},
		{deck.Cell{Terrain: deck.Difficult, Cover: true}, "crates", art.Crates},
		{deck.Cell{Terrain: deck.VeryDifficult, Cover: true}, "machinery", art.Heavy},
		{deck.Cell{Terrain: deck.VeryDifficult}, "lake of blood", art.Blood},
		{deck.Cell{Terrain: deck.Easy, Door: true}, "door", art.Door},
		{deck.Cell{Terrain: deck.Easy, Door: true, Open: true}, "door", art.OpenDoor},
		{deck.Cell{Terrain: deck.Easy, Weak: true}, "rotten catwalk", art.Rotten},
		{deck.Cell{Terrain: deck.Easy, Gantry: true}, "gantry", art.Grating},
	} {
		if got := art.KindOf(c.cell, c.name); got != c.want {
			t.Errorf("%+v named %q: kind %d, want %d", c.cell, c.name, got, c.want)
		}
	}
}

// The kinds a player must tell apart stay apart to every eye: under
// each colour-vision deficiency (game/ui/cvd) their mean colours lie at
// least a clear step apart (CIELAB ΔE 8; 2.3 is the least people notice).
func TestKindsLookDifferentToEveryEye(t *testing.T) {
	means := map[art.Kind]color.RGBA{}
	for _, k := range kinds {
		m := mean(paint(k, 16))
		means[k] = color.RGBA{uint8(m[0]), uint8(m[1]), uint8(m[2]), 0xff}
	}
	pairs := [][2]art.Kind{{art.Plating, art.Bulkhead}, {art.Plating, art.Coolant}, {art.Plating, art.Crates}, {art.Plating, art.Door},
		{art.Plating, art.Blood}, {art.Crates, art.Heavy}, {art.Coolant, art.Blood}, {art.Plating, art.Rotten}, {art.Plating, art.Machinery}}
	for _, v := range []cvd.Vision{cvd.Normal, cvd.Protanopia, cvd.Deuteranopia, cvd.Tritanopia} {
		for _, p := range pairs {
			if d := cvd.Distance(means[p[0]], means[p[1]], v); d < 8 {
				t.Errorf("%v: kinds %d and %d are ΔE %.1f apart", v, p[0], p[1], d)
			}
		}
	}
}
