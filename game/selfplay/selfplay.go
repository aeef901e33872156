// Package selfplay plays computer players against each other headless, as
// fast as the CPU allows, for balance testing and as a soak test of the
// match engine (issue 7): the clock is simulated, so a match is just
// match.Step called until it ends.
//
// Every tick of every game is checked against invariants over the match's
// exported state; each AI call is timed; a panic in a game is recovered and
// reported with the game's seed; and each game's record can be replayed to
// check that it reaches the same state. Games are deterministic by their
// index: the same Config gives the same results (the timings aside) with
// any number of workers.
package selfplay

import (
	"fmt"
	"github.com/krygothic/krygothic/game/host"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/balance"
	"github.com/krygothic/krygothic/game/internal/atomicfile"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/scenarios"
)

// DefaultMaxTicks caps a game at an hour of game time, as kg run does.
const DefaultMaxTicks = 60 * 60 * match.TicksPerSecond

// MaxProblems is how many problems a Summary lists; they are all counted.
const MaxProblems = 10

// The ranges of a Config's counts, which Validate checks: past any run the
// tools make, and short of filling the memory before a game is played (a
// run keeps a result for every game, and each worker a copy of the
// scenario).
const (
	MaxGames    = 100000          // games a run
	MaxWorkers  = 64              // games played at once
	MaxMaxTicks = DefaultMaxTicks // a game's tick cap: an hour of game time
)

// Config says what to play.
type Config struct {
	Games int // how many games; at least 1
	// AI names the two computer players (ai.Names); the first plays side
	// 0 and the second side 1, unless SwapSides swaps them.
	AI [2]string
	// Scenario is a shipped scenario's name or a scenario file's path
	// (scenarios.Resolve says which); "" means scenarios.DefaultName.
	Scenario string
	// Seed seeds the whole run: game i rolls its dice from GameSeed(Seed, i)
	// and the AI on side k is built with GameSeed(that seed, k).
	Seed uint64
	// SwapSides swaps which AI plays which side in the odd-numbered games,
	// to cancel any advantage of a side or of moving first.
	SwapSides bool
	// MaxTicks ends a game that has not finished after this many ticks;
	// it counts as a draw and is reported as capped. 0 means
	// DefaultMaxTicks.
	MaxTicks int
	// Workers is how many games are played at once, each by its own
	// goroutine with its own copy of the scenario; 0 means 1.
	Workers int
	// CSV, when set, receives one row per game (see CSVHeader), in game
	// order.
	CSV io.Writer
	// CSVFile, when set, is written with those rows instead, as saves
	// are written (game/internal/atomicfile): into a temporary file beside
	// it that is renamed into place only once every game has been
	// played, so a run that fails leaves the file as it was. A target
	// that is not a regular file is refused before the first game.
	CSVFile string
	// ReportFile, when set with Report, is where the report is written
	// once every game has been played (balance.Report.WriteFiles); it is
	// checked as CSVFile is before the first game.
	ReportFile string
	// CheckReplays replays each finished game's record with match.Replay
	// and compares the state hashes.
	CheckReplays bool
	// RecordsDir, when set, receives each finished game's record as
	// game-N.json (N from 0), a replay the client watches (krygothic
	// watch) or kg replay plays again; the folder is made when missing.
	RecordsDir string
	// Content is the game content; nil means content.Default().
	Content *content.Content
	// Modules are the rule modules every game plays with (modules.Names);
	// nil means the scenario's, an empty list none.
	Modules []string
	// Fog plays every game under the fog of war (match.Settings.Fog):
	// each AI reads only what its side's models see.
	Fog bool
	// Report, when set, receives each game's balance statistics
	// (balance.Collect), in game order, and the run's settings; a game
	// ended by an error is only counted.
	Report *balance.Report
	// Armies, when set, replace the scenario's two sides' armies: each a
	// shipped army list's name or a file (scenarios.OpenArmy). Army k is
	// fielded by AI k, so with SwapSides the armies change sides with
	// their AIs and a team's wins are its slot's (Summary.WinsPerSlot).
	Armies []string
	// NewPlayer builds the player called name for a side; nil means
	// ai.New. Tests and tools with players of their own set it.
	NewPlayer func(name, side string, seed uint64) (match.Player, error)
}

