package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// A command is one of kg's subcommands. Its flags are defined once, in
// define, which both the command's run and its usage use: the help can
// never list a flag the command does not parse, or miss one.
type command struct {
	name     string // "run", or "army check"
	args     string // the positional arguments, as the usage shows them: "SCENARIO"
	summary  string // one line for the command list
	about    string // what it does, for its usage: lines of at most 72 characters
	examples []string
	// define defines the command's flags on fs and returns what runs it,
	// once they are parsed, on the positional arguments.
	define func(fs *flag.FlagSet) action
}

// An action runs a command whose flags have been parsed; rest holds the
// positional arguments. It returns the exit status.
type action func(rest []string, stdout, stderr io.Writer) int

// execute parses args for the command and runs it; --help or -h prints
// its usage instead.
func (c *command) execute(args []string, stdout, stderr io.Writer) int {
	fs := newFlags(c.name)
	act := c.define(fs)
	rest, err := parse(fs, args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		c.usage(stdout)
		return 0
	case err != nil:
		return fail(stderr, c.name, err.Error())
	}
	return act(rest, stdout, stderr)
}

// fail prints a mistake in the command line of the command name, says
// where its usage is, and returns 2.
func fail(stderr io.Writer, name, msg string) int {
	fmt.Fprintf(stderr, "kg %s: %s\nRun \"kg %s --help\" for its usage.\n", name, msg, name)
	return 2
}

// usage prints the command's synopsis, what it does, and its flags, from
// the same definitions it parses.
func (c *command) usage(w io.Writer) {
	fs := newFlags(c.name)
	c.define(fs)
	synopsis := "kg " + c.name
	if c.args != "" {
		synopsis += " " + c.args
	}
	fmt.Fprintf(w, "Usage: %s", synopsis)
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	if n > 0 {
		fmt.Fprint(w, " [flags]")
	}
	fmt.Fprintf(w, "\n\n%s\n", indent(c.about))
	if n > 0 {
		fmt.Fprintln(w, "\nFlags:")
		fs.VisitAll(func(f *flag.Flag) {
			value, text := flag.UnquoteUsage(f)
			left := "--" + f.Name
			if value != "" {
				left += " " + value
			}
			if !isZero(f) {
				text += fmt.Sprintf(" (default %s)", f.DefValue)
			}
			fmt.Fprintf(w, "  %-18s %s\n", left, wrap(text, 56, strings.Repeat(" ", 21)))
		})
	}
	if len(c.examples) > 0 {
		fmt.Fprintln(w, "\nExamples:")
		for _, e := range c.examples {
			fmt.Fprintf(w, "  %s\n", e)
		}
	}
}

// indent puts two spaces before each line of text.
func indent(text string) string {
	lines := strings.Split(strings.TrimSpace(text), "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = "  " + l
		}
	}
	return strings.Join(lines, "\n")
}

// wrap breaks text into lines of at most width characters, putting
// prefix before each line after the first.
func wrap(text string, width int, prefix string) string {
	var b strings.Builder
	n := 0
	for i, word := range strings.Fields(text) {
		if i > 0 && n+1+len([]rune(word)) > width {
			b.WriteString("\n" + prefix)
			n = 0
		} else if i > 0 {
			b.WriteByte(' ')
			n++
		}
		b.WriteString(word)
		n += len([]rune(word))
	}
	return b.String()
}

// isZero reports whether a flag's default is its type's zero value, which
// the usage does not show.
func isZero(f *flag.Flag) bool {
	switch f.DefValue {
	case "", "0", "false":
		return true
	}
	return false
}

// newFlags returns a flag set that reports errors instead of exiting.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parse parses args allowing flags after positional arguments too
// ("kg roll 4K3 --seed 5"), and returns the positional arguments.
func parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return positional, nil
		}
		positional = append(positional, args[0])
		args = args[1:]
	}
}

// setFlags names the flags given on the command line, so a flag set to its
// zero value can be told from one left out.
func setFlags(fs *flag.FlagSet) map[string]bool {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}
