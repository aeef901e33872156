package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
