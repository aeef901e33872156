package match_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
)

const fight = `
0   blue renegade-cultist-1 wait
40  red  ec-trooper-2 move 4.5 4.5 & ec-trooper-2 shoot blue.renegade-cultist-2 & ec-trooper-2 move 3.5 2.5
110 blue renegade-cultist-1 react shoot red.ec-trooper-2
200 red  ec-trooper-1 shoot blue.renegade-cultist-1 aimed
300 blue renegade-prophet-1 move 11.5 2.5 & renegade-prophet-1 shoot red.ec-trooper-1
`

// scripts builds the two Script players of an orders text.
func scripts(t testing.TB, text string) [2]match.Player {
	t.Helper()
	decls, err := orders.ParseOrders("orders", text)
	if err != nil {
		t.Fatal(err)
	}
	scripts, _ := match.Scripts([2]string{"red", "blue"}, decls)
	return [2]match.Player{scripts[0], scripts[1]}
}

// Save in the middle, load, continue: the same final state as a match
// never interrupted. The save is written atomically and read back.
func TestSaveLoadContinue(t *testing.T) {
	straight, err := match.New(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(11), scripts(t, fight))
	if err != nil {
		t.Fatal(err)
	}
	if err := straight.Run(100000); err != nil {
		t.Fatal(err)
	}
	for _, at := range []int{1, 75, 150, 260, 400} {
		m, err := match.New(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(11), scripts(t, fight))
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(at); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "save.json")
		if err := match.Save(path, m.Record("testdata/skirmish.yaml", 11, nil)); err != nil {
			t.Fatal(err)
		}
		r, err := match.Load(path)
		if err != nil {
			t.Fatal(err)
		}
		loaded, err := match.Resume(r, skirmish(t), rulesContent, scripts(t, fight))
		if err != nil {
			t.Fatal(err)
		}
		if loaded.StateHash() != m.StateHash() {
			t.Fatalf("saved at %d: the loaded state differs from the saved one", at)
		}
		if err := loaded.Run(100000); err != nil {
			t.Fatal(err)
		}
		if loaded.StateHash() != straight.StateHash() {
			t.Errorf("saved at %d: the continued match ends differently (tick %d vs %d)", at, loaded.Tick(), straight.Tick())
		}
	}
}

// fmtRecord is a format-3 record with its hashes and settings, and field
// (JSON) on its fourth line, for a test to break.
func fmtRecord(field string) string {
	h := strings.Repeat("ab", 32)
	settings := `"settings": {"seconds_per_ap": 0.5, "face_off_window": 0.25, "decision_window": 4}, `
	if strings.HasPrefix(field, `"settings"`) {
		settings = ""
	}
	return "{\"format\": 3, \"scenario\": \"sabotage\",\n \"scenario_hash\": \"" + h + "\", " + settings + "\n \"final_hash\": \"" + h + "\",\n " + field + "}\n"
}

// A damaged, foreign or newer save is refused with a clear message.
func TestBadSaves(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, text, want string
	}{
		{"damaged.json", "{\n  \"format\": 1,\n  \"scenario\": ", "damaged.json:3:15: the save is damaged"},
		// Issue 13: an edited record is checked as any other input.
		{"wrong type.json", "{\"format\": 3,\n \"seed\": \"x\"}", "wrong type.json:2:13: the save is damaged: seed holds a string where a uint64 belongs"},
		{"no final hash.json", fmtRecord(`"final_hash": ""`), "no final hash.json:3:2: final_hash: not a state hash"},
		{"teleport.json", fmtRecord(`"declarations": [{"Tick": 0, "Side": "red", "Steps": [{"Verb": "done"}]},
  {"Tick": 5, "Side": "red", "Steps": [{"Unit": "ec-trooper-1", "Verb": "teleport"}]}]`), "teleport.json:5:3: declaration 2: ec-trooper-1: unknown order \"teleport\""},
		{"shot 99.json", fmtRecord(`"declarations": [{"Tick": 5, "Side": "red", "Steps": [{"Unit": "a", "Verb": "shoot", "Target": "b", "Shot": 99}]}]`), "shot 99.json:4:19: declaration 1: a shoot: no shot type 99"},
		{"round limit.json", fmtRecord(`"settings": {"seconds_per_ap": 0.5, "face_off_window": 0.25, "decision_window": 4, "round_limit": -5}`), "round limit.json:4:2: settings: round_limit is -5"},
		{"face-off.json", fmtRecord(`"settings": {"seconds_per_ap": 0.5, "face_off_window": -1, "decision_window": 4}`), "settings: face_off_window is -1"},
		{"ticks.json", fmtRecord(`"declarations": [{"Tick": 9, "Side": "red", "Steps": [{"Verb": "done"}]}, {"Tick": 5, "Side": "red", "Steps": [{"Verb": "done"}]}]`), "declaration 2: tick 5 is out of order"},
		{"dice.json", fmtRecord(`"dice": [1, 7]`), "die 2: face 7 is not 1 to 6"},
		{"choice.json", fmtRecord(`"choices": [{"tick": 1, "side": "red", "unit": "a", "kind": "bribe"}]`), `choice 1: kind "bribe"`},
		{"saved at.json", fmtRecord(`"saved_at": -4`), "saved_at: tick -4"},
		// Format 5: who played each side, and the pauses.
		{"players.json", fmtRecord(`"players": ["person"]`), "players: 1 players; a record names none or one for each of the two sides"},
		{"player name.json", fmtRecord(`"players": ["person", "Deep Thought"]`), `players: side 2: "Deep Thought" is neither "person" nor a computer player's level`},
		{"pause tick.json", fmtRecord(`"pauses": [{"tick": 50, "seconds": 3}, {"tick": 20, "seconds": 1}]`), "pause 2: tick 20 comes after tick 50"},
		{"pause long.json", fmtRecord(`"pauses": [{"tick": 50, "seconds": 1e9}]`), "pause 1: a pause of 1e+09 s; from 0 to 86400 s"},
		{"newer.json", `{"format": 99, "scenario": "sabotage"}`, "made by a newer version of the game (format 99"},
		{"foreign.json", `{"name": "my shopping list"}`, "not a Kry-Gothic save or replay"},
	}
	for _, tc := range tests {
		p := filepath.Join(dir, tc.name)
		os.WriteFile(p, []byte(tc.text), 0o644)
		if _, err := match.Load(p); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want %q", tc.name, err, tc.want)
		}
	}
	// A record replayed on another scenario than its own is refused too.
	m, _ := match.New(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(1), scripts(t, ""))
	r := m.Record("testdata/skirmish.yaml", 1, nil)
	r.ScenarioHash = strings.Repeat("0", 64)
	if _, err := match.Replay(r, skirmish(t), rulesContent, 10); err == nil || !strings.Contains(err.Error(), "is not the one the record was played on") {
		t.Errorf("changed scenario: %v", err)
	}
}

