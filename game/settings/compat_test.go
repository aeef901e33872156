package settings_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/krygothic/krygothic/game/settings"
)

// Settings files written by earlier builds (testdata/compat: the
// defaults, and the same file after the bindings page moved shoot to K
// and the first player's claim to X; game/match/testdata/compat/README.md
// says which commit wrote each and how) load with no problem, the
// rebinding kept, and the file left where it was.
func TestSettingsOfEarlierBuildsLoad(t *testing.T) {
	files, err := filepath.Glob("testdata/compat/*.json")
	if err != nil || len(files) < 4 {
		t.Fatalf("%d files of earlier builds (%v)", len(files), err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "settings.json")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := settings.Load(path)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if _, err := os.Stat(path); err != nil {
			t.Errorf("%s: the file was moved away: %v", f, err)
		}
		rebound := filepath.Base(f)[:len("bindings")] == "bindings"
		shoot := s.Bindings.Pointer["shoot"]
		claim := s.Bindings.Players[0]["claim"]
		if rebound != (slices.Equal(shoot, []string{"k"}) && slices.Equal(claim, []string{"x"})) {
			t.Errorf("%s: shoot is %v and the first player's claim %v", f, shoot, claim)
		}
		if s.SecondsPerAP != 0.5 || s.DecisionWindow != 4 {
			t.Errorf("%s: the clock settings read as %g s an AP and a %g s decision window", f, s.SecondsPerAP, s.DecisionWindow)
		}
	}
}
