package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/scenarios"
)

// The documents whose commands TestDocumentedCommands walks.
func documents(t *testing.T) []string {
	docs, err := filepath.Glob(filepath.Join(repoRoot, "docs", "*.md"))
	if err != nil || len(docs) < 5 {
		t.Fatalf("no docs found: %v", err)
	}
	return append([]string{filepath.Join(repoRoot, "README.md")}, docs...)
}

// repoRoot is the repository's top folder, found before any test changes
// the working folder.
var repoRoot, _ = filepath.Abs("../..")

// A docCommand is a command quoted in a document. In a fenced block, a
// line "$ COMMAND" is followed by the output it prints, standard output
// then standard error, up to the next "$ " line or the block's end: a
// line "…" there stands for any number of lines, and a last line
// "(exit N)" for the exit status (0 when there is none). In a sh block,
// every line is a command whose output is not quoted; after "  # " comes
// a comment.
type docCommand struct {
	place  string   // file:line
	words  []string // the command line, split as the shell would
	output []string // the quoted output; nil when none is quoted
	exit   int      // the exit status the document says it has
}

// A docFile is a file a document shows in a block "```LANG file=PATH":
// a file of the repository, which the block must quote exactly, or one
// the document's later commands use, written into their folder.
type docFile struct {
	place, path, text string
}

var (
	fence    = regexp.MustCompile("^( *)```(\\S*)(?:\\s+file=(\\S+))?\\s*$") // indented in a list item too
	exitLine = regexp.MustCompile(`^\(exit (\d+)\)$`)
)

// readDoc finds the commands and files a markdown document quotes.
func readDoc(t *testing.T, path string) ([]docCommand, []docFile) {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	name, _ := filepath.Rel(repoRoot, path)
	var cmds []docCommand
	var files []docFile
	var indent, lang, file string
	var block []string
	start := 0
	for i, line := range strings.Split(string(data), "\n") {
		m := fence.FindStringSubmatch(line)
		switch {
		case m != nil && start == 0:
			indent, lang, file, block, start = m[1], m[2], m[3], nil, i+1
		case strings.HasPrefix(strings.TrimLeft(line, " "), "```") && start > 0:
			place := fmt.Sprintf("%s:%d", name, start)
			if file != "" {
				files = append(files, docFile{place, file, strings.Join(block, "\n") + "\n"})
			} else {
				cmds = append(cmds, blockCommands(t, name, start, lang, block)...)
			}
			start = 0
		case start > 0:
			block = append(block, strings.TrimPrefix(line, indent))
		}
	}
	return cmds, files
}

// blockCommands reads the commands of one fenced block, whose first line
// is line first+1 of the document.
func blockCommands(t *testing.T, doc string, first int, lang string, block []string) []docCommand {
	var cmds []docCommand
	for i, line := range block {
		place := fmt.Sprintf("%s:%d", doc, first+1+i)
		switch {
		case strings.HasPrefix(line, "$ "):
			cmds = append(cmds, docCommand{place: place, words: shellWords(t, place, line[2:]), output: []string{}})
		case len(cmds) > 0 && cmds[len(cmds)-1].output != nil:
			c := &cmds[len(cmds)-1]
			if m := exitLine.FindStringSubmatch(line); m != nil {
				c.exit, _ = strconv.Atoi(m[1])
				continue
			}
			c.output = append(c.output, line)
		case lang == "sh" && strings.TrimSpace(line) != "":
			text := regexp.MustCompile(`\s+# `).Split(line, 2)[0]
			cmds = append(cmds, docCommand{place: place, words: shellWords(t, place, text)})
		}
	}
	return cmds
}

// shellWords splits a command line as the shell would: words apart at
// spaces, quotes kept together and taken off.
func shellWords(t *testing.T, place, line string) []string {
	var words []string
	var word strings.Builder
	quote, inWord := rune(0), false
	for _, r := range line {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			word.WriteRune(r)
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, word.String())
				word.Reset()
				inWord = false
			}
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		t.Errorf("%s: unclosed quote in %q", place, line)
	}
	if inWord {
		words = append(words, word.String())
	}
	return words
}

// What a command runs once the environment, timers and the way it is
// started ("go run ./cmd/kg", "./kg") are taken off: the program and its
// arguments.
func program(words []string) (string, []string) {
	for len(words) > 0 {
		w := words[0]
		switch {
		case strings.Contains(w, "=") && !strings.HasPrefix(w, "-"): // GOMAXPROCS=1
			words = words[1:]
		case w == "time" || w == "/usr/bin/time":
			words = words[1:]
			if len(words) > 0 && words[0] == "-v" {
				words = words[1:]
			}
		case w == "go" && len(words) > 2 && words[1] == "run":
			return words[2], words[3:]
		default:
			return w, words[1:]
		}
	}
	return "", nil
}

