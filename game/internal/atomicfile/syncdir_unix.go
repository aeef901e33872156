//go:build unix

package atomicfile

import (
	"errors"
	"os"
	"syscall"
)

// syncDir flushes dir's entries to disk, so that a rename into it survives
// a power cut. A folder that cannot be opened for reading (one that is
// write-only to us) cannot be synced and is left as it is; so is one on a
// file system that does not sync folders (EINVAL, ENOTSUP or EOPNOTSUPP).
// Other errors, such as EIO, are reported.
var syncDir = func(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return nil
	}
	defer d.Close()
	err = d.Sync()
	if errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOTSUP) || errors.Is(err, syscall.EOPNOTSUPP) {
		return nil
	}
	return err
}
