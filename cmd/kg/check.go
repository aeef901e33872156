package main

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
)

func armyCheck(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("army check")
	dir := fs.String("content", "", "content directory (default: the embedded content)")
	files, err := parse(fs, args)
	if err != nil {
		return usageError(stderr, "kg army check: "+err.Error())
	}
	if len(files) == 0 {
		return usageError(stderr, "kg army check: name at least one army list file")
	}
	c, err := loadContent(*dir)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	status := 0
	for _, f := range files {
		a, err := army.Load(f, c)
		if err != nil {
			fmt.Fprintln(stderr, err)
			status = 1
			continue
		}
		fmt.Fprintf(stdout, "%s: ok — %s\n", f, a.Summary(c))
		tw := tabwriter.NewWriter(stdout, 2, 8, 2, ' ', 0)
		fmt.Fprintln(tw, "  n\tmodel\tclass\tSp/Str/Bod/Mind/Will/CC/RC\tgear\tpoints each")
		for i := 0; i < len(a.Models); {
			m, n := a.Models[i], 1
			for i+n < len(a.Models) && a.Models[i+n].From == m.From {
				n++
			}
			fmt.Fprintf(tw, "  %d\t%s\t%s\t%v\t%s\t%d\n", n, m.Name, m.Class.Name, m.Stats(), gear(m), m.Cost)
			i += n
		}
		tw.Flush()
	}
	return status
}

// gear lists what a model carries.
func gear(m *army.Model) string {
	s := ""
	add := func(x string) {
		if s != "" {
			s += ", "
		}
		s += x
	}
	if m.Ranged != nil {
		add(fmt.Sprintf("%s %v", m.Ranged.Name, m.Ranged.Stats))
	}
	if m.Melee != nil {
		add(fmt.Sprintf("%s %+dcc/%+dstr", m.Melee.Name, m.Melee.CC, m.Melee.Str))
	}
	if m.Armour != nil {
		add(fmt.Sprintf("%s +%d", m.Armour.Name, m.Armour.Value))
	}
	if m.Grenades > 0 {
		add(fmt.Sprintf("%d grenade(s)", m.Grenades))
	}
	if s == "" {
		return "-"
	}
	return s
}

func loadContent(dir string) (*content.Content, error) {
	if dir == "" {
		return content.Default()
	}
	return content.LoadDir(dir)
}

func contentCheck(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		return usageError(stderr, "kg content check: name one content directory")
	}
	c, err := content.LoadDir(args[0])
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: ok — %d classes, %d teams, %d unit profiles, %d ranged and %d melee weapons, %d armour\n",
		args[0], len(c.Classes), len(c.Teams), len(c.Units), len(c.RangedWeapons), len(c.MeleeWeapons), len(c.Armour))
	return 0
}
