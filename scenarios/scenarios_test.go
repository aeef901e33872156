package scenarios_test

import (
	"fmt"
	"github.com/krygothic/krygothic/rules/modules"
	"io/fs"
	"regexp"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

// Every shipped army list is legal, one a team, and its header comment's
// figures, "(N models, P points", hold.
func TestShippedArmiesAreLegal(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	header := regexp.MustCompile(`^# Army list: .*\((\d+) models, (\d+) points`)
	files, _ := fs.Glob(scenarios.Armies, "armies/*.yaml")
	if len(files) != len(c.Teams) {
		t.Errorf("%d shipped army lists, want one for each of the %d teams", len(files), len(c.Teams))
	}
	teams := map[string]string{}
	for _, f := range files {
		src, _ := fs.ReadFile(scenarios.Armies, f)
		a, err := army.Parse(f, src, c, modules.Fields(c))
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if prev, ok := teams[a.Team.ID]; ok {
			t.Errorf("%s and %s both field %s", prev, f, a.Team.ID)
		}
		teams[a.Team.ID] = f
		m := header.FindSubmatch(src)
		if m == nil {
			t.Errorf("%s: no header \"# Army list: ... (N models, P points\"", f)
			continue
		}
		if got, want := fmt.Sprintf("%d %d", len(a.Models), a.Cost), string(m[1])+" "+string(m[2]); got != want {
			t.Errorf("%s: %s models and points; its header says %s", f, got, want)
		}
	}
}
