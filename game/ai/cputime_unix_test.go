//go:build unix

package ai_test

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time this process has used so far (user and system),
// a steadier measure than the wall clock on a machine shared with other
// work.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
