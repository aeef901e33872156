package atomicfile_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/krygothic/krygothic/game/internal/atomicfile"
)

func TestWriteReplacesWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "deep", "save.json")
	if err := atomicfile.WriteBytes(path, []byte("first")); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.WriteBytes(path, []byte("second")); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != "second" {
		t.Fatalf("%q %v", got, err)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o644 {
		t.Errorf("mode %v", st.Mode().Perm())
	}
}

// A write that fails leaves the old file as it was and no litter.
func TestFailedWriteKeepsTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "save.json")
	if err := atomicfile.WriteBytes(path, []byte("good")); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("disk on fire")
	err := atomicfile.Write(path, func(w io.Writer) error {
		w.Write([]byte("half"))
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("error %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "good" {
		t.Errorf("the old file became %q", got)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}
