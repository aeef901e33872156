package battle

import (
	"testing"

	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/content"
)

// internalEnv is a fresh env for a test inside the package, with
// KRYGOTHIC_HOME in a temporary folder (the outside tests' testEnv,
// which this package cannot see).
func internalEnv(t *testing.T) *ui.Env {
	t.Helper()
	uitest.NeedLoop(t)
	t.Setenv("KRYGOTHIC_HOME", t.TempDir())
	fonts, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	ctl, err := controls.New(controls.DefaultBindings())
	if err != nil {
		t.Fatal(err)
	}
	st := settings.Default()
	return &ui.Env{Fonts: fonts, Content: c, Settings: &st, Controls: ctl, Palette: ui.PaletteFor(false)}
}
