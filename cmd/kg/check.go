package main

import (
	"flag"
	"fmt"
	"github.com/krygothic/krygothic/rules/modules"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/facet"
)

var armyCheckCommand = &command{
	name:    "army check",
	args:    "FILE...",
	summary: "check army lists against the limits",
	about: `Check army lists (docs/content.md) against the embedded content or a
content directory. A valid list prints its models and their costs; an
invalid one every problem, as file:line:col: message, on standard error.
A list is checked under the rule modules it names (modules: [force], the
force module's ratio limits and stat raises) and, with --modules, those
too.`,
	examples: []string{"kg army check scenarios/armies/slaves.yaml"},
	define: func(fs *flag.FlagSet) action {
		dir := contentFlag(fs)
		mods := fs.String("modules", "", "check every list as if it were built under the rule modules `LIST` (comma-separated names) too, as well as those it names (modules: [force])")
		return func(files []string, stdout, stderr io.Writer) int {
			if len(files) == 0 {
				return fail(stderr, "army check", "name at least one army list file")
			}
			var under []string
			if *mods != "" {
				var err error
				if under, err = modules.Parse(*mods); err != nil {
					return fail(stderr, "army check", err.Error())
				}
			}
			c, err := loadContent(*dir)
			if err != nil {
				fmt.Fprintln(stderr, err)
				return 1
			}
			fields := modules.Fields(c).With(under...)
			status := 0
			for _, f := range files {
				a, err := army.Load(f, c, fields)
				if err != nil {
					fmt.Fprintln(stderr, err)
					status = 1
					continue
				}
				printArmy(stdout, f, a, c)
			}
			return status
		}
	},
}

// printArmy prints a valid army list: its summary and a table of its
// models, alike models on one row.
func printArmy(w io.Writer, file string, a *army.Army, c *content.Content) {
	fmt.Fprintf(w, "%s: ok — %s\n", file, a.Summary(c))
	if len(a.Modules) > 0 {
		fmt.Fprintf(w, "  built under the rule modules: %s (switched on in a match that fields it)\n", strings.Join(a.Modules, ", "))
	}
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "  n\tmodel\tclass\tSp/Str/Bod/Mind/Will/CC/RC\tgear\tpoints each")
	mods, _ := modules.Load(c) // the army read with what its modules' data could give
	for i := 0; i < len(a.Models); {
		m, n := a.Models[i], 1
		for i+n < len(a.Models) && a.Models[i+n].From == m.From {
			n++
		}
		fmt.Fprintf(tw, "  %d\t%s\t%s\t%v\t%s\t%d\n", n, m.Name, m.Class.Name, m.Stats(), gear(m, mods), m.Cost)
		i += n
	}
	tw.Flush()
}

// gear lists what a model carries, each piece as the rule modules' army
// list fields have it (moduleGear).
func gear(m *army.Model, mods facet.Set) string {
	s := ""
	add := func(slot, x string) {
		if s != "" {
			s += ", "
		}
		s += moduleGear(mods, m, slot, x)
	}
	if m.Ranged != nil {
		add("ranged", fmt.Sprintf("%s %v", m.Ranged.Name, m.Ranged.Stats))
	}
	if m.Melee != nil {
		add("melee", fmt.Sprintf("%s %+dcc/%+dstr", m.Melee.Name, m.Melee.CC, m.Melee.Str))
	}
	if m.Armour != nil {
		add("armour", fmt.Sprintf("%s +%d", m.Armour.Name, m.Armour.Value))
	}
	if m.Grenades > 0 {
		add("grenades", fmt.Sprintf("%d grenade(s)", m.Grenades))
	}
	if more := moduleGear(mods, m, facet.MoreGear, ""); more != "" {
		if s != "" {
			s += ", "
		}
		s += more
	}
	if s == "" {
		return "-"
	}
	return s
}

// contentFlag defines the --content flag of the commands that load game
// content.
func contentFlag(fs *flag.FlagSet) *string {
	return fs.String("content", "", "play or check with the content directory `DIR` (a mod, laid out like rules/content/data) instead of the embedded content")
}

// loadContent loads the content directory dir, or the embedded content
// when dir is "".
func loadContent(dir string) (*content.Content, error) {
	if dir == "" {
		return modules.Default()
	}
	return modules.ReadDir(dir)
}

var contentCheckCommand = &command{
	name:    "content check",
	args:    "DIR",
	summary: "check a content directory (a mod)",
	about: `Load and cross-check a content directory laid out like
rules/content/data (docs/content.md) and say what it holds, or print
every problem as file:line:col: message.`,
	examples: []string{"kg content check rules/content/data"},
	define: func(*flag.FlagSet) action {
		return func(rest []string, stdout, stderr io.Writer) int {
			if len(rest) != 1 {
				return fail(stderr, "content check", "name one content directory")
			}
			c, err := modules.ReadDir(rest[0])
			if err != nil {
				fmt.Fprintln(stderr, err)
				return 1
			}
			fmt.Fprintf(stdout, "%s: ok — %d classes, %d teams, %d unit profiles, %d ranged and %d melee weapons, %d armour\n",
				rest[0], len(c.Classes), len(c.Teams), len(c.Units), len(c.RangedWeapons), len(c.MeleeWeapons), len(c.Armour))
			return 0
		}
	},
}
