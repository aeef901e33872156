package ai_test

import (
	"testing"
	"time"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/scenarios"
)

// BenchmarkBaselineGame plays one whole game of two baseline bots on the
// default scenario per iteration, from match.New to the result (issue 7:
// 6 000 games a minute on one core). Iteration i plays seed i%benchSeeds+1,
// so every run plays the same games in the same order; the scenario and
// content are loaded once, outside the timer. Besides the wall clock it
// reports the process's CPU time per game (cpu-ns/op), which a busy
// machine disturbs far less.
//
//	GOMAXPROCS=1 go test -run '^$' -bench BaselineGame -count 6 ./game/ai/
func BenchmarkBaselineGame(b *testing.B) {
	c, s := defaultScenario(b)
	ticks := 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu0, cpuOK := cpuTime()
	for i := range b.N {
		m := playBaseline(b, s, c, uint64(i%benchSeeds)+1)
		if !m.Over() {
			b.Fatalf("seed %d: no result", i%benchSeeds+1)
		}
		ticks += m.Tick()
	}
	reportGames(b, cpu0, cpuOK)
	b.ReportMetric(float64(ticks)/float64(b.N), "ticks/game")
}

// defaultScenario loads the content and the default scenario.
func defaultScenario(tb testing.TB) (*content.Content, *scenarios.Scenario) {
	tb.Helper()
	c, err := content.Default()
	if err != nil {
		tb.Fatal(err)
	}
	s, err := scenarios.LoadShipped(scenarios.DefaultName, c)
	if err != nil {
		tb.Fatal(err)
	}
	return c, s
}

// reportGames reports a games benchmark's CPU time per game since cpu0
// (when the platform gives it) and its games a minute.
func reportGames(b *testing.B, cpu0 time.Duration, cpuOK bool) {
	if cpu1, _ := cpuTime(); cpuOK {
		// GC and the runtime included: with GOMAXPROCS=1 it is the one
		// core's time, whatever else the machine is doing.
		b.ReportMetric(float64(cpu1-cpu0)/float64(b.N), "cpu-ns/op")
	}
	b.ReportMetric(60/(b.Elapsed().Seconds()/float64(b.N)), "games/min")
}

// benchSeeds is how many seeds the benchmark cycles through.
const benchSeeds = 8

// BenchmarkAIGame plays one whole default-scenario game per iteration
// between two copies of each computer player but the baseline (the seeds
// cycle as in BenchmarkBaselineGame): what a smarter AI costs on top of
// the match (issue 7: 600 games a minute on one core).
//
//	GOMAXPROCS=1 go test -run '^$' -bench AIGame -benchtime 16x ./game/ai/
func BenchmarkAIGame(b *testing.B) {
	c, s := defaultScenario(b)
	for _, name := range ai.Names() {
		if name == "baseline" {
			continue
		}
		b.Run(name, func(b *testing.B) {
			cpu0, cpuOK := cpuTime()
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
			}
			reportGames(b, cpu0, cpuOK)
		})
	}
}

// BenchmarkModulesGame plays one whole default-scenario game per
// iteration between two normal AIs, with no rule module, with each module
// alone, and with every module on: what each module costs. The runs share
// one process, seeds cycling as in BenchmarkBaselineGame; compare them with
//
//	GOMAXPROCS=1 go test -run '^$' -bench ModulesGame -benchtime 16x -count 6 ./game/ai/ > modules.txt
//	benchstat -col /modules modules.txt
func BenchmarkModulesGame(b *testing.B) {
	c, s := defaultScenario(b)
	for _, set := range append(append([]string{"none"}, modules.Names()...), "all") {
		b.Run("modules="+set, func(b *testing.B) { benchModules(b, c, s, set) })
	}
}

// BenchmarkPackGame plays every shipped scenario with the scenario's own
// modules and with the whole pack (issue 15: games a minute with every
// module on stay within 25% of the plain game, both measured in one run).
// Cargo Bay's vehicles cannot be played without their module, so its
// plain game is the vehicles module alone.
//
//	GOMAXPROCS=1 go test -run '^$' -bench PackGame -benchtime 16x -count 6 ./game/ai/ > pack.txt
//	benchstat -row /scenario -col /modules pack.txt
func BenchmarkPackGame(b *testing.B) {
	c, err := content.Default()
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range scenarios.Shipped() {
		s, err := scenarios.LoadShipped(name, c)
		if err != nil {
			b.Fatal(err)
		}
		plain := "none"
		if s.CheckModules(nil) != nil { // the modules its models need: vehicles (XS-09)
			plain = "vehicles"
		}
		b.Run("scenario="+name+"/modules=plain", func(b *testing.B) { benchModules(b, c, s, plain) })
		b.Run("scenario="+name+"/modules=all", func(b *testing.B) { benchModules(b, c, s, "all") })
	}
}

// benchModules plays b.N games of two normal AIs on s with the modules
// set names (as --modules reads it), seeds cycling as in
// BenchmarkBaselineGame, and reports their cost and length.
func benchModules(b *testing.B, c *content.Content, s *scenarios.Scenario, set string) {
	names, err := modules.Parse(set)
	if err != nil {
		b.Fatal(err)
	}
	sc := *s
	sc.Modules = names
	cpu0, cpuOK := cpuTime()
	ticks := 0
	for i := range b.N {
		seed := uint64(i%benchSeeds) + 1
		var players [2]match.Player
		for k, sd := range sc.Sides {
			players[k] = ai.NewTactician(sd.ID, ai.Normal, seed+uint64(k))
		}
		m, err := match.New(&sc, c, match.DefaultSettings(), dice.NewSeeded(seed), players)
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
}

// firefightPack is the X-Com firefight pack of issue 37.
const firefightPack = "suppression,locations,luck,optics,evasion,hardcover,energy,pointblank"

// BenchmarkFirefightPack plays Corridor Firefight, the Hangar and the Dark
// Engine Room plain and with the X-Com firefight pack on (issue 37: games
// a minute within 25% of the plain game, measured in one run).
//
//	GOMAXPROCS=1 go test -run '^$' -bench FirefightPack -benchtime 16x -count 6 ./game/ai/ > firefight.txt
//	benchstat -row /scenario -col /modules firefight.txt
func BenchmarkFirefightPack(b *testing.B) {
	c, err := content.Default()
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range []string{"corridor-firefight", "hangar-deathmatch", "dark-engine-room"} {
		s, err := scenarios.LoadShipped(name, c)
		if err != nil {
			b.Fatal(err)
		}
		b.Run("scenario="+name+"/modules=plain", func(b *testing.B) { benchModules(b, c, s, "none") })
		b.Run("scenario="+name+"/modules=pack", func(b *testing.B) { benchModules(b, c, s, firefightPack) })
	}
}

// gangWarPack is the gang-war pack's modules that play (issue 39; force
// only builds lists).
const gangWarPack = "ecm,bid,cards,command"

// BenchmarkGangWarPack is BenchmarkFirefightPack for the gang-war pack,
// on the Hangar and the Dark Engine Room: each scenario's plain game
// against it.
func BenchmarkGangWarPack(b *testing.B) {
	c, err := content.Default()
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range []string{"hangar-deathmatch", "dark-engine-room"} {
		s, err := scenarios.LoadShipped(name, c)
		if err != nil {
			b.Fatal(err)
		}
		b.Run("scenario="+name+"/modules=plain", func(b *testing.B) { benchModules(b, c, s, "none") })
		b.Run("scenario="+name+"/modules=pack", func(b *testing.B) { benchModules(b, c, s, gangWarPack) })
	}
}