// ConfigError is a mistake in a Config (a count out of range, an unknown
// AI or shipped scenario): the caller's input, not a failure in play.
type ConfigError struct{ Msg string }

// Error says what is wrong.
func (e *ConfigError) Error() string { return e.Msg }

func configErrorf(format string, a ...any) error {
	return &ConfigError{Msg: fmt.Sprintf(format, a...)}
}

// Validate checks the config without playing; its errors are
// *ConfigError. A scenario file is only read by Run.
func (c Config) Validate() error {
	switch {
	case c.Games < 1 || c.Games > MaxGames:
		return configErrorf("the number of games must be 1 to %d, not %d", MaxGames, c.Games)
	case c.Workers < 0 || c.Workers > MaxWorkers:
		return configErrorf("the number of workers must be 1 to %d, not %d", MaxWorkers, c.Workers)
	case c.MaxTicks < 0 || c.MaxTicks > MaxMaxTicks:
		return configErrorf("the tick cap must be 1 to %d, not %d", MaxMaxTicks, c.MaxTicks)
	}
	for _, name := range c.AI {
		if name == "" {
			return configErrorf("name two AIs (there are: %s)", strings.Join(ai.Names(), ", "))
		}
		if _, err := c.newPlayer()(name, "", 0); err != nil {
			return &ConfigError{Msg: err.Error()}
		}
	}
	if _, err := scenarios.Resolve(c.scenario()); err != nil {
		return &ConfigError{Msg: err.Error()}
	}
	if err := modules.Check(c.Modules); err != nil {
		return &ConfigError{Msg: err.Error()}
	}
	if len(c.Armies) != 0 && len(c.Armies) != 2 {
		return configErrorf("name two armies, not %d", len(c.Armies))
	}
	for _, name := range c.Armies {
		if !scenarios.IsPath(name) && !slices.Contains(scenarios.ShippedArmies(), name) {
			return configErrorf("no shipped army called %q (there are: %s); to play a file, give its path with a / or a .yaml ending",
				name, strings.Join(scenarios.ShippedArmies(), ", "))
		}
	}
	return nil
}

func (c Config) newPlayer() func(name, side string, seed uint64) (match.Player, error) {
	if c.NewPlayer != nil {
		return c.NewPlayer
	}
	return ai.New
}

func (c Config) scenario() string {
	if c.Scenario == "" {
		return scenarios.DefaultName
	}
	return c.Scenario
}

func (c Config) maxTicks() int {
	if c.MaxTicks == 0 {
		return DefaultMaxTicks
	}
	return c.MaxTicks
}

func (c Config) workers() int { return max(c.Workers, 1) }

// tables are a worker's tables: [0] as the config sets it up, [1] for
// the side-swapped games when the armies swap sides too (else [0] again).
type tables [2]*host.Table

// of is the table game i plays on.
func (t tables) of(i int) *host.Table { return t[i%2] }

// open loads the scenario with the config's modules and armies; swapped
// puts the armies on each other's sides. Without armies, or without
// SwapSides, swapped gives the same setup as not.
func (c Config) open(ct *content.Content, swapped bool) (*host.Table, error) {
	s, err := scenarios.Open(c.scenario(), ct)
	if err != nil {
		return nil, err
	}
	if len(c.Armies) == 2 {
		for _, sd := range s.Sides {
			if s.Held(sd.ID) > 0 {
				return nil, fmt.Errorf("%s: side %s brings models on by events; its army cannot be replaced", c.scenario(), sd.ID)
			}
		}
		var fielded [2]*army.Army
		for k, name := range c.Armies {
			a, err := scenarios.OpenArmy(name, ct, s.BattleSize)
			if err != nil {
				return nil, err
			}
			side := k
			if swapped && c.SwapSides {
				side = 1 - k
			}
			fielded[side] = a
		}
		// Side 1 first, as a record's replay fields them: the names the
		// sides go by follow the order (Scenario.SideName), and a result
		// names a side.
		for side, a := range fielded {
			if err := s.Field(side, a); err != nil {
				return nil, err
			}
		}
	}
	if c.Modules != nil { // after Field, which works out a default set again
		s.Modules = modules.Sorted(c.Modules)
	}
	return host.Ready(c.scenario(), s, ct)
}

