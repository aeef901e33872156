package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/krygothic/krygothic/game/selfplay"
	"github.com/krygothic/krygothic/scenarios"
)

// selfPlay is "kg selfplay --games N --ai A,B [...]": computer players
// against each other, headless, summed up as JSON.
func selfPlay(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("selfplay")
	games := fs.Int("games", 0, "how many games to play")
	ais := fs.String("ai", "", "the two computer players, A,B")
	scenario := fs.String("scenario", scenarios.DefaultName, "a shipped scenario or a .yaml file")
	seed := fs.Uint64("seed", 1, "seed for the whole run")
	swap := fs.Bool("swap-sides", false, "swap the AIs' sides in odd-numbered games")
	csvFile := fs.String("csv", "", "write one row per game to this file")
	workers := fs.Int("workers", 1, "games played at once")
	checkReplays := fs.Bool("check-replays", false, "replay each game's record and compare the final state")
	maxTicks := fs.Int("max-ticks", selfplay.DefaultMaxTicks, "stop a game after this many ticks (a draw)")
	rest, err := parse(fs, args)
	if err != nil {
		return usageError(stderr, "kg selfplay: "+err.Error())
	}
	names := strings.Split(*ais, ",")
	switch {
	case len(rest) > 0:
		return usageError(stderr, fmt.Sprintf("kg selfplay: unexpected argument %q", rest[0]))
	case *games < 1:
		return usageError(stderr, "kg selfplay: --games N is required (1 or more)")
	case len(names) != 2:
		return usageError(stderr, "kg selfplay: --ai A,B names the two computer players, such as --ai baseline,baseline")
	case *workers < 1:
		return usageError(stderr, "kg selfplay: --workers K must be 1 or more")
	case *maxTicks < 1:
		return usageError(stderr, "kg selfplay: --max-ticks T must be 1 or more")
	}
	cfg := selfplay.Config{Games: *games, AI: [2]string{names[0], names[1]}, Scenario: *scenario, Seed: *seed,
		SwapSides: *swap, MaxTicks: *maxTicks, Workers: *workers, CheckReplays: *checkReplays}
	if err := cfg.Validate(); err != nil {
		return usageError(stderr, "kg selfplay: "+err.Error())
	}
	if *csvFile != "" {
		f, err := os.Create(*csvFile)
		if err != nil {
			fmt.Fprintln(stderr, "kg selfplay:", err)
			return 1
		}
		defer f.Close()
		cfg.CSV = f
	}
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
