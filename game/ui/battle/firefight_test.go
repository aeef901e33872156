package battle_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/ui/controls"
)

// The energy (XS-20) and pointblank (XS-26) modules in the order panel:
// red's commander aims its pistol at the Visionary 1" away, who wears a
// flux field; the shot's terms list both wound modifiers in words, each
// with its rule, and the exact odds count them. Selected, the Visionary's
// panel names its field.
func TestFieldAndPointBlankInThePreview(t *testing.T) {
	d, terms, img := previewOf(t, "testdata/field-duel.yaml", controls.VerbShoot)
	got := texts(terms)
	for _, want := range []string{"to wound: +1 TN, Flux field, an energy field (XS-20)", "to wound: -1 TN, point blank, within 1\" (XS-26)", "kill "} {
		if !strings.Contains(got, want) {
			t.Errorf("the shot's preview lacks %q: %s", want, got)
		}
	}
	checkPossible(t, terms)
	saveShot(t, img, "field-point-blank-preview")
	d.claim(1)
	blue := d.b.Match().View().Units()[1]
	d.press(controls.Select, blue.Base.Centre)
	if got := d.drawn(); !strings.Contains(got, "flux field: +1 to its wound TN from every side") {
		t.Errorf("the Visionary's panel does not name its field:\n%s", got)
	}
}