// TestDocumentedCommands walks every command in README.md and docs/ as a
// newcomer would, from the repository's top folder:
//
//   - every kg command runs, in order, each document in a folder of its
//     own where earlier commands' files (match.json) are found by later
//     ones; its exit status and, where the document quotes it, its output
//     must be as written. Only self-play is made smaller: at most 2 games,
//     so thousands of games quoted for a soak run in a moment.
//   - the client's commands must use subcommands and flags its --help
//     lists; one whose output is quoted runs, and must end before any
//     window opens.
//   - a go test command must name packages that exist and -run, -bench or
//     -fuzz patterns that match a test there; a script must exist.
//   - a file a document quotes from the repository must be quoted exactly.
func TestDocumentedCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every documented command")
	}
	total := 0
	for _, doc := range documents(t) {
		cmds, files := readDoc(t, doc)
		work := workFolder(t)
		for _, f := range files {
			checkDocFile(t, work, f)
		}
		for _, c := range cmds {
			total++
			prog, args := program(c.words)
			switch prog {
			case "./cmd/kg", "kg", "./kg":
				runDocKG(t, work, c, args)
			case "./cmd/krygothic":
				checkClientCommand(t, c, args)
				if c.output != nil {
					runDocClient(t, work, c, args)
				}
			case "go":
				checkGoCommand(t, c, args)
			case "cp":
				copyDocFolder(t, work, c, args)
			case "benchstat", "xvfb-run":
				checkOtherCommand(t, c, prog, args)
			default:
				if !strings.HasPrefix(prog, "./") {
					t.Errorf("%s: %q: a command this test does not know how to check", c.place, prog)
					continue
				}
				checkOtherCommand(t, c, prog, args)
			}
		}
	}
	if total < 40 {
		t.Errorf("only %d commands found in the docs", total)
	}
	t.Logf("%d documented commands checked", total)
}

// workFolder makes a folder that looks like the repository's top (every
// entry linked), where a document's commands run and write.
func workFolder(t *testing.T) string {
	work := t.TempDir()
	entries, err := os.ReadDir(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() != ".git" {
			if err := os.Symlink(filepath.Join(repoRoot, e.Name()), filepath.Join(work, e.Name())); err != nil {
				t.Fatal(err)
			}
		}
	}
	return work
}

// checkDocFile compares a quoted repository file with the file, or writes
// a file the document makes up into the work folder.
func checkDocFile(t *testing.T, work string, f docFile) {
	real, err := os.ReadFile(filepath.Join(repoRoot, f.path))
	switch {
	case err == nil && string(real) != f.text:
		t.Errorf("%s: the quote of %s differs from the file", f.place, f.path)
	case err != nil:
		target := filepath.Join(work, f.path)
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(target, []byte(f.text), 0o644); err != nil {
			t.Errorf("%s: %v", f.place, err)
		}
	}
}

// copyDocFolder does what a documented "cp -r FROM TO" does in the work
// folder.
func copyDocFolder(t *testing.T, work string, c docCommand, args []string) {
	if len(args) != 3 || args[0] != "-r" {
		t.Errorf("%s: only cp -r FROM TO is checked", c.place)
		return
	}
	if err := os.CopyFS(filepath.Join(work, args[2]), os.DirFS(filepath.Join(work, args[1]))); err != nil {
		t.Errorf("%s: cp -r: %v", c.place, err)
	}
}

// runDocKG runs a documented kg command in the work folder and compares
// what it does with what the document says.
func runDocKG(t *testing.T, work string, c docCommand, args []string) {
	var expanded []string
	for i, a := range args {
		if strings.ContainsAny(a, "*?[") {
			matches, _ := filepath.Glob(filepath.Join(work, a))
			if len(matches) == 0 {
				t.Errorf("%s: %s matches no file", c.place, a)
			}
			for _, m := range matches {
				expanded = append(expanded, strings.TrimPrefix(m, work+string(filepath.Separator)))
			}
			continue
		}
		if i > 0 && args[i-1] == "--games" {
			if n, err := strconv.Atoi(a); err == nil && n > 2 {
				a = "2"
			}
		}
		expanded = append(expanded, a)
	}
	t.Chdir(work)
	code, stdout, stderr := runKG(expanded...)
	compareRun(t, c, "kg", args, code, stdout+stderr)
}

