// Package rules_test guards the module's layering: the rule engine and every
// headless package stay free of Ebitengine and the audio device (VISION.md, Layout).
package rules_test

import (
	"os/exec"
	"strings"
	"testing"
)

// drawing lists the only packages allowed to import Ebitengine: the drawing
// and input packages (game/ui and those under it) and the desktop client.
var drawing = map[string]bool{
	"github.com/krygothic/krygothic/game/ui":       true,
	"github.com/krygothic/krygothic/cmd/krygothic": true,
}

// draws reports whether pkg may import Ebitengine.
func draws(pkg string) bool {
	return drawing[pkg] || strings.HasPrefix(pkg, "github.com/krygothic/krygothic/game/ui/")
}

func TestHeadlessPackagesDoNotImportEbitengine(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}}:{{join .Deps \" \"}}", "github.com/krygothic/krygothic/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	checked := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, deps, _ := strings.Cut(line, ":")
		if draws(pkg) {
			continue
		}
		checked++
		for _, d := range strings.Fields(deps) {
			// oto: the audio device (game/ui/speaker); game/sound stays headless.
			if strings.HasPrefix(d, "github.com/hajimehoshi/ebiten") || strings.HasPrefix(d, "github.com/ebitengine/oto") {
				t.Errorf("%s depends on %s; only %v may draw", pkg, d, keys(drawing))
				break
			}
		}
	}
	if checked < 7 {
		t.Errorf("only %d headless packages listed; is go list seeing the module?", checked)
	}
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
