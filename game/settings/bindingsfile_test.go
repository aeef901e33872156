package settings

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/bindings"
)

// Saving the key bindings writes them and leaves every other setting as
// the file has it; a file that is not settings is left alone.
func TestSaveBindingsKeepsTheFilesValues(t *testing.T) {
	dir := t.TempDir()
	b := bindings.Bindings{Pointer: map[string][]string{"run": {"m"}}}

	missing := filepath.Join(dir, "none", FileName)
	if err := SaveBindings(missing, b); err != nil {
		t.Fatal(err)
	}
	if s, err := Load(missing); err != nil || s.Bindings.Pointer["run"][0] != "m" || s.ColourBlind || s.UIScale != 0 {
		t.Errorf("into no file: %+v, %v; want the defaults with the bindings", s, err)
	}

	path := write(t, dir, FileName, `{"seconds_per_ap": 0.8, "colour_blind": false, "ui_scale": 1.25}`)
	if err := SaveBindings(path, b); err != nil {
		t.Fatal(err)
	}
	s, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if s.SecondsPerAP != 0.8 || s.ColourBlind || s.UIScale != 1.25 || s.Bindings.Pointer["run"][0] != "m" {
		t.Errorf("saved %+v", s)
	}

	bad := write(t, dir, "bad.json", `{"ui_scale": `)
	if err := SaveBindings(bad, b); err == nil || !strings.Contains(err.Error(), "not saved") {
		t.Errorf("into a broken file: %v", err)
	}
	if data, _ := os.ReadFile(bad); string(data) != `{"ui_scale": ` {
		t.Errorf("the broken file was changed to %q", data)
	}
}
