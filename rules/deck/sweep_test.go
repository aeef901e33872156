package deck_test

import (
	"math"
	"strings"

	"github.com/krygothic/krygothic/rules/deck/decktest"
	"math/rand/v2"
	"testing"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/scenarios"
)

// The sweep (the fast path of Clear and Sight) gives exactly the cell
// walk's answers: on every shipped deck, with its doors closed and open,
// for lines between random points on open floor, between points on the
// grid's lines and corners (where a line grazes walls and steps through
// corners), and for Sight among random layouts of 28 bases. It must also
// answer most random lines itself, both ways, or it is not a fast path.
func TestSweepMatchesTheWalk(t *testing.T) {
	for _, name := range scenarios.Shipped() {
		t.Run(name, func(t *testing.T) {
			d := shippedDeck(t, name)
			compareClear(t, "doors closed", d, 1)
			compareSight(t, d, 1)
			// Doors opened, then shut again on a deck made with them open:
			// the packed flags follow every change either way.
			d = d.Clone()
			setDoors(t, d, true)
			compareClear(t, "doors open", d, 2)
			d = d.Clone() // made with the doors open
			setDoors(t, d, false)
			compareClear(t, "doors shut again", d, 3)
		})
	}
}

// setDoors opens or shuts every door of d.
func setDoors(t *testing.T, d *deck.Deck, open bool) {
	t.Helper()
	for y := range d.H {
		for x := range d.W {
			if c, _ := d.Cell(x, y); c.Door {
				if err := d.SetDoor(x, y, open); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// compareClear checks Clear against the walk on random lines of d.
func compareClear(t *testing.T, what string, d *deck.Deck, seed uint64) {
	t.Helper()
	pairs := randomPairs(d, seed, 20000)
	swept := map[string]int{}
	for _, p := range pairs {
		swept[d.Swept(p[0], p[1])]++
		if got, want := d.Clear(p[0], p[1]), d.ClearByWalk(p[0], p[1]); got != want {
			t.Fatalf("%s: Clear(%v, %v) = %v, the walk says %v", what, p[0], p[1], got, want)
		}
	}
	if swept[""] > len(pairs)/5 || swept["clear"] == 0 {
		t.Errorf("%s: the sweep answered only %v of %d random lines", what, swept, len(pairs))
	}
	// Points on the grid: cell corners, edge midpoints and centres, so
	// lines run along faces and through corners.
	rng := rand.New(rand.NewPCG(seed, 3))
	grid := func() geom.Vec {
		return geom.Vec{X: float64(rng.IntN(2*d.W+1)) / 2, Y: float64(rng.IntN(2*d.H+1)) / 2}
	}
	for range 20000 {
		a, b := grid(), grid()
		if rng.IntN(4) == 0 { // along a row or a column
			if rng.IntN(2) == 0 {
				b.Y = a.Y
			} else {
				b.X = a.X
			}
		}
		if got, want := d.Clear(a, b), d.ClearByWalk(a, b); got != want {
			t.Fatalf("%s: Clear(%v, %v) = %v, the walk says %v", what, a, b, got, want)
		}
	}
}

// compareSight checks Sight against the walk for every ordered pair of
// random layouts of 28 bases on d, from the floor and from above (GAP-37).
func compareSight(t *testing.T, d *deck.Deck, seed uint64) {
	t.Helper()
	for _, bases := range randomLayouts(d, seed, 8) {
		occ := d.Occupy(bases)
		for v := range bases {
			for w := range bases {
				if v == w {
					continue
				}
				if got, want := d.Sight(bases[v], bases[w], occ, v, w), d.SightByWalk(bases[v], bases[w], occ, v, w); got != want {
					t.Fatalf("Sight(%v, %v) = %+v, the walk says %+v", bases[v], bases[w], got, want)
				}
				// Fired down from a gantry (GAP-37): cover cells ignored.
				if got, want := d.SightFromAbove(bases[v], bases[w], occ, v, w), d.SightFromAboveByWalk(bases[v], bases[w], occ, v, w); got != want {
					t.Fatalf("SightFromAbove(%v, %v) = %+v, the walk says %+v", bases[v], bases[w], got, want)
				}
			}
		}
	}
}

// At the sweep's margin: lines that cut the corner of a wall (or cover)
// cell, or run along its face, at depths from 0 to well past sweepMargin
// (1e-5), around the walk's nudge (1e-6) where the walk judges a line
// only grazing. Each corner of the cell, both ways along each line.
func TestSweepAtTheMargin(t *testing.T) {
	rows := []string{
		"............",
		"............",
		"............",
		"............",
		"............",
		".....X......",
		"............",
		"............",
		"............",
		"............",
		"............",
		"............",
	}
	build := func(ch string) *deck.Deck {
		r := append([]string(nil), rows...)
		r[5] = strings.Replace(r[5], "X", ch, 1)
		return decktest.Build(t, r...)
	}
	walls, cover := build("#"), build("c")
	// Deep in, every line is blocked; well out, every one is clear.
	for dep, want := range map[float64]bool{1e-3: false, -1e-3: true} {
		for _, l := range marginLines(dep) {
			if walls.Clear(l[0], l[1]) != want {
				t.Fatalf("depth %g: Clear(%v, %v) = %v", dep, l[0], l[1], !want)
			}
		}
	}
	depths := []float64{0, 1e-12, 1e-9, 1e-7, 5e-7, 9e-7, 1e-6, 1.1e-6, 2e-6, 9e-6, 1e-5, 1.1e-5, 2e-5, 1e-4, 1e-3, -1e-7, -1e-6, -1e-5}
	for _, dep := range depths {
		for _, l := range marginLines(dep) {
			a, b := l[0], l[1]
			if got, want := walls.Clear(a, b), walls.ClearByWalk(a, b); got != want {
				t.Errorf("depth %g: Clear(%v, %v) = %v, the walk says %v", dep, a, b, got, want)
			}
			// A base beside a line of fire at the same depths: the
			// centre ray grazes it, an edge ray passes through it.
			viewer, target := geom.Base{Centre: at(1.5, 2.5), Radius: 0.5}, geom.Base{Centre: at(9.5, 2.5), Radius: 0.5}
			beside := geom.Base{Centre: at(5.3, 3-dep), Radius: 0.5}
			bases := []geom.Base{viewer, target, beside}
			occ := walls.Occupy(bases)
			for _, pair := range [][2]int{{0, 1}, {1, 0}} {
				v, w := pair[0], pair[1]
				if got, want := walls.Sight(bases[v], bases[w], occ, v, w), walls.SightByWalk(bases[v], bases[w], occ, v, w); got != want {
					t.Errorf("depth %g: Sight past a base = %+v, the walk says %+v", dep, got, want)
				}
			}
			viewer, target = geom.Base{Centre: a, Radius: 0.5}, geom.Base{Centre: b, Radius: 0.5}
			for _, d := range []*deck.Deck{walls, cover} {
				occ := d.Occupy([]geom.Base{viewer, target})
				if got, want := d.Sight(viewer, target, occ, 0, 1), d.SightByWalk(viewer, target, occ, 0, 1); got != want {
					t.Errorf("depth %g: Sight(%v, %v) = %+v, the walk says %+v", dep, a, b, got, want)
				}
			}
		}
	}
}

// marginLines are lines past cell (5, 5) at depth dep inside it: across
// each of its corners at 45° and along each of its faces, both ways.
func marginLines(dep float64) [][2]geom.Vec {
	var lines [][2]geom.Vec
	add := func(a, b geom.Vec) { lines = append(lines, [2]geom.Vec{a, b}, [2]geom.Vec{b, a}) }
	s := dep * math.Sqrt2 // along an axis, for a perpendicular depth dep at 45°
	// Corners: each line meets the corner's two faces' extensions.
	add(at(2+s, 8), at(8+s, 2))         // top-left corner (5, 5): x+y = 10+s
	add(at(3, 2+s), at(9, 8+s))         // top-right corner (6, 5): y-x = -1+s
	add(at(2, 3-s), at(8, 9-s))         // bottom-left corner (5, 6): y-x = 1-s
	add(at(10-s, 2), at(4-s, 8))        // bottom-right corner (6, 6): x+y = 12-s
	add(at(1.5, 5+dep), at(9.5, 5+dep)) // along the top face
	add(at(1.5, 6-dep), at(9.5, 6-dep)) // along the bottom face
	add(at(5+dep, 1.5), at(5+dep, 9.5)) // along the left face
	add(at(6-dep, 1.5), at(6-dep, 9.5)) // along the right face
	return lines
}
