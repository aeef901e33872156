package main

import (
	"flag"
	"fmt"
	"github.com/krygothic/krygothic/rules/modules"
	"io"

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
				printIdle(stdout, s.Idle())
			}
			return status
		}
	},
}

// printIdle notes, a line per module, the models that carry what does
// nothing without a module the scenario plays without: "note: 1 model
// carries WHAT (facet.Armies), which this scenario does not play with",
// WHAT closing with the module's ID.
func printIdle(w io.Writer, idle []modules.Want) {
	for i := 0; i < len(idle); {
		n := 1
		for i+n < len(idle) && idle[i+n].Module.ID == idle[i].Module.ID {
			n++
		}
		fmt.Fprintf(w, "  note: %s %s (%s), which this scenario does not play with\n",
			words.Count(n, "model carries", "models carry"), idle[i].Is, idle[i].Module.ID)
		i += n
	}
}
