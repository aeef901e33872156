package main

import (
	"flag"
	"strings"
	"testing"
)

// Every command prints its usage with --help, -h and "kg help NAME",
// exits 0, and lists every flag it parses; "kg help" holds them all.
func TestEveryCommandHasHelp(t *testing.T) {
	_, all, _ := runKG("help")
	for _, c := range commands {
		words := strings.Fields(c.name)
		for _, ask := range [][]string{append(words, "--help"), append(words, "-h"), append([]string{"help"}, words...)} {
			code, out, errs := runKG(ask...)
			if code != 0 || errs != "" || !strings.HasPrefix(out, "Usage: kg "+c.name) {
				t.Errorf("kg %s: exit %d, stdout %.40q, stderr %q", strings.Join(ask, " "), code, out, errs)
			}
			if !strings.Contains(all, out) {
				t.Errorf("kg help lacks kg %s's usage", c.name)
			}
		}
		fs := newFlags(c.name)
		c.define(fs)
		_, out, _ := runKG(append(words, "--help")...)
		fs.VisitAll(func(f *flag.Flag) {
			if !strings.Contains(out, "  --"+f.Name+" ") {
				t.Errorf("kg %s --help does not list --%s", c.name, f.Name)
			}
		})
	}
	// A group word with --help shows its commands; a bare one is a mistake.
	if code, out, _ := runKG("army", "--help"); code != 0 || !strings.HasPrefix(out, "Usage: kg army check") {
		t.Errorf("kg army --help: exit %d %q", code, out)
	}
	if code, _, errs := runKG("help", "fly"); code != 2 || !strings.Contains(errs, `unknown command "fly"`) {
		t.Errorf("kg help fly: exit %d %q", code, errs)
	}
}

// Flags left at their defaults are shown with them, so "kg run --help"
// says the seed is 1 and how far --max-ticks goes.
func TestHelpShowsDefaultsAndRanges(t *testing.T) {
	_, out, _ := runKG("run", "--help")
	for _, want := range []string{"--seed N", "(default 1)", "--max-ticks T", "1 to 216000", "--orders FILE", "(required"} {
		if !strings.Contains(out, want) {
			t.Errorf("kg run --help lacks %q:\n%s", want, out)
		}
	}
}
