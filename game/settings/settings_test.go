package settings

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/krygothic/krygothic/game/bindings"
	"github.com/krygothic/krygothic/game/match"
)

func write(t *testing.T, dir, name, body string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLoad(t *testing.T) {
	def := Default()
	with := func(f func(*Settings)) Settings {
		s := Default()
		f(&s)
		return s
	}
	tests := []struct {
		name    string
		body    string // "" with missing: no file at all
		missing bool
		want    Settings
		errs    []string // each must be in the error; none: no error
		bad     bool     // the file was moved to .bad
	}{
		{name: "missing file", missing: true, want: def},
		{name: "every setting", body: `{"seconds_per_ap": 1.5, "decision_window": 6, "face_off_window": 0.5,
			"round_limit": 120, "premeasure": false, "colour_blind": true, "ui_scale": 1.25, "volume": 0.3, "mute": true,
			"bindings": {"pointer": {"move": ["g"]}, "players": [{"claim": ["x"]}, null]}}`,
			want: Settings{SecondsPerAP: 1.5, DecisionWindow: 6, FaceOffWindow: 0.5, RoundLimit: 120, ColourBlind: true, UIScale: 1.25, Volume: 0.3, Mute: true,
				Bindings: bindings.Bindings{Pointer: map[string][]string{"move": {"g"}}, Players: [2]map[string][]string{{"claim": {"x"}}, nil}}}},
		{name: "settings left out keep their defaults", body: `{"colour_blind": true}`,
			want: with(func(s *Settings) { s.ColourBlind = true })},
		{name: "empty object", body: `{}`, want: def},
		{name: "syntax error", body: "{\n  \"seconds_per_ap\": 1,\n  \"premeasure\": tru\n}\n", want: def, bad: true,
			errs: []string{"settings.json:3:20:", "not a settings file", "invalid character", "using the defaults", "kept as"}},
		{name: "missing comma", body: "{\"ui_scale\": 1\n \"premeasure\": true}", want: def, bad: true,
			errs: []string{"settings.json:2:2:"}},
		{name: "cut short", body: "{\"ui_scale\": 1,\n", want: def, bad: true,
			errs: []string{"settings.json:2:1:", "ends in the middle"}},
		{name: "empty file", body: "", want: def, bad: true, errs: []string{"the file is empty", "kept as"}},
		{name: "not an object", body: "[1, 2]", want: def, bad: true, errs: []string{"settings.json:1:1:", "want a JSON object"}},
		{name: "something after the object", body: `{"ui_scale": 1} {}`, want: def, bad: true,
			errs: []string{"settings.json:1:17:", "after top-level value"}},
		{name: "a value of the wrong type", body: "{\"ui_scale\": 1.5,\n \"seconds_per_ap\": \"fast\",\n \"colour_blind\": true}",
			want: with(func(s *Settings) { s.UIScale, s.ColourBlind = 1.5, true }),
			errs: []string{"settings.json:2:20:", "seconds_per_ap", "want float64, not a JSON string", "using the default"}},
		{name: "two values of the wrong type", body: `{"premeasure": 1, "ui_scale": [], "colour_blind": true}`,
			want: with(func(s *Settings) { s.ColourBlind = true }),
			errs: []string{"premeasure: want bool", "ui_scale: want float64, not a JSON array"}},
		{name: "bindings of the wrong shape", body: `{"bindings": {"pointer": {"move": "g"}}, "ui_scale": 2}`,
			want: with(func(s *Settings) { s.UIScale = 2 }),
			errs: []string{"bindings: want []string, not a JSON string"}},
		{name: "unknown setting", body: "{\"ui_scale\": 2,\n  \"gammas\": 11}", want: with(func(s *Settings) { s.UIScale = 2 }),
			errs: []string{"settings.json:2:13:", `unknown setting "gammas"`, "seconds_per_ap"}},
		{name: "keys are matched like encoding/json: any case", body: `{"UI_Scale": 2}`, want: with(func(s *Settings) { s.UIScale = 2 })},
		{name: "seconds per AP too small", body: `{"seconds_per_ap": 0}`, want: with(func(s *Settings) { s.SecondsPerAP = 0.1 }),
			errs: []string{"seconds_per_ap: 0 s is outside 0.1–5; using 0.1"}},
		{name: "seconds per AP too large", body: `{"seconds_per_ap": 9}`, want: with(func(s *Settings) { s.SecondsPerAP = 5 }),
			errs: []string{"seconds_per_ap: 9 s is outside 0.1–5; using 5"}},
		{name: "decision window", body: `{"decision_window": 0.5}`, want: with(func(s *Settings) { s.DecisionWindow = 1 }),
			errs: []string{"decision_window: 0.5 s is outside 1–30; using 1"}},
		{name: "decision window too long", body: `{"decision_window": 31}`, want: with(func(s *Settings) { s.DecisionWindow = 30 }),
			errs: []string{"decision_window: 31 s is outside 1–30; using 30"}},
		{name: "face-off window", body: `{"face_off_window": -1}`, want: with(func(s *Settings) { s.FaceOffWindow = 0 }),
			errs: []string{"face_off_window: -1 s is outside 0–2; using 0"}},
		{name: "face-off window too long", body: `{"face_off_window": 2.5}`, want: with(func(s *Settings) { s.FaceOffWindow = 2 }),
			errs: []string{"face_off_window: 2.5 s is outside 0–2; using 2"}},
		{name: "UI scale", body: `{"ui_scale": 0.5, "round_limit": -3}`, want: with(func(s *Settings) { s.UIScale = 0.75 }),
			errs: []string{"ui_scale: 0.5 is outside 0.75–2; using 0.75", "round_limit: -3 s is outside 0–86400; using 0"}},
		{name: "volume too loud", body: `{"volume": 1.5, "mute": true}`, want: with(func(s *Settings) { s.Volume, s.Mute = 1, true }),
			errs: []string{"volume: 1.5 is outside 0–1; using 1"}},
		{name: "volume below silent", body: `{"volume": -0.25}`, want: with(func(s *Settings) { s.Volume = 0 }),
			errs: []string{"volume: -0.25 is outside 0–1; using 0"}},
		{name: "silent and full volume are fine", body: `{"volume": 0}`, want: with(func(s *Settings) { s.Volume = 0 })},
		{name: "a long round limit is fine", body: `{"round_limit": 86400}`, want: with(func(s *Settings) { s.RoundLimit = 86400 })},
		{name: "the edges of every range are fine", body: `{"seconds_per_ap": 0.1, "decision_window": 30, "face_off_window": 0, "ui_scale": 2}`,
			want: with(func(s *Settings) { s.SecondsPerAP, s.DecisionWindow, s.FaceOffWindow, s.UIScale = 0.1, 30, 0, 2 })},
		// Key names are the controls' to check (TestBadBindingsAreNamed in
		// game/ui/controls): the settings keep them.
		{name: "bindings to no action are dropped, good ones kept", body: `{"bindings": {"pointer": {"move": ["g", "nokey"], "fly": ["h"], "claim": ["j"]},
			"players": [{"claim": ["k"], "shoot": ["l"]}]}}`,
			want: with(func(s *Settings) {
				s.Bindings = bindings.Bindings{Pointer: map[string][]string{"move": {"g", "nokey"}}, Players: [2]map[string][]string{{"claim": {"k"}}, nil}}
			}),
			errs: []string{`bindings.pointer: no action "fly"`, `bindings.pointer: no action "claim"`, `bindings.players[0]: no action "shoot"`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, FileName)
			if !tc.missing {
				write(t, dir, FileName, tc.body)
			}
			got, err := Load(path)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("settings\n got %+v\nwant %+v", got, tc.want)
			}
			switch {
			case len(tc.errs) == 0 && err != nil:
				t.Errorf("unexpected error: %v", err)
			case len(tc.errs) > 0 && err == nil:
				t.Errorf("no error, want %q", tc.errs)
			}
			for _, w := range tc.errs {
				if err != nil && !strings.Contains(err.Error(), w) {
					t.Errorf("error %q\nlacks %q", err, w)
				}
			}
			if err != nil && !strings.Contains(err.Error(), path) {
				t.Errorf("error %q does not name the file", err)
			}
			_, statErr := os.Stat(path + ".bad")
			if moved := statErr == nil; moved != tc.bad {
				t.Errorf("moved to .bad: %v, want %v", moved, tc.bad)
			}
			if tc.bad {
				kept, _ := os.ReadFile(path + ".bad")
				if string(kept) != tc.body {
					t.Errorf("the bad file holds %q, want %q", kept, tc.body)
				}
			} else if !tc.missing {
				if _, err := os.Stat(path); err != nil {
					t.Errorf("the file is gone: %v", err)
				}
			}
		})
	}
}

