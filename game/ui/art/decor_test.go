package art_test

import (
	"flag"
	"image"
	"testing"

	"github.com/krygothic/krygothic/game/ui/art"
	"github.com/krygothic/krygothic/scenarios"
)

var decorSheet = flag.String("decor-sheet", "", "write a sheet of every kind of decoration to this PNG, to look at")

// dressed paints a w×h patch of cells of kind under at s pixels a cell,
// with piece p over it, cell by cell as the board does.
func dressed(under art.Kind, w, h, s int, p art.Piece) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w*s, h*s))
	for y := range h {
		for x := range w {
			art.Paint(img, x*s, y*s, s, under, x, y)
			art.PaintDecor(img, x*s, y*s, s, p, x, y, under)
		}
	}
	return img
}

// groundFor is a kind of cell a kind of decoration lies on.
func groundFor(k scenarios.DecorKind) art.Kind {
	switch k.Ground {
	case scenarios.Fixture:
		return art.Machinery
	case scenarios.Surface:
		return art.Blood
	}
	return art.Plating
}

// Every kind of decoration the schema knows is painted: the same pixels
// every time, something over its area, and nothing outside it.
func TestEveryDecorKindIsPainted(t *testing.T) {
	for _, k := range scenarios.DecorKinds {
		if !art.Paints(k.Name) {
			t.Errorf("no painting for decor %q", k.Name)
			continue
		}
		p := art.Piece{Kind: k.Name, X: 1, Y: 1, W: 4, H: 5}
		a, b := dressed(groundFor(k), 6, 7, 16, p), dressed(groundFor(k), 6, 7, 16, p)
		if string(a.Pix) != string(b.Pix) {
			t.Errorf("decor %s paints differently twice", k.Name)
		}
		bare := dressed(groundFor(k), 6, 7, 16, art.Piece{})
		inside, outside := 0, 0
		for y := range 7 * 16 {
			for x := range 6 * 16 {
				if a.RGBAAt(x, y) == bare.RGBAAt(x, y) {
					continue
				}
				if p.X*16 <= x && x < (p.X+p.W)*16 && p.Y*16 <= y && y < (p.Y+p.H)*16 {
					inside++
				} else {
					outside++
				}
			}
		}
		if inside < 4*5*16*16/20 || outside > 0 {
			t.Errorf("decor %s changes %d pixels of its area and %d outside it", k.Name, inside, outside)
		}
	}
	if art.Paints("crate") {
		t.Error("a kind the schema does not know is painted")
	}
}

// A piece turned paints its area turned: a hull turned a quarter, over
// an area as wide as the hull unturned is tall, is the unturned hull's
// picture turned.
func TestDecorTurns(t *testing.T) {
	const s = 8
	up := dressed(art.Bulkhead, 4, 6, s, art.Piece{Kind: "hull", W: 4, H: 6})
	right := dressed(art.Bulkhead, 6, 4, s, art.Piece{Kind: "hull", W: 6, H: 4, Quarters: 1})
	differ := 0
	for y := range 6 * s {
		for x := range 4 * s {
			// (x, y) of the upright hull turns to (6s-1-y, x).
			a, b := up.RGBAAt(x, y), right.RGBAAt(6*s-1-y, x)
			if absDiff(a.R, b.R)+absDiff(a.G, b.G)+absDiff(a.B, b.B) > 40 {
				differ++
			}
		}
	}
	// The bulkhead under it is not turned: it shows at the hull's edges.
	if differ > 4*6*s*s/5 {
		t.Errorf("the hull turned a quarter differs from the upright hull turned at %d of %d pixels", differ, 4*6*s*s)
	}
}

// With -decor-sheet, a sheet of every kind over its ground, to look at.
func TestDecorSheet(t *testing.T) {
	if *decorSheet == "" {
		t.Skip("no -decor-sheet")
	}
	const s = 24
	type patch struct {
		under art.Kind
		w, h  int
		p     art.Piece
	}
	patches := []patch{
		{art.Machinery, 6, 9, art.Piece{Kind: "hull", W: 6, H: 9}},
		{art.Crates, 3, 6, art.Piece{Kind: "cargo", W: 3, H: 6}},
		{art.Bulkhead, 4, 2, art.Piece{Kind: "console", W: 4, H: 1}},
		{art.Bulkhead, 6, 2, art.Piece{Kind: "pipes", W: 6, H: 1, Quarters: 1}},
		{art.Machinery, 2, 4, art.Piece{Kind: "vent", W: 2, H: 4}},
		{art.Bulkhead, 3, 1, art.Piece{Kind: "lamp", W: 3, H: 1}},
		{art.Machinery, 4, 4, art.Piece{Kind: "wreckage", W: 4, H: 4}},
		{art.Plating, 4, 3, art.Piece{Kind: "stain", W: 4, H: 3}},
		{art.Plating, 4, 4, art.Piece{Kind: "blood", W: 4, H: 4}},
		{art.Plating, 3, 5, art.Piece{Kind: "cables", W: 3, H: 5}},
		{art.Plating, 5, 5, art.Piece{Kind: "markings", W: 5, H: 5}},
		{art.Blood, 6, 6, art.Piece{Kind: "water", W: 6, H: 6}},
		{art.Coolant, 6, 6, art.Piece{Kind: "water", W: 6, H: 6}},
	}
	width := 0
	for _, p := range patches {
		width += p.w*s + 8
	}
	sheet := image.NewRGBA(image.Rect(0, 0, width, 9*s))
	x := 0
	for _, p := range patches {
		img := dressed(p.under, p.w, p.h, s, p.p)
		for j := range p.h * s {
			for i := range p.w * s {
				sheet.Set(x+i, j, img.At(i, j))
			}
		}
		x += p.w*s + 8
	}
	writePNG(t, *decorSheet, sheet)
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}
