package match_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/scenarios"
)

// midGame is a game of two baseline bots on the shipped scenario name,
// played to half the length the whole game has (seed 1), and its record.
func midGame(b *testing.B, name string) (*match.Match, match.Record, *scenarios.Scenario) {
	b.Helper()
	s, err := scenarios.LoadShipped(name, rulesContent)
	if err != nil {
		b.Fatal(err)
	}
	kinds := [2]string{"baseline", "baseline"}
	play := func(ticks int) *match.Match {
		m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(1), forkPlayers(b, s, kinds, 1))
		if err != nil {
			b.Fatal(err)
		}
		if err := m.Run(ticks); err != nil {
			b.Fatal(err)
		}
		return m
	}
	m := play(play(100000).Tick() / 2)
	return m, m.Record(name, 1, nil), s
}

// BenchmarkFork is the cost of a fork of a match in the middle of a
// baseline game (how=fork), against replaying its record to the same
// tick (how=replay, the way to a copy without Fork), and of a fork
// played 300 ticks (5 s of game time) on by two fresh baseline bots
// (how=playout300).
func BenchmarkFork(b *testing.B) {
	for _, name := range []string{"hangar-deathmatch", "sabotage"} {
		m, rec, s := midGame(b, name)
		b.Run("scenario="+name+"/how=replay", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := match.Replay(rec, s, rulesContent, rec.SavedAt); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("scenario="+name+"/how=fork", func(b *testing.B) {
			b.ReportAllocs()
			src := dice.NewSeeded(2)
			for b.Loop() {
				if _, err := m.View().Fork([2]match.Player{}, src); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("scenario="+name+"/how=playout300", func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				f, err := m.View().Fork(forkPlayers(b, s, [2]string{"baseline", "baseline"}, 1), dice.NewSeeded(uint64(i)))
				if err != nil {
					b.Fatal(err)
				}
				if err := f.Run(f.Tick() + 300); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