func TestABadFileNeverReplacesAnOlderOne(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	for i, body := range []string{"first {", "second {", "third {"} {
		write(t, dir, FileName, body)
		_, err := Load(path)
		want := []string{path + ".bad", path + ".bad-2", path + ".bad-3"}[i]
		if err == nil || !strings.Contains(err.Error(), "kept as "+want) {
			t.Fatalf("load %d: %v, want it kept as %s", i, err, want)
		}
		if got, _ := os.ReadFile(want); string(got) != body {
			t.Errorf("%s holds %q, want %q", want, got, body)
		}
	}
}

func TestLoadAnUnreadableFileLeavesIt(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	if err := os.Mkdir(path, 0o755); err != nil { // a folder where the file should be
		t.Fatal(err)
	}
	s, err := Load(path)
	if err == nil || !strings.Contains(err.Error(), path) {
		t.Errorf("error %v, want one naming %s", err, path)
	}
	if !reflect.DeepEqual(s, Default()) {
		t.Errorf("settings %+v, want the defaults", s)
	}
	if fi, err := os.Stat(path); err != nil || !fi.IsDir() {
		t.Errorf("the folder was touched: %v", err)
	}
}

func TestSaveAndLoadAgain(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "deep", "er", FileName) // Save makes the folders
	s := Default()
	s.SecondsPerAP, s.DecisionWindow, s.FaceOffWindow, s.RoundLimit = 0.8, 10, 1, 300
	s.Premeasure, s.ColourBlind, s.UIScale = false, true, 1.5
	s.Bindings.Pointer = map[string][]string{"shoot": {"k", "ctrl+s"}}
	s.Bindings.Players[1] = map[string][]string{"pass": {"o"}}
	if err := Save(path, s); err != nil {
		t.Fatal(err)
	}
	got, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, s) {
		t.Errorf("read back\n %+v\nwant %+v", got, s)
	}
	// Saving again replaces the file and leaves no temporary file.
	s.UIScale = 2
	if err := Save(path, s); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 || entries[0].Name() != FileName {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("folder holds %v, want only %s", names, FileName)
	}
	if got, _ := Load(path); got.UIScale != 2 {
		t.Errorf("ui scale %v after the second save", got.UIScale)
	}
	// The file is plain, indented JSON with the documented names.
	data, _ := os.ReadFile(path)
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"seconds_per_ap", "decision_window", "face_off_window", "round_limit", "premeasure", "colour_blind", "ui_scale", "bindings"} {
		if _, ok := m[k]; !ok {
			t.Errorf("saved file lacks %q", k)
		}
	}
}

