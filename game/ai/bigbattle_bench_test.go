package ai_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/scenarios"
)

// BenchmarkBigBattleGame plays one whole game of the big battle
// (big-battle: 28 against 28 on a 144×96 deck, issue 17) per iteration
// between two copies of each level, seeds cycling as in
// BenchmarkBaselineGame; cpu-ns/op is the one core's time a game.
//
//	GOMAXPROCS=1 go test -run '^$' -bench BigBattleGame -benchtime 4x ./game/ai/
func BenchmarkBigBattleGame(b *testing.B) {
	c, err := content.Default()
	if err != nil {
		b.Fatal(err)
	}
	s, err := scenarios.LoadShipped("big-battle", c)
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range []string{"baseline", "easy", "normal", "hard"} {
		b.Run(name, func(b *testing.B) {
			cpu0, cpuOK := cpuTime()
			ticks := 0
			for i := range b.N {
				seed := uint64(i%benchSeeds) + 1
				var players [2]match.Player
				for k, sd := range s.Sides {
					p, err := ai.New(name, sd.ID, seed+uint64(k))
					if err != nil {
						b.Fatal(err)
					}
					players[k] = p
				}
				m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(seed), players)
				if err != nil {
					b.Fatal(err)
				}
				if err := m.Run(maxGameTicks); err != nil {
					b.Fatal(err)
				}
				ticks += m.Tick()
			}
			reportGames(b, cpu0, cpuOK)
			b.ReportMetric(float64(ticks)/float64(b.N), "ticks/game")
		})
	}
}
