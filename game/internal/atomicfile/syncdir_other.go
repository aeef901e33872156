//go:build !unix

package atomicfile

import (
	"os"
	"runtime"
)

// syncDir flushes dir's entries to disk where the system can. Windows does
// not let a folder opened for reading be synced, so there it is skipped;
// elsewhere it is tried and errors are ignored.
var syncDir = func(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return nil
	}
	d.Sync()
	d.Close()
	return nil
}