func TestSaveRefusesValuesOutOfRange(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	write(t, dir, FileName, `{"ui_scale": 1.5}`)
	s := Default()
	s.DecisionWindow = 0
	err := Save(path, s)
	if err == nil || !strings.Contains(err.Error(), "decision_window") {
		t.Fatalf("error %v, want one naming decision_window", err)
	}
	if got, _ := Load(path); got.UIScale != 1.5 {
		t.Error("a refused save changed the file")
	}
}

func TestSaveIntoAFileInTheWay(t *testing.T) {
	dir := t.TempDir()
	blocker := write(t, dir, "config", "a file, not a folder")
	if err := Save(filepath.Join(blocker, FileName), Default()); err == nil {
		t.Error("no error saving under a file")
	}
}

func TestValidateAndClamped(t *testing.T) {
	tests := []struct {
		name string
		edit func(*Settings)
		want []string
	}{
		{"defaults", func(*Settings) {}, nil},
		{"every range broken", func(s *Settings) {
			s.SecondsPerAP, s.DecisionWindow, s.FaceOffWindow, s.RoundLimit, s.UIScale = 0.05, 40, 3, -1, 3
		}, []string{"seconds_per_ap", "decision_window", "face_off_window", "round_limit", "ui_scale"}},
		{"a binding to no action", func(s *Settings) { s.Bindings.Players[1] = map[string][]string{"shoot": {"k"}} },
			[]string{`bindings.players[1]: no action "shoot"`}},
		{"an action unbound on purpose is fine", func(s *Settings) { s.Bindings.Pointer = map[string][]string{"save": {}} }, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := Default()
			tc.edit(&s)
			err := s.Validate()
			c, cerr := s.Clamped()
			if (err == nil) != (len(tc.want) == 0) || (cerr == nil) != (err == nil) {
				t.Fatalf("Validate %v, Clamped %v, want problems %q", err, cerr, tc.want)
			}
			var p Problems
			if err != nil && (!errors.As(err, &p) || len(p) != len(tc.want)) {
				t.Errorf("problems %q, want %d", err, len(tc.want))
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%q lacks %q", err, w)
				}
			}
			if err := c.Validate(); err != nil {
				t.Errorf("clamped settings still invalid: %v", err)
			}
		})
	}
}

