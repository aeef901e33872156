// Command krygothic is the Kry-Gothic desktop client.
//
//	krygothic [flags]                  the main menu
//	krygothic [flags] play [flags]     a hotseat match straight away
//	krygothic [flags] view FILE        the scenario viewer on a file (or a
//	                                   shipped scenario's name)
//	krygothic [flags] watch FILE       a replay or a save, watched
//
// "krygothic --help" prints every command and flag, from the definitions
// the command line is parsed with; "krygothic --version" the game's
// version, the rules version and the record formats, as kg version does. --content DIR plays with a content
// directory (a mod) instead of the embedded content; a directory that
// does not load is reported, file:line: message, before any window opens.
package main

import (
	"errors"
	"flag"
	"fmt"
	"github.com/krygothic/krygothic/rules/modules"
	"image"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/app"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

func main() {
	l, status := parse(os.Args[1:], os.Stdout, os.Stderr)
	if l == nil {
		os.Exit(status)
	}
	if err := run(l); err != nil {
		fmt.Fprintln(os.Stderr, "krygothic:", err)
		os.Exit(1)
	}
}

// A launch is what the command line asks for, checked and loaded: all
// that is left is to open the window.
type launch struct {
	shot    string      // write the screen to this PNG file and quit
	frames  int         // with shot: frames to draw first
	window  image.Point // the window's size in pixels
	content *content.Content
	view    string         // the viewer on this file or name, when not ""
	play    *ui.MatchSetup // a match straight away, when not nil
	watch   *watch         // a replay to watch, when not nil
}

// watch is a replay to watch: the record, the file it was read from and
// the game time to open it at.
type watch struct {
	path string
	rec  match.Record
	at   float64 // seconds
}

// globalFlags are the flags of the client itself, taken before or after
// the command.
type globalFlags struct {
	shot, content, window string
	frames                int
	version               bool
}

func (g *globalFlags) define(fs *flag.FlagSet) {
	fs.StringVar(&g.content, "content", "", "play with the content directory `DIR` (a mod laid out like rules/content/data) "+
		"instead of the embedded content, for matches, the viewer, saves and replays")
	fs.StringVar(&g.shot, "screenshot", "", "write the screen to the PNG file `FILE` after --frames frames and quit, for docs and checks")
	fs.IntVar(&g.frames, "frames", 10, "with --screenshot: the `N` frames to draw first")
	fs.StringVar(&g.window, "window", fmt.Sprintf("%dx%d", ui.ScreenWidth, ui.ScreenHeight), "open the window `WxH` pixels large")
	fs.BoolVar(&g.version, "version", false, "print the game's version and build, the rules version and the record formats, and exit")
}

// printVersion prints what --version prints, as kg version does: the
// game's version and build, the rules version its matches play by, and
// the record and snapshot formats it writes.
func printVersion(w io.Writer) {
	fmt.Fprintf(w, "Kry-Gothic %s\nrules version %d; record format %d; snapshot version %d\n",
		match.Build(), match.RulesVersion, match.FormatVersion, match.SnapshotVersion)
}

// windowSize reads a window size written WxH, each side at least 320×200.
func windowSize(s string) (image.Point, error) {
	var p image.Point
	if _, err := fmt.Sscanf(s, "%dx%d", &p.X, &p.Y); err != nil || p.X < 320 || p.Y < 200 || fmt.Sprintf("%dx%d", p.X, p.Y) != s {
		return p, fmt.Errorf("--window %q: want a size such as 1920x1080, at least 320x200", s)
	}
	return p, nil
}

// A command goes straight to a screen.
type command struct {
	name    string
	args    string // its positional arguments, as the usage shows them
	summary string
	nargs   int // how many positional arguments it takes
	// define defines the command's own flags on fs and returns what fills
	// in the launch once they are parsed, given the positional arguments
	// and the content. An error it returns is a file that does not load.
	define func(fs *flag.FlagSet) func(rest []string, l *launch) error
}

var commands = []*command{
	{
		name:    "play",
		summary: "a match straight away: hotseat, or against the AI with --ai",
		define: func(fs *flag.FlagSet) func([]string, *launch) error {
			name := fs.String("scenario", "", "a shipped scenario's name or a scenario file `S` (default: the opening scenario; with --ai, "+scenarios.DefaultVersusAIName+")")
			seed := fs.Uint64("seed", 0, "the dice seed `N` (default: random)")
			var level string
			fs.Func("ai", "play against the computer player at `LEVEL` ("+strings.Join(ai.Names(), ", ")+"), the person taking the first side", func(v string) error {
				if !slices.Contains(ai.Names(), v) {
					return fmt.Errorf("no computer player %q (there are: %s)", v, strings.Join(ai.Names(), ", "))
				}
				level = v
				return nil
			})
			fog := fs.Bool("fog", false, "the fog of war, each side seeing only what its models see (in hotseat, each side's view behind a cover while it holds the pointer)")
			byHand := fs.Bool("deploy-by-hand", false, "deploy the armies by hand before the battle (GAP-32), not automatically")
			return func(_ []string, l *launch) error {
				switch {
				case *name == "" && level != "":
					*name = scenarios.DefaultVersusAIName
				case *name == "":
					*name = scenarios.DefaultName
				}
				s, err := scenarios.Open(*name, l.content)
				if err != nil {
					return err
				}
				if *seed == 0 {
					*seed = rand.Uint64()
				}
				l.play = &ui.MatchSetup{Scenario: s, ScenarioName: *name, Mode: ui.Hotseat, Seed: *seed, ByHand: *byHand, Fog: *fog}
				if level != "" {
					l.play.Mode, l.play.AI = ui.VersusAI, level
				}
				return nil
			}
		},
	},
	{
		name:    "watch",
		args:    "FILE",
		nargs:   1,
		summary: "watch a replay or a save (a match record) from its start, or from --at seconds of game time in",
		define: func(fs *flag.FlagSet) func([]string, *launch) error {
			at := fs.Float64("at", 0, "open the replay `SECONDS` of game time in (played there before the first frame)")
			return func(rest []string, l *launch) error {
				if *at < 0 || math.IsNaN(*at) || math.IsInf(*at, 0) {
					return fmt.Errorf("--at %v: want seconds of game time, 0 or more", *at)
				}
				rec, err := match.Load(rest[0])
				if err != nil {
					return err
				}
				l.watch = &watch{path: rest[0], rec: rec, at: *at}
				return nil
			}
		},
	},
	{
		name:    "view",
		args:    "FILE",
		nargs:   1,
		summary: "the scenario viewer on a scenario file (or a shipped scenario's name), checked again whenever it changes",
		define: func(*flag.FlagSet) func([]string, *launch) error {
			return func(rest []string, l *launch) error {
				l.view = rest[0]
				return nil
			}
		},
	},
}

// parse reads the command line and loads what it names: the content and
// any scenario. It returns the launch, or nil and the exit status when
// there is nothing to open: 0 after --help or --version, 1 when a file does not load,
// 2 when the command line is wrong. Messages go to stderr, the usage to
// stdout. It opens no window.
func parse(args []string, stdout, stderr io.Writer) (*launch, int) {
	var g globalFlags
	fs := newFlags("krygothic")
	g.define(fs)
	err := fs.Parse(args)
	rest := fs.Args()
	var cmd *command
	var fill func([]string, *launch) error
	if err == nil && len(rest) > 0 {
		for _, c := range commands {
			if c.name == rest[0] {
				cmd = c
			}
		}
		if cmd == nil {
			return nil, fail(stderr, fmt.Sprintf("unknown command %q", rest[0]))
		}
		before := g
		fs = newFlags(cmd.name)
		g.define(fs)
		g = before // defining set the defaults again: keep the flags given before the command
		fill = cmd.define(fs)
		rest, err = parseAll(fs, rest[1:])
	}
	switch {
	case errors.Is(err, flag.ErrHelp):
		usage(stdout)
		return nil, 0
	case err != nil:
		return nil, fail(stderr, err.Error())
	case g.version:
		printVersion(stdout)
		return nil, 0
	case cmd != nil && len(rest) != cmd.nargs:
		return nil, fail(stderr, fmt.Sprintf("%s takes %s", cmd.name, plainArgs(cmd)))
	}

	l := &launch{shot: g.shot, frames: g.frames}
	if l.window, err = windowSize(g.window); err != nil {
		return nil, fail(stderr, err.Error())
	}
	if g.content == "" {
		l.content, err = modules.Default()
	} else if l.content, err = loadContent(g.content); err != nil {
		fmt.Fprintf(stderr, "krygothic: the content directory %s does not load:\n%v\n", g.content, err)
		return nil, 1
	}
	if err == nil && fill != nil {
		err = fill(rest, l)
	}
	if err != nil {
		fmt.Fprintln(stderr, "krygothic:", err)
		return nil, 1
	}
	return l, 0
}

// loadContent loads the content directory dir with its rule modules'
// data (modules.ReadDir, as kg does), saying so plainly when there is no
// such directory.
func loadContent(dir string) (*content.Content, error) {
	switch info, err := os.Stat(dir); {
	case err != nil:
		return nil, fmt.Errorf("%s: no such directory", dir)
	case !info.IsDir():
		return nil, fmt.Errorf("%s: not a directory", dir)
	}
	return modules.ReadDir(dir)
}

// plainArgs says what positional arguments a command takes.
func plainArgs(c *command) string {
	if c.args == "" {
		return "no arguments"
	}
	return c.args
}

// fail prints a mistake in the command line, says where the usage is, and
// returns 2.
func fail(stderr io.Writer, msg string) int {
	fmt.Fprintf(stderr, "krygothic: %s\nRun \"krygothic --help\" for its usage.\n", msg)
	return 2
}

// newFlags returns a flag set that reports errors instead of printing
// them and exiting.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseAll parses args allowing flags after positional arguments too
// ("view FILE --content DIR"), and returns the positional arguments.
func parseAll(fs *flag.FlagSet, args []string) ([]string, error) {
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

// usage prints the commands and every flag, from the same definitions
// parse uses.
func usage(w io.Writer) {
	fmt.Fprint(w, `Usage: krygothic [flags] [COMMAND [flags]]

The Kry-Gothic desktop client. Without a command it opens the main menu;
a command goes straight to a screen.

Commands:
`)
	for _, c := range commands {
		synopsis := c.name
		if c.args != "" {
			synopsis += " " + c.args
		}
		if hasFlags(c) {
			synopsis += " [flags]"
		}
		fmt.Fprintf(w, "  %-18s %s\n", synopsis, wrap(c.summary, 56, strings.Repeat(" ", 21)))
	}
	fmt.Fprintln(w, "\nFlags, before or after the command:")
	fs := newFlags("krygothic")
	new(globalFlags).define(fs)
	printFlags(w, fs)
	fmt.Fprintf(w, "  %-18s %s\n", "-h, --help", "print this usage and exit")
	for _, c := range commands {
		if !hasFlags(c) {
			continue
		}
		fmt.Fprintf(w, "\nFlags of %s:\n", c.name)
		fs := newFlags(c.name)
		c.define(fs)
		printFlags(w, fs)
	}
	fmt.Fprint(w, `
Exit status: 0 when the window is closed, 1 when the content directory,
a scenario or the game fails, 2 when the command line is wrong.
`)
}

// hasFlags reports whether a command has flags of its own.
func hasFlags(c *command) bool {
	fs := newFlags(c.name)
	c.define(fs)
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

// printFlags prints a flag set's flags, one a paragraph.
func printFlags(w io.Writer, fs *flag.FlagSet) {
	fs.VisitAll(func(f *flag.Flag) {
		value, text := flag.UnquoteUsage(f)
		left := "--" + f.Name
		if value != "" {
			left += " " + value
		}
		switch f.DefValue {
		case "", "0", "false":
		default:
			text += fmt.Sprintf(" (default %s)", f.DefValue)
		}
		fmt.Fprintf(w, "  %-18s %s\n", left, wrap(text, 56, strings.Repeat(" ", 21)))
	})
}

// wrap breaks text into lines of at most width characters, putting
// prefix before each line after the first.
func wrap(text string, width int, prefix string) string {
	var b strings.Builder
	n := 0
	for i, word := range strings.Fields(text) {
		switch {
		case i > 0 && n+1+len([]rune(word)) > width:
			b.WriteString("\n" + prefix)
			n = 0
		case i > 0:
			b.WriteByte(' ')
			n++
		}
		b.WriteString(word)
		n += len([]rune(word))
	}
	return b.String()
}

// run opens the window on what the launch asks for, and returns when it
// closes.
func run(l *launch) error {
	a, err := app.New(l.content)
	if err != nil {
		return err
	}
	switch {
	case l.play != nil:
		a.Play(*l.play)
	case l.view != "":
		a.View(l.view)
	case l.watch != nil:
		a.WatchFrom(l.watch.path, l.watch.rec, l.watch.at)
	}
	var game ebiten.Game = a
	if l.shot != "" {
		game = &ui.Capture{Game: game, Frames: l.frames, Path: l.shot}
	}
	ebiten.SetWindowTitle("Kry-Gothic (unofficial)")
	ebiten.SetWindowSize(l.window.X, l.window.Y)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	return ebiten.RunGame(game)
}
