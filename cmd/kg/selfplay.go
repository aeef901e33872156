package main

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/balance"
	"github.com/krygothic/krygothic/game/selfplay"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/scenarios"
)

var selfPlayCommand = &command{
	name:    "selfplay",
	args:    "--games N --ai A,B",
	summary: "computer players against each other, headless: a JSON summary",
	about: `Play N games of two computer players headless, checking every tick,
and print a JSON summary (docs/cli.md): wins, draws, rounds, games a
minute, AI latency, refused orders, panics, broken invariants, replay
checks. --report writes a balance report for scenario designers: win
rates with confidence intervals, kills, wounds and survival by unit and
weapon, AP by order type, and heat maps of deaths (PNG files beside it).
Exit status 1 when a game panicked or failed a check.`,
	examples: []string{"kg selfplay --games 200 --ai hard,baseline --swap-sides",
		"kg selfplay --games 100 --ai normal,normal --swap-sides --report balance.md"},
	define: func(fs *flag.FlagSet) action {
		dir := contentFlag(fs)
		games := rangeFlag(fs, "games", 0, 1, selfplay.MaxGames, "play `N` games (required)")
		ais := fs.String("ai", "", "the two computer players `A,B` (required): "+strings.Join(ai.Names(), ", "))
		scenario := fs.String("scenario", scenarios.DefaultName, "a shipped scenario's name, or a scenario file `S`")
		armies := fs.String("armies", "", "field the armies `A,B` (shipped army names or files) instead of the scenario's, A with the first AI")
		seed := seedFlag(fs, 1, "`S`, the seed of the whole run")
		swap := fs.Bool("swap-sides", false, "swap the AIs' sides in odd-numbered games")
		csvFile := fs.String("csv", "", "write one row per game to `FILE`")
		reportFile := fs.String("report", "", "write a balance report to `FILE.md` (it must end in .md), with its heat maps of deaths beside it (FILE-deaths-SIDE.png)")
		workers := workersFlag(fs)
		checkReplays := fs.Bool("check-replays", false, "replay each game's record and compare the final state")
		records := fs.String("records", "", "write each game's record (a replay) into the folder `DIR`, as game-N.json")
		maxTicks := rangeFlag(fs, "max-ticks", selfplay.DefaultMaxTicks, 1, selfplay.MaxMaxTicks, "stop a game after `T` ticks (a draw)")
		mods := modulesFlag(fs)
		fog := fs.Bool("fog", false, "play under the fog of war: each AI reads only what its side's models see")
		levelsFile := fs.String("levels", "", "play the AI levels of `FILE` (the form of game/ai/levels.yaml) by their names, before the shipped ones")
		return func(rest []string, stdout, stderr io.Writer) int {
			names := strings.Split(*ais, ",")
			switch {
			case len(rest) > 0:
				return fail(stderr, "selfplay", fmt.Sprintf("unexpected argument %q", rest[0]))
			case *games < 1:
				return fail(stderr, "selfplay", fmt.Sprintf("--games N is required (1 to %d)", selfplay.MaxGames))
			case len(names) != 2:
				return fail(stderr, "selfplay", "--ai A,B names the two computer players, such as --ai baseline,baseline")
			case *reportFile != "" && !strings.EqualFold(filepath.Ext(*reportFile), ".md"):
				return fail(stderr, "selfplay", fmt.Sprintf("--report %s: the report is markdown; name a FILE.md", *reportFile))
			}
			cfg := selfplay.Config{Games: *games, AI: [2]string{names[0], names[1]}, Scenario: *scenario, Seed: *seed,
				SwapSides: *swap, MaxTicks: *maxTicks, Workers: *workers, CheckReplays: *checkReplays, RecordsDir: *records, Fog: *fog}
			if *armies != "" {
				if cfg.Armies = strings.Split(*armies, ","); len(cfg.Armies) != 2 {
					return fail(stderr, "selfplay", "--armies A,B names the two armies, such as --armies ralim,hive")
				}
			}
			if *levelsFile != "" {
				src, err := datafile.ReadFile(*levelsFile, datafile.MaxLevelsFile)
				if err != nil { // the file's fault, not the command line's
					fmt.Fprintln(stderr, "kg selfplay: --levels:", err)
					return 1
				}
				levels, err := ai.ReadLevels(*levelsFile, src)
				if err != nil {
					fmt.Fprintln(stderr, err)
					return 1
				}
				cfg.NewPlayer = ai.NewWith(levels)
			}
			if *mods != "" {
				var err error
				if cfg.Modules, err = modules.Parse(*mods); err != nil {
					return fail(stderr, "selfplay", fmt.Sprintf("--modules %s: %v", *mods, err))
				}
			}
			if err := cfg.Validate(); err != nil {
				return fail(stderr, "selfplay", err.Error())
			}
			if *dir != "" {
				var err error
				if cfg.Content, err = modules.ReadDir(*dir); err != nil {
					fmt.Fprintln(stderr, err)
					return 1
				}
			}
			if *reportFile != "" {
				cfg.Report = balance.New(balance.Settings{Content: *dir})
			}
			return playGames(cfg, *csvFile, *reportFile, stdout, stderr)
		}
	},
}

// playGames runs the self-play games and prints their summary. The CSV
// and the report are written by selfplay.Run once the games are played,
// as saves are: a run that fails leaves the files there as they were.
func playGames(cfg selfplay.Config, csvFile, reportFile string, stdout, stderr io.Writer) int {
	cfg.CSVFile, cfg.ReportFile = csvFile, reportFile
	sum, err := selfplay.Run(cfg)
	if err != nil {
		fmt.Fprintln(stderr, "kg selfplay:", err)
		if sum.Games == 0 { // nothing was played: the scenario file is bad
			return 1
		}
	}
	printJSON(stdout, sum)
	if err != nil || sum.Failed() {
		return 1
	}
	return 0
}

// workersFlag defines --workers, the games played at once.
func workersFlag(fs *flag.FlagSet) *int {
	return rangeFlag(fs, "workers", 1, 1, selfplay.MaxWorkers, "play `K` games at once")
}
