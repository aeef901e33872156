package deck_test

import (
	"math/rand/v2"
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/scenarios"
)

// Random inputs for the sight benchmarks and the fast path's property
// tests: points and bases on open floor of a shipped deck, from a fixed
// seed so every run asks the same questions.

// defaultContent is the shipped rules content.
func defaultContent(tb testing.TB) *content.Content {
	tb.Helper()
	c, err := content.Default()
	if err != nil {
		tb.Fatal(err)
	}
	return c
}

// shippedDeck loads a shipped scenario's deck.
func shippedDeck(tb testing.TB, name string) *deck.Deck {
	tb.Helper()
	s, err := scenarios.LoadShipped(name, defaultContent(tb))
	if err != nil {
		tb.Fatal(err)
	}
	return s.Deck
}

// openFloor reports whether a model may stand on cell (x, y) and see out
// of it: walkable, and not a wall or a closed door.
func openFloor(d *deck.Deck, x, y int) bool {
	c, ok := d.Cell(x, y)
	return ok && c.Walkable() && !c.Wall && !(c.Door && !c.Open)
}

// randomPoint is a uniformly random point on open floor.
func randomPoint(d *deck.Deck, rng *rand.Rand) geom.Vec {
	for {
		p := geom.Vec{X: rng.Float64() * float64(d.W), Y: rng.Float64() * float64(d.H)}
		if openFloor(d, int(p.X), int(p.Y)) {
			return p
		}
	}
}

// randomPairs is n pairs of random points on open floor, from seed.
func randomPairs(d *deck.Deck, seed uint64, n int) [][2]geom.Vec {
	rng := rand.New(rand.NewPCG(seed, 17))
	pairs := make([][2]geom.Vec, n)
	for i := range pairs {
		pairs[i] = [2]geom.Vec{randomPoint(d, rng), randomPoint(d, rng)}
	}
	return pairs
}

// randomBases is n model bases of radius 0.5 at random on open floor,
// each fitting the deck and overlapping no other, as a deployment might
// leave them.
func randomBases(d *deck.Deck, rng *rand.Rand, n int) []geom.Base {
	var bases []geom.Base
	for len(bases) < n {
		b := geom.Base{Centre: randomPoint(d, rng), Radius: 0.5}
		if !d.Fits(b) || !openFloor(d, int(b.Centre.X), int(b.Centre.Y)) {
			continue
		}
		free := true
		for _, o := range bases {
			if o.Centre.Sub(b.Centre).Len() < o.Radius+b.Radius {
				free = false
				break
			}
		}
		if free {
			bases = append(bases, b)
		}
	}
	return bases
}

// randomLayouts is n layouts of 28 random bases each, from seed.
func randomLayouts(d *deck.Deck, seed uint64, n int) [][]geom.Base {
	rng := rand.New(rand.NewPCG(seed, 28))
	layouts := make([][]geom.Base, n)
	for i := range layouts {
		layouts[i] = randomBases(d, rng, 28)
	}
	return layouts
}
