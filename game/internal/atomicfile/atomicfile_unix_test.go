//go:build unix

package atomicfile_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/krygothic/krygothic/game/internal/atomicfile"
)

// A named pipe, or a link to one, is refused and left as it was.
func TestWriteRefusesAPipe(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Skipf("cannot make a pipe here: %v", err)
	}
	checkRefused(t, atomicfile.WriteBytes(pipe, []byte("x")), pipe)
	link := filepath.Join(dir, "to-pipe")
	symlink(t, "pipe", link)
	checkRefused(t, atomicfile.WriteBytes(link, []byte("x")), link)
	if st, err := os.Lstat(pipe); err != nil || st.Mode()&fs.ModeNamedPipe == 0 {
		t.Errorf("the pipe became %v (%v)", st.Mode(), err)
	}
	noTemps(t, dir)
}
