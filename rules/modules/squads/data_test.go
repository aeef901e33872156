package squads_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content/contenttest"
	"github.com/krygothic/krygothic/rules/modules"
)

// The module's data (modules.yaml's squads section) is checked with the
// content, each problem at its file, line and column; a modules.yaml
// without the section plays the shipped squads (4" coherency, squads of
// up to 5 formed).
func TestSquadsData(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("squads:\n  coherency: 0\n  auto_size: 6\n")}
	_, err := modules.Read(fsys, "mod")
	for _, want := range []string{
		"mod/modules.yaml:2:3: squads: coherency 0; it is over 0 and at most 24 inches",
		"mod/modules.yaml:3:3: squads: auto_size 6; a squad is 2 to 5 models",
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("squads: {coherency: 3, auto_size: 2}\n")}
	if _, err := modules.Read(fsys, "mod"); err != nil {
		t.Errorf("sound squads data refused: %v", err)
	}
}
