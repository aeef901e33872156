package main

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Every number flag of every command says its range in its usage, and a
// value out of it (NaN, Inf, a number too large for any) is refused with
// exit 2 and a message naming the flag, the value and the range, before
// the command does anything.
func TestNumberFlagsHaveRanges(t *testing.T) {
	span := regexp.MustCompile(`\d to \d`)
	n := 0
	for _, c := range commands {
		fs := newFlags(c.name)
		c.define(fs)
		fs.VisitAll(func(f *flag.Flag) {
			if _, err := strconv.ParseFloat(f.DefValue, 64); err != nil {
				return // not a number
			}
			n++
			if !span.MatchString(f.Usage) {
				t.Errorf("kg %s --%s: the usage %q gives no range", c.name, f.Name, f.Usage)
			}
			for _, bad := range []string{"NaN", "Inf", "-Inf", "99999999999999999999999", "-99999999999", "1e400", "0x10", "five"} {
				args := append(strings.Fields(c.name), "--"+f.Name, bad)
				code, _, stderr := runKG(args...)
				if want := "--" + f.Name + " " + bad + ": give "; code != 2 || !strings.Contains(stderr, want) || !span.MatchString(stderr) {
					t.Errorf("%s: exit %d, %q; want exit 2 and %q with the range", strings.Join(args, " "), code, stderr, want)
				}
			}
		})
	}
	if n < 10 {
		t.Errorf("%d number flags found; the commands have more", n)
	}
}

// A seed is read one way everywhere, in decimal: leading zeros mean
// nothing ("010" is ten, never octal eight), for kg random, kg run
// --random, the scenario name random-SEED and the dice's --seed.
func TestOneReadingOfASeed(t *testing.T) {
	same := func(what string, a, b []string) {
		t.Helper()
		ca, oa, ea := runKG(a...)
		cb, ob, eb := runKG(b...)
		if ca != 0 || cb != 0 || oa != ob {
			t.Errorf("%s: %v (exit %d, %s) and %v (exit %d, %s) differ:\n%.300s\n%.300s", what, a, ca, ea, b, cb, eb, oa, ob)
		}
	}
	same("kg random", []string{"random", "010"}, []string{"random", "10"})
	orders := writeTemp(t, "none.txt", "")
	same("kg run --random", []string{"run", "--random", "010", "--orders", orders}, []string{"run", "random-10", "--orders", orders})
	same("the name random-010", []string{"run", "random-010", "--orders", orders}, []string{"run", "random-10", "--orders", orders})
	same("kg roll --seed", []string{"roll", "4K3", "--seed", "010"}, []string{"roll", "4K3", "--seed", "10"})
	if code, _, stderr := runKG("run", "--random", "0x10", "--orders", orders); code != 2 || !strings.Contains(stderr, "--random") {
		t.Errorf("--random 0x10: exit %d %q", code, stderr)
	}
}

// writeTemp writes text to a file called name in a folder of the test's,
// and returns its path.
func writeTemp(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
