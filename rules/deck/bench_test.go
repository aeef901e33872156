package deck_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/scenarios/scenariotest"
)

// hangar loads the default 72×48 scenario and lays out 28 models: 14 a side,
// spread over the deck in a loose grid.
func hangar(b *testing.B) (*deck.Deck, []geom.Base) {
	_, s := scenariotest.Default(b)
	var bases []geom.Base
	for i := 0; len(bases) < 28; i++ {
		x, y := 3+float64(i%7)*10.0, 4+float64(i/7)*11.0
		b := geom.Base{Centre: geom.Vec{X: x + 0.5, Y: y + 0.5}, Radius: 0.5}
		if s.Deck.Fits(b) {
			bases = append(bases, b)
		}
	}
	return s.Deck, bases
}

// A walls-only line of sight across a third of the deck.
func BenchmarkClearWalls(b *testing.B) {
	d, bases := hangar(b)
	from, to := bases[0].Centre, bases[9].Centre
	for b.Loop() {
		d.Clear(from, to)
	}
}

// The baseline: the same line with resolv's LineTest against one shape per
// sight-blocking cell.
func BenchmarkResolvClearWalls(b *testing.B) {
	d, bases := hangar(b)
	walls := d.SightSpace()
	from, to := bases[0].Centre, bases[9].Centre
	for b.Loop() {
		d.ResolvClear(from, to, walls)
	}
}

// One full GAP-11 sight query: 5 rays, walls, cover cells and 28 models.
func BenchmarkSight(b *testing.B) {
	d, bases := hangar(b)
	occ := d.Occupy(bases)
	for b.Loop() {
		d.Sight(bases[0], bases[9], occ, 0, 9)
	}
}

// Sight and cover for every ordered pair of 28 models (756 queries), as the
// AI and the overlay ask each frame.
func BenchmarkSightAllPairs28(b *testing.B) {
	d, bases := hangar(b)
	for b.Loop() {
		occ := d.Occupy(bases)
		for i := range bases {
			for j := range bases {
				if i != j {
					d.Sight(bases[i], bases[j], occ, i, j)
				}
			}
		}
	}
}

// Copying the hangar's deck for a new match.
func BenchmarkClone(b *testing.B) {
	d, _ := hangar(b)
	for b.Loop() {
		d.Clone()
	}
}

// Screen (XS-19) for every ordered pair of 28 models that Sight finds in
// cover, as the hardcover module's shot rule asks it of each covered shot
// (reach 1").
func BenchmarkScreenCoveredPairs28(b *testing.B) {
	d, bases := hangar(b)
	occ := d.Occupy(bases)
	var pairs [][2]int
	for i := range bases {
		for j := range bases {
			if i != j && d.Sight(bases[i], bases[j], occ, i, j).Cover {
				pairs = append(pairs, [2]int{i, j})
			}
		}
	}
	for b.Loop() {
		for _, p := range pairs {
			d.Screen(bases[p[0]], bases[p[1]], occ, p[0], p[1], false, 1)
		}
	}
	b.ReportMetric(float64(len(pairs)), "pairs")
}
