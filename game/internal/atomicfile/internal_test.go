package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The folder is synced after the rename, so that the rename is on disk
// too; a failure to sync it is reported, naming the file.
func TestWriteSyncsTheFolderAfterTheRename(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "save.json")
	var synced []string
	defer func(f func(string) error) { syncDir = f }(syncDir)
	syncDir = func(d string) error {
		if got, err := os.ReadFile(path); string(got) != "new" {
			t.Errorf("the folder was synced before the rename: %q (%v)", got, err)
		}
		synced = append(synced, d)
		return nil
	}
	if err := WriteBytes(path, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if len(synced) != 1 || synced[0] != dir {
		t.Errorf("synced %q, want [%s]", synced, dir)
	}

	eio := errors.New("input/output error")
	syncDir = func(string) error { return eio }
	err := WriteBytes(path, []byte("newer"))
	if !errors.Is(err, eio) || !strings.Contains(err.Error(), path) {
		t.Errorf("a failed sync gave %v", err)
	}
}

// The real syncDir works on an ordinary folder.
func TestSyncDir(t *testing.T) {
	if err := syncDir(t.TempDir()); err != nil {
		t.Error(err)
	}
}

func TestTempPID(t *testing.T) {
	for _, c := range []struct {
		name string
		pid  int
		ok   bool
	}{
		{".save.json.tmp-123-456", 123, true},
		{".a.tmp-1-2.json.tmp-77-8", 77, true},
		{"." + strings.Repeat("x", 300)[:maxTempBase] + ".tmp-9-1", 9, true},
		{".save.json.tmp-123-", 0, false},
		{".save.json.tmp--456", 0, false},
		{".save.json.tmp-12a-456", 0, false},
		{".save.json.tmp-123-45x", 0, false},
		{".save.json.tmp-99999999999-1", 0, false},
		{"save.json.tmp-123-456", 0, false},
		{"..tmp-1-2", 0, false}, // no target name
		{".save.json-123456", 0, false},
	} {
		pid, ok := tempPID(c.name)
		if pid != c.pid || ok != c.ok {
			t.Errorf("tempPID(%q) = %d, %v; want %d, %v", c.name, pid, ok, c.pid, c.ok)
		}
	}
}
