package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// childEnv makes the test binary run as kg (TestMain), so the hostile
// corpus runs in a process of its own whose time and memory are measured.
const childEnv = "KG_TEST_AS_KG"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "1" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	dir, err := os.MkdirTemp("", "kg-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	testTemp = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// testTemp is a folder for the whole test run (a built client), removed
// when it ends.
var testTemp string

// Bounds on one kg run over a hostile file (issue 13).
const (
	hostileTime   = 2 * time.Second
	hostileMemory = 200 << 20 // bytes
)

// placed is a located message: file:line:col: message.
var placed = regexp.MustCompile(`^\S[^\n]*:\d+:\d+: \S`)

// TestHostileCorpus runs every file of testdata/hostile (and the big or
// linked ones it makes) through the kg command that reads it: each is
// refused with exit 1 and its message (located as file:line:col when the
// fault has a place), or exit 2 for a bad command line; none panics, takes
// over 2 s or uses over 200 MB.
func TestHostileCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("builds big files and runs kg about fifty times")
	}
	tmp := t.TempDir()
	big := makeHostile(t, tmp)
	const skirmish = "../../game/match/testdata/skirmish.yaml"
	h := func(name string) string { return filepath.Join("testdata", "hostile", name) }
	type hostile struct {
		args   []string
		exit   int
		placed bool   // the message starts file:line:col:
		want   string // in the message
	}
	check := func(file string, placed bool, want string) hostile {
		return hostile{[]string{"check", file}, 1, placed, want}
	}
	orders := func(file string, placed bool, want string) hostile {
		return hostile{[]string{"run", skirmish, "--orders", file}, 1, placed, want}
	}
	replay := func(file string, placed bool, want string) hostile {
		return hostile{[]string{"replay", file}, 1, placed, want}
	}
	resume := func(file string, placed bool, want string) hostile {
		return hostile{[]string{"resume", file}, 1, placed, want}
	}
	cases := []hostile{
		// Binary and malformed text, deep nesting, unknown anchors.
		check(h("scenario-nul.yaml"), true, "a NUL byte"),
		check(h("scenario-binary.yaml"), true, "is not UTF-8 text"),
		check(h("scenario-not-utf8.yaml"), true, "byte 0xe9 is not UTF-8"),
		check(h("scenario-deep.yaml"), true, "nested 10000 deep"),
		check(h("scenario-unknown-anchor.yaml"), true, "no anchor &three"),
		// Silent defaults and loose values.
		check(h("scenario-rounds-zero.yaml"), true, "rounds is 0"),
		check(h("scenario-count-zero.yaml"), true, "count"),
		check(h("scenario-zero-width-char.yaml"), true, "visible character"),
		check(big["long side id"], true, "at most 32"),
		check(big["long name"], true, "at most 60"),
		check(h("scenario-area-overflow.yaml"), true, "area"),
		{[]string{"army", "check", h("army-count-zero.yaml")}, 1, true, "count"},
		// Size: files, decks, counts.
		check("/dev/zero", false, "/dev/zero is not a regular file and gives more than the limit of 1 MiB"),
		check(h(""), false, "is a folder, not a file"),
		check(big["padded"], false, "the limit is 1 MiB"),
		check(big["huge deck"], true, "200"),
		check(big["many objectives"], true, "64"),
		check(big["army link"], true, "army.yaml is not a regular file and gives more than the limit of 256 KiB"),
		{[]string{"army", "check", "/dev/zero"}, 1, false, "the limit of 256 KiB"},
		{[]string{"content", "check", big["content link"]}, 1, false, "teams.yaml is not a regular file and gives more than the limit of 1 MiB"},
		// Merges of merges, wrong-type values by the thousand: refused in
		// time linear in the file.
		check(h("scenario-merge-bomb.yaml"), false, "merge keys (<<) bring in more than"),
		{[]string{"army", "check", h("army-merge-bomb.yaml")}, 1, false, "merge keys (<<) bring in more than"},
		check(big["wrong types"], true, "more values of the wrong type"),
		{[]string{"army", "check", big["army wrong types"]}, 1, true, "more values of the wrong type"},
		// Numbers in range: content, objectives.
		{[]string{"content", "check", big["huge knife"]}, 1, true, "cc is 1000000000; it is -10 to 10"},
		{[]string{"army", "check", "--content", big["huge knife"], h("army-count-zero.yaml")}, 1, true, "cc is 1000000000; it is -10 to 10"},
		check(h("scenario-objective-wounds.yaml"), true, "wounds is 1000000; it is 0 to 20"),
		check(h("scenario-objective-tn.yaml"), true, "body is 4611686018427387904; it is 0 to 20"),
		// Text: no bidi controls, no binary.
		check(h("scenario-bidi-name.yaml"), true, "name holds U+202E, a bidi control"),
		check(h("scenario-bidi-event.yaml"), true, "text holds U+2067, a bidi control"),
		{[]string{"army", "check", h("army-binary-name.yaml")}, 1, true, "name: a !!binary value"},
		// Orders: numbers, arguments, combos, size.
		orders(h("orders-nan.txt"), true, `"NaN" is not a number`),
		orders(h("orders-inf.txt"), true, `"Inf" is not a number`),
		orders(h("orders-free-overflow.txt"), true, "a whole number of AP from 1 to 1000"),
		orders(h("orders-extra-args.txt"), true, "takes 2 argument(s), got 4"),
		orders(h("orders-long-combo.txt"), true, "a combo holds at most 48"),
		orders(h("orders-binary.txt"), true, "a NUL byte"),
		orders(big["too many orders"], true, "more than 20000 declarations"),
		orders(big["huge orders"], false, "the limit is 1 MiB"),
		orders("/dev/zero", false, "the limit of 1 MiB"),
		{[]string{"run", skirmish, "--orders", h("orders-nan.txt"), "--max-ticks", "-5"}, 2, false, "--max-ticks -5"},
		{[]string{"roll", "3K3", "--tn", "999999999", "--seed", "1"}, 2, false, "--tn 999999999: give a whole number from 0 to 100"},
		{[]string{"odds", "--dice", "3", "--tn", "-5"}, 2, false, "--tn -5: give a whole number from 0 to 100"},
		// Counts on the command line are bounded before anything is made.
		{[]string{"selfplay", "--games", "9223372036854775807", "--ai", "easy,easy"}, 2, false, "--games 9223372036854775807: give a whole number from 1 to 100000"},
		{[]string{"selfplay", "--games", "4000000000", "--ai", "easy,easy"}, 2, false, "--games 4000000000: give a whole number from 1 to 100000"},
		{[]string{"selfplay", "--games", "1", "--ai", "easy,easy", "--workers", "3000"}, 2, false, "--workers 3000: give a whole number from 1 to 64"},
		{[]string{"teams", "--games", "1", "--limit", "NaN"}, 2, false, "--limit NaN: give a number from 0 to 100"},
		// A file a flag names is the file's fault: exit 1.
		{[]string{"selfplay", "--games", "1", "--ai", "easy,easy", "--levels", "/dev/zero"}, 1, false, "the limit of 256 KiB"},
		// Records are checked like any other input.
		replay(h("record-teleport.json"), true, `unknown order "teleport"`),
		replay(h("record-unknown-module.json"), true, `unknown rule module "teleporters"`),
		// A throw with X, Y but no Point flag reads back as a throw at no
		// target: refused, not played as a throw at the corner.
		replay(h("record-throw-no-point.json"), true, `throw needs a target`),
		replay(h("record-shot-99.json"), true, "no shot type 99"),
		replay(h("record-no-final-hash.json"), true, "final_hash"),
		replay(h("record-negative-round-limit.json"), true, "round_limit is -5"),
		replay(h("record-negative-face-off.json"), true, "face_off_window is -1"),
		replay(h("record-dice.json"), true, "face 9 is not 1 to 6"),
		replay(h("record-damaged.json"), true, "the save is damaged"),
		replay(h("record-absolute-path.json"), false, "outside the record's folder"),
		replay(h("record-outside-path.json"), false, "outside the record's folder"),
		replay(big["record objects"], true, "JSON objects; a record holds at most"),
		replay(big["record huge"], false, "the limit is 8 MiB"),
		replay("/dev/zero", false, "the limit of 8 MiB"),
		// A save's snapshot is checked as the rest of the record, and
		// what it names must be the match's.
		resume(h("save-snapshot-dice.json"), true, "snapshot: 99999999999 dice rolled; from 0 to 10000000"),
		resume(h("save-snapshot-version.json"), true, "snapshot: version 99; this build reads up to 1: update the game"),
		resume(h("save-snapshot-far.json"), true, "stands at (1e+300, 24.5)"),
		resume(h("save-snapshot-stranger.json"), false, `the snapshot's mark "ammo" is on renegades.stranger-1, neither a unit nor a side of the match`),
		replay(h("save-snapshot-dice.json"), true, "snapshot: 99999999999 dice rolled"),
		// Saving never replaces what is not a regular file.
		{[]string{"run", skirmish, "--orders", big["done"], "--record", "/dev/null"}, 1, false, "/dev/null exists and is not a regular file"},
	}
	for _, tc := range cases {
		name := strings.Join(tc.args, " ")
		t.Run(name, func(t *testing.T) {
			code, stderr, took, rss := runChild(t, tc.args...)
			first, _, _ := strings.Cut(stderr, "\n")
			switch {
			case code != tc.exit:
				t.Errorf("exit %d, want %d: %s", code, tc.exit, stderr)
			case strings.Contains(stderr, "panic") || strings.Contains(stderr, "goroutine "):
				t.Errorf("a panic: %s", stderr)
			case !strings.Contains(stderr, tc.want):
				t.Errorf("message %q lacks %q", stderr, tc.want)
			case tc.placed && !placed.MatchString(first):
				t.Errorf("message %q is not file:line:col: message", first)
			}
			if took > hostileTime {
				t.Errorf("took %v; the bound is %v", took, hostileTime)
			}
			if rss > hostileMemory {
				t.Errorf("used %d MB; the bound is %d MB", rss>>20, hostileMemory>>20)
			}
			t.Logf("%v, %d MB", took.Round(time.Millisecond), rss>>20)
		})
	}
	// The device is still a device.
	if fi, err := os.Stat("/dev/null"); err != nil || fi.Mode().IsRegular() {
		t.Errorf("/dev/null: %v %v", fi.Mode(), err)
	}
}

