package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
)

var resumeCommand = &command{
	name:    "resume",
	args:    "SAVE",
	summary: "go on with a saved match, computer players on both sides",
	about: `Resume a saved match from its snapshot (docs/files.md#saves-across-builds),
as the client's Load game does, with a computer player on each side,
and play it to its end. Prints every event from where it was saved as
one JSON object a line (docs/events.md), and the log of the play before
it when this build replays it, then the final line, as kg run does. A
save made by an earlier build resumes too: from its snapshot, or, for a
save from before snapshots (record format 1 to 6), by replaying it,
which works while the game still plays as it did then.`,
	examples: []string{"kg run hangar-deathmatch --orders docs/examples/first-orders.txt --max-ticks 200 --record save.json", "kg resume save.json --ai normal,easy"},
	define: func(fs *flag.FlagSet) action {
		ais := fs.String("ai", "normal,normal", "the computer players `A,B` of the two sides: "+strings.Join(ai.Names(), ", "))
		seed := seedFlag(fs, 1, "`N`, the seed for the computer players' own choices")
		dir := contentFlag(fs)
		return func(rest []string, stdout, stderr io.Writer) int {
			if len(rest) != 1 {
				return fail(stderr, "resume", "give one save file")
			}
			names := strings.Split(*ais, ",")
			if len(names) != 2 {
				return fail(stderr, "resume", fmt.Sprintf("--ai %s: give two computer players, A,B (%s)", *ais, strings.Join(ai.Names(), ", ")))
			}
			return resume(rest[0], *dir, [2]string{names[0], names[1]}, *seed, stdout, stderr)
		}
	},
}

// resume runs "kg resume".
func resume(file, dir string, ais [2]string, seed uint64, stdout, stderr io.Writer) int {
	r, t, err := reopen(file, dir)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if r.SavedAt <= 0 {
		fmt.Fprintf(stderr, "%s: a record of a finished match, not a save: kg replay %s plays it\n", file, file)
		return 1
	}
	var players [2]match.Player
	for i, sd := range t.Scenario.Sides {
		if players[i], err = ai.New(ais[i], sd.ID, seed+uint64(i)); err != nil {
			return fail(stderr, "resume", "--ai: "+err.Error())
		}
	}
	m, err := t.Resume(r, players)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", file, err)
		return 1
	}
	return printMatch(m, stdout, stderr, m.Run(maxRunTicks))
}

var versionCommand = &command{
	name:     "version",
	summary:  "say which build this is, and the formats it reads",
	about:    `Print the game's version and build, the rules version its matches play by, and the record and snapshot formats it writes (docs/files.md#saves-across-builds).`,
	examples: []string{"kg version"},
	define: func(fs *flag.FlagSet) action {
		return func(rest []string, stdout, stderr io.Writer) int {
			if len(rest) != 0 {
				return fail(stderr, "version", "takes no arguments")
			}
			fmt.Fprintf(stdout, "Kry-Gothic %s\nrules version %d; record format %d; snapshot version %d\n",
				match.Build(), match.RulesVersion, match.FormatVersion, match.SnapshotVersion)
			return 0
		}
	},
}