// A record of a match played from a scenario file carries the file, so it
// replays from any folder after the file is gone; a record that only names
// a file is read relative to its own folder, never from an absolute path
// or outside that folder (issue 13).
func TestRecordFindsItsScenario(t *testing.T) {
	m, err := match.New(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(1), scripts(t, "0 red done\n0 blue done\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(100); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	r := m.Record("testdata/skirmish.yaml", 1, nil)
	if r.ScenarioFile != "skirmish.yaml" || !strings.HasPrefix(r.ScenarioFiles["skirmish.yaml"], "# A small deck") {
		t.Fatalf("the record carries %q: %d files", r.ScenarioFile, len(r.ScenarioFiles))
	}
	path := filepath.Join(dir, "elsewhere", "match.json")
	if err := match.Save(path, r); err != nil {
		t.Fatal(err)
	}
	loaded, err := match.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := match.OpenScenario(path, loaded, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := match.Replay(loaded, s, rulesContent, 100); err != nil {
		t.Fatal(err)
	}

	// Format 2: the file is named, relative to the record.
	old := loaded
	old.Format, old.ScenarioFile, old.ScenarioFiles = 2, "", nil
	src, _ := os.ReadFile("testdata/skirmish.yaml")
	os.WriteFile(filepath.Join(dir, "elsewhere", "skirmish.yaml"), src, 0o644)
	old.Scenario = "skirmish.yaml"
	if _, err := match.OpenScenario(path, old, rulesContent); err != nil {
		t.Errorf("beside the record: %v", err)
	}
	for _, name := range []string{"/etc/passwd", "../skirmish.yaml", "a/../../x.yaml"} {
		old.Scenario = name
		if _, err := match.OpenScenario(path, old, rulesContent); err == nil || !strings.Contains(err.Error(), "outside the record's folder") {
			t.Errorf("%s: %v", name, err)
		}
	}
	// What a named file holds is never quoted.
	os.WriteFile(filepath.Join(dir, "elsewhere", "secret.yaml"), []byte("password: hunter2\n"), 0o644)
	old.Scenario = "secret.yaml"
	if _, err := match.OpenScenario(path, old, rulesContent); err == nil || strings.Contains(err.Error(), "hunter2") || strings.Contains(err.Error(), "password") {
		t.Errorf("a file that is no scenario: %v", err)
	}
}

// A record edited by hand, but still well formed, does not replay as a
// different game: it must end in the state its final_hash says (issue 13).
func TestEditedRecordIsRefused(t *testing.T) {
	m, err := match.New(skirmish(t), rulesContent, match.DefaultSettings(), dice.NewSeeded(1), scripts(t,
		"0 red ec-trooper-1 move 4.5 4.5 & ec-trooper-1 shoot blue.renegade-cultist-1\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(100000); err != nil {
		t.Fatal(err)
	}
	r := m.Record("testdata/skirmish.yaml", 1, nil)
	r.SavedAt = 0
	if _, err := match.Replay(r, skirmish(t), rulesContent, 100000); err != nil {
		t.Fatalf("the record as made: %v", err)
	}
	edits := map[string]func(*match.Record){
		"another seed":    func(r *match.Record) { r.Seed = 2 },
		"another place":   func(r *match.Record) { r.Declarations[0].Steps[0].X = 3.5 },
		"a move dropped":  func(r *match.Record) { r.Declarations[0].Steps = r.Declarations[0].Steps[1:] },
		"faster channels": func(r *match.Record) { r.Settings.SecondsPerAP = 0.25 },
	}
	for name, edit := range edits {
		e := r
		e.Declarations = append([]match.Taken(nil), r.Declarations...)
		e.Declarations[0].Steps = append([]orders.Order(nil), r.Declarations[0].Steps...)
		edit(&e)
		if _, err := match.Replay(e, skirmish(t), rulesContent, 100000); err == nil || !strings.Contains(err.Error(), "ends in another state") {
			t.Errorf("%s: %v", name, err)
		}
	}
}
