package deck_test

import (
	"math/rand/v2"
	"testing"

	"github.com/krygothic/krygothic/rules/deck/decktest"
	"github.com/krygothic/krygothic/rules/geom"
)

// KG-TERR-04: SlideFits judges a leg exactly. Against a walk of 4,000
// bases along each of 20,000 random legs on a deck of walls, closed doors
// and open floor: a leg it passes has every base fit, and a leg it refuses
// has a base that does not fit even 0.000001" smaller (the walk's steps
// misjudge a gap by far less), so it refuses only what overlaps a wall.
func TestSlideFitsAgreesWithADenseWalk(t *testing.T) {
	d := decktest.Build(t,
		"..........",
		"..##....#.",
		"..##..D...",
		"......#...",
		"...#......",
		"........##",
	)
	const samples = 4000
	walk := func(a, b geom.Vec, r float64) bool {
		for k := 0; k <= samples; k++ {
			if !d.Fits(geom.Base{Centre: a.Add(b.Sub(a).Scale(float64(k) / samples)), Radius: r}) {
				return false
			}
		}
		return true
	}
	rng := rand.New(rand.NewPCG(7, 11))
	passed, refused := 0, 0
	for range 20000 {
		a := at(0.5+rng.Float64()*9, 0.5+rng.Float64()*5)
		b := a.Add(geom.Vec{X: rng.Float64()*4 - 2, Y: rng.Float64()*4 - 2})
		switch d.SlideFits(a, b, 0.5) {
		case true:
			passed++
			if !walk(a, b, 0.5) {
				t.Fatalf("%v → %v: passed, but a base on the way does not fit", a, b)
			}
		case false:
			refused++
			if walk(a, b, 0.5-1e-6) {
				t.Fatalf("%v → %v: refused, though every base on the way fits with 0.000001\" to spare", a, b)
			}
		}
	}
	if passed < 1000 || refused < 1000 {
		t.Errorf("the legs do not test both answers: %d passed, %d refused", passed, refused)
	}
}

// The leg self-play found (kg teams --seed 52, game 59), moved to the
// corner of this deck's wall: every 0.05" along it a base fits, but it
// passes the corner (4, 6) 0.4996" from the base's centre.
func TestSlideFitsSeesAGrazedCorner(t *testing.T) {
	d := decktest.Build(t, "####....", "####....", "####....", "####....", "####....", "####....", "........", "........")
	a, b := at(3.5, 7.5), at(4.61350926922825, 6.01454755295869)
	if d.SlideFits(a, b, 0.5) {
		t.Error("the leg grazing the corner fits")
	}
	if !d.SlideFits(a, b, 0.49) {
		t.Error("a base 0.01\" smaller does not fit along the leg")
	}
}
