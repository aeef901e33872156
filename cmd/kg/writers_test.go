package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

const skirmishFile = "../../game/match/testdata/skirmish.yaml"

// A legal orders file (1 MiB, 19,000 two-step combos) makes a record over
// the 8 MiB kg replay reads: kg run refuses to write it, exit 1, and the
// file already there is left as it was.
func TestRunWritesNoRecordItsReaderRefuses(t *testing.T) {
	orders := writeTemp(t, "combos.txt", strings.Repeat("0 red ec-commander-1 face 10 & ec-commander-1 face 10\n", 19000))
	record := writeTemp(t, "match.json", "the old record\n")
	code, _, stderr := runKG("run", skirmishFile, "--orders", orders, "--record", record)
	if code != 1 || !strings.Contains(stderr, record+" not written") || !strings.Contains(stderr, "at most 8 MiB") {
		t.Errorf("exit %d, %q; want exit 1 and the record not written", code, stderr)
	}
	if data, err := os.ReadFile(record); err != nil || string(data) != "the old record\n" {
		t.Errorf("the old record became %.80q (%v)", data, err)
	}
}

// A record carries the scenario's files; each is held to the limit of
// the same file on disk (1 MiB for the scenario), not only to the
// record's 8 MiB.
func TestARecordCarriesNoScenarioOverItsFileLimit(t *testing.T) {
	dir := t.TempDir()
	record := filepath.Join(dir, "match.json")
	done := writeTemp(t, "done.txt", "0 red done\n0 blue done\n")
	if code, _, stderr := runKG("run", skirmishFile, "--orders", done, "--record", record); code != 0 {
		t.Fatalf("kg run: exit %d: %s", code, stderr)
	}
	data, err := os.ReadFile(record)
	if err != nil {
		t.Fatal(err)
	}
	var r map[string]any
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	files := r["scenario_files"].(map[string]any)
	main := r["scenario_file"].(string)
	files[main] = files[main].(string) + strings.Repeat("# a comment to pad the scenario past the limit of its file\n", 2<<20/58)
	if data, err = json.Marshal(r); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(record, data, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runKG("replay", record)
	if code != 1 || !strings.Contains(stderr, "scenario_files") || !strings.Contains(stderr, "may be at most 1 MiB") {
		t.Errorf("exit %d, %.300q; want exit 1 and the scenario's limit", code, stderr)
	}
}

// --csv and --report are written as saves are: a run that fails at once
// leaves the files there as they were, and a target that is not a
// regular file (a pipe, which would block the writer for ever) is refused
// before any game, exit 1.
func TestSelfPlayOutputsAreWrittenOnceTheGamesArePlayed(t *testing.T) {
	dir := t.TempDir()
	csvFile, report := filepath.Join(dir, "games.csv"), filepath.Join(dir, "balance.md")
	for _, f := range []string{csvFile, report} {
		if err := os.WriteFile(f, []byte("kept\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	missing := filepath.Join(dir, "missing.yaml")
	code, _, stderr := runKG("selfplay", "--games", "1", "--ai", "easy,easy", "--scenario", missing, "--csv", csvFile, "--report", report)
	if code != 1 || !strings.Contains(stderr, "missing.yaml") {
		t.Errorf("a missing scenario: exit %d, %q", code, stderr)
	}
	for _, f := range []string{csvFile, report} {
		if data, err := os.ReadFile(f); err != nil || string(data) != "kept\n" {
			t.Errorf("%s became %.80q (%v)", f, data, err)
		}
	}
	fifo := filepath.Join(dir, "pipe.md")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	for _, flag := range []string{"--csv", "--report"} {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		cmd := exec.CommandContext(ctx, os.Args[0], "selfplay", "--games", "1", "--ai", "easy,easy", "--max-ticks", "60", flag, fifo)
		cmd.Env = append(os.Environ(), childEnv+"=1")
		out, _ := cmd.CombinedOutput()
		cancel()
		if code := cmd.ProcessState.ExitCode(); code != 1 || !strings.Contains(string(out), "pipe.md exists and is not a regular file") {
			t.Errorf("%s onto a pipe: exit %d, %q", flag, code, out)
		}
	}
}
