package viewer

import (
	"fmt"
	"strings"
	"testing"
)

// GAP-37: the panel's cell facts name a gantry cell's feature, and only
// a gantry's.
func TestCellFactsNameTheGantry(t *testing.T) {
	v := open(t, env(t), "testdata/gantry.yaml")
	facts := func(x, y int) string { return fmt.Sprint(v.cellFacts(cell{x, y})) }
	if got := facts(2, 5); !strings.Contains(got, "gantry (+1 up)") {
		t.Errorf("on the gantry: %s", got)
	}
	if got := facts(10, 5); strings.Contains(got, "gantry") {
		t.Errorf("on the floor: %s", got)
	}
}
