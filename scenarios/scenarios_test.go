package scenarios_test

import (
	"io/fs"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

// Every shipped army list is legal, and its header comment's figures hold.
func TestShippedArmiesAreLegal(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][2]int{ // models, points
		"armies/earth-confederate.yaml": {8, 930},
		"armies/renegades.yaml":         {11, 964},
		"armies/slaves.yaml":            {13, 900},
		"armies/possessed.yaml":         {14, 765},
	}
	files, _ := fs.Glob(scenarios.Armies, "armies/*.yaml")
	if len(files) != len(want) {
		t.Errorf("%d shipped army lists, want %d", len(files), len(want))
	}
	for _, f := range files {
		src, _ := fs.ReadFile(scenarios.Armies, f)
		a, err := army.Parse(f, src, c)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if got := [2]int{len(a.Models), a.Cost}; got != want[f] {
			t.Errorf("%s: %d models, %d points; want %v", f, got[0], got[1], want[f])
		}
	}
}