// compareRun compares what a documented command did (its exit status and
// its standard output then error) with what the document says.
func compareRun(t *testing.T, c docCommand, prog string, args []string, code int, out string) {
	line := prog + " " + strings.Join(args, " ")
	if code != c.exit {
		t.Errorf("%s: %s: exit %d, the document says %d\n%s", c.place, line, code, c.exit, out)
	}
	if c.output != nil {
		got := strings.Split(strings.TrimRight(out, "\n"), "\n")
		if !linesMatch(c.output, got) {
			t.Errorf("%s: %s prints\n%s\nthe document says\n%s", c.place, line,
				strings.Join(got, "\n"), strings.Join(c.output, "\n"))
		}
	}
}

// linesMatch reports whether got has the lines want quotes, where a line
// "…" in want stands for any number of lines.
func linesMatch(want, got []string) bool {
	if len(want) == 0 {
		return len(got) == 0 || len(got) == 1 && got[0] == ""
	}
	if strings.TrimSpace(want[0]) == "…" {
		for i := 0; i <= len(got); i++ {
			if linesMatch(want[1:], got[i:]) {
				return true
			}
		}
		return false
	}
	return len(got) > 0 && strings.TrimRight(want[0], " ") == strings.TrimRight(got[0], " ") && linesMatch(want[1:], got[1:])
}

// clientBinary builds the client once, into a folder removed when the
// tests end (TestMain).
var clientBinary = sync.OnceValues(func() (string, error) {
	bin := filepath.Join(testTemp, "krygothic")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/krygothic/krygothic/cmd/krygothic").CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

// clientHelp is what "krygothic --help" prints.
var clientHelp = sync.OnceValues(func() (string, error) {
	bin, err := clientBinary()
	if err != nil {
		return "", err
	}
	out, err := exec.Command(bin, "--help").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("krygothic --help: %v\n%s", err, out)
	}
	return string(out), nil
})

// clientTimeout bounds a documented client command with quoted output:
// such a command must end before any window opens (a bad command line, a
// mod that does not load, --help).
const clientTimeout = 30 * time.Second

// runDocClient runs a documented client command whose output the
// document quotes, in the work folder, and compares what it does with
// what the document says.
func runDocClient(t *testing.T, work string, c docCommand, args []string) {
	bin, err := clientBinary()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), clientTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = work
	out, err := cmd.CombinedOutput()
	code := 0
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		t.Errorf("%s: krygothic %s did not end within %v: quote the output only of commands that end before a window opens", c.place, strings.Join(args, " "), clientTimeout)
		return
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	compareRun(t, c, "krygothic", args, code, string(out))
}

// checkClientCommand checks a documented client command line against the
// client's own usage: each subcommand and flag it uses must be listed.
func checkClientCommand(t *testing.T, c docCommand, args []string) {
	help, err := clientHelp()
	if err != nil {
		t.Fatal(err)
	}
	command := false // the subcommand is checked: the first word not a flag's value
	for i, a := range args {
		name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		switch {
		case strings.HasPrefix(a, "-"):
			if !strings.Contains(help, "-"+name+" ") && !strings.Contains(help, "-"+name+"\n") {
				t.Errorf("%s: the client's --help does not list %s", c.place, a)
			}
		case !command && (i == 0 || !strings.HasPrefix(args[i-1], "-")):
			command = true
			if !strings.Contains(help, " "+a+" ") {
				t.Errorf("%s: the client's --help does not list the command %q", c.place, a)
			}
		}
	}
}

// checkGoCommand checks a documented "go test" or "go build" line: its
// packages exist, and its -run, -bench and -fuzz patterns match
// functions of theirs.
func checkGoCommand(t *testing.T, c docCommand, args []string) {
	if len(args) == 0 || (args[0] != "test" && args[0] != "build") {
		t.Errorf("%s: go %s: only go test and go build are checked", c.place, strings.Join(args, " "))
		return
	}
	var pkgs []string
	patterns := map[string]string{}
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a == ">" || a == "|" {
			break
		}
		if flagName, value, ok := strings.Cut(strings.TrimLeft(a, "-"), "="); strings.HasPrefix(a, "-") {
			if !ok && i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") && flagTakesValue(flagName) {
				value, i = args[i+1], i+1
			}
			if flagName == "run" || flagName == "bench" || flagName == "fuzz" {
				patterns[flagName] = value
			}
			continue
		}
		if strings.HasPrefix(a, "./") {
			pkgs = append(pkgs, strings.TrimSuffix(a, "/"))
		}
	}
	if len(pkgs) == 0 {
		t.Errorf("%s: go %s names no package", c.place, args[0])
	}
	for _, p := range pkgs {
		src := testFunctions(t, filepath.Join(repoRoot, p))
		if src == "" && args[0] == "test" {
			t.Errorf("%s: %s has no tests", c.place, p)
		}
		for kind, pat := range patterns {
			if pat == "^$" || pat == "." {
				continue
			}
			prefix := map[string]string{"run": "Test", "bench": "Benchmark", "fuzz": "Fuzz"}[kind]
			re, err := regexp.Compile(pat)
			if err != nil {
				t.Errorf("%s: -%s %q: %v", c.place, kind, pat, err)
				continue
			}
			found := false
			for _, fn := range regexp.MustCompile(`(?m)^func (`+prefix+`\w+)\(`).FindAllStringSubmatch(src, -1) {
				found = found || re.MatchString(fn[1])
			}
			if !found {
				t.Errorf("%s: -%s %q matches no %s function in %s", c.place, kind, pat, prefix, p)
			}
		}
	}
}