func TestClockCarriesTheMatchSettings(t *testing.T) {
	s := Settings{SecondsPerAP: 1, DecisionWindow: 5, FaceOffWindow: 0.5, RoundLimit: 60}
	want := match.Settings{SecondsPerAP: 1, DecisionWindow: 5, FaceOffWindow: 0.5, RoundLimit: 60}
	if got := s.Clock(); got != want {
		t.Errorf("clock %+v, want %+v", got, want)
	}
	if err := Default().Validate(); err != nil {
		t.Errorf("the defaults are invalid: %v", err)
	}
}

func TestDirsUnderKrygothicHome(t *testing.T) {
	home := t.TempDir()
	t.Setenv(HomeEnv, home)
	for _, tc := range []struct {
		name string
		f    func() (string, error)
		want string
	}{
		{"config", ConfigDir, filepath.Join(home, "config")},
		{"settings file", SettingsFile, filepath.Join(home, "config", "settings.json")},
		{"data", DataDir, filepath.Join(home, "data")},
		{"saves", SavesDir, filepath.Join(home, "data", "saves")},
		{"replays", ReplaysDir, filepath.Join(home, "data", "replays")},
	} {
		got, err := tc.f()
		if err != nil || got != tc.want {
			t.Errorf("%s: %q, %v; want %q", tc.name, got, err, tc.want)
		}
	}
}

func TestDirsWithoutKrygothicHome(t *testing.T) {
	t.Setenv(HomeEnv, "")
	base := t.TempDir()
	t.Setenv("HOME", base)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(base, "cfg"))
	t.Setenv("XDG_DATA_HOME", filepath.Join(base, "share"))
	cfg, err := ConfigDir()
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := os.UserConfigDir(); cfg != filepath.Join(want, "krygothic") {
		t.Errorf("config %q, want under %q", cfg, want)
	}
	data, err := DataDir()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(data, base) || filepath.Base(data) != "krygothic" {
		t.Errorf("data %q, want krygothic under %q", data, base)
	}
}

