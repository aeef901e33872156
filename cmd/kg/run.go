package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// maxRunTicks bounds a headless match: 10 rounds of a few minutes each.
const maxRunTicks = 60 * 60 * 60

// runMatch is "kg run SCENARIO --orders FILE [--dice LIST | --seed N]".
func runMatch(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("run")
	dir := fs.String("content", "", "content directory (default: the embedded content)")
	ordersFile := fs.String("orders", "", "the orders file (docs/orders.md)")
	script := fs.String("dice", "", "comma-separated die faces to use in order")
	seed := fs.Uint64("seed", 1, "seed for the dice")
	recordFile := fs.String("record", "", "write the match record (a replay) to this file")
	maxTicks := fs.Int("max-ticks", maxRunTicks, "stop after this many ticks")
	rest, err := parse(fs, args)
	if err != nil {
		return usageError(stderr, "kg run: "+err.Error())
	}
	if len(rest) != 1 || *ordersFile == "" {
		return usageError(stderr, "kg run: give one scenario (a shipped name, or a file: a path with a / or a .yaml ending) and --orders FILE")
	}
	if *maxTicks < 1 || *maxTicks > maxRunTicks {
		return usageError(stderr, fmt.Sprintf("kg run: --max-ticks %d: give 1 to %d ticks (60 a second)", *maxTicks, maxRunTicks))
	}
	c, err := loadContent(*dir)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	s, err := scenarios.Open(rest[0], c)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	text, err := datafile.ReadFile(*ordersFile, datafile.MaxOrdersFile)
	if err != nil {
		fmt.Fprintln(stderr, "kg run:", err)
		return 1
	}
	decls, err := orders.ParseOrders(*ordersFile, string(text))
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	var faces []int
	var src dice.Source = dice.NewSeeded(*seed)
	if *script != "" {
		sc, err := dice.ParseScript(*script)
		if err != nil {
			return usageError(stderr, "kg run: "+err.Error())
		}
		src = sc
		faces = sc.Faces()
	}
	scripts, stray := match.Scripts([2]string{s.Sides[0].ID, s.Sides[1].ID}, decls)
	if len(stray) > 0 {
		d := stray[0]
		col := orders.FieldColumn(strings.Split(string(text), "\n")[d.Line-1], 1)
		fmt.Fprintf(stderr, "%s:%d:%d: no side %q in %s (sides: %s, %s)\n", *ordersFile, d.Line, col, d.Side, s.Name, s.Sides[0].ID, s.Sides[1].ID)
		return 1
	}
	m, err := match.New(s, c, match.DefaultSettings(), src, [2]match.Player{scripts[0], scripts[1]})
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	runErr := m.Run(*maxTicks)
	code := printMatch(m, stdout, stderr, runErr)
	if *recordFile != "" {
		r := m.Record(rest[0], *seed, faces)
		if m.Over() {
			r.SavedAt = 0 // replay to the end; a run cut short by --max-ticks replays to where it stopped
		}
		if err := match.Save(*recordFile, r); err != nil {
			fmt.Fprintln(stderr, "kg run:", err)
			return 1
		}
	}
	return code
}

// replay is "kg replay FILE [--content DIR]".
func replay(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("replay")
	dir := fs.String("content", "", "content directory the match was played with (default: the embedded content)")
	rest, err := parse(fs, args)
	if err != nil {
		return usageError(stderr, "kg replay: "+err.Error())
	}
	if len(rest) != 1 {
		return usageError(stderr, "kg replay: give one record file")
	}
	r, err := match.Load(rest[0])
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	c, err := loadContent(*dir)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	s, err := match.OpenScenario(rest[0], r, c)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	m, err := match.Replay(r, s, c, maxRunTicks)
	return printMatch(m, stdout, stderr, err)
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