// flagTakesValue says which go test flags are followed by a value.
func flagTakesValue(name string) bool {
	switch name {
	case "benchmem", "v", "short", "race":
		return false
	}
	return true
}

// testFunctions returns the text of a package folder's test files, or ""
// when it has none.
func testFunctions(t *testing.T, dir string) string {
	files, _ := filepath.Glob(filepath.Join(dir, "*_test.go"))
	var b bytes.Buffer
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(data)
	}
	return b.String()
}

// checkOtherCommand checks what can be checked of a command this test does
// not run: a script or program started by a path must exist.
func checkOtherCommand(t *testing.T, c docCommand, prog string, args []string) {
	if strings.HasPrefix(prog, "./") && !strings.HasSuffix(prog, ".test") {
		if _, err := os.Stat(filepath.Join(repoRoot, prog)); err != nil {
			t.Errorf("%s: %s does not exist", c.place, prog)
		}
	}
	if prog == "xvfb-run" {
		for i, a := range args {
			if a == "go" {
				checkGoCommand(t, c, args[i+1:])
			}
		}
	}
}

// TestReadmeLayoutNamesEveryPackage: the README's layout table names every
// package, by its path under its top folder ("refusal", "ui/uitest").
func TestReadmeLayoutNamesEveryPackage(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	layout, _, _ := strings.Cut(string(readme[bytes.Index(readme, []byte("## Layout")):]), "\n## ")
	for _, top := range []string{"rules", "game", "cmd"} {
		filepath.WalkDir(filepath.Join(repoRoot, top), func(path string, d os.DirEntry, err error) error {
			if err != nil || !d.IsDir() || d.Name() == "testdata" {
				if d != nil && d.Name() == "testdata" {
					return filepath.SkipDir
				}
				return err
			}
			if gofiles, _ := filepath.Glob(filepath.Join(path, "*.go")); len(gofiles) == 0 {
				return nil
			}
			rel, _ := filepath.Rel(filepath.Join(repoRoot, top), path)
			rel = filepath.ToSlash(rel)
			if rel == "." {
				return nil
			}
			name := strings.TrimPrefix(rel, "ui/") // game/ui/… are listed by their own names
			if !strings.Contains(layout, "`"+rel+"`") && !strings.Contains(layout, "`"+name+"`") && !strings.Contains(layout, "`"+top+"/"+rel+"`") {
				t.Errorf("README.md's layout table does not name %s/%s", top, rel)
			}
			return nil
		})
	}
}

// TestReadmeCountsWhatShips: the numbers "What works today" states (teams,
// unit profiles, army lists, scenarios, rule modules) are those the build
// ships, so the README cannot promise what is not there or hide what is.
func TestReadmeCountsWhatShips(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	section, _, _ := strings.Cut(string(readme[bytes.Index(readme, []byte("## What works today")):]), "\n## ")
	c, err := modules.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []struct {
		pattern string
		count   int
	}{
		{`(\d+) teams`, len(c.Teams)},
		{`(\d+) unit\s+profiles`, len(c.Units)},
		{`(\d+) shipped army lists`, len(scenarios.ShippedArmies())},
		{`(\d+) shipped scenarios`, len(scenarios.Shipped())},
		{`(\d+)\s+optional rule modules`, len(modules.All())},
	} {
		m := regexp.MustCompile(want.pattern).FindStringSubmatch(section)
		if m == nil {
			t.Errorf("README.md's \"What works today\" states no count matching %q (there are %d)", want.pattern, want.count)
			continue
		}
		if n, _ := strconv.Atoi(m[1]); n != want.count {
			t.Errorf("README.md says %q, but the build ships %d", m[0], want.count)
		}
	}
}