func TestDataHome(t *testing.T) {
	home := func() (string, error) { return "/home/ann", nil }
	noHome := func() (string, error) { return "", errors.New("$HOME is not defined") }
	env := func(kv ...string) func(string) string {
		return func(k string) string {
			for i := 0; i+1 < len(kv); i += 2 {
				if kv[i] == k {
					return kv[i+1]
				}
			}
			return ""
		}
	}
	tests := []struct {
		goos    string
		getenv  func(string) string
		home    func() (string, error)
		want    string
		wantErr bool
	}{
		{"linux", env(), home, filepath.Join("/home/ann", ".local", "share"), false},
		{"linux", env("XDG_DATA_HOME", "/data/ann"), home, "/data/ann", false},
		{"linux", env("XDG_DATA_HOME", "relative/path"), home, filepath.Join("/home/ann", ".local", "share"), false},
		{"freebsd", env(), home, filepath.Join("/home/ann", ".local", "share"), false},
		{"linux", env(), noHome, "", true},
		{"linux", env("XDG_DATA_HOME", "/data/ann"), noHome, "/data/ann", false},
		{"windows", env("LocalAppData", `C:\Users\ann\AppData\Local`), home, `C:\Users\ann\AppData\Local`, false},
		{"windows", env(), home, "", true},
		{"darwin", env("XDG_DATA_HOME", "/ignored"), home, filepath.Join("/home/ann", "Library", "Application Support"), false},
		{"darwin", env(), noHome, "", true},
		{"plan9", env(), home, filepath.Join("/home/ann", "lib"), false},
	}
	for _, tc := range tests {
		got, err := dataHome(tc.goos, tc.getenv, tc.home)
		if got != tc.want || (err != nil) != tc.wantErr {
			t.Errorf("%s: %q, %v; want %q (error %v)", tc.goos, got, err, tc.want, tc.wantErr)
		}
	}
}

func TestListSaves(t *testing.T) {
	dir := t.TempDir()
	save := func(name string, r match.Record, age time.Duration) {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := match.Save(p, r); err != nil {
			t.Fatal(err)
		}
		at := time.Now().Add(-age)
		if err := os.Chtimes(p, at, at); err != nil {
			t.Fatal(err)
		}
	}
	save("old.json", match.Record{Format: 1, Scenario: "sabotage", Settings: match.DefaultSettings(), Seed: 3, SavedAt: 480}, 3*time.Hour)
	save("new.json", match.Record{Format: 1, Scenario: "maps/mine.yaml", Settings: match.DefaultSettings(), Seed: 4, SavedAt: 60}, time.Hour)
	save("whole.json", match.Record{Format: 1, Scenario: "lake-of-blood", Settings: match.DefaultSettings(), Seed: 5}, 2*time.Hour)
	write(t, dir, "damaged.json", `{"format": 1, "scenario": `)
	write(t, dir, "stranger.json", `{"hello": "world"}`)
	write(t, dir, "notes.txt", "not a save")
	write(t, dir, ".save-123.json", "{") // a save being written
	if err := os.Mkdir(filepath.Join(dir, "folder.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	list, err := ListSaves(dir)
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		name, scenario string
		tick           int
		resumable      bool
		err            string
	}
	var got []row
	for _, s := range list {
		r := row{name: s.Name, scenario: s.Scenario, tick: s.Tick, resumable: s.Resumable()}
		if s.Err != nil {
			r.err = s.Err.Error()
		}
		if s.Path != filepath.Join(dir, s.Name+".json") {
			t.Errorf("%s: path %q", s.Name, s.Path)
		}
		if s.Modified.IsZero() {
			t.Errorf("%s: no modified time", s.Name)
		}
		got = append(got, r)
	}
	// The two written just now come first (by name between equals), then
	// by age.
	byName := map[string]row{}
	for _, r := range got {
		byName[r.name] = r
	}
	if len(got) != 5 {
		t.Fatalf("listed %+v, want 5 saves", got)
	}
	if got[2].name != "new" || got[3].name != "whole" || got[4].name != "old" {
		t.Errorf("order %+v, want the damaged ones (newest), then new, whole, old", got)
	}
	checks := []struct {
		name string
		want row
		err  string
	}{
		{"old", row{name: "old", scenario: "sabotage", tick: 480, resumable: true}, ""},
		{"new", row{name: "new", scenario: "maps/mine.yaml", tick: 60, resumable: true}, ""},
		{"whole", row{name: "whole", scenario: "lake-of-blood"}, ""},
		{"damaged", row{name: "damaged"}, "the save is damaged"},
		{"stranger", row{name: "stranger"}, "not a Kry-Gothic save or replay"},
	}
	for _, c := range checks {
		r := byName[c.name]
		e := r.err
		r.err = ""
		if r != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, r, c.want)
		}
		if (c.err == "") != (e == "") || !strings.Contains(e, c.err) {
			t.Errorf("%s: error %q, want %q", c.name, e, c.err)
		}
	}
	if list[2].Record.Seed != 4 {
		t.Errorf("the record was not kept: %+v", list[2].Record)
	}
}

