package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
)

// The embedded content's files: a mod is a copy of them.
const contentData = "../../rules/content/data"

// --help and -h print the usage, every command and flag in it, on
// standard output and succeed; nothing opens.
func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"-h"}, {"play", "--help"}, {"view", "-h"}, {"--content", "nowhere", "--help"}} {
		var stdout, stderr bytes.Buffer
		l, status := parse(args, &stdout, &stderr)
		if l != nil || status != 0 {
			t.Errorf("%q: launch %v, status %d; want the usage and status 0", args, l, status)
		}
		if stderr.Len() > 0 {
			t.Errorf("%q: writes to standard error: %s", args, stderr.String())
		}
		help := stdout.String()
		if !strings.HasPrefix(help, "Usage: krygothic") {
			t.Errorf("%q prints\n%s", args, help)
		}
		var flags []string
		fs := flag.NewFlagSet("", flag.ContinueOnError)
		new(globalFlags).define(fs)
		for _, c := range commands {
			if !strings.Contains(help, "\n  "+c.name+" ") {
				t.Errorf("%q: the usage does not list the command %s", args, c.name)
			}
			c.define(fs)
		}
		fs.VisitAll(func(f *flag.Flag) { flags = append(flags, f.Name) })
		if len(flags) < 5 {
			t.Fatalf("only %d flags defined: %v", len(flags), flags)
		}
		for _, f := range flags {
			if !strings.Contains(help, "--"+f+" ") {
				t.Errorf("%q: the usage does not list --%s", args, f)
			}
		}
	}
}

// --version prints the game's version and build, the rules version and
// the record formats, as kg version does, and succeeds, wherever it stands
// and whatever else is asked: nothing is loaded and nothing opens.
func TestVersion(t *testing.T) {
	want := fmt.Sprintf("Kry-Gothic %s\nrules version %d; record format %d; snapshot version %d\n",
		match.Build(), match.RulesVersion, match.FormatVersion, match.SnapshotVersion)
	for _, args := range [][]string{{"--version"}, {"-version"}, {"play", "--version"}, {"--content", "nowhere", "--version"}, {"view", "--version"}} {
		var stdout, stderr bytes.Buffer
		l, status := parse(args, &stdout, &stderr)
		if l != nil || status != 0 || stdout.String() != want || stderr.Len() > 0 {
			t.Errorf("%q: launch %v, status %d, prints %q and %q; want status 0 and %q", args, l, status, stdout.String(), stderr.String(), want)
		}
	}
	if !strings.HasPrefix(want, "Kry-Gothic "+match.Version) {
		t.Errorf("the version line %q does not begin with the version %s", want, match.Version)
	}
}

// The command itself, run with --version and no display, prints the
// version and exits 0: it opens no window.
func TestVersionOpensNoWindow(t *testing.T) {
	if os.Getenv("KRYGOTHIC_TEST_MAIN") != "" {
		os.Args = []string{"krygothic", "--version"}
		main()
		t.Fatal("main returned") // main exits
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestVersionOpensNoWindow$")
	cmd.Env = append(os.Environ(), "KRYGOTHIC_TEST_MAIN=1", "DISPLAY=", "WAYLAND_DISPLAY=")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("krygothic --version: %v; prints %q", err, out)
	}
	if !strings.HasPrefix(string(out), "Kry-Gothic "+match.Build()+"\nrules version ") {
		t.Errorf("krygothic --version prints %q", out)
	}
}

// A wrong command line is refused with status 2, saying where the usage is.
func TestBadCommandLine(t *testing.T) {
	for _, args := range [][]string{{"fly"}, {"--nope"}, {"play", "--seed", "x"}, {"play", "extra"}, {"view"}, {"view", "a.yaml", "b.yaml"}, {"play", "--ai", "skynet"}} {
		var stdout, stderr bytes.Buffer
		l, status := parse(args, &stdout, &stderr)
		if l != nil || status != 2 {
			t.Errorf("%q: launch %v, status %d; want status 2", args, l, status)
		}
		if !strings.Contains(stderr.String(), "krygothic --help") {
			t.Errorf("%q: says\n%s", args, stderr.String())
		}
	}
}

// A content directory that does not load is refused before any window
// opens: status 1 and every problem as file:line: message, wherever
// --content stands on the command line.
func TestBadContent(t *testing.T) {
	mod := filepath.Join(t.TempDir(), "mod")
	if err := os.CopyFS(mod, os.DirFS(contentData)); err != nil {
		t.Fatal(err)
	}
	classes := filepath.Join(mod, "classes.yaml")
	data, err := os.ReadFile(classes)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	at := -1
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "cost_cap:") {
			lines[i], at = "  cost_cap: lots", i+1
			break
		}
	}
	if at < 0 {
		t.Fatal("no cost_cap in classes.yaml")
	}
	if err := os.WriteFile(classes, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	where := filepath.Join(mod, "classes.yaml") + ":" + strconv.Itoa(at) + ":"
	for _, args := range [][]string{
		{"--content", mod},
		{"--content=" + mod, "play"},
		{"play", "--content", mod, "--seed", "7"},
		{"view", "scenarios/maps/sabotage.yaml", "--content", mod},
		{"--content", filepath.Join(t.TempDir(), "missing")},
	} {
		var stdout, stderr bytes.Buffer
		l, status := parse(args, &stdout, &stderr)
		if l != nil || status != 1 {
			t.Errorf("%q: launch %v, status %d; want status 1", args, l, status)
		}
		msg := stderr.String()
		want := where
		if strings.HasSuffix(args[len(args)-1], "missing") {
			want = args[1] + ": no such directory"
		}
		if !strings.Contains(msg, "content directory") || !strings.Contains(msg, want) {
			t.Errorf("%q: says\n%s\nwant the content directory and %q", args, msg, want)
		}
	}
}