// runChild runs kg args in a child process; it returns the exit status,
// what went to stderr, the wall time and the peak memory (0 where the
// system does not say).
func runChild(t *testing.T, args ...string) (int, string, time.Duration, int64) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), childEnv+"=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	start := time.Now()
	err := cmd.Run()
	took := time.Since(start)
	var exit *exec.ExitError
	if err != nil && !errorsAs(err, &exit) {
		t.Fatal(err)
	}
	var rss int64
	if u, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok && runtime.GOOS == "linux" {
		rss = u.Maxrss << 10 // kilobytes on Linux
	}
	return cmd.ProcessState.ExitCode(), stderr.String(), took, rss
}

func errorsAs(err error, target **exec.ExitError) bool {
	e, ok := err.(*exec.ExitError)
	*target = e
	return ok
}

// makeHostile writes the corpus files too big to keep in the repository,
// and the ones that are links, into dir; it returns them by name.
func makeHostile(t *testing.T, dir string) map[string]string {
	t.Helper()
	skirmish, err := os.ReadFile("../../game/match/testdata/skirmish.yaml")
	if err != nil {
		t.Fatal(err)
	}
	sk := string(skirmish)
	files := map[string]string{}
	write := func(name, file, text string) {
		p := filepath.Join(dir, file)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		files[name] = p
	}
	write("long side id", "long-side-id.yaml", strings.Replace(sk, "id: red", "id: "+strings.Repeat("r", 100000), 1))
	write("long name", "long-name.yaml", strings.Replace(sk, "name: Skirmish", "name: "+strings.Repeat("N", 500000), 1))
	write("padded", "padded.yaml", sk+strings.Repeat("# a comment to pad the file out past its limit, line after line\n", 20000))
	write("huge deck", "huge-deck.yaml", "name: Huge\nlegend:\n  - {char: \".\", name: deck plate, terrain: easy}\nmap: |\n"+
		strings.Repeat("  "+strings.Repeat(".", 1000)+"\n", 1000))
	var objectives strings.Builder
	objectives.WriteString(sk + "objectives:\n")
	for i := range 16000 {
		fmt.Fprintf(&objectives, "  - {id: o%d, at: [5, 2]}\n", i)
	}
	write("many objectives", "many-objectives.yaml", objectives.String())
	write("too many orders", "too-many.txt", strings.Repeat("0 red ec-commander-1 face 10\n", 20001))
	write("huge orders", "huge.txt", strings.Repeat("0 red ec-commander-1 face 10 # "+strings.Repeat("x", 100)+"\n", 9000))
	write("done", "done.txt", "0 red done\n0 blue done\n")
	write("record objects", "objects.json", `{"format": 3, "declarations": [{"Steps": [`+strings.Repeat("{},", 150000)+`{}]}]}`)
	write("record huge", "huge.json", `{"format": 3, "pad": "`+strings.Repeat("x", 9<<20)+`"}`)
	// Files of wrong-type values, each at its limit.
	write("wrong types", "wrong-types.yaml", "sides:\n"+strings.Repeat("  - []\n", (1<<20-8)/7))
	write("army wrong types", "army-wrong-types.yaml", "models:\n"+strings.Repeat("  - []\n", (256<<10-8)/7))
	// A content mod whose knife rolls a billion dice.
	knife := filepath.Join(dir, "knife")
	if err := os.CopyFS(knife, os.DirFS("../../rules/content/data")); err != nil {
		t.Fatal(err)
	}
	gear, err := os.ReadFile(filepath.Join(knife, "gear.yaml"))
	if err != nil || !strings.Contains(string(gear), "    cost: 5\n    cc: 2\n") {
		t.Fatal("the knife of gear.yaml has changed: update makeHostile", err)
	}
	gear = []byte(strings.Replace(string(gear), "    cost: 5\n    cc: 2\n", "    cost: 5\n    cc: 1000000000\n", 1))
	if err := os.WriteFile(filepath.Join(knife, "gear.yaml"), gear, 0o644); err != nil {
		t.Fatal(err)
	}
	files["huge knife"] = knife
	// An army file and a content file linked to an endless device.
	army := filepath.Join(dir, "army.yaml")
	if err := os.Symlink("/dev/zero", army); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	redList := "    list:\n      team: earth-confederate\n      models:\n        - {unit: ec-commander, ranged: rifle, armour: flak-jacket}\n" +
		"        - {unit: ec-trooper, count: 2, ranged: rifle, melee: knife}\n"
	if !strings.Contains(sk, redList) {
		t.Fatal("the skirmish's red list has changed: update makeHostile")
	}
	write("army link", "army-link.yaml", strings.Replace(sk, redList, "    army: army.yaml\n", 1))
	mod := filepath.Join(dir, "mod")
	if err := os.CopyFS(mod, os.DirFS("../../rules/content/data")); err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(mod, "teams.yaml"))
	if err := os.Symlink("/dev/zero", filepath.Join(mod, "teams.yaml")); err != nil {
		t.Fatal(err)
	}
	files["content link"] = mod
	return files
}
