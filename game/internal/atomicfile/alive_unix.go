//go:build unix

package atomicfile

import (
	"errors"
	"syscall"
)

// alive reports whether a process with id pid is running, asking the
// system with the null signal: ESRCH means there is none, and EPERM that
// there is one we may not signal. Any other answer counts as running, so
// that a doubt never removes a live writer's file.
func alive(pid int) bool {
	if pid <= 0 {
		return false // 0 and negative ids name process groups, not a writer
	}
	err := syscall.Kill(pid, 0)
	return !errors.Is(err, syscall.ESRCH)
}
