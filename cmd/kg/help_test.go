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

// Every example a command's usage shows runs as written, from the
// repository's top folder, in the order kg help lists them (kg run writes
// the match.json kg replay reads), and exits 0.
func TestHelpExamplesRun(t *testing.T) {
	work := workFolder(t)
	n := 0
	for _, c := range commands {
		for _, e := range c.examples {
			n++
			words := strings.Fields(e)
			if words[0] != "kg" {
				t.Errorf("kg %s --help: example %q does not start with kg", c.name, e)
				continue
			}
			runDocKG(t, work, docCommand{place: "kg " + c.name + " --help", words: words}, words[1:])
		}
	}
	if n < len(commands) {
		t.Errorf("%d examples for %d commands: each shows one at least", n, len(commands))
	}
}