// GameSeed derives game i's seed from the run's seed (a SplitMix64 step),
// so neighbouring games get unrelated dice.
func GameSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Run plays cfg.Games games and sums them up. The error is a *ConfigError
// for a bad config, or says why the scenario could not be loaded or the
// CSV or report not written; what goes wrong inside a game (a panic, an
// engine error, a broken invariant, a replay that differs) is counted in
// the Summary instead.
func Run(cfg Config) (Summary, error) {
	if err := cfg.Validate(); err != nil {
		return Summary{}, err
	}
	for _, out := range []string{cfg.CSVFile, cfg.ReportFile} {
		if out == "" {
			continue
		}
		if err := atomicfile.Check(out); err != nil {
			return Summary{}, err
		}
	}
	c := cfg.Content
	if c == nil {
		var err error
		if c, err = modules.Default(); err != nil {
			return Summary{}, err
		}
	}
	// Each worker plays on its own copy of the scenario, and with armies
	// swapping sides on a second copy with them the other way round.
	scs := make([]tables, min(cfg.workers(), cfg.Games))
	for w := range scs {
		for k := range scs[w] {
			s, err := cfg.open(c, k == 1)
			if err != nil {
				return Summary{}, err // no game could start: say so once
			}
			scs[w][k] = s
		}
	}
	if cfg.CSVFile == "" {
		return cfg.play(scs, cfg.CSV)
	}
	var sum Summary
	err := atomicfile.Write(cfg.CSVFile, func(w io.Writer) error {
		var err error
		sum, err = cfg.play(scs, w)
		return err
	})
	return sum, err
}

// play plays the games on the workers' tables, writing the CSV rows to
// out (none when nil), and the report to cfg.ReportFile.
func (cfg Config) play(scs []tables, out io.Writer) (Summary, error) {
	var csv *csvWriter
	if out != nil {
		csv = newCSVWriter(out)
	}

	start := time.Now()
	jobs := make(chan int)
	results := make(chan gameResult)
	lats := make([]latencies, len(scs))
	var wg sync.WaitGroup
	for w, t := range scs {
		lats[w] = latencies{}
		wg.Go(func() {
			for i := range jobs {
				results <- playGame(cfg, t.of(i), i, lats[w])
			}
		})
	}
	go func() {
		for i := range cfg.Games {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		close(results)
	}()

	// Results arrive in any order; rows go out in game order.
	games := make([]gameResult, cfg.Games)
	done := make([]bool, cfg.Games)
	next := 0
	var csvErr error
	for r := range results {
		games[r.index], done[r.index] = r, true
		for ; next < cfg.Games && done[next]; next++ {
			if csv != nil && csvErr == nil {
				csvErr = csv.write(games[next], cfg.scenario())
			}
			if cfg.Report != nil {
				games[next].report(cfg.Report)
				games[next].balance = nil // added: let it go
			}
		}
	}
	if csv != nil && csvErr == nil {
		csvErr = csv.flush()
	}
	sum := summarise(cfg, games, mergeLatencies(lats), time.Since(start))
	sum.Modules = scs[0][0].Scenario.Modules
	sum.Fog = cfg.Fog
	if cfg.Report != nil {
		cfg.Report.Settings = balance.Settings{Scenario: cfg.scenario(), AI: cfg.AI, Seed: cfg.Seed, Games: cfg.Games, SwapSides: cfg.SwapSides,
			MaxTicks: cfg.maxTicks(), Modules: sum.Modules, Fog: cfg.Fog, Content: cfg.Report.Settings.Content}
	}
	if csvErr != nil {
		return sum, fmt.Errorf("writing the CSV: %w", csvErr)
	}
	if cfg.Report != nil && cfg.ReportFile != "" {
		if err := cfg.Report.WriteFiles(cfg.ReportFile); err != nil {
			return sum, fmt.Errorf("writing the report: %w", err)
		}
	}
	return sum, nil
}

// Failed reports whether the run found something wrong with the engine or
// a player: a panic, an engine error, a broken invariant or a replay that
// differs. (An AI's refused orders are reported but are not failures.)
func (s Summary) Failed() bool {
	return s.Errors > 0 || s.InvariantViolations > 0 || s.ReplayMismatches > 0
}
