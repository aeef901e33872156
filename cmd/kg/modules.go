package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/krygothic/krygothic/rules/modules"
)

var modulesCommand = &command{
	name:    "modules",
	summary: "list the optional rule modules",
	about: `List the rule modules: optional rules drawn from the other seed
systems (docs/modules.md). A scenario names the ones it plays with
("modules: [blast]"; left out, those on by default); kg run and kg
selfplay take --modules to play with others.`,
	examples: []string{"kg modules", "kg modules --json"},
	define: func(fs *flag.FlagSet) action {
		asJSON := fs.Bool("json", false, `print a JSON list: [{"id","name","sources","summary","default"}]`)
		return func(rest []string, stdout, stderr io.Writer) int {
			if len(rest) > 0 {
				return fail(stderr, "modules", "it takes no arguments")
			}
			if *asJSON {
				data, _ := json.Marshal(modules.All())
				fmt.Fprintln(stdout, string(data))
				return 0
			}
			printModules(stdout, modules.All())
			return 0
		}
	},
}

// printModules writes each module as a paragraph: its ID, name and
// whether it is on by default, what it changes, and its sources.
func printModules(w io.Writer, all []modules.Module) {
	if len(all) == 0 {
		fmt.Fprintln(w, "No rule modules yet.")
		return
	}
	for i, m := range all {
		if i > 0 {
			fmt.Fprintln(w)
		}
		on := "off by default"
		if m.Default {
			on = "on by default"
		}
		fmt.Fprintf(w, "%s %s (%s)\n", m.ID, m.Name, on)
		fmt.Fprintln(w, "  "+wrap(m.Summary, 70, "  "))
		fmt.Fprintln(w, "  "+wrap("Sources: "+strings.Join(m.Sources, ", "), 70, "  "))
	}
}

// modulesFlag defines --modules, the rule modules a match plays with
// instead of the scenario's.
func modulesFlag(fs *flag.FlagSet) *string {
	return fs.String("modules", "", "play with the rule modules `LIST` (comma-separated names, none, or all) instead of the scenario's; kg modules lists them")
}
