package balance

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// The heat map is the deck at Scale pixels an inch; a cell with deaths is
// coloured from pale (one) to dark red (the most), whole; the walls and
// doors show faintly where no one died; the file written is a PNG of that
// size.
func TestHeatMapDrawsDeathsOverTheWalls(t *testing.T) {
	d := testDeck(t)
	counts := make([]int, 12)
	counts[2*4+1] = 3 // the most
	counts[0] = 1     // the fewest
	img := HeatMap(d, counts, Scale)
	if b := img.Bounds(); b.Dx() != 4*Scale || b.Dy() != 3*Scale {
		t.Fatalf("%v, want %d × %d", b, 4*Scale, 3*Scale)
	}
	cell := func(x, y int) color.RGBA {
		c := img.RGBAAt(x*Scale, y*Scale)
		for py := y * Scale; py < (y+1)*Scale; py++ {
			for px := x * Scale; px < (x+1)*Scale; px++ {
				if img.RGBAAt(px, py) != c {
					t.Fatalf("cell (%d, %d) is not one colour: %v at (%d, %d), %v at its corner", x, y, img.RGBAAt(px, py), px, py, c)
				}
			}
		}
		return c
	}
	for _, c := range []struct {
		x, y int
		want color.RGBA
		what string
	}{
		{1, 2, mostColour, "the most deaths"},
		{0, 0, fewColour, "one death"},
		{3, 0, wallColour, "a wall"},
		{3, 1, doorColour, "a door"},
		{2, 2, floorColour, "the floor"},
	} {
		if got := cell(c.x, c.y); got != c.want {
			t.Errorf("cell (%d, %d), %s: %v, want %v", c.x, c.y, c.what, got, c.want)
		}
	}
	// The deaths stand out from the deck: red over green and blue.
	for _, c := range []color.RGBA{fewColour, ramp(0.5), mostColour} {
		if int(c.R) <= int(c.G)+40 || c.R <= c.B {
			t.Errorf("death colour %v is not red enough to tell from the grey deck", c)
		}
	}

	r := testReport(t)
	dir := t.TempDir()
	if err := r.WriteFiles(filepath.Join(dir, "run.md")); err != nil {
		t.Fatal(err)
	}
	for _, side := range []string{"red", "blue"} {
		data, err := os.ReadFile(filepath.Join(dir, "run-deaths-"+side+".png"))
		if err != nil {
			t.Fatal(err)
		}
		pic, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", side, err)
		}
		if pic.Bounds() != image.Rect(0, 0, 4*Scale, 3*Scale) {
			t.Errorf("%s's picture is %v", side, pic.Bounds())
		}
	}
	md, err := os.ReadFile(filepath.Join(dir, "run.md"))
	if err != nil || !bytes.Contains(md, []byte("(run-deaths-blue.png)")) {
		t.Errorf("the markdown does not link the picture beside it (%v)", err)
	}
}
