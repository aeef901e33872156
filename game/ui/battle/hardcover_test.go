package battle_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/ui/controls"
)

// XS-19 in the order panel: a shot at the prophet beside machinery (hard
// cover) lists the cover's +2 to hit and hard cover's +1 armour among the
// wound's modifiers, in words, with the exact odds.
func TestHardCoverInThePreview(t *testing.T) {
	_, terms, img := previewOf(t, "testdata/hard-cover.yaml", controls.VerbShoot)
	saveShot(t, img, "preview-hard-cover")
	got := texts(terms)
	for _, want := range []string{"to hit 7+", "to wound 5+", "to hit: +2 TN, target in cover", "to wound: +1 TN, hard cover: +1 armour (XS-19)", "hit ", "kill "} {
		if !strings.Contains(got, want) {
			t.Errorf("the shot's preview %q has no %q", got, want)
		}
	}
	checkPossible(t, terms)
}
