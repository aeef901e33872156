package main

import (
	"flag"
	"fmt"
	"io"
	"slices"

	"github.com/krygothic/krygothic/rules/modules/dual"
	"github.com/krygothic/krygothic/rules/words"
	"github.com/krygothic/krygothic/scenarios"
)

var checkCommand = &command{
	name:    "check",
	args:    "SCENARIO...",
	summary: "check scenario files, or the shipped scenarios",
	about: `Load and check scenarios (docs/scenarios.md): each a file (a path with
a / or a .yaml ending) or a shipped scenario's name. A valid one prints
one line; an invalid one every problem, as file:line:col: message, on
standard error (a map problem points at the exact character).`,
	examples: []string{"kg check --shipped", "kg check scenarios/maps/sabotage.yaml"},
	define: func(fs *flag.FlagSet) action {
		dir := contentFlag(fs)
		shipped := fs.Bool("shipped", false, "check every scenario shipped with the game")
		return func(names []string, stdout, stderr io.Writer) int {
			if len(names) == 0 && !*shipped {
				return fail(stderr, "check", "name at least one scenario file, or --shipped")
			}
			for _, name := range names {
				if _, err := scenarios.Resolve(name); err != nil {
					return fail(stderr, "check", err.Error())
				}
			}
			c, err := loadContent(*dir)
			if err != nil {
				fmt.Fprintln(stderr, err)
				return 1
			}
			var shown []string // how each scenario is named in the output
			if *shipped {
				for _, name := range scenarios.Shipped() {
					shown = append(shown, "scenarios/maps/"+name+".yaml")
				}
				names = append(scenarios.Shipped(), names...)
			}
			shown = append(shown, names[len(shown):]...)
			status := 0
			for i, name := range names {
				s, err := scenarios.Open(name, c)
				if err != nil {
					fmt.Fprintln(stderr, err)
					status = 1
					continue
				}
				name = shown[i]
				fmt.Fprintf(stdout, "%s: ok — %s (%d×%d, %d rounds, %s vs %s, %s, %s)\n", name, s.Name, s.Deck.W, s.Deck.H, s.Rounds,
					s.Sides[0].Name, s.Sides[1].Name, words.Count(len(s.Events), "event", "events"), s.Victory.Type)
				if n := dualModels(s); n > 0 && !slices.Contains(s.Modules, dual.Name) {
					fmt.Fprintf(stdout, "  note: %s two weapons (dual: true), fired together only with the dual module (XS-21), which this scenario does not play with\n",
						words.Count(n, "model carries", "models carry"))
				}
			}
			return status
		}
	},
}

// dualModels counts the models of s's armies carrying two weapons
// (XS-21).
func dualModels(s *scenarios.Scenario) int {
	n := 0
	for _, sd := range s.Sides {
		for _, m := range sd.Army.Models {
			if m.Dual {
				n++
			}
		}
	}
	return n
}
