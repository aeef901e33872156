package battle_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/psychic"
)

// A warp from the battle screen (GAP-22): I chooses the Seer's first
// power, the warp; the cursor on a point of the hall previews it (the
// 20" ring with its name, the line to where the Seer would stand and its
// base there, the exact odds of the cast and the backlash in the panel:
// a golden image), and the order puts the Seer there. With a model that
// knows no powers selected, the key says it needs a psychic.
func TestWarpFromTheBattleScreen(t *testing.T) {
	uitest.NeedLoop(t)
	b, d := onScreen(t, "testdata/psychic.yaml", 2, [2]match.Player{&ai.Baseline{Side: "red"}, nil}, nil)
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	v := b.Match().View()
	seer, ok := v.Unit("blue.ralim-seer-1")
	if !ok {
		t.Fatal("no seer")
	}
	to := geom.Vec{X: 9.5, Y: seer.Base.Centre.Y} // in view, below the pillar
	powers, ok := controls.ModuleAction("psychic")
	if !ok {
		t.Fatal("no psychic key")
	}
	d.aim(geom.Vec{X: 13, Y: 3}, 28, seer.Base.Centre, powers, to)
	b.Draw(img)
	uitest.Golden(t, "warp-preview", img, 3)
	saveShot(t, img, "psychic-warp-preview")
	var odds []string
	for _, term := range b.PreviewTerms() {
		odds = append(odds, term.Text)
	}
	if got := strings.Join(odds, " · "); !strings.Contains(got, "cast ") || !strings.Contains(got, "backlash wound ") {
		t.Errorf("the panel's terms %q: want the cast's and the backlash's odds", got)
	}
	d.claim(1)
	d.press(controls.Order, to)
	for range 4 * match.TicksPerSecond {
		d.frame()
	}
	warped := false
	for _, e := range b.Match().View().Log(0) {
		if w, ok := e.Event.(psychic.Warped); ok && w.Unit == seer.ID {
			warped = true
		}
	}
	img.Clear()
	b.Draw(img)
	saveShot(t, img, "psychic-warp-done")
	if !warped {
		t.Errorf("the right click did not warp the Seer\n%s", dumpLog(b.Match()))
	}
	// The key with a model that knows no powers selected says so.
	if commander, ok := b.Match().View().Unit("blue.ralim-commander-1"); ok && commander.Alive() {
		d.press(controls.Select, commander.Base.Centre)
		d.env.Controls.Simulate(powers, 0, 0)
		d.frame()
		if f := b.Flash(); !strings.Contains(f, "Select a psychic first") {
			t.Errorf("the powers' key with the commander selected: %q", f)
		}
	}
}
