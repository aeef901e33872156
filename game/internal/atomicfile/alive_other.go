//go:build !unix

package atomicfile

import "os"

// alive reports whether a process with id pid is running. Where there is
// no null signal to ask with, a process that os.FindProcess cannot find
// (on Windows: cannot open) counts as gone.
func alive(pid int) bool {
	if pid <= 0 {
		return false
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	p.Release()
	return true
}
