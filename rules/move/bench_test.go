package move_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/scenarios/scenariotest"
)

// A reach map for a Speed 5 runner in the middle of the 72×48 hangar with
// 27 other models about.
func BenchmarkReach(b *testing.B) {
	_, s := scenariotest.Default(b)
	var others []geom.Base
	for i := 0; len(others) < 27; i++ {
		o := geom.Base{Centre: geom.Vec{X: 3.5 + float64(i%9)*7, Y: 4.5 + float64(i/9)*13}, Radius: 0.5}
		if s.Deck.Fits(o) {
			others = append(others, o)
		}
	}
	m := move.Mover{Base: geom.Base{Centre: geom.Vec{X: 24.5, Y: 24.5}, Radius: 0.5}, Speed: 5, Body: 2, CanRun: true}
	for b.Loop() {
		move.Reach(s.Deck, m, others)
	}
}

// Charges to points off the cell centres around the Hangar's drop ship,
// where each path's first and last legs are checked against the walls
// (Deck.SlideFits).
func BenchmarkPlanNearWalls(b *testing.B) {
	_, s := scenariotest.Default(b)
	m := move.Mover{Base: geom.Base{Centre: geom.Vec{X: 31.3, Y: 29.7}, Radius: 0.5}, Speed: 5, Body: 2, CanRun: true}
	var goals []geom.Vec
	for i := range 16 {
		g := geom.Vec{X: 30.2 + float64(i%4)*2.37, Y: 26.9 + float64(i/4)*1.13}
		if s.Deck.Fits(geom.Base{Centre: g, Radius: 0.5}) {
			goals = append(goals, g)
		}
	}
	for b.Loop() {
		for _, g := range goals {
			m.Plan(s.Deck, nil, move.Charge, g)
		}
	}
}