// A good content directory is the content of everything the client opens.
func TestContentFlag(t *testing.T) {
	var stdout, stderr bytes.Buffer
	l, status := parse([]string{"--content", contentData, "play", "--seed", "7", "--scenario", "sabotage"}, &stdout, &stderr)
	if l == nil {
		t.Fatalf("status %d: %s", status, stderr.String())
	}
	if l.content == nil || l.play == nil || l.play.Seed != 7 || l.play.ScenarioName != "sabotage" || l.play.Scenario == nil {
		t.Errorf("launch %+v, play %+v", l, l.play)
	}
	if l.play.Mode != ui.Hotseat {
		t.Errorf("play without --ai: mode %v, want hotseat", l.play.Mode)
	}
	l, _ = parse([]string{"play", "--ai", "hard"}, &stdout, &stderr)
	if l == nil || l.play == nil || l.play.Mode != ui.VersusAI || l.play.AI != "hard" || l.play.Human != 0 {
		t.Errorf("play --ai hard: %+v", l)
	}
	l, _ = parse([]string{"view", "scenarios/maps/sabotage.yaml", "--screenshot", "x.png", "--frames", "3"}, &stdout, &stderr)
	if l == nil || l.view != "scenarios/maps/sabotage.yaml" || l.shot != "x.png" || l.frames != 3 || l.content == nil {
		t.Errorf("view launch %+v", l)
	}
	l, _ = parse([]string{"--frames", "3", "--content", contentData, "view", "sabotage"}, &stdout, &stderr)
	if l == nil || l.view != "sabotage" || l.frames != 3 {
		t.Errorf("the flags before the command are lost: %+v", l)
	}
	l, _ = parse(nil, &stdout, &stderr)
	if l == nil || l.view != "" || l.play != nil || l.content == nil || l.frames != 10 || l.window != image.Pt(1280, 720) {
		t.Errorf("menu launch %+v", l)
	}
	l, _ = parse([]string{"--window", "2560x1440"}, &stdout, &stderr)
	if l == nil || l.window != image.Pt(2560, 1440) {
		t.Errorf("--window 2560x1440: %+v", l)
	}
	for _, bad := range []string{"2560", "2560x", "100x100", "2560x1440x2", "axb"} {
		if l, code := parse([]string{"--window", bad}, &stdout, &stderr); l != nil || code == 0 {
			t.Errorf("--window %s is taken: %+v", bad, l)
		}
	}
}

// A scenario that does not load is refused before any window opens.
func TestBadScenario(t *testing.T) {
	var stdout, stderr bytes.Buffer
	l, status := parse([]string{"play", "--scenario", "no-such-scenario"}, &stdout, &stderr)
	if l != nil || status != 1 || !strings.Contains(stderr.String(), "no-such-scenario") {
		t.Errorf("launch %v, status %d, says %s", l, status, stderr.String())
	}
}

// watch opens a record or a save, at --at seconds of game time; a file
// that does not load, or a time before the start, is refused before any
// window opens, naming the file or the flag.
func TestWatch(t *testing.T) {
	const rec = "../../game/match/testdata/compat/format7-b57de0e-hangar-record.json"
	var stdout, stderr bytes.Buffer
	l, status := parse([]string{"watch", rec, "--at", "30"}, &stdout, &stderr)
	if l == nil || status != 0 || l.watch == nil || l.watch.path != rec || l.watch.at != 30 || l.watch.rec.Scenario == "" {
		t.Fatalf("launch %+v, status %d, says %s", l, status, stderr.String())
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(bad, []byte(`{"format": 7, "seed": `), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args   []string
		status int
		want   string
	}{
		{[]string{"watch", rec, "--at", "-1"}, 1, "--at -1"},
		{[]string{"watch", bad}, 1, "bad.json"},
		{[]string{"watch", "no-such-record.json"}, 1, "no-such-record.json"},
		{[]string{"watch"}, 2, "watch takes FILE"},
		{[]string{"watch", rec, "--at", "soon"}, 2, `"soon"`},
	} {
		stdout.Reset()
		stderr.Reset()
		l, status := parse(tc.args, &stdout, &stderr)
		if l != nil || status != tc.status || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("%q: launch %v, status %d (want %d), says %q (want %q)", tc.args, l, status, tc.status, stderr.String(), tc.want)
		}
	}
}
