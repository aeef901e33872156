package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/selfplay"
	"github.com/krygothic/krygothic/scenarios"
)

// defaultBalanceLimit is issue 18's bar: no team wins more than 60% of its
// games against any other.
const defaultBalanceLimit = 60.0

var teamsCommand = &command{
	name:    "teams",
	args:    "--games N",
	summary: "every army list against every other: the balance table as markdown",
	about: `Play a round robin of army lists on one scenario: N games a pair, the
armies swapping sides with their AIs in every other game, and print the
table of win percentages (row against column) as markdown, then the
pairs in which one army won more than --limit percent. Each pair plays
the games of "kg selfplay --armies A,B --swap-sides" with the same seed.
A game that panicked or failed a check does not stop the others: it is
listed after the table, and the exit status is 1.`,
	examples: []string{"kg teams --games 400 --seed 7 --workers 2",
		"kg teams --games 100 --armies ralim,hive,slaves --scenario dark-engine-room"},
	define: func(fs *flag.FlagSet) action {
		games := rangeFlag(fs, "games", 0, 1, selfplay.MaxGames, "play `N` games a pair (required)")
		armies := fs.String("armies", "", "the army lists `A,B,...` (shipped names or files; default every shipped one)")
		ais := fs.String("ai", "normal,normal", "the two computer players `A,B`: "+strings.Join(ai.Names(), ", "))
		scenario := fs.String("scenario", scenarios.DefaultName, "a shipped scenario's name, or a scenario file `S`")
		seed := seedFlag(fs, 1, "`S`, the seed of every pair's games")
		workers := workersFlag(fs)
		limit := rangeFlag(fs, "limit", defaultBalanceLimit, 0.0, 100, "list the pairs in which one army won more than `P` percent")
		return func(rest []string, stdout, stderr io.Writer) int {
			names := strings.Split(*ais, ",")
			switch {
			case len(rest) > 0:
				return fail(stderr, "teams", fmt.Sprintf("unexpected argument %q", rest[0]))
			case *games < 1:
				return fail(stderr, "teams", fmt.Sprintf("--games N is required (1 to %d)", selfplay.MaxGames))
			case len(names) != 2:
				return fail(stderr, "teams", "--ai A,B names the two computer players, such as --ai normal,normal")
			}
			list := scenarios.ShippedArmies()
			if *armies != "" {
				list = strings.Split(*armies, ",")
			}
			base := selfplay.Config{Games: *games, AI: [2]string{names[0], names[1]}, Scenario: *scenario, Seed: *seed,
				SwapSides: true, Workers: *workers}
			t, err := selfplay.RoundRobin(base, list, stderr)
			var ce *selfplay.ConfigError
			switch {
			case errors.As(err, &ce):
				return fail(stderr, "teams", err.Error())
			case err != nil:
				fmt.Fprintln(stderr, "kg teams:", err)
				return 1
			}
			fmt.Fprintf(stdout, "%d games a pair on %s, %s against %s, sides swapped, seed %d.\n\n", *games, *scenario, names[0], names[1], *seed)
			t.Markdown(stdout)
			over := t.Over(*limit)
			if len(over) == 0 {
				fmt.Fprintf(stdout, "\nNo army won more than %g%% against another.\n", *limit)
			} else {
				fmt.Fprintf(stdout, "\nOver %g%%: %s.\n", *limit, strings.Join(over, "; "))
			}
			if failed := t.Failures(); len(failed) > 0 {
				for _, f := range failed {
					fmt.Fprintln(stderr, "kg teams: a game failed:", f)
				}
				return 1
			}
			return 0
		}
	},
}
