// Command kg is Kry-Gothic's headless tool: exact odds, dice rolls,
// checks of scenarios, army lists and content, scripted matches and their
// replays, and AI self-play. Run "kg help" for its usage, or
// "kg COMMAND --help" for one command's.
package main

import (
	"fmt"
	"io"
	"os"
	"strings"
)

// commands are kg's subcommands, in the order "kg help" lists them.
var commands = []*command{
	oddsCommand,
	rollCommand,
	checkCommand,
	randomCommand,
	armyCheckCommand,
	contentCheckCommand,
	runCommand,
	replayCommand,
	resumeCommand,
	selfPlayCommand,
	teamsCommand,
	campaignNewCommand,
	campaignPlayCommand,
	campaignShowCommand,
	modulesCommand,
	versionCommand,
}

const exitStatus = `Exit status: 0 when all is well, 1 when a checked file has problems (or
a match could not go on), 2 when the command line itself is wrong.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one kg command line and returns its exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		overview(stderr)
		return 2
	}
	if args[0] == "help" || isHelp(args[0]) {
		return help(args[1:], stdout, stderr)
	}
	c, rest := find(args)
	if c == nil {
		if len(args) > 1 && isHelp(args[1]) && group(args[0]) != nil {
			for _, c := range group(args[0]) { // "kg army --help"
				c.usage(stdout)
			}
			return 0
		}
		return usageError(stderr, unknown(args))
	}
	return c.execute(rest, stdout, stderr)
}

// find returns the command args name (one word, or two for "army check"
// and "content check") and the arguments after its name.
func find(args []string) (*command, []string) {
	for _, c := range commands {
		words := strings.Fields(c.name)
		if len(args) >= len(words) && strings.Join(args[:len(words)], " ") == c.name {
			return c, args[len(words):]
		}
	}
	return nil, nil
}

// isHelp reports whether arg asks for help, as the flag package reads it.
func isHelp(arg string) bool {
	switch arg {
	case "-h", "-help", "--help", "--h":
		return true
	}
	return false
}

// group returns the commands whose names begin with the word first, such
// as "army" (army check), when they have a second word.
func group(first string) []*command {
	var in []*command
	for _, c := range commands {
		if g, _, ok := strings.Cut(c.name, " "); ok && g == first {
			in = append(in, c)
		}
	}
	return in
}

// unknown says what is wrong with a command line no command matches.
func unknown(args []string) string {
	var under []string
	for _, c := range group(args[0]) {
		under = append(under, `"kg `+c.name+`"`)
	}
	if len(under) > 0 {
		return fmt.Sprintf("kg %s: the only %s command is %s", args[0], args[0], strings.Join(under, ", "))
	}
	return fmt.Sprintf("kg: unknown command %q", args[0])
}

// help is "kg help [COMMAND]": every command's usage, or one command's.
func help(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		overview(stdout)
		for _, c := range commands {
			fmt.Fprintln(stdout)
			c.usage(stdout)
		}
		return 0
	}
	c, rest := find(args)
	if c == nil || len(rest) > 0 {
		return usageError(stderr, "kg help: "+unknown(args))
	}
	c.usage(stdout)
	return 0
}

// overview lists the commands, a line each.
func overview(w io.Writer) {
	fmt.Fprint(w, "kg — Kry-Gothic's headless tool (an unofficial implementation of Kry-Gothic)\n\nCommands:\n")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-18s %s\n", "kg "+c.name, c.summary)
	}
	fmt.Fprint(w, "\n\"kg help\" prints every command's usage; \"kg COMMAND --help\" one command's.\n"+
		"Flags may come before or after the other arguments.\n\n"+exitStatus)
}

// usageError prints a message and a pointer to the usage, and returns 2.
func usageError(stderr io.Writer, msg string) int {
	fmt.Fprintf(stderr, "%s\nRun \"kg help\" for usage.\n", msg)
	return 2
}
