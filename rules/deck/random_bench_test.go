package deck_test

import (
	"slices"
	"testing"
	"time"

	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
)

// The sight benchmarks on random inputs (issue 17): the hand-placed ones
// in bench_test.go flatter the code. Every input comes from a fixed seed.
// Run: go test ./rules/deck -run '^$' -bench Random -cpu 1 -count 10

// benchDecks are the decks the random benchmarks run on: the standard
// 72×48 hangar and the big battle's 144×96 cruiser.
var benchDecks = []string{"hangar-deathmatch", "big-battle"}

// randomPairCount is how many random pairs a benchmark cycles through.
const randomPairCount = 4096

// A walls-only line of sight between random points on open floor. ns/op
// is the mean over the pairs; median-ns is the median pair's own time.
func BenchmarkClearWallsRandom(b *testing.B) {
	for _, name := range benchDecks {
		b.Run(name, func(b *testing.B) {
			d := shippedDeck(b, name)
			pairs := randomPairs(d, 1, randomPairCount)
			i := 0
			for b.Loop() {
				p := pairs[i%len(pairs)]
				d.Clear(p[0], p[1])
				i++
			}
			b.ReportMetric(medianNs(pairs, func(p [2]geom.Vec) { d.Clear(p[0], p[1]) }), "median-ns")
		})
	}
}

// medianNs is the median over pairs of one call's time, each pair timed
// over a batch of calls so the clock's own cost is spread thin.
func medianNs(pairs [][2]geom.Vec, call func([2]geom.Vec)) float64 {
	const batch = 64
	per := make([]float64, len(pairs))
	for i, p := range pairs {
		start := time.Now()
		for range batch {
			call(p)
		}
		per[i] = float64(time.Since(start).Nanoseconds()) / batch
	}
	slices.Sort(per)
	return per[len(per)/2]
}

// A walls-only line from corner to corner of the open floor: the longest
// walk a deck asks for.
func BenchmarkClearWallsCorners(b *testing.B) {
	for _, name := range benchDecks {
		b.Run(name, func(b *testing.B) {
			d := shippedDeck(b, name)
			from, to := cornerFloor(d, 1), cornerFloor(d, -1)
			for b.Loop() {
				d.Clear(from, to)
			}
		})
	}
}

// cornerFloor is the centre of the first open floor cell from the top
// left (dir 1) or the bottom right (dir -1), scanning diagonals.
func cornerFloor(d *deck.Deck, dir int) geom.Vec {
	for k := range d.W + d.H {
		for x := range min(k+1, d.W) {
			y := k - x
			cx, cy := x, y
			if dir < 0 {
				cx, cy = d.W-1-x, d.H-1-y
			}
			if y < d.H && openFloor(d, cx, cy) {
				return geom.Vec{X: float64(cx) + 0.5, Y: float64(cy) + 0.5}
			}
		}
	}
	panic("no open floor")
}

// Sight and cover for every ordered pair of 28 models placed at random
// (756 queries and the occupancy index), cycling through 16 layouts.
func BenchmarkSightAllPairs28Random(b *testing.B) {
	for _, name := range benchDecks {
		b.Run(name, func(b *testing.B) {
			d := shippedDeck(b, name)
			layouts := randomLayouts(d, 1, 16)
			var occ *deck.Occupancy
			i := 0
			for b.Loop() {
				bases := layouts[i%len(layouts)]
				occ = d.Reoccupy(occ, bases)
				for v := range bases {
					for t := range bases {
						if v != t {
							d.Sight(bases[v], bases[t], occ, v, t)
						}
					}
				}
				i++
			}
		})
	}
}
