package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
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
	if msg := rangeProblem(fs); msg != "" {
		return fail(stderr, c.name, msg)
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

// A number is what a ranged flag holds.
type number interface{ int | uint64 | float64 }

// A rangedFlag is a number flag with its range. It reads its value in
// decimal (leading zeros allowed: "010" is ten, never octal), and the
// value must be finite and from min to max. A value it cannot take is not
// an error of the flag package: it is kept as given, and execute refuses
// it before the command runs, naming the flag and its range (exit 2).
type rangedFlag[T number] struct {
	name     string
	v        *T
	min, max T
	given    string // the value given, when it is not a number in range
	bad      bool
}

// rangeFlag defines the flag name with its default, its range and its
// usage. The usage says the range: in its closing parenthesis, when it
// ends in one ("(required; 1 to 100000)"), else in one of its own.
func rangeFlag[T number](fs *flag.FlagSet, name string, def, lo, hi T, usage string) *T {
	f := &rangedFlag[T]{name: name, v: new(T), min: lo, max: hi}
	*f.v = def
	span := formatNumber(lo) + " to " + formatNumber(hi)
	if open, ok := strings.CutSuffix(usage, ")"); ok {
		usage = open + "; " + span + ")"
	} else {
		usage += " (" + span + ")"
	}
	fs.Var(f, name, usage)
	return f.v
}

// String is the value, as the usage shows a default.
func (f *rangedFlag[T]) String() string {
	if f.v == nil { // the flag package's zero value, for its defaults
		return "0"
	}
	return formatNumber(*f.v)
}

// Set reads s; one it cannot take is kept for problem.
func (f *rangedFlag[T]) Set(s string) error {
	v, ok := parseNumber[T](s)
	if ok && v >= f.min && v <= f.max {
		*f.v, f.bad = v, false
	} else {
		f.given, f.bad = s, true
	}
	return nil
}

// problem says what is wrong with the value given, or "".
func (f *rangedFlag[T]) problem() string {
	if !f.bad {
		return ""
	}
	kind := "a whole number"
	if _, isFloat := any(f.min).(float64); isFloat {
		kind = "a number"
	}
	return fmt.Sprintf("--%s %s: give %s from %s to %s", f.name, f.given, kind, formatNumber(f.min), formatNumber(f.max))
}

// parseNumber reads s in decimal, as a T; NaN and the infinities are not
// numbers here.
func parseNumber[T number](s string) (T, bool) {
	var v T
	var err error
	switch p := any(&v).(type) {
	case *int:
		*p, err = strconv.Atoi(s)
	case *uint64:
		*p, err = strconv.ParseUint(s, 10, 64)
	case *float64:
		*p, err = strconv.ParseFloat(s, 64)
		if err == nil && (math.IsNaN(*p) || math.IsInf(*p, 0)) {
			return v, false
		}
	}
	return v, err == nil
}

// formatNumber writes a flag's number as a person types it.
func formatNumber[T number](v T) string {
	switch x := any(v).(type) {
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	default:
		return fmt.Sprint(x)
	}
}

// rangeProblem is the first flag of fs given a value out of its range,
// as the message execute refuses it with, or "".
func rangeProblem(fs *flag.FlagSet) string {
	msg := ""
	fs.Visit(func(f *flag.Flag) {
		if r, ok := f.Value.(interface{ problem() string }); ok && msg == "" {
			msg = r.problem()
		}
	})
	return msg
}
