package settings

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/krygothic/krygothic/game/match"
)

// SaveInfo is one save or replay file as the load and replay menus list
// it.
type SaveInfo struct {
	Path     string       // the file
	Name     string       // the file name without .json
	Modified time.Time    // when it was last written
	Scenario string       // the record's scenario: a shipped name or a file path
	Tick     int          // the tick it was saved at; 0 for a whole match's record
	Record   match.Record // the record read, when Err is nil
	Err      error        // why the file cannot be read as a record; it is listed all the same
}

// Resumable reports whether the file is a save a match can go on from: it
// was read, and it was saved in the middle of a match.
func (s SaveInfo) Resumable() bool { return s.Err == nil && s.Tick > 0 }

// ListSaves lists the .json files in dir, newest first, each read with
// match.Load. A file that cannot be read is listed with its error, never
// dropped. A missing folder lists nothing, without error; an unreadable
// one is an error.
func ListSaves(dir string) ([]SaveInfo, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []SaveInfo
	for _, e := range entries {
		name := e.Name()
		base, ok := strings.CutSuffix(name, ".json")
		// Dot files are the temporary files of saves being written.
		if !ok || strings.HasPrefix(name, ".") || e.IsDir() {
			continue
		}
		info := SaveInfo{Path: filepath.Join(dir, name), Name: base}
		if fi, err := e.Info(); err == nil {
			info.Modified = fi.ModTime()
		}
		rec, err := match.Load(info.Path)
		if err != nil {
			info.Err = err
		} else {
			info.Record, info.Scenario, info.Tick = rec, rec.Scenario, rec.SavedAt
		}
		out = append(out, info)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].Modified.Equal(out[j].Modified) {
			return out[i].Modified.After(out[j].Modified)
		}
		return out[i].Name < out[j].Name
	})
	return out, nil
}
