package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"github.com/krygothic/krygothic/game/host"
	"io"
	"math"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/scenarios"
)

// maxRunTicks bounds a headless match: 10 rounds of a few minutes each.
const maxRunTicks = 60 * 60 * 60

var runCommand = &command{
	name:    "run",
	args:    "SCENARIO --orders FILE",
	summary: "play a scripted match headless, as JSON events",
	about: `Play a match headless on a shipped scenario (by name) or a scenario
file, from a file of tick-stamped orders for both sides
(docs/orders.md). Prints every event as one JSON object a line
(docs/events.md), then a final line with the result and the state
hash. A side whose orders run out declares itself done whenever it is
idle, so the rounds come to an end. Dice come from --seed (1 unless
given) or from --dice; a --dice list that runs out stops the match
with an error, and --record then keeps the ticks before it.`,
	examples: []string{"kg run hangar-deathmatch --orders docs/examples/first-orders.txt --record match.json"},
	define: func(fs *flag.FlagSet) action {
		var a runArgs
		a.content = contentFlag(fs)
		a.orders = fs.String("orders", "", "the orders `FILE` (required; docs/orders.md)")
		a.script = fs.String("dice", "", "die faces to use in order, not a seed: a comma-separated `LIST`")
		a.seed = seedFlag(fs, 1, "`N`, the seed for the dice")
		a.record = fs.String("record", "", "write the match record (a replay) to `FILE`")
		a.maxTicks = rangeFlag(fs, "max-ticks", maxRunTicks, 1, maxRunTicks, "stop after `T` ticks (60 a second)")
		a.modules = modulesFlag(fs)
		a.offers = fs.String("offers", "pays", "both sides' standing `ANSWER` to the offers a rule module makes when dice land (a re-roll): pays (when it pays), never or always")
		a.random = fs.String("random", "", fmt.Sprintf("play the random mission of `SEED` (the scenario random-SEED, GAP-33; 1 to %d, in decimal) instead of naming a scenario", uint64(math.MaxUint64)))
		return func(rest []string, stdout, stderr io.Writer) int {
			a.rest, a.set = rest, setFlags(fs)
			return runMatch(a, stdout, stderr)
		}
	},
}

// runArgs is a "kg run" command line.
type runArgs struct {
	rest                            []string
	set                             map[string]bool
	content, orders, script, record *string
	modules, random, offers         *string
	seed                            *uint64
	maxTicks                        *int
}

// runMatch runs "kg run".
func runMatch(a runArgs, stdout, stderr io.Writer) int {
	if a.set["random"] {
		if len(a.rest) > 0 {
			return fail(stderr, "run", fmt.Sprintf("give a scenario or --random SEED, not both (%s and --random %s)", a.rest[0], *a.random))
		}
		seed, err := scenarios.ParseSeed(*a.random)
		if err != nil {
			return fail(stderr, "run", "--random: "+err.Error())
		}
		a.rest = []string{scenarios.Random(seed).Name}
	}
	if len(a.rest) != 1 || *a.orders == "" {
		return fail(stderr, "run", "give one scenario (a shipped name, a file: a path with a / or a .yaml ending, or --random SEED) and --orders FILE")
	}
	src, _, err := diceSource(a.set["seed"], *a.seed, *a.script, false)
	if err != nil {
		return fail(stderr, "run", err.Error())
	}
	var faces []int
	if sc, ok := src.(*dice.Scripted); ok {
		faces = sc.Faces()
	}
	if _, err := scenarios.Resolve(a.rest[0]); err != nil {
		return fail(stderr, "run", err.Error())
	}
	takes, err := match.ParseTakes(*a.offers)
	if err != nil {
		return fail(stderr, "run", "--offers: "+err.Error())
	}
	if _, err := modules.Parse(*a.modules); *a.modules != "" && err != nil {
		return fail(stderr, "run", fmt.Sprintf("--modules %s: %v", *a.modules, err))
	}
	c, err := loadContent(*a.content)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	var names []string // nil: the scenario's own modules
	if *a.modules != "" {
		names, _ = modules.Parse(*a.modules)
	}
	t, err := host.Open(a.rest[0], c, names)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	players, err := t.Orders(*a.orders)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	for _, p := range players {
		if s, ok := p.(*match.Script); ok {
			s.Offers = takes
		}
	}
	m, err := t.New(host.Start{Dice: src, Players: players})
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	runErr := m.Run(*a.maxTicks)
	code := printMatch(m, stdout, stderr, runErr)
	if *a.record != "" {
		if err := writeRecord(*a.record, m, a.rest[0], *a.seed, faces, runErr); err != nil {
			fmt.Fprintln(stderr, "kg run:", err)
			return 1
		}
		if runErr != nil {
			fmt.Fprintf(stderr, "kg run: %s keeps the match up to tick %d, before it failed; kg replay plays it to there\n", *a.record, m.Tick()-1)
		}
	}
	return code
}

// writeRecord saves the match's record to path. A finished match's
// record replays to the end; one cut short by --max-ticks to where it
// stopped; one that failed (its dice script ran out) to the last tick
// before the failure, which is said on standard error.
func writeRecord(path string, m *match.Match, scenario string, seed uint64, faces []int, runErr error) error {
	r := host.Record(m, scenario, seed, faces)
	if runErr != nil {
		var err error
		if r, err = m.CutBefore(r, m.Tick()); err != nil {
			return fmt.Errorf("no record written: %w", err)
		}
	}
	return match.Save(path, r)
}

var replayCommand = &command{
	name:    "replay",
	args:    "FILE",
	summary: "play a match record (or a save) again",
	about: `Play a match record or save again and print the same lines as the
match did: every event, then the final line. The record is checked
first (docs/files.md), and the replay must end in the state the record
says (its final_hash).`,
	examples: []string{"kg replay match.json"},
	define: func(fs *flag.FlagSet) action {
		dir := fs.String("content", "", "the content directory `DIR` the match was played with (default: the embedded content)")
		return func(rest []string, stdout, stderr io.Writer) int {
			if len(rest) != 1 {
				return fail(stderr, "replay", "give one record file")
			}
			return replay(rest[0], *dir, stdout, stderr)
		}
	},
}

// replay runs "kg replay".
func replay(file, dir string, stdout, stderr io.Writer) int {
	r, t, err := reopen(file, dir)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	m, err := t.Replay(r, maxRunTicks)
	return printMatch(m, stdout, stderr, err)
}

// reopen reads a record or save and opens the table it was played on,
// with the content it carries, else that of dir (the embedded content
// when dir is empty).
func reopen(file, dir string) (match.Record, *host.Table, error) {
	r, err := match.Load(file)
	if err != nil {
		return r, nil, err
	}
	c, err := loadContent(dir)
	if err != nil {
		return r, nil, err
	}
	t, err := host.Reopen(file, r, c)
	return r, t, err
}

// printMatch writes every event as a JSON line, then the result line.
func printMatch(m *match.Match, stdout, stderr io.Writer, runErr error) int {
	if m == nil {
		fmt.Fprintln(stderr, runErr)
		return 1
	}
	enc := json.NewEncoder(stdout)
	v := m.View()
	for _, e := range v.Log(0) {
		if err := enc.Encode(e); err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
	}
	var result *match.Result // null while the match goes on
	if r, over := m.Result(); over {
		result = &r
	}
	final := map[string]any{"type": "final", "tick": m.Tick(), "round": v.Round(), "state_hash": m.StateHash(), "result": result}
	_ = enc.Encode(final)
	if runErr != nil {
		fmt.Fprintln(stderr, "kg:", runErr)
		return 1
	}
	return 0
}
