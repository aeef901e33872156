package content_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content"
)

// The target-priority data (XS-22, SW-SHOOT-04): KG's 1" bases are
// medium targets, 2" large bases large, anything narrower small; bad
// bounds are reported at their place.
func TestTargetSizes(t *testing.T) {
	p := load(t).Modules.Priority
	for r, want := range map[float64]string{0.25: content.SmallTarget, 0.5: content.MediumTarget, 0.9: content.MediumTarget, 1: content.LargeTarget, 2: content.LargeTarget} {
		if got := p.Size(r); got != want {
			t.Errorf("SW-SHOOT-04: a base of radius %g\" is %s, want %s", r, got, want)
		}
	}
	fsys := good()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("priority:\n  medium_base: 3\n  large_base: 2\n")}
	if _, err := content.Load(fsys, "mod"); err == nil || !strings.Contains(err.Error(), "mod/modules.yaml:2:3: priority: medium_base 3 and large_base 2") {
		t.Errorf("got %v", err)
	}
}