func TestListSavesOfAMissingFolder(t *testing.T) {
	list, err := ListSaves(filepath.Join(t.TempDir(), "none"))
	if err != nil || len(list) != 0 {
		t.Errorf("%v, %v; want nothing and no error", list, err)
	}
	f := write(t, t.TempDir(), "file", "")
	if _, err := ListSaves(f); err == nil {
		t.Error("listing a file as a folder: no error")
	}
}

// A file of 18,000 unknown settings (234 KiB, under the file's limit)
// and one of 12,000 unknown actions in its bindings each load with a
// short message: the first few problems and a count of the rest, not one
// message of every problem for the client to wrap.
func TestAFileOfThousandsOfProblemsSaysAFew(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString("{")
	for i := range 18000 {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, "\"x%d\":1", i)
	}
	b.WriteString("}")
	var actions strings.Builder
	actions.WriteString(`{"bindings": {"pointer": {`)
	for i := range 12000 {
		if i > 0 {
			actions.WriteString(",")
		}
		fmt.Fprintf(&actions, "\"fly%d\":[\"g\"]", i)
	}
	actions.WriteString("}}}")
	for name, tc := range map[string]struct {
		body, more string
	}{
		"settings": {b.String(), "… and 17,995 more"},
		"bindings": {actions.String(), "… and 11,995 more"},
	} {
		if len(tc.body) > 256<<10 {
			t.Fatalf("%s: %d bytes, over the file's limit", name, len(tc.body))
		}
		_, err := Load(write(t, dir, name+".json", tc.body))
		if err == nil || !strings.HasSuffix(err.Error(), tc.more) || len(err.Error()) > 2000 {
			t.Errorf("%s: a message of %d bytes ending %q; want at most 2000 ending %q", name, len(fmt.Sprint(err)), tail(err), tc.more)
		}
	}
}

// tail is the end of err's message.
func tail(err error) string {
	s := fmt.Sprint(err)
	return s[max(0, len(s)-40):]
}

// The UI scale picked for a player who has set none, from the monitor's
// size (device-independent pixels), in quarter steps from 1× to 2×; a
// settings file without one loads as none set (0), and none is kept
// through a save.
func TestAutoUIScale(t *testing.T) {
	for _, c := range []struct {
		w, h int
		want float64
	}{
		{1280, 800, 1}, {1366, 768, 1}, {1920, 1080, 1}, {1920, 1200, 1}, {2048, 1152, 1.25},
		{2560, 1440, 1.5}, {2560, 1600, 1.5}, {3440, 1440, 1.5}, {3200, 1800, 2}, {3840, 2160, 2}, {7680, 4320, 2}, {800, 600, 1},
	} {
		if got := AutoUIScale(c.w, c.h); got != c.want {
			t.Errorf("AutoUIScale(%d, %d) = %g, want %g", c.w, c.h, got, c.want)
		}
	}
	path := filepath.Join(t.TempDir(), FileName)
	if err := os.WriteFile(path, []byte(`{"tutorial_done": true}`), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Load(path)
	if err != nil || s.UIScale != 0 {
		t.Fatalf("a file without ui_scale: %g, %v; want 0 (none set)", s.UIScale, err)
	}
	if err := Save(path, s); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); strings.Contains(string(data), "ui_scale") {
		t.Errorf("none set, the file was written with a scale:\n%s", data)
	}
}
