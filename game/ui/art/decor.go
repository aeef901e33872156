package art

import (
	"image"
	"image/color"
	"math"
)

// Piece is a piece of decoration as it is painted: its kind (a name of
// scenarios.DecorKinds: "hull", "cargo", "stain"…), the area it covers
// in cells, and how many quarter turns clockwise it is drawn turned from
// its own frame, in which it runs north to south (scenarios.Decor.
// Quarters).
type Piece struct {
	Kind       string
	X, Y, W, H int
	Quarters   int
}

// Paints reports whether the package knows how to paint a kind of piece.
func Paints(kind string) bool { return shaders[kind] != nil }

// frame is a piece as its shader sees it: its size in its own frame, in
// cells (lw across, lh along), its variations (h), and a pixel's size in
// cells (px), for smooth edges.
type frame struct {
	lw, lh float64
	h      uint64
	px     float64
	on     Kind // the kind of cell being painted over
}

// shader gives the colour a piece lays at (u, v) of its own frame, in
// cells, over the colour under it there, and how much of it (0 to 1).
type shader func(f *frame, u, v float64, under color.RGBA) (color.RGBA, float64)

// shaders paint each kind of piece (decor_fixtures.go, decor_marks.go).
var shaders = map[string]shader{
	"hull": hull, "cargo": cargo, "console": console, "pipes": pipes, "vent": vent, "lamp": lamp, "wreckage": wreckage,
	"stain": stain, "blood": blood, "cables": cables, "markings": markings, "water": water,
}

// PaintDecor paints the part of piece p that lies on cell (x, y), a cell
// of kind on, over what is painted in dst's s×s square at (px, py): a
// deck paints a cell, then each piece over it, so a cell painted again (a
// door opened) is painted whole. What it draws depends only on the piece
// (its kind, place and turn) and the cell.
func PaintDecor(dst *image.RGBA, px, py, s int, p Piece, x, y int, on Kind) {
	sh := shaders[p.Kind]
	if sh == nil || p.W < 1 || p.H < 1 || x < p.X || y < p.Y || x >= p.X+p.W || y >= p.Y+p.H {
		return
	}
	q := (p.Quarters%4 + 4) % 4
	w, h := float64(p.W), float64(p.H)
	f := frame{lw: w, lh: h, px: 1 / float64(s), on: on}
	if q%2 == 1 {
		f.lw, f.lh = h, w
	}
	f.h = hash(hash(uint64(p.X)<<16|uint64(p.Y), uint64(f.lw)<<16|uint64(f.lh)), kindSeed(p.Kind))
	for j := range s {
		for i := range s {
			a := float64(x-p.X) + (float64(i)+0.5)/float64(s) // across the area, in cells
			b := float64(y-p.Y) + (float64(j)+0.5)/float64(s)
			var u, v float64
			switch q {
			case 0:
				u, v = a, b
			case 1:
				u, v = b, w-a
			case 2:
				u, v = w-a, h-b
			default:
				u, v = h-b, a
			}
			under := dst.RGBAAt(px+i, py+j)
			c, alpha := sh(&f, u, v, under)
			if alpha > 0 {
				dst.SetRGBA(px+i, py+j, mix(under, c, min(1, alpha)))
			}
		}
	}
}

// kindSeed is a number for a kind's name, so two kinds over one area
// vary differently.
func kindSeed(kind string) uint64 {
	var n uint64 = 1469598103934665603
	for i := range len(kind) {
		n = (n ^ uint64(kind[i])) * 1099511628211
	}
	return n
}

// cells calls f for each cell of the piece's own frame within a cell of
// (u, v), with the cell's own hash: features laid a few a cell (plates of
// wreckage, drops of blood) are looked for near a pixel only.
func (f *frame) cells(u, v float64, each func(cu, cv float64, h uint64) bool) {
	x0, y0 := math.Floor(u), math.Floor(v)
	for y := y0 - 1; y <= y0+1; y++ {
		for x := x0 - 1; x <= x0+1; x++ {
			if x < 0 || y < 0 || x >= f.lw || y >= f.lh {
				continue
			}
			if each(x, y, hash(f.h, uint64(int64(y)*4096+int64(x)))) {
				return
			}
		}
	}
}
