package match

import (
	"fmt"
	"runtime/debug"
)

// Version is the game's version, as people see it: kg version,
// krygothic --version, the main menu's corner, the Load game panel.
const Version = "0.37.0"

// RulesVersion numbers how matches play: it goes up whenever a change
// alters how a match plays out from the same record (a rule, the dice a
// rule rolls, a module's numbers), which the determinism guard shows
// (game/ai TestDeterminismGuard fails until it is raised). A record
// replays only on a build of the rules version it was played by; a save
// of another rules version still resumes, from its snapshot
// (docs/files.md#saves-across-builds).
// Records before format 7 name no rules version: they replay where they
// still reach the state they recorded (Replay).
const RulesVersion = 1

// Build names this build: the game's version, and the commit it was built
// from when the Go toolchain stamped it (go build in a clone does; go run
// and go test do not).
func Build() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return Version
	}
	var rev string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	switch {
	case rev == "":
		return Version
	case modified:
		return fmt.Sprintf("%s (%s, modified)", Version, rev)
	}
	return fmt.Sprintf("%s (%s)", Version, rev)
}
